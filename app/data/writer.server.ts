import { postgresArticles } from "./drivers/postgres.server.ts"
import { remotePublisher } from "./drivers/pglite-admin.server.ts"
import { claim, openPgliteOwned, releasePglite } from "./drivers/pglite.server.ts"
import type { DataConfig } from "./env.server.ts"
import { type Publisher, READ_ONLY_MESSAGE, ReadOnlyBackendError } from "./publisher.server.ts"
import { seedArticles } from "./seed.server.ts"

export type Writer = Publisher & { close(): Promise<void>; via: string }

/**
 * The one writer (app/data/publisher.server.ts) for the CLI. With the embedded database it goes
 * through the running server's admin endpoint when a server holds it, and otherwise opens it
 * (creating, migrating and seeding it like the server would; only a database it has just created
 * is seeded).
 */
export async function openWriter(config: DataConfig): Promise<Writer> {
  if (config.driver === "supabase") throw new ReadOnlyBackendError(READ_ONLY_MESSAGE)
  if (config.driver === "postgres") {
    const db = postgresArticles(config.databaseUrl)
    return { ...db.publisher, close: () => db.close(), via: "PostgreSQL (DATABASE_URL)" }
  }
  const held = await claim(config.dataDir, "cli")
  if (held.kind === "remote") return { ...remotePublisher(held.port, held.token), via: "the running server" }
  try {
    const db = await openPgliteOwned(config.dataDir)
    if (db.created) await seedArticles(db.publisher)
    return { ...db.publisher, close: () => db.close(), via: `the embedded database in ${config.dataDir}` }
  } catch (error) {
    releasePglite(config.dataDir)
    throw error
  }
}
