import { createClient } from "@supabase/supabase-js"
import { ARTICLE_COLUMNS, type ArticleReader, toArticle } from "../article.ts"

type PostgrestError = { code?: string; message?: string; details?: string }

/**
 * A single-row read that matched no row: PostgREST answers 406 with code
 * PGRST116; versions before the error codes only said so in the message.
 */
function isNoRowError(error: PostgrestError, status: number): boolean {
  if (error.code === "PGRST116") return true
  return status === 406 && /multiple \(or no\) rows returned/i.test(error.message ?? "")
}

class SupabaseReadError extends Error {
  override name = "SupabaseReadError"
}

/** The `supabase` driver: an existing project's REST interface with its public anonymous key (read-only). */
export function supabaseArticles(url: string, anonKey: string): ArticleReader {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  const published = () =>
    client.from("articles").select(ARTICLE_COLUMNS).not("published_at", "is", null).lte("published_at", new Date().toISOString())

  return {
    async listPublished() {
      const { data, error, status } = await published().order("published_at", { ascending: false }).order("slug")
      if (error) throw new SupabaseReadError(`articles list failed (HTTP ${status}): ${error.message}`)
      return (data as Record<string, unknown>[]).map(toArticle)
    },
    async getPublished(slug) {
      const { data, error, status } = await published().eq("slug", slug).single()
      if (error) {
        if (isNoRowError(error, status)) return null
        throw new SupabaseReadError(`article read failed (HTTP ${status}): ${error.message}`)
      }
      return toArticle(data as Record<string, unknown>)
    },
    async close() {},
  }
}
