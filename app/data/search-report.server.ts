import { remoteMissingSearches } from "./drivers/pglite-admin.server.ts"
import { claim, openPgliteOwned, releasePglite } from "./drivers/pglite.server.ts"
import { postgresArticles } from "./drivers/postgres.server.ts"
import type { DataConfig } from "./env.server.ts"
import type { CountedSearch } from "./search-types.ts"

/** The driver keeps no search counts (supabase is read-only to the site). */
export class NoSearchCountsError extends Error {
  override name = "NoSearchCountsError"
}

/**
 * The searches with no result seen at least `min` times, most first, for `npm run articles --
 * searches`: from PostgreSQL directly; from the embedded database through the running server's
 * admin endpoint when a server holds it, and otherwise opened here (as openWriter opens the writer).
 */
export async function missingSearches(config: DataConfig, min: number, limit: number): Promise<CountedSearch[]> {
  if (config.driver === "supabase")
    throw new NoSearchCountsError(
      "the supabase driver is read-only to the site, so it keeps no search counts (docs/publishing.md)",
    )
  if (config.driver === "postgres") {
    const db = postgresArticles(config.databaseUrl)
    try {
      return await db.missingSearches!(min, limit)
    } finally {
      await db.close()
    }
  }
  const held = await claim(config.dataDir, "cli")
  if (held.kind === "remote") return remoteMissingSearches(held.port, held.token, min, limit)
  let db: Awaited<ReturnType<typeof openPgliteOwned>>
  try {
    db = await openPgliteOwned(config.dataDir)
  } catch (error) {
    releasePglite(config.dataDir)
    throw error
  }
  try {
    return await db.missingSearches!(min, limit)
  } finally {
    await db.close()
  }
}
