import { site } from "#app/config/site.ts"
import { intlTag } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "#app/lib/analytics/consent.ts"
import { ATTRIBUTION_DAYS, FBC_DAYS } from "#app/lib/attribution.ts"

// What each consent category stores, for the cookie policy page. The names and
// lifetimes come from the code that sets them, so the page cannot drift from it.
// The names and lifetimes are not copy: every language reads them from here and
// only words the rest (app/content/<locale>/cookie-policy.ts).

export type StoredItem = { name: string; by: string; purpose: string; lifetime: string }

export type CookieCategory = { id: string; title: string; summary: string; items: StoredItem[] }

type DurationUnit = "day" | "month" | "year"

/** "90 days", "90 giorni", "90 Tage": a cookie's lifetime in the language's own words (Intl). */
export function formatDuration(amount: number, unit: DurationUnit, locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "unit", unit, unitDisplay: "long" }).format(amount)
}

/** The consent choice's lifetime in whole months, as the page states it beside the exact days: 182 days → 6. */
export const CONSENT_MONTHS = Math.round(CONSENT_MAX_AGE_DAYS / (365 / 12))

/** The stored items' technical names: the same in every language. */
export const storedNames = {
  consent: CONSENT_COOKIE,
  posthog: "ph_<project key>_posthog",
  ga: "_ga, _ga_<id>",
  gclAu: "_gcl_au",
  fbp: "_fbp",
  fbc: "_fbc",
  attribution: "fbclid, user_agent, eventId, client_ip",
} as const

/** How long each item is kept, as amount and unit. The third parties' lifetimes are theirs, as they document them. */
export const storedLifetimes = {
  consentMonths: [CONSENT_MONTHS, "month"],
  consentDays: [CONSENT_MAX_AGE_DAYS, "day"],
  posthog: [365, "day"],
  ga: [2, "year"],
  gclAu: [90, "day"],
  fbp: [90, "day"],
  fbc: [FBC_DAYS, "day"],
  attribution: [ATTRIBUTION_DAYS, "day"],
} as const satisfies Record<string, readonly [number, DurationUnit]>

/** A stored item's lifetime in a language: lifetime("fbc", "it") → "90 giorni". */
export function lifetime(item: keyof typeof storedLifetimes, locale: Locale = "en"): string {
  const [amount, unit] = storedLifetimes[item]
  return formatDuration(amount, unit, locale)
}

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Essential",
    summary: "Always on. It only remembers the choice you made in the cookie banner, so we do not ask on every page.",
    items: [
      {
        name: storedNames.consent,
        by: "This site",
        purpose: "Your choice: the policy version you answered, when, and whether analytics and marketing are allowed",
        lifetime: `${lifetime("consentMonths")} (${lifetime("consentDays")}), then we ask again`,
      },
    ],
  },
  {
    id: "analytics",
    title: "Analytics",
    summary:
      "Off unless you allow it. Counts page views and clicks on our calls to action so we can see what helps visitors. Data is processed by PostHog in its EU cloud.",
    items: [
      {
        name: storedNames.posthog,
        by: "PostHog",
        purpose: "An anonymous visitor id and session, in a cookie and in local storage",
        lifetime: lifetime("posthog"),
      },
    ],
  },
  {
    id: "marketing",
    title: "Marketing",
    summary:
      "Off unless you allow it. Tells us which ads bring visitors, through Google Tag Manager (with Google Analytics) and the Meta Pixel, and passes the ad you came from to the app when you open it.",
    items: [
      { name: storedNames.ga, by: "Google Analytics (via Tag Manager)", purpose: "Tells visits apart", lifetime: lifetime("ga") },
      {
        name: storedNames.gclAu,
        by: "Google Ads (via Tag Manager)",
        purpose: "Links ad clicks to visits",
        lifetime: lifetime("gclAu"),
      },
      { name: storedNames.fbp, by: "Meta Pixel", purpose: "Tells browsers apart for ad measurement", lifetime: lifetime("fbp") },
      {
        name: storedNames.fbc,
        by: "This site and Meta Pixel",
        purpose: "The Facebook or Instagram ad click you arrived from (fb.1.<time>.<fbclid>)",
        lifetime: lifetime("fbc"),
      },
      {
        name: storedNames.attribution,
        by: "This site",
        purpose:
          "Written when you open the app, so it can credit the right ad: the ad click id, your browser, an id for the click and your IP address",
        lifetime: lifetime("attribution"),
      },
    ],
  },
]

export type CookiePolicyPageText = {
  title: string
  description: string
  /** The opening paragraph, around its link to the privacy policy. */
  intro: { before: string; link: string; after: string }
  /** Read by screen readers after a link that opens a new tab. */
  newTab: string
  /** The accessible name of a category's table: "Analytics cookies". */
  tableLabel: (categoryTitle: string) => string
  columns: { name: string; by: string; purpose: string; lifetime: string }
  /** The closing section, around its privacy e-mail address. */
  withdraw: { title: string; before: string; after: string; button: string }
}

const b = site.brand

/** The page's own words around the tables. */
export const cookiePolicyPage: CookiePolicyPageText = {
  title: "Cookie Policy",
  description: `Which cookies ${b} uses, what each one stores and for how long, and how to change or withdraw your consent.`,
  intro: {
    before: `${b} only stores what is needed to remember your choice, unless you allow more. Analytics and marketing cookies are set only after you agree to them in the cookie banner, and no request goes to those services before that. How we handle personal data in general is described in our `,
    link: "privacy policy",
    after: ".",
  },
  newTab: " (opens in a new tab)",
  tableLabel: (categoryTitle) => `${categoryTitle} cookies`,
  columns: { name: "Name", by: "Set by", purpose: "What it stores", lifetime: "Kept for" },
  withdraw: {
    title: "Changing your mind",
    before: `You can allow or withdraw each category at any time from Cookie preferences, at the bottom of every page or right here. When you withdraw consent we delete the cookies of that category and reload the page without its services. We ask again after ${lifetime("consentMonths")}, and whenever this policy changes. You can also delete cookies in your browser's settings. Questions about your data: `,
    after: ".",
    button: "Open cookie preferences",
  },
}
