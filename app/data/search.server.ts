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
  type ExcerptPart,
  MAX_QUERY_LENGTH,
  SIMILAR_TITLE,
  cleanQuery,
  countedQuery,
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
  | { state: "results"; query: string; cards: SearchCard[]; total: number; page: number; count: number; approximate: boolean }

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
    excerpt: excerptOf(plainText(fixedArticleBody(article.slug, article.locale)), stems),
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

/**
 * The fixed articles a query finds in a language: those matching by title or description first,
 * those matching in the body only last (after the database's results), as the database ranks its
 * own; or, when none matches and the query is short, those whose titles come close (a typo).
 */
function fixedMatches(text: string, locale: Locale) {
  const stems = queryStems(text)
  const top: LocalizedFixedArticle[] = []
  const body: LocalizedFixedArticle[] = []
  for (const article of fixedArticlesIn(locale)) {
    const tier = matchTier(stems, {
      title: article.title,
      description: article.description,
      body: plainText(fixedArticleBody(article.slug, article.locale)),
    })
    if (tier === 0 || tier === 1) top.push(article)
    else if (tier === 2) body.push(article)
  }
  const close =
    top.length + body.length === 0 && isShortQuery(text)
      ? fixedArticlesIn(locale)
          .map((article) => ({ article, similarity: titleSimilarity(text, article.title) }))
          .filter((t) => t.similarity >= SIMILAR_TITLE)
          .sort((a, b) => b.similarity - a.similarity)
          .map((t) => t.article)
      : []
  return { stems, top, body, close }
}

/**
 * The results of one page of a search: the fixed articles matching by title or description, then
 * the database's (ranked there), then the fixed articles matching in their bodies. When nothing
 * matches a short query, the titles closest to it (`approximate`).
 */
async function find(text: string, locale: Locale, page: number) {
  const fixed = fixedMatches(text, locale)
  const start = pageOffset(page)
  const end = start + PAGE_SIZE
  const top = fixed.top.slice(start, end)
  const fromDb = Math.max(0, start - fixed.top.length)
  const found = await (await backend()).search({ text, locale, offset: fromDb, limit: PAGE_SIZE - top.length })
  // A typo's close titles are not shown beside real matches among the fixed articles.
  const exact = fixed.top.length + fixed.body.length > 0
  const db = exact && found.approximate ? { hits: [], total: 0, approximate: false } : found
  const after = db.approximate || (!exact && db.total === 0) ? fixed.close : fixed.body
  const afterStart = Math.max(0, start - fixed.top.length - db.total)
  const rest = after.slice(afterStart, afterStart + PAGE_SIZE - top.length - db.hits.length)
  const cards = [
    ...top.map((a) => fixedCard(a, fixed.stems)),
    ...db.hits.map(articleCard),
    ...rest.map((a) => fixedCard(a, fixed.stems)),
  ]
  const total = fixed.top.length + db.total + after.length
  return { cards, total, approximate: !exact && (db.approximate || (db.total === 0 && after.length > 0)) }
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
