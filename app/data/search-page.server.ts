import { data } from "react-router"
import { readingTimeText } from "#app/content/blog-chrome.server.ts"
import { copyValues } from "#app/content/copy-values.ts"
import { pageVersions } from "#app/content/site-pages.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import type { Locale, PageLanguage } from "#app/i18n/locales.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import { pageLinks, parsePage } from "#app/lib/pagination.ts"
import { listArticlesPage, listTags } from "./articles.server.ts"
import { blogArticlePath, blogListPath } from "./blog-language.server.ts"
import { MAX_QUERY_LENGTH, titleSimilarity } from "./search-text.ts"
import { type SearchCard, type SearchOutcome, searchBlog } from "./search.server.ts"

// The search page's data (app/routes/blog-search.tsx): the outcome of the visitor's query and
// every word the page shows, formatted here, so the page gets text and escapes it where it is shown.

/** Search pages are answers to one visitor's query: never kept by a browser, a CDN or the page cache, never indexed. */
export const SEARCH_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }

/** How many close tags and newest articles a search with no result suggests. */
const SUGGESTED_TAGS = 6
const NEWEST = 3

export type SearchPageData = {
  language: PageLanguage
  /** The page's own path, without a query. */
  path: string
  /** What the form shows: the query as the visitor typed it (cut to a little past the limit, so a flood is not echoed whole). */
  query: string
  maxLength: number
  state: SearchOutcome["state"] | "unavailable"
  cards: SearchCard[]
  page: number
  count: number
  /** Each page number's address, query included. */
  pagePaths: Record<number, string>
  /** Set when nothing matched: the tags closest to the query and the newest articles. */
  suggestions: { tags: { tag: string; path: string }[]; newest: SearchCard[] } | null
  /** The query that ran, for the analytics event; null when none did. */
  searched: string | null
  words: {
    title: string
    description: string
    label: string
    placeholder: string
    submit: string
    /** The line above the results (or the prompt, the refusal, the failure). */
    status: string
    pageOfCount: string | null
    tryTags: string
    newest: string
  }
}

function pageHref(path: string, query: string, page: number): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set("page", String(page))
  return `${path}?${params}`
}

/** The tags of the language closest to the query (by trigrams), then the most used. */
async function suggestions(query: string, locale: Locale): Promise<NonNullable<SearchPageData["suggestions"]>> {
  const [tags, newest] = await Promise.all([
    listTags().catch(() => []),
    listArticlesPage({ offset: 0, limit: NEWEST, locale, words: true }).catch(() => ({ articles: [], total: 0 })),
  ])
  const closest = tags
    .filter((t) => t.locale === locale)
    .map((t) => ({ ...t, similarity: titleSimilarity(query, t.tag) }))
    .sort((a, b) => b.similarity - a.similarity || b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, SUGGESTED_TAGS)
    .map((t) => ({ tag: t.tag, path: blogListPath(locale, 1, t.tag) }))
  return {
    tags: closest,
    newest: newest.articles.map((a) => ({
      title: a.title,
      path: blogArticlePath(a.slug, a.locale),
      date: a.published_at ? formatLongDate(a.published_at, a.locale) : null,
      dateTime: a.published_at,
      readingTime: readingTimeText(Math.max(1, Math.ceil(a.words / 200)), a.locale),
      excerpt: a.meta_description ? [{ text: a.meta_description, mark: false }] : [],
    })),
  }
}

/**
 * The search page for `url` in `locale`: 200 with the form and a prompt for an empty query (nothing
 * runs), 400 with the form and a refusal for one over MAX_QUERY_LENGTH characters, 503 when the
 * database fails, else 200 with a page of results, or with suggestions when there are none.
 */
export async function loadSearchPage(url: URL, locale: Locale) {
  const messages = messagesFor(locale, copyValues(locale))
  const words = messages.search
  const path = localizePath("/blog/search", locale)
  const raw = url.searchParams.get("q") ?? ""
  const page = parsePage(url.searchParams.get("page") ?? "1") ?? 1
  const base = {
    language: { locale, versions: pageVersions("/blog/search") },
    path,
    query: raw.slice(0, MAX_QUERY_LENGTH + 20),
    maxLength: MAX_QUERY_LENGTH,
    cards: [],
    page: 1,
    count: 1,
    pagePaths: {},
    suggestions: null,
    searched: null,
  } satisfies Partial<SearchPageData>
  const fixed = {
    title: words.title,
    description: words.description,
    label: words.label,
    placeholder: words.placeholder,
    submit: words.submit,
    tryTags: words.tryTags,
    newest: words.newest,
    pageOfCount: null,
  }
  let outcome: SearchOutcome
  try {
    outcome = await searchBlog(raw, locale, page)
  } catch (error) {
    console.error("The blog's search failed", error)
    const answer: SearchPageData = { ...base, state: "unavailable", words: { ...fixed, status: words.unavailable } }
    return data(answer, { status: 503, headers: SEARCH_HEADERS })
  }
  if (outcome.state === "empty") {
    const answer: SearchPageData = { ...base, state: "empty", words: { ...fixed, status: words.prompt } }
    return data(answer, { headers: SEARCH_HEADERS })
  }
  if (outcome.state === "too-long") {
    const status = formatMessage(words.tooLong, locale, { length: outcome.length, max: MAX_QUERY_LENGTH })
    const answer: SearchPageData = { ...base, state: "too-long", words: { ...fixed, status } }
    return data(answer, { status: 400, headers: SEARCH_HEADERS })
  }
  const { query, total, count, approximate, capped } = outcome
  const status =
    total === 0
      ? formatMessage(words.noResults, locale, { query })
      : approximate
        ? formatMessage(words.approximate, locale, { query })
        : formatMessage(capped ? words.resultsMore : words.results, locale, { count: total, query })
  const answer: SearchPageData = {
    ...base,
    state: "results",
    cards: outcome.cards,
    page,
    count,
    pagePaths: Object.fromEntries(
      [page - 1, page + 1, ...pageLinks(page, count)]
        .filter((n): n is number => typeof n === "number" && n >= 1 && n <= count)
        .map((n) => [n, pageHref(path, query, n)]),
    ),
    suggestions: total === 0 ? await suggestions(query, locale) : null,
    searched: query,
    words: {
      ...fixed,
      status,
      pageOfCount: count > 1 ? formatMessage(words.pageOfCount, locale, { page, count }) : null,
    },
  }
  return data(answer, { headers: SEARCH_HEADERS })
}
