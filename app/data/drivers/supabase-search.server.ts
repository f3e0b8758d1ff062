import type { PostgrestClient } from "@supabase/postgrest-js"
import type { Locale } from "#app/i18n/locales.ts"
import { isValidSlug, toSummary } from "../article.ts"
import { SIMILAR_TITLE, excerptOf, isShortQuery, plainText, queryStems, titleSimilarity } from "../search-text.ts"
import type { SearchHit, SearchPage, SearchQuery } from "../search-types.ts"

// The blog's search on supabase (docs/decisions/0045-search.md): PostgREST's `wfts` operator, which
// runs websearch_to_tsquery against to_tsvector(<config>, column), once per column, so that a match
// in the title ranks above one in the description above one in the body, newest first within each.
// PostgREST cannot rank, highlight or compare trigrams without a function in the project, which the
// site never writes: excerpts and typo tolerance are made here (app/data/search-text.ts). Without an
// index each request reads and stems every row's column (docs/publishing.md says how to add one).

/** PostgreSQL's text search configuration for each language. */
export const SEARCH_CONFIG: Record<Locale, string> = {
  en: "english",
  it: "italian",
  es: "spanish",
  de: "german",
  fr: "french",
  "pt-br": "portuguese",
}

/** The columns searched, best first: the title, the description, the body (Markdown, or HTML for an article sent as HTML only). */
const TIERS = ["title", "meta_description", "content_markdown", "content_html"] as const
/** The most matches read per column: the results' total stops there. */
const MOST = 1_000
/** PostgREST's answer to a column the table lacks: a SPEC-exact table has no status or locale (all its rows are English). */
const NO_COLUMN = "42703"
/** How long the titles read for typo tolerance are kept. */
const TITLES_FOR_MS = 60_000
/** The most titles kept for typo tolerance, per language. */
const MOST_TITLES = 10_000

type Row = Record<string, unknown>

class SupabaseSearchError extends Error {
  override name = "SupabaseSearchError"
}

/** Whether the site shows the row (as the driver's lists decide, app/data/drivers/supabase.server.ts). */
function shown(row: Row, now: number): boolean {
  const at = row.published_at === null || row.published_at === undefined ? null : Date.parse(String(row.published_at))
  if (at !== null && !(at <= now)) return false
  if (!("status" in row)) return true
  return row.status !== "draft" && at !== null
}

export function supabaseSearch(client: PostgrestClient) {
  let specExact = false
  const titles = new Map<Locale, { rows: Row[]; at: number }>()

  /** The shown rows' ids whose `column` matches, newest first; our table's columns filter status and language. */
  async function matching(column: (typeof TIERS)[number], { text, locale }: SearchQuery): Promise<Row[]> {
    for (;;) {
      const now = new Date()
      const columns: string = specExact ? "id,slug,published_at" : "id,slug,published_at,status,locale"
      let request = client
        .from("articles")
        .select(columns)
        .textSearch(column, text, { config: SEARCH_CONFIG[locale], type: "websearch" })
        .or(`published_at.is.null,published_at.lte.${now.toISOString()}`)
      if (!specExact) request = request.eq("locale", locale).neq("status", "draft")
      const { data, error, status } = await request
        .order("published_at", { ascending: false, nullsFirst: false })
        .order("slug")
        .limit(MOST)
      if (error?.code === NO_COLUMN && !specExact && !String(error.message).includes(column)) {
        specExact = true
        continue
      }
      // A table without a column (content_html on a trimmed table) has nothing to match there.
      if (error?.code === NO_COLUMN) return []
      if (error) throw new SupabaseSearchError(`search failed (HTTP ${status}): ${error.message}`)
      return ((data as unknown as Row[] | null) ?? []).filter((row) => shown(row, now.getTime()) && isValidSlug(String(row.slug)))
    }
  }

  /** The whole rows of a page's ids, in the page's order. */
  async function rowsOf(ids: string[]): Promise<Row[]> {
    if (ids.length === 0) return []
    const { data, error, status } = await client.from("articles").select("*").in("id", ids)
    if (error) throw new SupabaseSearchError(`search results failed (HTTP ${status}): ${error.message}`)
    const byId = new Map<string, Row>(((data as unknown as Row[] | null) ?? []).map((row) => [String(row.id), row]))
    return ids.flatMap((id): Row[] => {
      const row = byId.get(id)
      return row ? [row] : []
    })
  }

  function hit(row: Row, stems: string[]): SearchHit {
    const markdown = String(row.content_markdown ?? "")
    const body = /\S/.test(markdown) ? markdown : String(row.content_html ?? "")
    return { ...toSummary(row), excerpt: excerptOf(plainText(body), stems) }
  }

  /** The language's shown titles, read in steps and kept a minute. */
  async function titlesOf(locale: Locale): Promise<Row[]> {
    const kept = titles.get(locale)
    if (kept && Date.now() - kept.at < TITLES_FOR_MS) return kept.rows
    const rows: Row[] = []
    for (let from = 0; from < MOST_TITLES; from += MOST) {
      const columns: string = specExact ? "id,slug,title,published_at" : "id,slug,title,published_at,status,locale"
      let request = client.from("articles").select(columns)
      if (!specExact) request = request.eq("locale", locale)
      const { data, error, status } = await request.order("slug").range(from, from + MOST - 1)
      if (error) throw new SupabaseSearchError(`titles failed (HTTP ${status}): ${error.message}`)
      const page = (data as unknown as Row[] | null) ?? []
      rows.push(...page.filter((row) => shown(row, Date.now()) && isValidSlug(String(row.slug))))
      if (page.length < MOST) break
    }
    titles.set(locale, { rows, at: Date.now() })
    return rows
  }

  return async function search(query: SearchQuery): Promise<SearchPage> {
    const { text, locale, offset, limit } = query
    if (specExact && locale !== "en") return { hits: [], total: 0, approximate: false, tiers: [0, 0, 0] }
    const tiers: [number, number, number] = [0, 0, 0]
    const ordered: string[] = []
    const seen = new Set<string>()
    for (const [i, column] of TIERS.entries()) {
      for (const row of await matching(column, query)) {
        const id = String(row.id)
        if (seen.has(id)) continue
        ordered.push(id)
        seen.add(id)
        // The body's two columns are one tier.
        tiers[Math.min(i, 2) as 0 | 1 | 2]++
      }
      if (specExact && locale !== "en") return { hits: [], total: 0, approximate: false, tiers: [0, 0, 0] }
    }
    const stems = queryStems(text)
    if (ordered.length > 0 || !isShortQuery(text)) {
      const rows = await rowsOf(ordered.slice(offset, offset + limit))
      return { hits: rows.map((row) => hit(row, stems)), total: ordered.length, approximate: false, tiers }
    }
    const close = (await titlesOf(locale))
      .map((row) => ({ row, similarity: titleSimilarity(text, String(row.title ?? "")) }))
      .filter((t) => t.similarity >= SIMILAR_TITLE)
      .sort(
        (a, b) =>
          b.similarity - a.similarity ||
          String(b.row.published_at ?? "").localeCompare(String(a.row.published_at ?? "")) ||
          String(a.row.slug).localeCompare(String(b.row.slug)),
      )
    const rows = await rowsOf(close.slice(offset, offset + limit).map((t) => String(t.row.id)))
    return { hits: rows.map((row) => hit(row, stems)), total: close.length, approximate: true, tiers: [close.length, 0, 0] }
  }
}
