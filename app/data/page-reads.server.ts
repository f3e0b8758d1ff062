import { AsyncLocalStorage } from "node:async_hooks"
import type { ArticleSummary } from "./article.ts"
import type { Locale } from "#app/i18n/locales.ts"

/*
 * What a rendered page read, so the server's page cache (server/page-cache.ts, decision 0016) can
 * keep it until a write changes one of those reads. Each read of app/data/articles.server.ts names
 * the facts it depends on ("dependencies"); app/data/article-changes.server.ts names the facts a
 * write changes, in the same words:
 *   slug:<s>        the article <s>: its page, and every card that shows it
 *   list:*          which articles are live, and in what order (the blog's pages, the feed, the sitemaps)
 *   list:tag:<t>    which live articles carry tag <t>, and in what order (its tag pages)
 *   related:<t>     related reading ranked by the shared tag <t>
 *   any             anything visible of any live article (the sitemaps' tag list and lastmod)
 *   translation:<k> which live articles carry translation key <k>, in which languages (their pages' hreflang)
 * The English blog's lists are `list:*`, `list:tag:<t>` and `related:<t>`; another language's carry it
 * after "list:" or "related:": `list:it:*`, `list:it:tag:<t>`, `related:it:<t>`.
 */

export type PageReads = { dependencies: Set<string>; stale: boolean }

const current = new AsyncLocalStorage<PageReads>()

/** Runs `render`, and answers with what its reads depended on, and whether any was a last good copy. */
export async function collectReads<T>(render: () => Promise<T>): Promise<{ value: T; reads: PageReads }> {
  const reads: PageReads = { dependencies: new Set(), stale: false }
  const value = await current.run(reads, render)
  return { value, reads }
}

/** Notes what the current render's read depended on (nothing outside collectReads). */
export function noteRead(...dependencies: string[]) {
  const reads = current.getStore()
  if (reads) for (const dependency of dependencies) reads.dependencies.add(dependency)
}

/** The current render was answered from a last good copy: its page must not be kept as current. */
export function noteStaleRead() {
  const reads = current.getStore()
  if (reads) reads.stale = true
}

/** The list of one language's articles (`tag` undefined) or of those carrying `tag`. */
export function listDependency(locale: Locale, tag?: string): string {
  const scope = locale === "en" ? "" : `${locale}:`
  return tag === undefined ? `list:${scope}*` : `list:${scope}tag:${tag}`
}

/** Related reading in one language ranked by the shared tag `tag`. */
export const relatedDependency = (locale: Locale, tag: string) =>
  locale === "en" ? `related:${tag}` : `related:${locale}:${tag}`

/** The set of live articles sharing the translation key `key`. */
export const translationDependency = (key: string) => `translation:${key}`

/** The dependencies of a list of cards: each article shown. */
export const cardDependencies = (articles: ArticleSummary[]) => articles.map((a) => `slug:${a.slug}`)
