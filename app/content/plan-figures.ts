import { type Locale } from "#app/i18n/locales.ts"
import { intlTag } from "#app/i18n/format.ts"

/**
 * The figures of the four plans and the free trial of SPEC §9, without a word of copy: prices,
 * quotas and the Intl formats that write them in each language. The words about the plans are the
 * catalogs' `plans` messages (app/i18n/messages/); this module is what the browser may import (the price
 * calculator computes live), so it must stay free of copy.
 */
export type Billing = "monthly" | "yearly"

/** Tokens included in a billing period, and about how many minutes of video they make (SPEC §9). */
export type Quota = { tokens: number; minutes: number }

/** What a plan's card lists after its quota; the catalogs word them (`plans.features`, `plans.freeTrial`). */
export type PlanFeature = "tokenShop" | "freeTrial" | "fullHd" | "formats" | "prioritySupport"

export type PlanFigures = {
  id: "basic" | "super" | "ultra" | "hyper"
  /** The plan's name: a product name, the same in every language. */
  name: string
  /** US dollars a month when billed monthly. */
  monthlyPrice: number
  /** US dollars a month when billed yearly. */
  yearlyPrice: number
  /** Included each month when billed monthly. */
  monthlyQuota: Quota
  /** Included for the year when billed yearly. */
  yearlyQuota: Quota
  popular?: boolean
  /** Which badge the card carries ("Most Popular", "Best Offer" in English). */
  badgeKind?: "popular" | "best"
  features: PlanFeature[]
}

/** The free trial's size and the comparisons' top price live with the other figures in app/content/facts.ts. */
export { COMPARISON_TOP_PRICE, FREE_VIDEOS } from "#app/content/facts.ts"

export const planFigures: PlanFigures[] = [
  {
    id: "basic",
    name: "Basic",
    monthlyPrice: 0,
    yearlyPrice: 0,
    monthlyQuota: { tokens: 0, minutes: 0 },
    yearlyQuota: { tokens: 0, minutes: 0 },
    features: ["tokenShop", "freeTrial"],
  },
  {
    id: "super",
    name: "Super",
    monthlyPrice: 10,
    yearlyPrice: 8.25,
    monthlyQuota: { tokens: 500, minutes: 2 },
    yearlyQuota: { tokens: 6000, minutes: 25 },
    features: ["fullHd", "formats"],
  },
  {
    id: "ultra",
    name: "Ultra",
    monthlyPrice: 21,
    yearlyPrice: 16.5,
    monthlyQuota: { tokens: 2000, minutes: 8 },
    yearlyQuota: { tokens: 24000, minutes: 100 },
    features: ["fullHd", "prioritySupport"],
    popular: true,
    badgeKind: "popular",
  },
  {
    id: "hyper",
    name: "Hyper",
    monthlyPrice: 104,
    yearlyPrice: 83.5,
    monthlyQuota: { tokens: 50000, minutes: 208 },
    yearlyQuota: { tokens: 600000, minutes: 2500 },
    features: ["fullHd", "prioritySupport"],
    badgeKind: "best",
  },
]

export { formatNumber } from "#app/i18n/format.ts"

/**
 * "$0", "$10", "$8.25", "$16.50", "$1,002" in English, "8,25 $" in Italian: US dollars in the
 * language's own way (Intl), whole dollars stay whole, cents always show two digits.
 */
export function formatPrice(dollars: number, locale: Locale = "en"): string {
  const digits = Number.isInteger(dollars) ? 0 : 2
  return new Intl.NumberFormat(intlTag(locale), {
    style: "currency",
    currency: "USD",
    // A bare "$" is the peso in Latin America and reads as the real's cousin in Brazil: there, US
    // dollars say so ("USD 29", "US$ 29"; decision 0036).
    currencyDisplay: locale === "es" || locale === "pt-br" ? "symbol" : "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(dollars)
}

/** "21%" (English), "21 %" (German, French): a whole percentage, through Intl. */
export function formatPercent(percent: number, locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "percent", maximumFractionDigits: 0 }).format(percent / 100)
}

type DurationParts = { hours?: number; minutes?: number; seconds?: number }
type DurationFormatter = { format(duration: DurationParts): string }
const DurationFormat = (Intl as unknown as { DurationFormat?: new (tag: string, options: object) => DurationFormatter })
  .DurationFormat

/**
 * A length of video in a language. English keeps the form SPEC §9 writes ("1 h 40 min", "2 min 30 s"),
 * which no Intl style produces; every other language uses Intl.DurationFormat ("1 h e 40 min",
 * "1 Std., 40 Min."), or, in a browser without it, Intl's unit of each part.
 */
function formatDuration(parts: DurationParts, locale: Locale): string {
  const present = Object.fromEntries(Object.entries(parts).filter(([, v]) => v)) as DurationParts
  if (Object.keys(present).length === 0) present.minutes = 0
  if (locale === "en") {
    const { hours, minutes, seconds } = present
    return [hours && `${hours} h`, minutes !== undefined && `${minutes} min`, seconds && `${seconds} s`].filter(Boolean).join(" ")
  }
  const tag = intlTag(locale)
  if (DurationFormat) return new DurationFormat(tag, { style: "short" }).format(present)
  const units = { hours: "hour", minutes: "minute", seconds: "second" } as const
  return (Object.keys(units) as (keyof typeof units)[])
    .filter((key) => present[key] !== undefined)
    .map((key) => new Intl.NumberFormat(tag, { style: "unit", unit: units[key], unitDisplay: "short" }).format(present[key]!))
    .join(" ")
}

/** "2 min", "1 h 40 min", "41 h 40 min" (and "1 h e 40 min" in Italian): a length of video in whole minutes, as the plans state it. */
export function formatMinutes(minutes: number, locale: Locale = "en"): string {
  return formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60 }, locale)
}

/** "12 min", "1 h 40 min", "2 min 30 s": a length of video in whole seconds. */
export function formatSeconds(totalSeconds: number, locale: Locale = "en"): string {
  const minutes = Math.floor(totalSeconds / 60)
  return formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60, seconds: totalSeconds % 60 }, locale)
}

/** The plan's price: `planPrice("super", "yearly")` → "$8.25"; `planPrice("super", "yearly", "it")` → "8,25 $". */
export function planPrice(id: PlanFigures["id"], billing: Billing, locale: Locale = "en"): string {
  const plan = planFigures.find((p) => p.id === id)!
  return formatPrice(billing === "yearly" ? plan.yearlyPrice : plan.monthlyPrice, locale)
}

/** The share of the monthly price a paid plan saves when billed yearly: 0.175 for Super. */
export function yearlySaving(plan: Pick<PlanFigures, "monthlyPrice" | "yearlyPrice">): number {
  return 1 - plan.yearlyPrice / plan.monthlyPrice
}

/**
 * What yearly billing saves, as the billing toggle states it: the best saving of the paid plans in
 * whole percent, rounded down so it never promises more (21: Super saves 17.5 %, Ultra 21.4 %,
 * Hyper 19.7 %).
 */
export const YEARLY_SAVING_PERCENT = Math.floor(
  Math.max(...planFigures.filter((p) => p.monthlyPrice > 0).map(yearlySaving)) * 100,
)

/** "30 seconds", "4 minuti", "4 Minuten": a count with its unit written out, through Intl. */
export function formatUnit(n: number, unit: "second" | "minute", locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "unit", unit, unitDisplay: "long" }).format(n)
}
