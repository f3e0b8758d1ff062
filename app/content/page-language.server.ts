import { pageVersions } from "./site-pages.ts"
import type { PageLanguage } from "#app/i18n/locales.ts"
import { routePath } from "#app/lib/route-path.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"

/**
 * A page's language and its own path from its matched route pattern ("it/funzionalita/lip-sync"), with its English
 * path (the registries' key: "/features/lip-sync") and its versions from the route table.
 */
export function pageLanguage(pattern: string): PageLanguage & { englishPath: string; path: string } {
  const { locale, englishPath } = delocalizePath(pattern)
  return { locale, englishPath, path: routePath(pattern), versions: pageVersions(englishPath) }
}
