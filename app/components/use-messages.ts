import { createContext, useContext } from "react"
import type { ChromeLinks } from "#app/content/chrome.server.ts"
import type { RootData } from "#app/content/root-data.server.ts"
import type { Locale } from "#app/i18n/locales.ts"
import type { SiteMessages } from "#app/i18n/messages.ts"
import { type Message, formatMessage, formatRich } from "#app/i18n/icu.ts"

/**
 * The root's data for every component of the page, given by the root's Layout. A context rather than
 * `useRouteLoaderData("root")` in each component, so that a component rendered on its own (a unit test
 * of a call to action) can tell that it is outside the site instead of failing.
 */
export const SiteLanguageContext = createContext<RootData | undefined>(undefined)

/** The page's language and the site's words in it, from the root route's data (app/root.tsx). */
export function useSiteLanguage(): RootData {
  const data = useContext(SiteLanguageContext)
  // The root loader cannot fail (it reads the path and a module), so inside the site it is always there.
  if (!data) throw new Error("The root route's data is missing: the site's words come from it (app/root.tsx)")
  return data
}

export const useMessages = (): SiteMessages => useSiteLanguage().messages
export const useLocale = (): Locale => useSiteLanguage().locale
export const useChromeLinks = (): ChromeLinks => useSiteLanguage().links
/**
 * Formats the page's messages that take values of their own, in the page's language:
 * `text(words.shareOn, { network })` → "Share on YouTube"; `rich` where values or tags are elements.
 */
export function useFormat() {
  const locale = useLocale()
  return {
    text: <V extends object>(message: Message<V>, values: Parameters<typeof formatMessage<V>>[2]) =>
      formatMessage(message, locale, values),
    rich: <V extends object>(message: Message<V>, values: Parameters<typeof formatRich<V>>[2]) =>
      formatRich(message, locale, values),
  }
}
