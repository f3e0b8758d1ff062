import { type Locale, localeInfo } from "#app/i18n/locales.ts"

/**
 * The four plans and the free trial of SPEC §9. Every price, quota and saving of
 * ours that the site states comes from here or is checked against it by
 * `plans.test.ts`.
 */
export type Billing = "monthly" | "yearly"

/** Tokens included in a billing period, and about how many minutes of video they make (SPEC §9). */
export type Quota = { tokens: number; minutes: number }

export type Plan = {
  id: "basic" | "super" | "ultra" | "hyper"
  name: string
  /** US dollars a month when billed monthly. */
  monthlyPrice: number
  /** US dollars a month when billed yearly. */
  yearlyPrice: number
  period: string
  /** Included each month when billed monthly. */
  monthlyQuota: Quota
  /** Included for the year when billed yearly. */
  yearlyQuota: Quota
  description: string
  monthlyFeatures: string[]
  yearlyFeatures: string[]
  popular?: boolean
  badge?: "Most Popular" | "Best Offer"
}

/** The free trial: a new user's first videos cost nothing and need no credit card. */
export const FREE_VIDEOS = 3

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

/** The free trial's size for copy: "3 videos"; `freeVideosInWords` is "three videos", for prose. */
export const freeVideos = `${FREE_VIDEOS} videos`
export const freeVideosInWords = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} videos`

/** The free trial as one selling point: "First 3 videos free, no credit card". */
export const FREE_TRIAL = `First ${freeVideos} free, no credit card`

/**
 * The price range the two tool comparisons quote for us. It does not match the
 * plan table, and SPEC §9 keeps both readings, so it is stated here, beside the
 * plans, and nowhere else.
 */
export const COMPARISON_PRICE_RANGE = "Free to $29/month"

/** "1,000" (English), "1.000" (Italian): numbers as the site writes them in a language. */
export function formatNumber(n: number, locale: Locale = "en"): string {
  return n.toLocaleString(localeInfo[locale].tag === "en" ? "en-US" : localeInfo[locale].tag)
}

/** "2 min", "1 h 40 min", "41 h 40 min": a length of video in whole minutes, as the plans state it. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** A quota as a plan card lists it: "500 tokens/month", "About 2 min of video". */
function quotaFeatures(quota: Quota, per: "month" | "year"): string[] {
  return [`${formatNumber(quota.tokens)} tokens/${per}`, `About ${formatMinutes(quota.minutes)} of video`]
}

/** A paid plan: its card lists its quota first (from the quota itself), then its other features. */
function paidPlan({ features, ...plan }: Omit<Plan, "monthlyFeatures" | "yearlyFeatures"> & { features: string[] }): Plan {
  return {
    ...plan,
    monthlyFeatures: [...quotaFeatures(plan.monthlyQuota, "month"), ...features],
    yearlyFeatures: [...quotaFeatures(plan.yearlyQuota, "year"), ...features],
  }
}

export const plans: Plan[] = [
  {
    id: "basic",
    name: "Basic",
    monthlyPrice: 0,
    yearlyPrice: 0,
    period: "/month",
    monthlyQuota: { tokens: 0, minutes: 0 },
    yearlyQuota: { tokens: 0, minutes: 0 },
    description: "Try it free and buy tokens only when you need them.",
    monthlyFeatures: ["0 tokens included", "Access to the token shop", FREE_TRIAL],
    yearlyFeatures: ["0 tokens included", "Access to the token shop", FREE_TRIAL],
  },
  paidPlan({
    id: "super",
    name: "Super",
    monthlyPrice: 10,
    yearlyPrice: 8.25,
    period: "/month",
    monthlyQuota: { tokens: 500, minutes: 2 },
    yearlyQuota: { tokens: 6000, minutes: 25 },
    description: "For artists releasing a track now and then.",
    features: ["Full HD, no watermark", "Vertical, horizontal and square"],
  }),
  paidPlan({
    id: "ultra",
    name: "Ultra",
    monthlyPrice: 21,
    yearlyPrice: 16.5,
    period: "/month",
    monthlyQuota: { tokens: 2000, minutes: 8 },
    yearlyQuota: { tokens: 24000, minutes: 100 },
    description: "For creators who post music videos every week.",
    features: ["Full HD, no watermark", "Priority support"],
    popular: true,
    badge: "Most Popular",
  }),
  paidPlan({
    id: "hyper",
    name: "Hyper",
    monthlyPrice: 104,
    yearlyPrice: 83.5,
    period: "/month",
    monthlyQuota: { tokens: 50000, minutes: 208 },
    yearlyQuota: { tokens: 600000, minutes: 2500 },
    description: "For labels, agencies and studios producing at scale.",
    features: ["Full HD, no watermark", "Priority support"],
    badge: "Best Offer",
  }),
]

/**
 * "$0", "$10", "$8.25", "$16.50", "$1,002" in English, "8,25 $" in Italian: US dollars in the
 * language's own way (Intl), whole dollars stay whole, cents always show two digits.
 */
export function formatPrice(dollars: number, locale: Locale = "en"): string {
  const digits = Number.isInteger(dollars) ? 0 : 2
  const tag = locale === "en" ? "en-US" : localeInfo[locale].tag
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(dollars)
}

/** The plan's price as the site writes it: `planPrice("super", "yearly")` → "$8.25"; `planPrice("super", "yearly", "it")` → "8,25 $". */
export function planPrice(id: Plan["id"], billing: Billing, locale: Locale = "en"): string {
  const plan = plans.find((p) => p.id === id)!
  return formatPrice(billing === "yearly" ? plan.yearlyPrice : plan.monthlyPrice, locale)
}

/** The share of the monthly price a paid plan saves when billed yearly: 0.175 for Super. */
export function yearlySaving(plan: Plan): number {
  return 1 - plan.yearlyPrice / plan.monthlyPrice
}

/**
 * What yearly billing saves, as the billing toggle states it: the best saving of
 * the paid plans, rounded down so it never promises more ("up to 21%": Super
 * saves 17.5 %, Ultra 21.4 %, Hyper 19.7 %).
 */
export const YEARLY_SAVING = `up to ${Math.floor(Math.max(...plans.filter((p) => p.monthlyPrice > 0).map(yearlySaving)) * 100)}%`
