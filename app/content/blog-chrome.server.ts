import * as english from "#app/content/blog-chrome.ts"
import type { BlogChrome } from "#app/content/blog-chrome.ts"
import { localized } from "./localized.server.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { fixedArticlesIn } from "#app/content/articles/index.ts"

/** The blog interface's words in a language, for a loader to hand to the blog's components. */
export function blogChrome(locale: Locale): BlogChrome {
  return localized(english, "blog-chrome", locale).chrome
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
