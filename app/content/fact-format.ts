import type { Locale } from "#app/i18n/locales.ts"
import { formatNumber, intlTag } from "#app/i18n/format.ts"
import { RENDER_DAYS_PER_WEEK, RENDER_HOURS_PER_DAY } from "#app/content/facts.ts"

/**
 * How copy writes the figures of app/content/facts.ts in a language, through Intl, so no copy types
 * a figure itself. Prices are written by formatPrice in app/content/plan-figures.ts.
 */

/** A share as the language writes it: 0.995 → "99.5%" (en, it, pt-BR), "99,5 %" (de, fr, es). */
export function formatShare(share: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "percent", maximumFractionDigits: 1 }).format(share)
}

/** A claimed lower bound: 50000 → "50,000+" (en), "50.000+" (de), "50 000+" (fr). */
export const atLeast = (n: number, locale: Locale) => `${formatNumber(n, locale)}+`

/** Round the clock, every day: "24/7". */
export const roundTheClock = (locale: Locale) =>
  `${formatNumber(RENDER_HOURS_PER_DAY, locale)}/${formatNumber(RENDER_DAYS_PER_WEEK, locale)}`

export { formatNumber }
