/**
 * The four plans and the free trial of SPEC §9. Every price, quota and saving of
 * ours that the site states comes from here or is checked against it by
 * `plans.test.ts`.
 */
export type Billing = "monthly" | "yearly"

export type Plan = {
  id: "basic" | "super" | "ultra" | "hyper"
  name: string
  /** US dollars a month when billed monthly. */
  monthlyPrice: number
  /** US dollars a month when billed yearly. */
  yearlyPrice: number
  period: string
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

export const plans: Plan[] = [
  {
    id: "basic",
    name: "Basic",
    monthlyPrice: 0,
    yearlyPrice: 0,
    period: "/month",
    description: "Try it free and buy tokens only when you need them.",
    monthlyFeatures: ["0 tokens included", "Access to the token shop", FREE_TRIAL],
    yearlyFeatures: ["0 tokens included", "Access to the token shop", FREE_TRIAL],
  },
  {
    id: "super",
    name: "Super",
    monthlyPrice: 10,
    yearlyPrice: 8.25,
    period: "/month",
    description: "For artists releasing a track now and then.",
    monthlyFeatures: ["500 tokens/month", "About 2 min of video", "Full HD, no watermark", "Vertical, horizontal and square"],
    yearlyFeatures: ["6,000 tokens/year", "About 25 min of video", "Full HD, no watermark", "Vertical, horizontal and square"],
  },
  {
    id: "ultra",
    name: "Ultra",
    monthlyPrice: 21,
    yearlyPrice: 16.5,
    period: "/month",
    description: "For creators who post music videos every week.",
    monthlyFeatures: ["2,000 tokens/month", "About 8 min of video", "Full HD, no watermark", "Priority support"],
    yearlyFeatures: ["24,000 tokens/year", "About 1 h 40 min of video", "Full HD, no watermark", "Priority support"],
    popular: true,
    badge: "Most Popular",
  },
  {
    id: "hyper",
    name: "Hyper",
    monthlyPrice: 104,
    yearlyPrice: 83.5,
    period: "/month",
    description: "For labels, agencies and studios producing at scale.",
    monthlyFeatures: ["50,000 tokens/month", "About 3 h 28 min of video", "Full HD, no watermark", "Priority support"],
    yearlyFeatures: ["600,000 tokens/year", "About 41 h 40 min of video", "Full HD, no watermark", "Priority support"],
    badge: "Best Offer",
  },
]

/** "$0", "$10", "$8.25", "$16.50": whole dollars stay whole, cents always show two digits. */
export function formatPrice(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`
}

/** The plan's price as the site writes it: `planPrice("super", "yearly")` → "$8.25". */
export function planPrice(id: Plan["id"], billing: Billing): string {
  const plan = plans.find((p) => p.id === id)!
  return formatPrice(billing === "yearly" ? plan.yearlyPrice : plan.monthlyPrice)
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
