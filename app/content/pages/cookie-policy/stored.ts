import { intlTag } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "#app/lib/analytics/consent.ts"
import { ATTRIBUTION_DAYS, FBC_DAYS } from "#app/lib/attribution.ts"

// What each consent category stores, for the cookie policy page (app/content/pages/cookie-policy/):
// the names and lifetimes come from the code that sets them, so the page cannot drift from it. They
// are not copy: each language's Markdown file names an item by its key here and words the rest.

type DurationUnit = "day" | "month" | "year"

/** "90 days", "90 giorni", "90 Tage": a cookie's lifetime in the language's own words (Intl). */
export function formatDuration(amount: number, unit: DurationUnit, locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "unit", unit, unitDisplay: "long" }).format(amount)
}

/** The consent choice's lifetime in whole months, as the page states it beside the exact days: 182 days → 6. */
export const CONSENT_MONTHS = Math.round(CONSENT_MAX_AGE_DAYS / (365 / 12))

/** The stored items' technical names: the same in every language. */
export const storedNames = {
  consent: CONSENT_COOKIE,
  posthog: "ph_<project key>_posthog",
  ga: "_ga, _ga_<id>",
  gclAu: "_gcl_au",
  fbp: "_fbp",
  fbc: "_fbc",
  attribution: "fbclid, user_agent, eventId, client_ip",
} as const

export type StoredItem = keyof typeof storedNames

/** How long each item is kept, as amount and unit. The third parties' lifetimes are theirs, as they document them. */
export const storedLifetimes = {
  consent: [CONSENT_MAX_AGE_DAYS, "day"],
  posthog: [365, "day"],
  ga: [2, "year"],
  gclAu: [90, "day"],
  fbp: [90, "day"],
  fbc: [FBC_DAYS, "day"],
  attribution: [ATTRIBUTION_DAYS, "day"],
} as const satisfies Record<StoredItem, readonly [number, DurationUnit]>

/** A stored item's lifetime in a language: lifetime("fbc", "it") → "90 giorni". */
export function lifetime(item: StoredItem, locale: Locale = "en"): string {
  const [amount, unit] = storedLifetimes[item]
  return formatDuration(amount, unit, locale)
}
