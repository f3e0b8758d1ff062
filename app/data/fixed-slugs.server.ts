import { fixedArticlesIn } from "#app/content/articles/index.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"

/*
 * The slugs the site's fixed articles (app/content/articles) hold, in every language they are
 * written in: /blog/<slug> and /it/blog/<its Italian slug> show the fixed article whatever the
 * database holds, so the writer refuses a stored article with one of these slugs (issue 26).
 * Slugs are unique across languages (decision 0029), so each is refused in every language.
 */

/** A fixed article as the holder of a slug: the slug, its language there and its title there. */
export type FixedHolder = { slug: string; locale: Locale; title: string }

const holders = new Map<string, FixedHolder>()
for (const locale of locales)
  for (const article of fixedArticlesIn(locale)) {
    // The last segment of its path in that language: "/it/blog/consigli-…" holds "consigli-…".
    const slug = article.path.slice(article.path.lastIndexOf("/") + 1)
    if (!holders.has(slug)) holders.set(slug, { slug, locale, title: article.title })
  }

/** The fixed article whose slug this is, in any language, or undefined. */
export function fixedArticleHolding(slug: string): FixedHolder | undefined {
  return holders.get(slug)
}
