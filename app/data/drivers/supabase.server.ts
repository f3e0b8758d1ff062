import { PostgrestClient } from "@supabase/postgrest-js"
import { type ArticleSummary, isValidSlug, localeOf, toArticle, toSummary } from "../article.ts"
import { VALID_SLUG_PATTERN, unopenableSlugs } from "../openable.ts"
import { supabaseSearch } from "./supabase-search.server.ts"
import type { SearchingReader } from "../search-types.ts"

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
 * What a list reads of our table: no bodies but the Markdown, whose words are counted here
 * (PostgREST cannot count them without a function in the project, which the site never writes).
 */
const OUR_LIST_COLUMNS =
  "id,slug,title,meta_description,featured_image,published_at,published_url,created_at,updated_at,tags,status,locale,translation_key,featured_image_alt,content_markdown"
/** Migration 0008's column a list reads (the sitemap leaves out an article whose canonical URL is another site's); a table without it is read without. */
const CANONICAL_COLUMN = "canonical_url"
/**
 * PostgREST's answers to a column the table lacks (a SPEC-exact table has no status, tags or locale: all its
 * articles are English), and to a range past the end.
 */
const NO_COLUMN = "42703"
const RANGE_PAST_END = "PGRST103"
/** PostgREST answers at most this many rows a request on Supabase's default settings: longer reads go in steps. */
const STEP = 1_000

/** Tags as a PostgreSQL array literal, each quoted: a tag may hold commas, braces or quotes. */
function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`
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
 * The reads of the articles table through `client`, which learn its shape: a SPEC-exact table is
 * known by PostgREST's 400 for a column it lacks, remembered, and then read whole.
 */
function tableReads(client: PostgrestClient) {
  // Future rows are left on the server; drafts of our table are dropped here, as only a row says whether it has a status.
  const notFuture = (now: Date) =>
    client.from("articles").select("*").or(`published_at.is.null,published_at.lte.${now.toISOString()}`)

  /**
   * Lists read only the columns they show, and filter drafts on the server so that ranges and
   * counts are right: that needs our table's columns. A SPEC-exact table has neither status nor tags.
   */
  let specExact: boolean | undefined
  /** Whether our table lacks migration 0008's canonical_url: lists are then read without it. */
  let noCanonical: boolean | undefined
  /** The shown slugs no page opens (app/data/openable.ts), left out of every list; refreshed by `listRead`. */
  let blocked = new Set<string>()
  function listQuery(
    now: Date,
    options: { count?: boolean; columns?: string; all?: boolean; noMarkdown?: boolean; specColumns?: string } = {},
  ) {
    const count = options.count ? ({ count: "exact" } as const) : {}
    const cards = options.noMarkdown ? OUR_LIST_COLUMNS.replace(",content_markdown", "") : OUR_LIST_COLUMNS
    const columns = options.columns ?? (noCanonical ? cards : `${cards},${CANONICAL_COLUMN}`)
    const query = specExact
      ? client
          .from("articles")
          .select(options.specColumns ?? "*", count)
          .or(`published_at.is.null,published_at.lte.${now.toISOString()}`)
      : client
          .from("articles")
          .select(columns, count)
          .neq("status", "draft")
          .not("published_at", "is", null)
          .lte("published_at", now.toISOString())
    if (options.all) return query
    // Only what can be opened: a valid slug held by one shown row (its page's read, `getPublished`, finds it).
    const valid = query.filter("slug", "match", VALID_SLUG_PATTERN)
    return blocked.size === 0 ? valid : valid.not("slug", "in", `(${[...blocked].map(quoted).join(",")})`)
  }
  type ListAnswer = { data: unknown; error: PostgrestError | null; status: number; count?: number | null }
  async function listRead(
    what: string,
    build: (now: Date) => PromiseLike<ListAnswer>,
    options: { all?: boolean } = {},
  ): Promise<ListAnswer> {
    if (!options.all) blocked = await duplicates.current()
    const now = new Date()
    let answer = await build(now)
    if (answer.error?.code === NO_COLUMN && !specExact && !noCanonical && answer.error.message?.includes(CANONICAL_COLUMN)) {
      noCanonical = true
      answer = await build(now)
    }
    if (answer.error?.code === NO_COLUMN && !specExact) {
      specExact = true
      answer = await build(now)
    }
    if (answer.error && answer.error.code !== RANGE_PAST_END)
      throw new SupabaseReadError(`${what} failed (HTTP ${answer.status}): ${answer.error.message}`)
    return answer
  }

  /**
   * The valid slugs that more than one shown row holds: their pages open none of them (a table
   * without a unique slug). Read from the shown rows' slugs alone, again after `BLOCKED_FOR_MS`.
   */
  const duplicates = (() => {
    let known: { slugs: Set<string>; at: number } | null = null
    let reading: Promise<Set<string>> | null = null
    async function read(): Promise<Set<string>> {
      const slugs: string[] = []
      for (let from = 0; ; from += STEP) {
        const answer = await listRead(
          "slugs",
          (now) =>
            listQuery(now, { columns: "slug,status,published_at", specColumns: "slug,published_at", all: true })
              .order("slug")
              .range(from, from + STEP - 1),
          { all: true },
        )
        const rows = ((answer.data as Record<string, unknown>[] | null) ?? []).filter((row) => shown(row, Date.now()))
        slugs.push(...rows.map((row) => String(row.slug)))
        if (((answer.data as unknown[] | null) ?? []).length < STEP) break
      }
      // Invalid slugs are left out by the lists' own filter: only duplicates need naming.
      const found = new Set([...unopenableSlugs(slugs)].filter(isValidSlug))
      known = { slugs: found, at: Date.now() }
      return found
    }
    return {
      current(): Promise<Set<string>> {
        if (known && Date.now() - known.at < BLOCKED_FOR_MS) return Promise.resolve(known.slugs)
        reading ??= read().finally(() => (reading = null))
        return reading
      },
    }
  })()
  return { notFuture, listQuery, listRead, specExact: () => specExact === true }
}

/** How long the list of duplicated slugs stands before it is read again. */
const BLOCKED_FOR_MS = 15_000

/** A value in a PostgREST `in` list: quoted, so commas, parentheses and quotes in it are its own. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`
}

