import { type Locale, isLocale } from "#app/i18n/locales.ts"
import { type ArticleExtras, EXTRA_COLUMNS, extrasOf } from "./article-extras.ts"

/** One row of `articles` (SPEC §3) as every driver returns it: timestamps as ISO strings. */
export type Article = {
  id: string
  slug: string
  title: string
  meta_description: string | null
  featured_image: string | null
  content_markdown: string
  content_html: string
  published_at: string | null
  published_url: string | null
  created_at: string
  updated_at: string
  /** Our table's tags (migration 0002); a table with SPEC §3's columns only has none. */
  tags?: string[]
  /** Its language (migration 0003); a row without one (SPEC §3's columns only, or older) is English. */
  locale: Locale
  /** Shared by the articles that are translations of each other; null when it has none. */
  translation_key: string | null
  /** The featured image's alt text (migration 0002); null when none was given. */
  featured_image_alt?: string | null
} & Partial<ArticleExtras>

/**
 * What a list shows of one article (cards, feeds, sitemaps): no body, only its word count for
 * the reading time, counted where the body is (see `WORD_COUNT`), so a list read never carries
 * the bodies of the articles it lists.
 */
export type ArticleSummary = Omit<Article, "content_markdown" | "content_html"> & { tags: string[]; words: number }

/** One page of a list: its articles and how many the whole list holds. */
export type ArticlePage = { articles: ArticleSummary[]; total: number }

/** A page of the published articles, newest first; with `tag`, only those carrying it (exact match). */
export type PageQuery = {
  offset: number
  limit: number
  tag?: string
  /** Only the articles in this language; every language's when absent (the sitemaps). */
  locale?: Locale
  /** false where no reading time is shown (the sitemaps): `words` is then 0, as counting them reads every body. */
  words?: boolean
}

/** A tag of at least one published article, with its articles' last change (the sitemap's lastmod). */
export type TagUse = { tag: string; count: number; updatedAt: string | null; locale: Locale }

/** One live version of an article: its language and slug (the article page's translations, hreflang, the sitemap's alternates). */
export type Translation = { translation_key: string; locale: Locale; slug: string }

/** SPEC §3's fields of one article, as the seed files and tests describe them; writes go through app/data/publisher.server.ts. */
export type ArticleInput = Omit<Article, "id" | "created_at" | "updated_at" | "locale" | "translation_key"> &
  Partial<Pick<Article, "locale" | "translation_key">>

/** The reads the site makes of the articles (SPEC §3), answered by every driver alike. */
export interface ArticleReader {
  /** Published articles (published_at set and not in the future), newest first. */
  listPublished(): Promise<Article[]>
  /** One published article by slug, or null when there is none. */
  getPublished(slug: string): Promise<Article | null>
  /** One page of the published articles (or of one tag's) and the list's total. */
  listPage(query: PageQuery): Promise<ArticlePage>
  /** Up to `limit` other published articles in `locale` (English by default): most tags shared with `tags` first, then the newest. */
  listRelated(slug: string, tags: string[], limit: number, locale?: Locale): Promise<ArticleSummary[]>
  /** Every tag of a published article, alphabetically, once for each language whose articles carry it. */
  listTags(): Promise<TagUse[]>
  /** The live articles carrying any of these translation keys. */
  listTranslations(keys: string[]): Promise<Translation[]>
  /** Articles that go live later by themselves (scheduled), soonest first: the page cache expires pages at their times. */
  listUpcoming?(
    limit: number,
  ): Promise<{ slug: string; tags: string[]; published_at: string; locale: Locale; translation_key: string | null }[]>
  /** A short text that changes whenever any article does, for a backend whose writes are not heard (supabase). */
  changeMarker?(): Promise<string>
  close(): Promise<void>
}

export const ARTICLE_COLUMNS =
  "id, slug, title, meta_description, featured_image, content_markdown, content_html, published_at, published_url, created_at, updated_at"

/** Our table's columns after migration 0003: SPEC §3's, the bookkeeping timestamps, the lifecycle and the language. */
export const STORED_COLUMNS =
  `${ARTICLE_COLUMNS}, status, tags, featured_image_alt, locale, translation_key` +
  // Migration 0008's per-article fields (app/data/article-extras.ts).
  `, ${EXTRA_COLUMNS}`

/** Migration 0003's columns: the article's language and its translations' shared key. */
export const LANGUAGE_COLUMNS = "locale, translation_key"

/** Migration 0002's alt text and migration 0008's fields: what the article's page shows besides SPEC §3's. */
export const PAGE_COLUMNS = `featured_image_alt, ${EXTRA_COLUMNS}`

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Slugs are lowercase words joined by hyphens, at most 200 characters. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= 200 && SLUG.test(slug)
}

function iso(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Normalises a row from any driver (Date objects, strings, uuid types) to `Article`. */
export function toArticle(row: Record<string, unknown>): Article {
  return {
    id: String(row.id),
    slug: String(row.slug),
    title: String(row.title),
    meta_description: (row.meta_description as string | null) ?? null,
    featured_image: (row.featured_image as string | null) ?? null,
    content_markdown: String(row.content_markdown ?? ""),
    content_html: String(row.content_html ?? ""),
    published_at: iso(row.published_at),
    published_url: (row.published_url as string | null) ?? null,
    created_at: iso(row.created_at) ?? "",
    updated_at: iso(row.updated_at) ?? "",
    tags: tagsOf(row.tags),
    locale: localeOf(row.locale),
    translation_key: typeof row.translation_key === "string" && row.translation_key !== "" ? row.translation_key : null,
    featured_image_alt:
      typeof row.featured_image_alt === "string" && row.featured_image_alt.trim() !== "" ? row.featured_image_alt : null,
    ...extrasOf(row),
  }
}

/** A stored language; a row without one, or with one the site does not know, is English. */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : "en"
}

function tagsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : []
}

/** SPEC §9's word count (whitespace-separated words), as JavaScript counts it: the reading time's (app/data/blog-view.server.ts). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** The text of an HTML body: its tags taken out, as `WORD_COUNT` in app/data/sql.server.ts takes them out. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, " ")
}

/**
 * The body's word count for the reading time: its Markdown's words, or, for an article sent as
 * HTML only, its HTML's text's (`WORD_COUNT` in app/data/sql.server.ts counts the same in SQL).
 */
export function bodyWords(markdown: string, html: string): number {
  return /\S/.test(markdown) ? countWords(markdown) : countWords(htmlText(html))
}

/** Normalises a list row from any driver; a row that brings its body instead of a word count has it counted here. */
export function toSummary(row: Record<string, unknown>): ArticleSummary {
  const { content_markdown: _markdown, content_html: _html, ...article } = toArticle(row)
  const words =
    row.words === undefined || row.words === null
      ? bodyWords(String(row.content_markdown ?? ""), String(row.content_html ?? ""))
      : Number(row.words)
  return { ...article, tags: tagsOf(row.tags), words }
}
