import { LRUCache } from "lru-cache"
import { type LocalizedFixedArticle, fixedArticleBody, fixedArticlesIn } from "#app/content/articles/index.ts"
import { readingTimeText } from "#app/content/blog-chrome.server.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { PAGE_SIZE, pageCount, pageOffset } from "#app/lib/pagination.ts"
import { onArticleChange } from "./article-changes.server.ts"
import { blogArticlePath } from "./blog-language.server.ts"
import { configuredBackend } from "./articles.server.ts"
import {
  type DocumentWords,
  type ExcerptPart,
  MAX_QUERY_LENGTH,
  SIMILAR_TITLE,
  cleanQuery,
  countedQuery,
  documentWords,
  excerptOf,
  isShortQuery,
  matchTier,
  plainText,
  queryStems,
  titleSimilarity,
} from "./search-text.ts"
import type { SearchBackend, SearchCount, SearchHit } from "./search-types.ts"

// The blog's search (issue 29, docs/decisions/0045-search.md): the query checked, the database's
// matches (app/data/search-sql.server.ts, or supabase's) and the fixed articles' (searched here, in
// memory: they are files, not rows) merged and paged, the recent answers kept in a small bounded
// cache that any article change empties, and what readers searched for counted, with no visitor data.

/** One result as the page shows it: text only, escaped by React where it is shown. */
export type SearchCard = {
  title: string
  path: string
  /** The publication date as the language writes it, and as a machine reads it (<time datetime>). */
  date: string | null
  dateTime: string | null
  readingTime: string | null
  excerpt: ExcerptPart[]
}

export type SearchOutcome =
  | { state: "empty" }
  | { state: "too-long"; length: number }
  | {
      state: "results"
      query: string
      cards: SearchCard[]
      total: number
      page: number
      count: number
      approximate: boolean
      /** More match than the database ranks and counts (app/data/search-sql.server.ts's BODY_MATCHES): `total` is a floor. */
      capped: boolean
    }

/** The most answers kept, and their bytes (as JSON text, counted in UTF-16 units): a flood of distinct queries stays within both. */
const KEPT_ANSWERS = 500
const KEPT_BYTES = 4_000_000
/** Answers are read again after this long, so that one kept across a write this process did not hear (supabase) is not kept for long. */
const KEPT_FOR_MS = 60_000

const answers = new LRUCache<string, SearchOutcome & { state: "results" }>({
  max: KEPT_ANSWERS,
  maxSize: KEPT_BYTES,
  sizeCalculation: (value, key) => JSON.stringify(value).length + key.length,
  ttl: KEPT_FOR_MS,
})
// Any article written, deleted, published or gone live may change any search: the page cache's own notice (decision 0016).
onArticleChange(() => answers.clear())

/** For tests and metrics: how many answers are kept, and their size. */
export function searchCacheStats() {
  return { entries: answers.size, bytes: answers.calculatedSize }
}

/** Empties the kept answers (tests). */
export function clearSearchCache() {
  answers.clear()
}

async function backend(): Promise<Required<Pick<SearchBackend, "search">> & Omit<SearchBackend, "search">> {
  const reader = await configuredBackend()
  if (!reader.search) throw new Error("the configured articles backend has no search")
  return reader as Required<Pick<SearchBackend, "search">> & Omit<SearchBackend, "search">
}

/** A fixed article as a result: its words in the page's language, its excerpt from its body. */
function fixedCard(article: LocalizedFixedArticle, stems: string[]): SearchCard {
  return {
    title: article.title,
    path: article.path,
    date: article.date,
    dateTime: article.published,
    readingTime: article.readingMinutes ? readingTimeText(article.readingMinutes, article.locale) : null,
    excerpt: excerptOf(fixedDocuments(article.locale).find((d) => d.article.slug === article.slug)?.text ?? "", stems),
  }
}

function articleCard(hit: SearchHit): SearchCard {
  return {
    title: hit.title,
    path: blogArticlePath(hit.slug, hit.locale),
    date: hit.published_at ? formatLongDate(hit.published_at, hit.locale) : null,
    dateTime: hit.published_at,
    readingTime: readingTimeText(Math.max(1, Math.ceil(hit.words / 200)), hit.locale),
    excerpt: hit.excerpt,
  }
}

/** Each language's fixed articles with their words split once (the files do not change while the server runs). */
const fixedByLocale = new Map<Locale, { article: LocalizedFixedArticle; text: string; words: DocumentWords }[]>()
function fixedDocuments(locale: Locale) {
  let documents = fixedByLocale.get(locale)
  if (!documents) {
    documents = fixedArticlesIn(locale).map((article) => {
      const text = plainText(fixedArticleBody(article.slug, article.locale))
      return { article, text, words: documentWords({ title: article.title, description: article.description, body: text }) }
    })
    fixedByLocale.set(locale, documents)
  }
  return documents
}

/**
 * The fixed articles a query finds in a language, by where they matched first (title, description,
 * body); or, when none matches and the query is short, those whose titles come close (a typo).
 */
function fixedMatches(text: string, locale: Locale) {
  const stems = queryStems(text)
  const tiers: [LocalizedFixedArticle[], LocalizedFixedArticle[], LocalizedFixedArticle[]] = [[], [], []]
  for (const { article, words } of fixedDocuments(locale)) {
    const tier = matchTier(stems, words)
    if (tier !== null) tiers[tier].push(article)
  }
  const exact = tiers[0].length + tiers[1].length + tiers[2].length
  const close =
    exact === 0 && isShortQuery(text)
      ? fixedArticlesIn(locale)
          .map((article) => ({ article, similarity: titleSimilarity(text, article.title) }))
          .filter((t) => t.similarity >= SIMILAR_TITLE)
          .sort((a, b) => b.similarity - a.similarity)
          .map((t) => t.article)
      : []
  return { stems, tiers, exact, close }
}

