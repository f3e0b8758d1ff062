/**
 * "What will my track cost?": the arithmetic of the price calculator, from the plan figures of
 * SPEC §9 alone (app/content/plan-figures.ts). A plan's tokens per minute of video is its quota divided by
 * the minutes that quota makes; a track of `seconds` made `videos` times a month needs
 * seconds × videos / 60 minutes a month, which is what the quota is compared with. Everything is
 * computed in whole seconds and whole tokens, so a boundary (2:00 once a month on Super) lands exactly.
 *
 * Free of copy, so the calculator can import it in the browser: a wrong entry is answered with a
 * reason (`Problem`), which the catalogs' `calculator.errors` messages say (app/i18n/messages/<locale>.json).
 */
import { type Billing, type PlanFigures, type Quota, planFigures } from "#app/content/plan-figures.ts"

/** The recommended track length of SPEC §9 (export claims): 30 seconds to 4 minutes. */
export const MIN_TRACK_SECONDS = 30
export const MAX_TRACK_SECONDS = 240
/** The calculator's own bound on the count, so a typo of extra digits gets an answer, not a number too long to read. */
export const MAX_VIDEOS = 1000

/** The page of the calculator in English, and where its form without JavaScript is answered (each language's: localizePath). */
export const PRICING_PATH = "/pricing"
/** The query parameters of the calculator's form: `/pricing?length=3:00&videos=4`. */
export const CALCULATOR_PARAMS = { length: "length", videos: "videos" } as const
/**
 * The address of the answer to an entry on the page that answers the form, as the form without
 * JavaScript writes it (`/pricing?length=3%3A00&videos=4#calculator`); with no entry, the page's own.
 */
export function calculatorAddress(action: string, input: CalculatorInput | null): string {
  if (!input) return action
  const query = new URLSearchParams({ [CALCULATOR_PARAMS.length]: input.length, [CALCULATOR_PARAMS.videos]: input.videos })
  return `${action}?${query}#calculator`
}

/** The example the calculator starts from. */
export const DEFAULT_INPUT = { length: "3:00", videos: "2" }

/** "3:00", "0:30": seconds as mm:ss, the form the visitor types in every language. */
export function formatTrackLength(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}

/** Why an entry is refused; each has its sentence in `calculatorWords.errors`. */
export type Problem =
  | "lengthEmpty"
  | "lengthFormat"
  | "lengthSeconds"
  | "lengthRange"
  | "videosEmpty"
  | "videosNegative"
  | "videosWhole"
  | "videosZero"
  | "videosTooMany"

export type Checked = { ok: true; value: number } | { ok: false; problem: Problem }

/** A track length typed as minutes:seconds ("3:00", "03:00", " 2:45 "), in seconds, or why not. */
export function checkTrackLength(text: string): Checked {
  const trimmed = text.trim()
  if (trimmed === "") return { ok: false, problem: "lengthEmpty" }
  const match = /^(\d{1,2}):(\d{2})$/.exec(trimmed)
  if (!match) return { ok: false, problem: "lengthFormat" }
  const minutes = Number(match[1])
  const seconds = Number(match[2])
  if (seconds > 59) return { ok: false, problem: "lengthSeconds" }
  const total = minutes * 60 + seconds
  if (total < MIN_TRACK_SECONDS || total > MAX_TRACK_SECONDS) return { ok: false, problem: "lengthRange" }
  return { ok: true, value: total }
}

/** A number of videos a month ("4"), or why not. */
export function checkVideoCount(text: string): Checked {
  const trimmed = text.trim()
  if (trimmed === "") return { ok: false, problem: "videosEmpty" }
  if (/^-\s*\d/.test(trimmed)) return { ok: false, problem: "videosNegative" }
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: "videosWhole" }
  const count = Number(trimmed)
  if (count === 0) return { ok: false, problem: "videosZero" }
  if (count > MAX_VIDEOS) return { ok: false, problem: "videosTooMany" }
  return { ok: true, value: count }
}

export type PlanFit = {
  billing: Billing
  /** Tokens included in the billing period (a month, or a year when billed yearly). */
  included: number
  /** Tokens the videos of that period need, rounded up to a whole token; null when the plan includes none. */
  needed: number | null
  fits: boolean
  /** US dollars a month, and for the whole billing period. */
  perMonth: number
  perPeriod: number
}

export type PlanEstimate = { plan: PlanFigures; monthly: PlanFit; yearly: PlanFit }

export type Estimate = {
  seconds: number
  videos: number
  /** Whole seconds of video a month. */
  secondsPerMonth: number
  plans: PlanEstimate[]
  /** The cheapest plan and billing that fits, by price a month; null when none does. */
  cheapest: { plan: PlanFigures; billing: Billing } | null
}

function fit(plan: PlanFigures, billing: Billing, secondsPerMonth: number): PlanFit {
  const yearly = billing === "yearly"
  const quota: Quota = yearly ? plan.yearlyQuota : plan.monthlyQuota
  const months = yearly ? 12 : 1
  const secondsNeeded = secondsPerMonth * months
  const perMonth = yearly ? plan.yearlyPrice : plan.monthlyPrice
  // Tokens per minute = quota.tokens / quota.minutes, kept as a fraction: whole numbers throughout.
  const needed = quota.minutes === 0 ? null : Math.ceil((secondsNeeded * quota.tokens) / (quota.minutes * 60))
  return {
    billing,
    included: quota.tokens,
    needed,
    fits: needed !== null && secondsNeeded <= quota.minutes * 60,
    perMonth,
    perPeriod: perMonth * months,
  }
}

/** Each plan, billed monthly and yearly, for a track of `seconds` made `videos` times a month. */
export function estimate(seconds: number, videos: number): Estimate {
  const secondsPerMonth = seconds * videos
  const estimates = planFigures.map((plan) => ({
    plan,
    monthly: fit(plan, "monthly", secondsPerMonth),
    yearly: fit(plan, "yearly", secondsPerMonth),
  }))
  const fitting = estimates.flatMap((e) => [e.monthly, e.yearly].filter((f) => f.fits).map((f) => ({ plan: e.plan, fit: f })))
  fitting.sort((a, b) => a.fit.perMonth - b.fit.perMonth)
  const best = fitting[0]
  return {
    seconds,
    videos,
    secondsPerMonth,
    plans: estimates,
    cheapest: best ? { plan: best.plan, billing: best.fit.billing } : null,
  }
}

/** The plans' lines of an estimate; before there is one (a field to correct), the prices alone, nothing fitting. */
export function plansForEstimate(result: Estimate | null): PlanEstimate[] {
  return result?.plans ?? planFigures.map((plan) => ({ plan, monthly: fit(plan, "monthly", 0), yearly: fit(plan, "yearly", 0) }))
}

export type CalculatorInput = { length: string; videos: string }

/** The calculator's state for two typed values: each field's problem, and the estimate once both are valid. */
export function check(input: CalculatorInput) {
  const length = checkTrackLength(input.length)
  const videos = checkVideoCount(input.videos)
  return {
    lengthProblem: length.ok ? null : length.problem,
    videosProblem: videos.ok ? null : videos.problem,
    result: length.ok && videos.ok ? estimate(length.value, videos.value) : null,
  }
}
