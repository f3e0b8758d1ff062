import { type Locale, isLocale } from "./locales.ts"

/**
 * The site's language the visitor prefers most, from the browser's list (`navigator.languages`, most
 * preferred first): the first entry the site has a language for. Portuguese of any region reads the
 * Brazilian version, the only Portuguese the site has; a region never matters otherwise ("de-AT" → de).
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const lower = tag.trim().toLowerCase()
    const base = lower.split("-")[0]
    if (base === "pt") return "pt-br"
    if (isLocale(base)) return base
  }
  return null
}

/**
 * The language to suggest on a page in `pageLocale` that exists in `available`: the visitor's
 * preferred language when it is not the page's, the page has it, and the visitor has not dismissed
 * that suggestion before.
 */
export function languageToSuggest(
  languages: readonly string[],
  pageLocale: Locale,
  available: readonly Locale[],
  dismissed: string | null,
): Locale | null {
  const preferred = preferredLocale(languages)
  if (!preferred || preferred === pageLocale || preferred === dismissed) return null
  return available.includes(preferred) ? preferred : null
}

/** Where the browser remembers a dismissed suggestion (the language dismissed): no cookie, nothing to consent to. */
export const DISMISSED_KEY = "syncreel-language-suggestion-dismissed"
