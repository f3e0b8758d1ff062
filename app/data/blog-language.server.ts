import { type Locale, localeInfo, withPrefix } from "#app/i18n/locales.ts"
import { translatedSegments } from "#app/i18n/slugs.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { pageLinks } from "#app/lib/pagination.ts"

/*
 * The blog in each language (docs/decisions/0018-six-languages.md): the paths of its lists and
 * articles. Server-side: it holds every language's URL words; loaders hand the page what it needs
 * as data. The blog's words are in the catalogs (app/content/blog-chrome.server.ts).
 */

/** A URL word of the blog ("page", "tag") in a language: "pagina", "thema", … */
function word(english: string, locale: Locale): string {
  return locale === "en" ? english : (translatedSegments[locale][english] ?? english)
}

/**
 * The path of page `page` of a language's blog or of one of its tags: ("it", 2) → "/it/blog/pagina/2",
 * ("de", 1, "remix") → "/de/blog/thema/remix". A tag is the writer's own word: it is encoded, never translated.
 */
export function blogListPath(locale: Locale, page = 1, tag?: string): string {
  const first = tag === undefined ? "/blog" : `/blog/${word("tag", locale)}/${encodeURIComponent(tag)}`
  return withPrefix(page === 1 ? first : `${first}/${word("page", locale)}/${page}`, locale)
}

/** An article of the database in its language: ("ciao", "it") → "/it/blog/ciao". The slug is never translated. */
export function blogArticlePath(slug: string, locale: Locale): string {
  return withPrefix(articlePath(slug), locale)
}

/** The paths the pagination of page `page` of `count` links to (its numbers, previous and next), by page number. */
export function paginationPaths(locale: Locale, page: number, count: number, tag?: string): Record<number, string> {
  const pages = new Set([page - 1, page + 1, ...pageLinks(page, count).filter((p) => p !== "gap")])
  return Object.fromEntries([...pages].filter((p) => p >= 1 && p <= count).map((p) => [p, blogListPath(locale, p, tag)] as const))
}

/** The language's name as the English blog link's hreflang and the translations list show it. */
export const languageName = (locale: Locale) => localeInfo[locale].name
