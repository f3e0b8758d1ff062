import postgres from "postgres"
import { type SqlArticles, type SqlClient, sqlArticles } from "../sql.server.ts"

/** A listener's proof of life, sent on its own channel; not a change. */
const PING = "ping"
const PING_MS = 5_000

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
    // postgres.js keeps a connection of its own for LISTEN and re-listens after a drop, but gives up
    // silently if the database is still down then. So the connection is proved alive by a ping it
    // must hear every few seconds, and opened afresh (onConnect again) when it does not.
    async listen(channel, onMessage, onConnect) {
      let session: ReturnType<typeof postgres> | null = null
      let heard = Date.now()
      const open = async () => {
        const own = postgres(databaseUrl, { max: 1, connect_timeout: 2, onnotice: () => {} })
        session = own
        await own
          .listen(
            channel,
            (payload) => (payload === PING ? (heard = Date.now()) : onMessage(payload)),
            () => {
              heard = Date.now()
              onConnect()
            },
          )
          .catch(() => {})
      }
      await open()
      setInterval(() => {
        if (Date.now() - heard > 3 * PING_MS) {
          heard = Date.now()
          void session?.end({ timeout: 0 }).catch(() => {})
          void open()
        } else void sql`select pg_notify(${channel}, ${PING})`.catch(() => {})
      }, PING_MS).unref()
    },
  }
}

/** The `postgres` driver: any PostgreSQL server (Supabase's own Postgres included) via DATABASE_URL. */
export function postgresArticles(databaseUrl: string): SqlArticles {
  return sqlArticles(postgresClient(databaseUrl))
}
