import { postgresClient } from "./drivers/postgres.server.ts"
import { remoteKeyAdmin } from "./drivers/pglite-admin.server.ts"
import { claim, openPgliteOwned, releasePglite } from "./drivers/pglite.server.ts"
import type { DataConfig } from "./env.server.ts"
import { READ_ONLY_MESSAGE, ReadOnlyBackendError } from "./publisher.server.ts"
import { type KeyAdmin, publishingStore } from "./publishing-store.server.ts"

export type OpenKeyAdmin = KeyAdmin & { close(): Promise<void>; via: string }

/**
 * The publishing keys for the CLI (`npm run articles -- keys …`), as openWriter opens the writer:
 * PostgreSQL directly; the embedded database through the running server's admin endpoint when a
 * server holds it, and otherwise opened here.
 */
export async function openKeyAdmin(config: DataConfig, env: Record<string, string | undefined>): Promise<OpenKeyAdmin> {
  const masterSecret = env.PUBLISHING_MASTER_SECRET || undefined
  if (config.driver === "supabase") throw new ReadOnlyBackendError(READ_ONLY_MESSAGE)
  if (config.driver === "postgres") {
    const client = postgresClient(config.databaseUrl)
    return { ...publishingStore(client, { masterSecret }), close: () => client.close(), via: "PostgreSQL (DATABASE_URL)" }
  }
  const held = await claim(config.dataDir, "cli")
  if (held.kind === "remote") return { ...remoteKeyAdmin(held.port, held.token), via: "the running server" }
  try {
    const db = await openPgliteOwned(config.dataDir)
    return {
      ...publishingStore(db.client, { masterSecret }),
      close: () => db.close(),
      via: `the embedded database in ${config.dataDir}`,
    }
  } catch (error) {
    releasePglite(config.dataDir)
    throw error
  }
}
