// The SQL drivers' (PGlite, postgres.js) common face: what the reads and the writer send statements through.

/** The way the SQL drivers (PGlite, postgres.js) send a statement. */
export type SqlQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/** The ways the SQL drivers talk to a database. */
export type SqlClient = {
  query: SqlQuery
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>
  /** Runs a script of several statements, without parameters, in one transaction. */
  exec(text: string): Promise<void>
  close(): Promise<void>
  /**
   * LISTENs on `channel` (PostgreSQL; PGlite, for statements its one process runs outside the writer):
   * `onConnect` runs on every (re)connection, so the caller can assume it missed notifications meanwhile.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onConnect: () => void): Promise<void>
}
