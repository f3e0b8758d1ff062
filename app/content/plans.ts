import type { Locale } from "#app/i18n/locales.ts"
import {
  type PlanFigures,
  type Quota,
  COMPARISON_TOP_PRICE,
  FREE_VIDEOS,
  YEARLY_SAVING_PERCENT,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatPrice,
  planFigures,
} from "#app/content/plan-figures.ts"
import { fill } from "#app/i18n/fill.ts"

/**
 * The words about the four plans and the free trial of SPEC §9, in English; each language's are in
 * app/content/<locale>/plans.ts, exporting the same text names. Every price, quota and saving comes
 * from app/content/plan-figures.ts (re-exported here for the copy that quotes them) and is written
 * through Intl; `plans.test.ts` checks the copy against it.
 */
export {
  type Billing,
  type Quota,
  COMPARISON_TOP_PRICE,
  FREE_VIDEOS,
  YEARLY_SAVING_PERCENT,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatPrice,
  planPrice,
  yearlySaving,
} from "#app/content/plan-figures.ts"

/** A plan with its card's words in one language. */
export type Plan = Omit<PlanFigures, "features"> & {
  period: string
  description: string
  monthlyFeatures: string[]
  yearlyFeatures: string[]
  badge?: string
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

/** The free trial's size for copy: "3 videos"; `freeVideosInWords` is "three videos", for prose. */
export const freeVideos: string = `${FREE_VIDEOS} videos`
export const freeVideosInWords: string = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} videos`

/** The free trial as one selling point: "First 3 videos free, no credit card". */
export const FREE_TRIAL: string = `First ${freeVideos} free, no credit card`

/** The price range the two tool comparisons quote for us: "Free to $29/month" (see COMPARISON_TOP_PRICE). */
export const COMPARISON_PRICE_RANGE: string = `Free to ${/* @__PURE__ */ formatPrice(COMPARISON_TOP_PRICE)}/month`

/** What yearly billing saves, as the billing toggle states it: "up to 21%". */
export const YEARLY_SAVING: string = `up to ${/* @__PURE__ */ formatPercent(YEARLY_SAVING_PERCENT)}`

/** The plan cards' words; `{tokens}` and `{duration}` are filled with the plan's figures in the language's format. */
export const planWords = {
  period: "/month",
  badges: { popular: "Most Popular", best: "Best Offer" },
  descriptions: {
    basic: "Try it free and buy tokens only when you need them.",
    super: "For artists releasing a track now and then.",
    ultra: "For creators who post music videos every week.",
    hyper: "For labels, agencies and studios producing at scale.",
  },
  features: {
    tokenShop: "Access to the token shop",
    freeTrial: FREE_TRIAL,
    fullHd: "Full HD, no watermark",
    formats: "Vertical, horizontal and square",
    prioritySupport: "Priority support",
  },
  /** Basic's first line. */
  noTokens: "{tokens} tokens included",
  tokensPer: { month: "{tokens} tokens/month", year: "{tokens} tokens/year" },
  aboutVideo: "About {duration} of video",
}

export type PlanWords = typeof planWords

/** The four plans with their cards' words in a language: each card lists its quota first, then its other features. */
export function plansIn(words: PlanWords, locale: Locale): Plan[] {
  const quotaLines = (quota: Quota, per: "month" | "year") =>
    quota.tokens === 0
      ? [fill(words.noTokens, { tokens: formatNumber(0, locale) })]
      : [
          fill(words.tokensPer[per], { tokens: formatNumber(quota.tokens, locale) }),
          fill(words.aboutVideo, { duration: formatMinutes(quota.minutes, locale) }),
        ]
  return planFigures.map(({ features, ...plan }) => {
    const extras = features.map((feature) => words.features[feature])
    return {
      ...plan,
      period: words.period,
      description: words.descriptions[plan.id],
      monthlyFeatures: [...quotaLines(plan.monthlyQuota, "month"), ...extras],
      yearlyFeatures: [...quotaLines(plan.yearlyQuota, "year"), ...extras],
      ...(plan.badgeKind ? { badge: words.badges[plan.badgeKind] } : {}),
    }
  })
}

/**
 * The plans in English, as the English copy and the tests read them. Marked pure so a browser bundle
 * that imports only `freeVideos` from here leaves the cards' words out.
 */
export const plans: Plan[] = /* @__PURE__ */ plansIn(planWords, "en")
