import { createContext, useContext } from "react"
import type { ChromeLinks } from "./chrome.server.ts"
import type { BlogPendingData } from "#app/components/blog/blog-pending.tsx"
import type { Locale, PageLanguage } from "./locales.ts"
import type { Messages } from "./messages/en.ts"

/** The root route's data (app/root.tsx): the page's language, the site's words and links in it. */
export type RootData = {
  locale: Locale
  messages: Messages
  links: ChromeLinks
  /** Every language's `suggestion` entry, for the bar that offers the visitor's language. */
  suggestions: Record<Locale, Messages["suggestion"]>
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

export const useMessages = (): Messages => useSiteLanguage().messages
export const useLocale = (): Locale => useSiteLanguage().locale
export const useChromeLinks = (): ChromeLinks => useSiteLanguage().links
/** The site's words, or nothing for a component rendered outside the site (alone, in a unit test). */
export const useOptionalMessages = (): Messages | undefined => useContext(SiteLanguageContext)?.messages
