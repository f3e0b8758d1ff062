import type { Locale } from "#app/i18n/locales.ts"
import { site } from "#app/config/site.ts"
import { formatPrice } from "#app/content/plan-figures.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { atLeast, formatNumber, formatShare, roundTheClock } from "#app/content/fact-format.ts"
import {
  COMPARISON_TOP_PRICE,
  CREATORS,
  FREE_VIDEOS,
  LANGUAGES,
  LIP_SYNC_ACCURACY,
  SATISFACTION,
  AFFILIATES,
  AFFILIATE_COMMISSION,
  AFFILIATE_MONTHS,
} from "#app/content/facts.ts"
import { CONSENT_MONTHS, formatDuration, lifetime } from "#app/content/pages/cookie-policy/stored.ts"

/**
 * The values copy names as `{name}` placeholders, in Markdown pages (app/content/markdown-page.server.ts)
 * and in catalog messages: the brand, the site's addresses copy shows, and every figure of
 * app/content/facts.ts, written in the language through Intl. Copy never types a figure; it names it here.
 */
export function copyValues(locale: Locale): Readonly<Record<string, string>> {
  let values = cache.get(locale)
  if (!values) {
    values = Object.freeze({
      brand: site.brand,
      /** "99.5%", "99,5 %". */
      lipSyncAccuracy: formatShare(LIP_SYNC_ACCURACY, locale),
      /** "98%". */
      satisfaction: formatShare(SATISFACTION, locale),
      /** "50,000+", "50.000+". */
      creators: atLeast(CREATORS, locale),
      /** "50+". */
      languagesAtLeast: atLeast(LANGUAGES, locale),
      /** "50", for "over 50 languages" in words. */
      languages: formatNumber(LANGUAGES, locale),
      /** "500+". */
      affiliates: atLeast(AFFILIATES, locale),
      /** "24/7". */
      roundTheClock: roundTheClock(locale),
      /** "3": the free trial's videos. */
      freeVideos: formatNumber(FREE_VIDEOS, locale),
      /** "$29": the top of the price range the tool comparisons quote. */
      comparisonTopPrice: formatPrice(COMPARISON_TOP_PRICE, locale),
      /** "0:30" and "4:00": the track lengths the price calculator takes. */
      minTrackLength: formatTrackLength(MIN_TRACK_SECONDS),
      maxTrackLength: formatTrackLength(MAX_TRACK_SECONDS),
      /** "1,000": the most videos a month the calculator counts. */
      maxVideos: formatNumber(MAX_VIDEOS, locale),
      /** "30%", "30 %": the affiliate commission. */
      affiliateCommission: formatShare(AFFILIATE_COMMISSION, locale),
      /** "12", for "their first 12 months" in words: how long the commission is paid. */
      affiliateMonths: formatNumber(AFFILIATE_MONTHS, locale),
      /** The privacy address (deletion requests, questions about data). */
      privacyEmail: site.email.privacy,
      /** The privacy policy's address. */
      privacyPolicyUrl: site.privacyPolicyUrl,
      /** "support@…": the address visitors write to for help. */
      supportEmail: site.email.support,
      /** "privacy@…": the address for questions about personal data. */
      /** The privacy policy's address (on another site). */
      /** "syncreel.com": the website's host, as the accessibility statement names it. */
      siteHost: new URL(site.siteUrl).host,
      /** "6 months", "6 Monate": how long a cookie choice holds before the banner asks again, in whole months. */
      consentMonths: formatDuration(CONSENT_MONTHS, "month", locale),
      /** "182 days": the same lifetime, exactly. */
      consentDays: lifetime("consent", locale),
    })
    cache.set(locale, values)
  }
  return values
}

const cache = new Map<Locale, Readonly<Record<string, string>>>()