/** A scheduled row as the go-live timer needs it. */
function toUpcoming(row: Record<string, unknown>) {
  return {
    slug: String(row.slug),
    tags: Array.isArray(row.tags) ? row.tags.map(String) : [],
    published_at: new Date(String(row.published_at)).toISOString(),
    locale: localeOf(row.locale),
    translation_key: typeof row.translation_key === "string" ? row.translation_key : null,
  }
}

type TagCount = { count: number; updatedAt: string | null }

/** Counts each row's tags into `uses`, by language and tag: "it\u0000remix" is the Italian articles' tag "remix". */
function countTags(uses: Map<string, TagCount>, rows: Record<string, unknown>[]) {
  for (const row of rows) {
    const updatedAt = row.updated_at ? new Date(String(row.updated_at)).toISOString() : null
    for (const tag of Array.isArray(row.tags) ? row.tags.map(String) : []) {
      const key = `${localeOf(row.locale)}\u0000${tag}`
      const use = uses.get(key) ?? { count: 0, updatedAt: null }
      use.count++
      if (updatedAt && (!use.updatedAt || updatedAt > use.updatedAt)) use.updatedAt = updatedAt
      uses.set(key, use)
    }
  }
}

/** The counted tags, by tag and then language. */
function sortedTags(uses: Map<string, TagCount>) {
  return [...uses]
    .map(([key, use]) => {
      const [locale, tag] = key.split("\u0000") as [string, string]
      return { tag, locale: localeOf(locale), ...use }
    })
    .sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : a.locale < b.locale ? -1 : a.locale > b.locale ? 1 : 0))
}

/**
 * The `supabase` driver: an existing project's REST interface with its public anonymous key
 * (read-only). It selects `*` and normalises each row, so a table with only SPEC §3's columns
 * reads as well as ours, with no probe and no error: the columns a row carries tell them apart.
 */
