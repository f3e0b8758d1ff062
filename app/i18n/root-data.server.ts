import { blogPendingData } from "#app/content/blog-chrome.server.ts"
import { chromeLinks, documentVersions, suggestions } from "./chrome.server.ts"
import type { Locale } from "./locales.ts"
import { messagesFor } from "./messages.server.ts"
import type { RootData } from "./use-messages.ts"

/**
 * The root route's data for a page (app/root.tsx): its language's messages, the header's and
 * footer's links in that language, every language's suggestion entry, the versions of the page the
 * document is loaded for, and the blog's loading screen's words.
 */
export function rootData(locale: Locale, path: string): RootData {
  return {
    locale,
    messages: messagesFor(locale),
    links: chromeLinks(locale),
    suggestions: suggestions(),
    document: documentVersions(path),
    blog: blogPendingData(locale),
  }
}
