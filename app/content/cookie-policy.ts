import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "#app/lib/analytics/consent.ts"
import { ATTRIBUTION_DAYS, FBC_DAYS } from "#app/lib/attribution.ts"

// What each consent category stores, for the cookie policy page. The names and
// lifetimes come from the code that sets them, so the page cannot drift from it.

export type StoredItem = { name: string; by: string; purpose: string; lifetime: string }

export type CookieCategory = { id: string; title: string; summary: string; items: StoredItem[] }

const days = (n: number) => `${n} days`

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Essential",
    summary: "Always on. It only remembers the choice you made in the cookie banner, so we do not ask on every page.",
    items: [
      {
        name: CONSENT_COOKIE,
        by: "This site",
        purpose: "Your choice: the policy version you answered, when, and whether analytics and marketing are allowed",
        lifetime: `6 months (${days(CONSENT_MAX_AGE_DAYS)}), then we ask again`,
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
        name: "ph_<project key>_posthog",
        by: "PostHog",
        purpose: "An anonymous visitor id and session, in a cookie and in local storage",
        lifetime: "365 days",
      },
    ],
  },
  {
    id: "marketing",
    title: "Marketing",
    summary:
      "Off unless you allow it. Tells us which ads bring visitors, through Google Tag Manager (with Google Analytics) and the Meta Pixel, and passes the ad you came from to the app when you open it.",
    items: [
      { name: "_ga, _ga_<id>", by: "Google Analytics (via Tag Manager)", purpose: "Tells visits apart", lifetime: "2 years" },
      { name: "_gcl_au", by: "Google Ads (via Tag Manager)", purpose: "Links ad clicks to visits", lifetime: "90 days" },
      { name: "_fbp", by: "Meta Pixel", purpose: "Tells browsers apart for ad measurement", lifetime: "90 days" },
      {
        name: "_fbc",
        by: "This site and Meta Pixel",
        purpose: "The Facebook or Instagram ad click you arrived from (fb.1.<time>.<fbclid>)",
        lifetime: days(FBC_DAYS),
      },
      {
        name: "fbclid, user_agent, eventId, client_ip",
        by: "This site",
        purpose:
          "Written when you open the app, so it can credit the right ad: the ad click id, your browser, an id for the click and your IP address",
        lifetime: days(ATTRIBUTION_DAYS),
      },
    ],
  },
]
