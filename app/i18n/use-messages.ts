import { useRouteLoaderData } from "react-router"
import type { ChromeLinks } from "./chrome.server.ts"
import type { Locale } from "./locales.ts"
import type { Messages } from "./messages/en.ts"

/** The root route's data (app/root.tsx): the page's language, the site's words and links in it. */
export type RootData = {
  locale: Locale
  messages: Messages
  links: ChromeLinks
  /** Every language's `suggestion` entry, for the bar that offers the visitor's language. */
  suggestions: Record<Locale, Messages["suggestion"]>
}

/** The page's language and the site's words in it, from the root route's data (app/root.tsx). */
export function useSiteLanguage(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined
  // The root loader cannot fail (it reads the path and a module), so its data is always there.
  if (!data) throw new Error("The root route's data is missing: the site's words come from it")
  return data
}

export const useMessages = (): Messages => useSiteLanguage().messages
export const useLocale = (): Locale => useSiteLanguage().locale
export const useChromeLinks = (): ChromeLinks => useSiteLanguage().links
