import { type Locale, localeInfo } from "#app/i18n/locales.ts"

const formats = new Map<Locale, Intl.NumberFormat>()

/** A rating out of five with one decimal, as the language writes it: "4.5", "4,5". */
export function formatRating(value: number, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    const tag = locale === "en" ? "en-US" : localeInfo[locale].tag
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    formats.set(locale, format)
  }
  return format.format(value)
}
