import type { ReactNode } from "react"
import type { Locale } from "#app/i18n/locales.ts"
import { rootData } from "#app/content/root-data.server.ts"
import { SiteLanguageContext } from "./use-messages.ts"

/** A component as the site renders it: inside the root's data in a language (unit tests of the site's parts). */
export function InSite({ locale = "en", children }: { locale?: Locale; children: ReactNode }) {
  return <SiteLanguageContext.Provider value={rootData(locale, "/")}>{children}</SiteLanguageContext.Provider>
}
