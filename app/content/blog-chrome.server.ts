import { type UNSAFE_DataWithResponseInit, data } from "react-router"
import * as english from "#app/content/blog-chrome.ts"
import type { BlogChrome } from "#app/content/blog-chrome.ts"
import { localized } from "#app/i18n/content.server.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import type { BlogPendingData } from "#app/components/blog/blog-pending.tsx"
import { fixedArticlesIn } from "#app/content/articles/index.ts"

/** The blog interface's words in a language, for a loader to hand to the blog's components. */
export function blogChrome(locale: Locale): BlogChrome {
  return localized(english, "blog-chrome", locale).chrome
}

/** What the loading screen of a blog navigation needs, in a language (app/components/blog/blog-pending.tsx). */
export function blogPendingData(locale: Locale): BlogPendingData {
  return {
    words: blogChrome(locale).pending,
    blogPath: localizePath("/blog", locale),
    listPrefixes: [localizePath("/blog/page", locale), localizePath("/blog/tag", locale)],
    fixedPaths: fixedArticlesIn(locale).map((a) => a.path),
  }
}

/** A loader's data, each variant with `X` added. */
type With<A, X> = A extends UNSAFE_DataWithResponseInit<infer D> ? D & X : never

/**
 * A blog loader's answer with the blog's words (and any `extra`) added, keeping its status and
 * headers: the blog's routes wrap what their data layer returns in this, so the words ride along
 * with the page's data.
 */
export function withBlogChrome<A extends UNSAFE_DataWithResponseInit<object>, E extends object = object>(
  answer: A,
  locale: Locale,
  extra?: E,
) {
  const added = { ...answer.data, ...extra, chrome: blogChrome(locale) } as With<A, E & { chrome: BlogChrome }>
  return data(added, answer.init ?? undefined)
}
