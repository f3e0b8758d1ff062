import { type BlogPendingData, blogPendingData } from "./blog-chrome.server.ts"
import { type ChromeLinks, chromeLinks, documentVersions, suggestions } from "./chrome.server.ts"
import type { Locale, PageLanguage } from "#app/i18n/locales.ts"
import { type SiteMessages, isPageNamespace } from "#app/i18n/messages.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"

/** The root route's data (app/root.tsx): the page's language, the site's words and links in it. */
export type RootData = {
  locale: Locale
  messages: SiteMessages
  links: ChromeLinks
  /** Every language's `suggestion` entry, for the bar that offers the visitor's language. */
  suggestions: Record<Locale, SiteMessages["suggestion"]>
  /**
   * The versions of the page the document was first loaded for, from the route table: the switcher's
   * list on a page whose loader does not give its own `language.versions`. Stale after a client
   * navigation (the root's data is read again only with the language), so it is read only for that path.
   */
  document: { path: string; versions: PageLanguage["versions"] }
  /** What the blog's loading screen needs in the page's language (app/content/blog-chrome.server.ts). */
  blog: BlogPendingData
}

/**
 * The root route's data for a page (app/root.tsx): its language's messages, the header's and
 * footer's links in that language, every language's suggestion entry, the versions of the page the
 * document is loaded for, and the blog's loading screen's words.
 */
export function rootData(locale: Locale, path: string): RootData {
  return {
    locale,
    messages: siteMessages(locale),
    links: chromeLinks(locale),
    suggestions: suggestions(),
    document: documentVersions(path),
    blog: blogPendingData(locale),
  }
}

/** The site's words for every page: the catalog without the namespaces a single page's loader sends. */
function siteMessages(locale: Locale): SiteMessages {
  const all: Record<string, unknown> = messagesFor(locale, copyValues(locale))
  return Object.fromEntries(Object.entries(all).filter(([name]) => !isPageNamespace(name))) as SiteMessages
}
