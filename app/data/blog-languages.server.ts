import { pageVersions } from "#app/content/site-pages.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { listArticlesPage } from "./articles.server.ts"

/*
 * The languages whose blog has articles. A language's blog index without any ("no articles in this
 * language yet") is a page for visitors who follow the header's link, not for search engines: it
 * is noindex, out of the sitemap, and no other page names it as a version (hreflang, the language
 * switcher). English's blog is the one every empty index points to: it is always listed.
 */

/** The languages with at least one published article, English always, in the site's order. */
export async function blogLanguages(): Promise<Locale[]> {
  const counts = await Promise.all(
    locales.map(async (locale) =>
      locale === "en" ? 1 : (await listArticlesPage({ offset: 0, limit: 1, locale, words: false })).total,
    ),
  )
  return locales.filter((_, i) => counts[i]! > 0)
}

/** The blog index's versions in the languages that have articles. */
export async function blogIndexVersions(): Promise<{ locale: Locale; path: string }[]> {
  const withArticles = await blogLanguages()
  return pageVersions("/blog").filter((v) => withArticles.includes(v.locale))
}

/** The blog indexes of languages without articles: out of the sitemap and of every page's alternates. */
export async function emptyBlogIndexes(): Promise<string[]> {
  const withArticles = await blogLanguages()
  return pageVersions("/blog")
    .filter((v) => !withArticles.includes(v.locale))
    .map((v) => v.path)
}
