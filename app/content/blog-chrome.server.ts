import type { BlogChrome, Messages } from "#app/i18n/messages.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { copyValues } from "./copy-values.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { fixedArticlesIn } from "#app/content/articles/index.ts"

// The blog's words, from the catalogs' `blog` and `blogChrome` namespaces (app/i18n/messages/):
// page namespaces, so only the blog's pages carry them. `blogChrome` is the words of the blog's
// components, which the blog's loaders send whole as the page's `chrome`; `blog` is the words the
// loaders write into the page's data themselves (titles, "Page 2 of 5", reading times).

/** The blog components' words in a language, for a loader to hand to the blog's components. */
export function blogChrome(locale: Locale): BlogChrome {
  return messagesFor(locale, copyValues(locale)).blogChrome
}

/** The words the blog's loaders format themselves, in a language. */
export function blogWords(locale: Locale): Messages["blog"] {
  return messagesFor(locale, copyValues(locale)).blog
}

/** "5 min read", "1 Min. Lesezeit": a reading time in a language, its number and plural form by the catalog's message. */
export function readingTimeText(minutes: number, locale: Locale): string {
  return formatMessage(blogWords(locale).readingTime, locale, { minutes })
}

/**
 * What the loading screen (app/components/blog/blog-pending.tsx) needs of the blog in the page's
 * language, from the root's data: its words, the list's path, where its later pages and tags'
 * lists start, and the fixed articles' paths, which need no wait.
 */
export type BlogPendingData = {
  words: BlogChrome["pending"]
  blogPath: string
  listPrefixes: string[]
  fixedPaths: string[]
}

/** What the loading screen of a blog navigation needs, in a language. */
export function blogPendingData(locale: Locale): BlogPendingData {
  return {
    words: blogChrome(locale).pending,
    blogPath: localizePath("/blog", locale),
    listPrefixes: [localizePath("/blog/page", locale), localizePath("/blog/tag", locale)],
    fixedPaths: fixedArticlesIn(locale).map((a) => a.path),
  }
}
