/** The four plans of SPEC §9: every price and quota on the site comes from here. */
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

export const YEARLY_SAVING = "20%"

export const plans: Plan[] = [
  {
    id: "basic",
    name: "Basic",
    monthlyPrice: 0,
    yearlyPrice: 0,
    period: "/month",
    description: "Try it free and buy tokens only when you need them.",
    monthlyFeatures: ["0 tokens included", "Access to the token shop", "First 3 videos free, no credit card"],
    yearlyFeatures: ["0 tokens included", "Access to the token shop", "First 3 videos free, no credit card"],
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
