/**
 * "What will my track cost?" in English: the price calculator's words. Its arithmetic is in
 * app/content/track-cost-logic.ts (free of copy, imported by the calculator in the browser); each
 * language's words are in app/content/<locale>/track-cost.ts and reach the calculator as loader data
 * (app/content/pricing-section.server.ts). `{name}` slots are filled as the visitor types; the fixed
 * figures (the length range, the count limit, the free trial) are written in here, through Intl.
 */
import { formatNumber } from "#app/content/plan-figures.ts"
import { freeVideos } from "#app/content/plans.ts"
import {
  type Problem,
  MAX_TRACK_SECONDS,
  MAX_VIDEOS,
  MIN_TRACK_SECONDS,
  formatTrackLength,
} from "#app/content/track-cost-logic.ts"

export {
  type CalculatorInput,
  type Estimate,
  type PlanEstimate,
  type PlanFit,
  type Problem,
  CALCULATOR_PARAMS,
  DEFAULT_INPUT,
  MAX_TRACK_SECONDS,
  MAX_VIDEOS,
  MIN_TRACK_SECONDS,
  PRICING_PATH,
  estimate,
  formatTrackLength,
  plansForEstimate,
} from "#app/content/track-cost-logic.ts"

const MIN = formatTrackLength(MIN_TRACK_SECONDS)
const MAX = formatTrackLength(MAX_TRACK_SECONDS)

export const calculatorWords = {
  title: "What will my track cost?",
  intro:
    "Enter your track's length and how many videos you make a month: see which plans include enough tokens, and what each costs billed monthly or yearly.",
  lengthLabel: "Track length",
  lengthHint: `Minutes:seconds, from ${MIN} to ${MAX}`,
  videosLabel: "Videos a month",
  videosHint: "A whole number, e.g. 4",
  submit: "Show prices",
  plansLabel: "Plans for this track",
  note: "An estimate from each plan's own figures: the plans state their minutes of video as approximate, so leave some room.",
  billed: { monthly: "Billed monthly", yearly: "Billed yearly" },
  /** A plan's price in the calculator: `{price}` a month, `{total}` for the year. */
  perMonth: "{price}/month",
  perMonthAndYear: "{price}/month, {total} a year",
  waiting: "Enter a length and a count above",
  noTokens: `No tokens included: first ${freeVideos} free, then the token shop`,
  fits: {
    monthly: "Fits: uses {needed} of {included} tokens a month",
    yearly: "Fits: uses {needed} of {included} tokens a year",
  },
  doesNotFit: {
    monthly: "Doesn't fit: needs {needed} tokens a month, includes {included}",
    yearly: "Doesn't fit: needs {needed} tokens a year, includes {included}",
  },
  correctFields: "Correct the fields above to see what your videos cost.",
  /** "{count} videos of {length} a month", by the language's plural rule. */
  videosOf: { one: "{count} video of {length} a month", other: "{count} videos of {length} a month" },
  cheapest: "{videos} is {total} of video. The cheapest plan that fits is {plan}, {billed}, at {price}/month.",
  cheapestBilled: { monthly: "billed monthly", yearly: "billed yearly" },
  tooMuch: "{videos} is {total} of video: more than any plan includes. Talk to us about a custom volume.",
  startWith: "Start with {plan}",
  contactSales: "Contact Sales",
  errors: {
    lengthEmpty: "Enter the track's length in minutes and seconds, e.g. 3:00.",
    lengthFormat: "Write the length as minutes:seconds, e.g. 3:00 or 2:45.",
    lengthSeconds: "Seconds go from 00 to 59, e.g. 2:45.",
    lengthRange: `The calculator covers the recommended track length, ${MIN} to ${MAX}.`,
    videosEmpty: "Enter how many videos you make a month, e.g. 4.",
    videosNegative: "The number of videos can't be negative: enter 1 or more.",
    videosWhole: "Enter a whole number of videos, e.g. 4.",
    videosZero: "Enter at least 1 video.",
    videosTooMany: `The calculator counts up to ${formatNumber(MAX_VIDEOS)} videos a month: for more, contact sales.`,
  } satisfies Record<Problem, string>,
}

export type CalculatorWords = typeof calculatorWords
