import { createClient } from "@supabase/supabase-js"
import { type ArticleReader, toArticle } from "../article.ts"

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

/**
 * Whether the site shows a row (decision 0012). Our table (migration 0002) has a status: a
 * draft is never shown, and the others once their published_at has come. A table with SPEC §3's
 * columns only has none: its rows are shown as the SPEC's site shows them, with or without a
 * published_at, except those whose published_at is still in the future.
 */
function shown(row: Record<string, unknown>, now: number): boolean {
  const at = row.published_at === null || row.published_at === undefined ? null : Date.parse(String(row.published_at))
  if (at !== null && !(at <= now)) return false
  if (!("status" in row)) return true
  return row.status !== "draft" && at !== null
}

/**
 * The `supabase` driver: an existing project's REST interface with its public anonymous key
 * (read-only). It selects `*` and normalises each row, so a table with only SPEC §3's columns
 * reads as well as ours, with no probe and no error: the columns a row carries tell them apart.
 */
export function supabaseArticles(url: string, anonKey: string): ArticleReader {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  // Future rows are left on the server; drafts of our table are dropped here, as only a row says whether it has a status.
  const notFuture = (now: Date) =>
    client.from("articles").select("*").or(`published_at.is.null,published_at.lte.${now.toISOString()}`)

  return {
    async listPublished() {
      const now = new Date()
      const { data, error, status } = await notFuture(now)
        .order("published_at", { ascending: false, nullsFirst: false })
        .order("slug")
      if (error) throw new SupabaseReadError(`articles list failed (HTTP ${status}): ${error.message}`)
      return (data as Record<string, unknown>[]).filter((row) => shown(row, now.getTime())).map(toArticle)
    },
    async getPublished(slug) {
      const now = new Date()
      const { data, error, status } = await notFuture(now).eq("slug", slug).single()
      if (error) {
        if (isNoRowError(error, status)) return null
        throw new SupabaseReadError(`article read failed (HTTP ${status}): ${error.message}`)
      }
      const row = data as Record<string, unknown>
      return shown(row, now.getTime()) ? toArticle(row) : null
    },
    async close() {},
  }
}
