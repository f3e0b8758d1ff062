import { FREE_TRIAL, YEARLY_SAVING, formatMinutes, formatNumber, freeVideos, plans } from "#app/content/plans.ts"
import { MAX_TRACK_SECONDS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"

// Copy of /pricing in English: the plans of SPEC §9 and the price calculator. Every figure comes from
// plans.ts or the calculator (its words are the catalogs' `calculator` messages, app/i18n/messages/). Each language's copy: app/content/<locale>/pricing-page.ts.

const superPlan = plans.find((p) => p.id === "super")!

export const pricingPage = {
  title: "Pricing: Plans and What Your Track Will Cost",
  description: `Syncreel plans from free to Hyper, billed monthly or yearly. Enter your track's length and how many videos you make a month to see which plan fits and what it costs.`,
  questionsTitle: "Questions about pricing",
  questions: [
    {
      question: "How does the calculator work out what fits?",
      answer: `Each plan includes a number of tokens and says about how many minutes of video they make: Super's ${formatNumber(superPlan.monthlyQuota.tokens)} tokens a month make about ${formatMinutes(superPlan.monthlyQuota.minutes)}. The calculator divides one by the other for each plan, multiplies by your track's length and the number of videos, and compares the result with what the plan includes, per month or, billed yearly, per year.`,
    },
    {
      question: "Are the minutes exact?",
      answer: `No: the plans state them as "about", for one video model, so treat the answer as an estimate and leave some room.`,
    },
    {
      question: `Why a track from ${formatTrackLength(MIN_TRACK_SECONDS)} to ${formatTrackLength(MAX_TRACK_SECONDS)}?`,
      answer: `That is the recommended track length: ${MIN_TRACK_SECONDS} seconds to ${MAX_TRACK_SECONDS / 60} minutes.`,
    },
    {
      question: "Monthly or yearly?",
      answer: `Billed yearly, every paid plan costs less per month (${YEARLY_SAVING}): you pay for the year up front and get a whole year's tokens.`,
    },
    {
      question: "Can I try it first?",
      answer: `Yes: your first ${freeVideos} are free, with no credit card needed. After them, on Basic you buy tokens in the token shop; the paid plans include theirs.`,
    },
  ],
  closing: {
    title: "Your first videos are on us",
    text: `${FREE_TRIAL}. Upload a track and see it sing.`,
    label: "Start Creating Now",
  },
}

/** The pricing section's own words, wherever it shows (the home page, its landing pages and /pricing). */
export const pricingSectionWords = {
  eyebrow: "Pricing",
  title: "Simple plans that grow with you",
  intro: `Start free with ${freeVideos} and no credit card. Upgrade when your release schedule does.`,
  monthly: "Monthly",
  yearly: `Billed Yearly (Save ${YEARLY_SAVING})`,
  freeForever: "Free forever",
  billedYearly: "Billed yearly",
  billedMonthly: "Billed monthly",
  /** The card's button, and the words only a screen reader hears after it (" with Ultra"). */
  continue: "Continue",
  continueWith: " with {plan}",
  includes: "{plan} includes",
  salesTitle: "Need more for a label, agency or school?",
  salesText: "Custom token volumes, invoicing and onboarding for your team.",
  contactSales: "Contact Sales",
  /** The subject of the mail to sales ("Syncreel plans for my team"). */
  salesSubject: "{brand} plans for my team",
}