export function supabaseArticles(url: string, anonKey: string): SearchingReader {
  // PostgREST's own client, as @supabase/supabase-js builds it, without that package's auth, realtime and
  // storage clients, which a read-only driver never uses (docs/decisions/0026-supabase-client.md).
  const client = new PostgrestClient(new URL("rest/v1", url.endsWith("/") ? url : `${url}/`).href, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
  })
  const { notFuture, listQuery, listRead, specExact } = tableReads(client)
  const newestFirst = <Q extends { order: (c: string, o?: { ascending?: boolean; nullsFirst?: boolean }) => Q }>(q: Q) =>
    q.order("published_at", { ascending: false, nullsFirst: false }).order("slug")
  /**
   * The shown rows as summaries. A list reads the Markdown to count its words; an article sent as
   * HTML only has its HTML read for its few rows alone, and its text counted (`bodyWords`).
   */
  const summaries = async (data: unknown, words = true): Promise<ArticleSummary[]> => {
    const rows = ((data as Record<string, unknown>[] | null) ?? []).filter((row) => shown(row, Date.now()))
    if (!words) return rows.map((row) => toSummary({ ...row, words: 0 }))
    const htmlOnly = rows.filter((row) => !("content_html" in row) && !/\S/.test(String(row.content_markdown ?? "")))
    const html = new Map<string, string>()
    if (htmlOnly.length > 0) {
      const {
        data: bodies,
        error,
        status,
      } = await client
        .from("articles")
        .select("id,content_html")
        .in(
          "id",
          htmlOnly.map((row) => String(row.id)),
        )
      if (error) throw new SupabaseReadError(`article bodies failed (HTTP ${status}): ${error.message}`)
      for (const row of (bodies as Record<string, unknown>[] | null) ?? [])
        html.set(String(row.id), String(row.content_html ?? ""))
    }
    return rows.map((row) => toSummary(html.has(String(row.id)) ? { ...row, content_html: html.get(String(row.id)) } : row))
  }

  return {
    async listPage({ offset, limit, tag, locale, words = true }) {
      // A SPEC-exact table has no tags and no languages: no tag has articles, and every article is English.
      const none = () => (tag !== undefined || (locale !== undefined && locale !== "en")) && specExact()
      if (none()) return { articles: [], total: 0 }
      const filtered = <Q extends { contains: (c: string, v: string) => Q; eq: (c: string, v: string) => Q }>(q: Q) => {
        if (specExact()) return q
        const tagged = tag === undefined ? q : q.contains("tags", pgArray([tag]))
        return locale === undefined ? tagged : tagged.eq("locale", locale)
      }
      const answer = await listRead("articles page", (now) =>
        filtered(newestFirst(listQuery(now, { count: true, noMarkdown: !words }))).range(offset, offset + limit - 1),
      )
      if (none()) return { articles: [], total: 0 }
      if (answer.error?.code === RANGE_PAST_END) {
        // PostgREST refuses a range past the end (416) rather than answering an empty page: the total is asked on its own.
        const counted = await listRead("articles count", (now) =>
          filtered(listQuery(now, { count: true, columns: "slug" })).limit(1),
        )
        return { articles: [], total: counted.count ?? 0 }
      }
      return { articles: await summaries(answer.data, words), total: answer.count ?? 0 }
    },
    async listRelated(slug, tags, limit, locale = "en") {
      const picked: ArticleSummary[] = []
      if (locale !== "en" && specExact()) return picked
      const inLanguage = <Q extends { eq: (c: string, v: string) => Q }>(q: Q) => (specExact() ? q : q.eq("locale", locale))
      if (tags.length > 0) {
        const answer = await listRead("related articles", (now) => {
          const q = inLanguage(newestFirst(listQuery(now)).neq("slug", slug))
          return (specExact() ? q : q.overlaps("tags", pgArray(tags))).limit(STEP)
        })
        const shared = (a: ArticleSummary) => a.tags.filter((t) => tags.includes(t)).length
        // A stable sort: equal counts stay newest first.
        picked.push(
          ...(await summaries(answer.data))
            .filter((a) => shared(a) > 0)
            .sort((a, b) => shared(b) - shared(a))
            .slice(0, limit),
        )
      }
      if (picked.length < limit) {
        const answer = await listRead("newest articles", (now) =>
          inLanguage(newestFirst(listQuery(now)).neq("slug", slug)).limit(limit * 2),
        )
        for (const a of await summaries(answer.data))
          if (picked.length < limit && !picked.some((p) => p.slug === a.slug)) picked.push(a)
      }
      return picked
    },
    async listTags() {
      const uses = new Map<string, TagCount>()
      for (let from = 0; ; from += STEP) {
        const answer = await listRead("tags", (now) =>
          listQuery(now, { columns: "tags,updated_at,status,published_at,locale" })
            .order("slug")
            .range(from, from + STEP - 1),
        )
        const rows = (answer.data as Record<string, unknown>[] | null) ?? []
        if (specExact()) return []
        countTags(uses, rows)
        if (rows.length < STEP) break
      }
      return sortedTags(uses)
    },
    async listTranslations(keys) {
      if (keys.length === 0 || specExact()) return []
      const found: { translation_key: string; locale: ReturnType<typeof localeOf>; slug: string }[] = []
      for (let from = 0; from < keys.length; from += STEP) {
        const answer = await listRead("translations", (now) =>
          listQuery(now, { columns: "slug,locale,translation_key,status,published_at" })
            .in("translation_key", keys.slice(from, from + STEP))
            .order("slug"),
        )
        if (specExact()) return []
        for (const row of (answer.data as Record<string, unknown>[] | null) ?? [])
          found.push({ translation_key: String(row.translation_key), locale: localeOf(row.locale), slug: String(row.slug) })
      }
      return found
    },
    async listUpcoming(limit) {
      const now = new Date()
      const { data, error, status } = await client
        .from("articles")
        .select("*")
        .gt("published_at", now.toISOString())
        .order("published_at")
        .order("slug")
        .limit(limit)
      if (error) throw new SupabaseReadError(`upcoming articles failed (HTTP ${status}): ${error.message}`)
      return (data as Record<string, unknown>[]).filter((row) => row.status !== "draft").map(toUpcoming)
    },
    async listPublished() {
      const now = new Date()
      const { data, error, status } = await notFuture(now)
        .order("published_at", { ascending: false, nullsFirst: false })
        .order("slug")
      if (error) throw new SupabaseReadError(`articles list failed (HTTP ${status}): ${error.message}`)
      const rows = (data as Record<string, unknown>[]).filter((row) => shown(row, now.getTime()))
      // Only what a page opens (app/data/openable.ts).
      const blocked = unopenableSlugs(rows.map((row) => String(row.slug)))
      return rows.filter((row) => !blocked.has(String(row.slug))).map(toArticle)
    },
    async getPublished(slug) {
      const now = new Date()
      // Two rows are enough to know that the slug names no one article.
      const { data, error, status } = await notFuture(now).eq("slug", slug).limit(2)
      if (error) {
        if (isNoRowError(error, status)) return null
        throw new SupabaseReadError(`article read failed (HTTP ${status}): ${error.message}`)
      }
      const rows = ((data as Record<string, unknown>[] | null) ?? []).filter((row) => shown(row, now.getTime()))
      if (rows.length === 0 || unopenableSlugs(rows.map((row) => String(row.slug))).has(slug)) return null
      return toArticle(rows[0]!)
    },
    async changeMarker() {
      // The table's row count and its latest updated_at: an insert, a delete or an update that sets updated_at moves it.
      const { data, error, status, count } = await client
        .from("articles")
        .select("updated_at", { count: "exact" })
        .order("updated_at", { ascending: false, nullsFirst: false })
        .limit(1)
      if (error) throw new SupabaseReadError(`change marker failed (HTTP ${status}): ${error.message}`)
      const newest = ((data as Record<string, unknown>[] | null) ?? [])[0]?.updated_at
      return `${count ?? 0}:${newest === undefined || newest === null ? "" : String(newest)}`
    },
    // The blog's search through PostgREST's full-text operators; no counts (the driver is read-only).
    search: supabaseSearch(client),
    async close() {},
  }
}
