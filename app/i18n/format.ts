import { type Locale, localeInfo } from "./locales.ts"

// Dates and numbers in each language, through Intl only (issue 19): no hand-written formats.
// Formatters are made once per language and kept: creating one loads the runtime's locale data.

/**
 * The tag Intl formats a language with: American English; Latin American Spanish ("es-419": 50,000
 * and 99.5%, as the neutral Spanish of the copy reads, decision 0036), while the page's `lang` stays "es".
 */
const intlTag = (locale: Locale) => (locale === "en" ? "en-US" : locale === "es" ? "es-419" : localeInfo[locale].tag)

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** "March 4, 2025", "4 marzo 2025", "4. März 2025": the day of an ISO date or timestamp, in UTC. */
export function formatLongDate(date: string, locale: Locale): string {
  const day = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date)
  if (Number.isNaN(day.getTime())) return date
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "long", timeZone: "UTC" })
    dateFormats.set(locale, format)
  }
  return format.format(day)
}

/** "1,000" (English), "1.000" (Italian), "1 000" (French): a number as the language writes it. */
export function formatNumber(n: number, locale: Locale = "en"): string {
  return n.toLocaleString(intlTag(locale))
}

export { intlTag }