/**
 * The results of one page of a search. Results are ordered by where they matched first: the title,
 * then the description, then the body; within each, the fixed articles and then the database's
 * (ranked there). When nothing matches a short query, the titles closest to it (`approximate`):
 * the database's, then the fixed articles'.
 */
async function find(text: string, locale: Locale, page: number) {
  const fixed = fixedMatches(text, locale)
  const start = pageOffset(page)
  const end = start + PAGE_SIZE
  const db = await backend()
  if (fixed.exact === 0) {
    const found = await db.search({ text, locale, offset: start, limit: PAGE_SIZE })
    const after = found.approximate || found.total === 0 ? fixed.close : []
    const from = Math.max(0, start - found.total)
    const rest = after.slice(from, from + PAGE_SIZE - found.hits.length)
    return {
      cards: [...found.hits.map(articleCard), ...rest.map((a) => fixedCard(a, fixed.stems))],
      total: found.total + after.length,
      approximate: found.approximate || (found.total === 0 && after.length > 0),
      capped: found.capped === true,
    }
  }
  // Where the database's results fall among the fixed articles': first how many it has in each tier.
  const counted = await db.search({ text, locale, offset: 0, limit: 0 })
  const dbTiers: [number, number, number] = counted.approximate ? [0, 0, 0] : counted.tiers
  type Segment = { fixed: LocalizedFixedArticle[] } | { db: number; from: number }
  const segments: Segment[] = []
  let dbIndex = 0
  for (const tier of [0, 1, 2] as const) {
    segments.push({ fixed: fixed.tiers[tier] })
    segments.push({ db: dbTiers[tier], from: dbIndex })
    dbIndex += dbTiers[tier]
  }
  // Each segment's part of the window [start, end), as indexes in the segment.
  let position = 0
  const parts: { segment: Segment; from: number; to: number }[] = []
  for (const segment of segments) {
    const size = "fixed" in segment ? segment.fixed.length : segment.db
    const from = Math.max(start, position) - position
    const to = Math.min(end, position + size) - position
    if (to > from) parts.push({ segment, from, to })
    position += size
  }
  const wanted = parts.flatMap((p) => ("db" in p.segment ? [p.segment.from + p.from, p.segment.from + p.to] : []))
  const dbFrom = wanted.length > 0 ? Math.min(...wanted) : 0
  const dbTo = wanted.length > 0 ? Math.max(...wanted) : 0
  const hits = dbTo > dbFrom ? (await db.search({ text, locale, offset: dbFrom, limit: dbTo - dbFrom })).hits : []
  const cards = parts.flatMap(({ segment, from, to }) =>
    "fixed" in segment
      ? segment.fixed.slice(from, to).map((a) => fixedCard(a, fixed.stems))
      : hits.slice(segment.from + from - dbFrom, segment.from + to - dbFrom).map(articleCard),
  )
  return { cards, total: position, approximate: false, capped: counted.capped === true }
}

/**
 * A search as the search page asks it: `raw` as the visitor typed it, `page` from 1. An empty query
 * runs nothing; one over MAX_QUERY_LENGTH characters is refused. Anything else is searched as plain
 * words (websearch syntax: quotes, "or", a leading minus), never as SQL or tsquery syntax.
 */
export async function searchBlog(raw: string, locale: Locale, page: number): Promise<SearchOutcome> {
  const text = cleanQuery(raw)
  if (text === "") return { state: "empty" }
  if (text.length > MAX_QUERY_LENGTH) return { state: "too-long", length: text.length }
  const key = `${locale}\u0000${page}\u0000${text}`
  let outcome = answers.get(key)
  if (!outcome) {
    const found = await find(text, locale, page)
    outcome = { state: "results", query: text, ...found, page, count: pageCount(found.total) }
    answers.set(key, outcome)
  }
  // A search is counted once, on its first page; a later page is the same search read further.
  if (page === 1) countSearch(locale, text, outcome.total === 0)
  return outcome
}

// The counts (migration 0009's search_counts): kept in memory and added to the table in one write
// every FLUSH_MS, so a flood of searches costs one write, not one each. At most PENDING_MOST
// distinct queries wait; past that, new ones are not counted until the next write.
const FLUSH_MS = 10_000
const PENDING_MOST = 1_000
const pending = new Map<string, SearchCount>()
let flushTimer: NodeJS.Timeout | null = null

function countSearch(locale: Locale, text: string, noResult: boolean) {
  const query = countedQuery(text)
  const key = `${locale}\u0000${query}`
  let count = pending.get(key)
  if (!count) {
    if (pending.size >= PENDING_MOST) return
    count = { locale, query, searches: 0, noResults: 0 }
    pending.set(key, count)
  }
  count.searches++
  if (noResult) count.noResults++
  flushTimer ??= setTimeout(() => void flushSearchCounts(), FLUSH_MS).unref()
}

/** Adds the waiting counts to the table (the server calls it on a timer; tests call it). A backend that keeps none drops them. */
export async function flushSearchCounts(): Promise<void> {
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = null
  if (pending.size === 0) return
  const counts = [...pending.values()]
  pending.clear()
  try {
    const reader = await backend()
    await reader.recordSearches?.(counts)
  } catch (error) {
    console.error("Could not record the blog's search counts:", error)
  }
}
