import type { Locale } from "#app/i18n/locales.ts"
import type { ArticleReader, ArticleSummary } from "./article.ts"
import type { ExcerptPart } from "./search-text.ts"

/** One page of a search of the live articles in one language. `text` is cleaned (app/data/search-text.ts) and never empty. */
export type SearchQuery = { text: string; locale: Locale; offset: number; limit: number }

/** An article a search found: its card, and an excerpt with the matching words marked. */
export type SearchHit = ArticleSummary & { excerpt: ExcerptPart[] }

/**
 * A page of results and how many there are in all. `approximate`: nothing matched the words, and
 * these are the titles closest to them (typo tolerance for short queries).
 */
export type SearchPage = {
  hits: SearchHit[]
  total: number
  approximate: boolean
  /** More articles match in their body alone than are ranked and counted: `total` is a floor ("more than"). */
  capped?: boolean
  /** How many results matched first in the title, the description and the body (the total's parts; all in the first when approximate). */
  tiers: [number, number, number]
}

/** What readers searched for, added to the counts in one write: never who or when. */
export type SearchCount = { locale: Locale; query: string; searches: number; noResults: number }

/** The searches whose counts `searchReport` lists: the counts as written. */
export type CountedSearch = SearchCount

/** The reads and writes a backend offers for search; the supabase driver searches but keeps no counts (it is read-only). */
export interface SearchBackend {
  search(query: SearchQuery): Promise<SearchPage>
  recordSearches?(counts: SearchCount[]): Promise<void>
  /** The queries with no result seen at least `min` times, most first. */
  missingSearches?(min: number, limit: number): Promise<CountedSearch[]>
}

/** A reader that searches too (issue 29): every driver of the site does; a reader made for a test may not. */
export type SearchingReader = ArticleReader & Partial<SearchBackend>
