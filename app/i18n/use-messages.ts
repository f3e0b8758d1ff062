import { useRouteLoaderData } from "react-router"
import type { Locale } from "./locales.ts"
import type { Messages } from "./messages/en.ts"

type RootData = { locale: Locale; messages: Messages }

/** The page's language and the site's words in it, from the root route's data (app/root.tsx). */
export function useSiteLanguage(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined
  // The root loader cannot fail (it reads the path and a module), so its data is always there.
  if (!data) throw new Error("The root route's data is missing: the site's words come from it")
  return data
}

export const useMessages = (): Messages => useSiteLanguage().messages
export const useLocale = (): Locale => useSiteLanguage().locale
