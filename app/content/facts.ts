/**
 * The figures a visitor reads in the copy, each typed once, without a word: copy in every language
 * takes them from here and writes them through Intl (app/content/fact-format.ts). The plans' prices
 * and quotas are in app/content/plan-figures.ts. app/content/facts.test.ts fails when a content or
 * catalog file writes one of these figures as a literal, in any language's form (docs/decisions/0034).
 */

/** Share of words the lip-sync matches (SPEC §9): features, feature pages, home stats, hero, articles. */
export const LIP_SYNC_ACCURACY = 0.995

/** Share of satisfied users: the home hero's stats. */
export const SATISFACTION = 0.98

/** At least this many creators use the product: home stats, testimonials title, landings, comparisons. */
export const CREATORS = 50_000

/** At least this many languages the lip-sync supports: home stats, features, lip-sync page, articles. */
export const LANGUAGES = 50

/** At least this many affiliates earn with the program: /affiliate intro and badge. */
export const AFFILIATES = 500

/** Hours a day rendering runs ("24/7"): hero promises, lightning-fast feature and page. */
export const RENDER_HOURS_PER_DAY = 24

/** Days a week rendering runs ("24/7"): with RENDER_HOURS_PER_DAY. */
export const RENDER_DAYS_PER_WEEK = 7

/** Videos a new user makes free, with no credit card: plans, hero, landings, blog calls to action. */
export const FREE_VIDEOS = 3

/**
 * US dollars a month at the top of the price range the two tool comparisons quote for us ("Free to
 * $29/month"). It does not match the plan table; SPEC §9 keeps both readings.
 */
export const COMPARISON_TOP_PRICE = 29

/** Share of every payment a referral makes that the affiliate earns: /affiliate. */
export const AFFILIATE_COMMISSION = 0.3

/** For how many of a referral's first months the affiliate earns the commission: /affiliate. */
export const AFFILIATE_MONTHS = 12

/** How each figure is written, so the literal check knows its forms: a share, a lower bound, a price, a count, months. */
export type FactUnit = "share" | "atLeast" | "usd" | "count" | "hoursPerDay" | "daysPerWeek" | "months"

/** Every figure above with its unit; a figure exported without one fails the type check here and the literal test. */
export const facts = {
  LIP_SYNC_ACCURACY: { value: LIP_SYNC_ACCURACY, unit: "share" },
  SATISFACTION: { value: SATISFACTION, unit: "share" },
  CREATORS: { value: CREATORS, unit: "atLeast" },
  LANGUAGES: { value: LANGUAGES, unit: "atLeast" },
  AFFILIATES: { value: AFFILIATES, unit: "atLeast" },
  RENDER_HOURS_PER_DAY: { value: RENDER_HOURS_PER_DAY, unit: "hoursPerDay" },
  RENDER_DAYS_PER_WEEK: { value: RENDER_DAYS_PER_WEEK, unit: "daysPerWeek" },
  FREE_VIDEOS: { value: FREE_VIDEOS, unit: "count" },
  COMPARISON_TOP_PRICE: { value: COMPARISON_TOP_PRICE, unit: "usd" },
  AFFILIATE_COMMISSION: { value: AFFILIATE_COMMISSION, unit: "share" },
  AFFILIATE_MONTHS: { value: AFFILIATE_MONTHS, unit: "months" },
} satisfies Record<string, { value: number; unit: FactUnit }>
