import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { type SqlClient, migrate } from "#app/data/sql.server.ts"
import { migratedPglite } from "./migrated-pglite.ts"
import { startPostgres } from "./postgres-server.ts"

/** Two servers' connections to one database, `a` and `b`, and how to close them. */
export type TwoServers = { a: SqlClient; b: SqlClient; close: () => Promise<void> }

/**
 * The two ways a delivery reaches "another server" in the publishing tests (issue 26), for
 * `describe.each`: one process holds the embedded database, so there the second server is a second
 * app on it, as after a restart; PostgreSQL is one throwaway cluster with two clients.
 */
export const sharedDatabases: { name: string; open: () => Promise<TwoServers> }[] = [
  {
    name: "PGlite (a restart: a new app on the same database)",
    async open() {
      const db = await migratedPglite()
      const client = pgliteClient(db)
      return { a: client, b: client, close: () => db.close() }
    },
  },
  {
    name: "PostgreSQL, two servers",
    async open() {
      const server = await startPostgres()
      const a = postgresClient(server.url)
      await migrate(a)
      const b = postgresClient(server.url)
      return {
        a,
        b,
        async close() {
          await a.close()
          await b.close()
          server.stop()
        },
      }
    },
  },
]

/** How many articles the database holds, drafts and deleted ones included. */
export async function articleCount(client: SqlClient): Promise<number> {
  const [row] = await client.query("select count(*)::int as n from articles")
  return Number(row!.n)
}
