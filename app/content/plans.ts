import type { Locale } from "#app/i18n/locales.ts"
import type { Messages } from "#app/i18n/messages.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { type PlanFigures, type Quota, FREE_VIDEOS, formatMinutes, planFigures } from "#app/content/plan-figures.ts"

/**
 * The four plans' cards of SPEC §9 in a language. Their words are the catalogs' `plans` messages
 * (app/i18n/messages/<locale>.json), every figure a placeholder filled here from
 * app/content/plan-figures.ts; the loaders that read them are app/content/pricing-section.server.ts
 * and app/content/pricing-page.server.ts.
 */

/** The free trial's size and the number format, for the modules that still take them from here. */
export { FREE_VIDEOS, formatNumber } from "#app/content/plan-figures.ts"

/** A plan with its card's words in one language. */
export type Plan = Omit<PlanFigures, "features"> & {
  period: string
  description: string
  monthlyFeatures: string[]
  yearlyFeatures: string[]
  badge?: string
}

/** The catalog's words about the plans, prepared for a language (app/i18n/messages.server.ts). */
export type PlanWords = Messages["plans"]

/** The four plans with their cards' words in a language: each card lists its quota first, then its other features. */
export function plansIn(words: PlanWords, locale: Locale): Plan[] {
  const freeTrial = formatMessage(words.freeTrial, locale, { count: FREE_VIDEOS })
  const quotaLines = (quota: Quota, per: "month" | "year") =>
    quota.tokens === 0
      ? [formatMessage(words.includedTokens, locale, { tokens: 0 })]
      : [
          formatMessage(words.tokensPer[per], locale, { tokens: quota.tokens }),
          formatMessage(words.aboutVideo, locale, { duration: formatMinutes(quota.minutes, locale) }),
        ]
  return planFigures.map(({ features, ...plan }) => {
    const extras = features.map((feature) => (feature === "freeTrial" ? freeTrial : words.features[feature]))
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

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

/**
 * "three videos": the free trial in words, for the English fixed articles' MDX bodies, which run in
 * the browser too and so cannot read a catalog. Every other language's copy, and every other page,
 * states the free trial through the catalogs' plural messages.
 */
export const freeVideosInWords: string = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} videos`
