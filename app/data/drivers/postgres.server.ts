import postgres from "postgres"
import { type SqlArticles, type SqlClient, sqlArticles } from "../sql.server.ts"

/** A postgres.js client as a `SqlClient`: short timeouts, so the caller's retry budget decides. */
export function postgresClient(databaseUrl: string): SqlClient {
  const sql = postgres(databaseUrl, {
    max: 5,
    connect_timeout: 2,
    idle_timeout: 30,
    onnotice: () => {},
  })
  return {
    async query(text, params = []) {
      return [...(await sql.unsafe(text, params as never[]))] as Record<string, unknown>[]
    },
    async transaction(work) {
      return (await sql.begin((tx) =>
        work(async (text, params = []) => [...(await tx.unsafe(text, params as never[]))] as Record<string, unknown>[]),
      )) as Awaited<ReturnType<typeof work>>
    },
    async exec(text) {
      await sql.begin((tx) => tx.unsafe(text))
    },
    async close() {
      await sql.end({ timeout: 2 })
    },
    // postgres.js keeps a connection of its own for LISTEN and reconnects it after a drop.
    async listen(channel, onMessage, onConnect) {
      await sql.listen(channel, onMessage, onConnect)
    },
  }
}

/** The `postgres` driver: any PostgreSQL server (Supabase's own Postgres included) via DATABASE_URL. */
export function postgresArticles(databaseUrl: string): SqlArticles {
  return sqlArticles(postgresClient(databaseUrl))
}
