import type { ArticleWriter } from "./article.ts"
import { postgresArticles } from "./drivers/postgres.server.ts"
import { remoteWriter } from "./drivers/pglite-admin.server.ts"
import { claim, openPgliteOwned, releasePglite } from "./drivers/pglite.server.ts"
import type { DataConfig } from "./env.server.ts"
import { seedArticles } from "./seed.server.ts"

export type Writer = ArticleWriter & { close(): Promise<void>; via: string }

export class WriterError extends Error {
  override name = "WriterError"
}

/**
 * Write access for the CLI. With the embedded database it goes through the
 * running server's admin endpoint when a server holds it, and otherwise opens
 * it (creating, migrating and seeding it like the server would; only a
 * database it has just created is seeded).
 */
export async function openWriter(config: DataConfig): Promise<Writer> {
  if (config.driver === "supabase") {
    throw new WriterError(
      "The supabase driver reads through the public anonymous key and cannot write: set DATABASE_URL to the project's Postgres connection string to publish",
    )
  }
  if (config.driver === "postgres") return { ...postgresArticles(config.databaseUrl), via: "PostgreSQL (DATABASE_URL)" }
  const held = await claim(config.dataDir, "cli")
  if (held.kind === "remote") return { ...remoteWriter(held.port, held.token), via: "the running server" }
  try {
    const db = await openPgliteOwned(config.dataDir)
    if (db.created) await seedArticles(db)
    return { ...db, via: `the embedded database in ${config.dataDir}` }
  } catch (error) {
    releasePglite(config.dataDir)
    throw error
  }
}
