import type { ReactNode } from "react"
import { chromeLinks, documentVersions, suggestions } from "./chrome.server.ts"
import type { Locale } from "./locales.ts"
import { messagesFor } from "./messages.server.ts"
import { type RootData, SiteLanguageContext } from "./use-messages.ts"

/** The root route's data for a page in `locale`, as app/root.tsx's loader gives it. */
export function rootData(locale: Locale = "en", path = "/"): RootData {
  return {
    locale,
    messages: messagesFor(locale),
    links: chromeLinks(locale),
    suggestions: suggestions(),
    document: documentVersions(path),
  }
}

/** A component as the site renders it: inside the root's data in a language (unit tests of the site's parts). */
export function InSite({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return <SiteLanguageContext.Provider value={rootData(locale)}>{children}</SiteLanguageContext.Provider>
}
