import type { Locale } from "#app/i18n/locales.ts"
import { formatLongDate, intlTag } from "#app/i18n/format.ts"
import { site } from "#app/config/site.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { formatPrice, planPrice } from "#app/content/plan-figures.ts"
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
  RENDER_MINUTES,
  GENERATION_MINUTES,
  EXPORT_SECONDS,
  TRACK_MIN_SECONDS,
  TRACK_MAX_MINUTES,
  FRAME_RATE,
  FRAME_RATE_SMOOTH,
  AUDIO_KBPS,
  VIDEO_MBPS_MIN,
  VIDEO_MBPS_MAX,
  COLOR_DEPTH_BITS,
  FULL_HD_LONG_SIDE,
  FULL_HD_SHORT_SIDE,
  TIKTOK_MIN_SECONDS,
  TIKTOK_MAX_MINUTES,
  TIKTOK_MAX_MB,
  YOUTUBE_UNVERIFIED_MAX_MINUTES,
  YOUTUBE_MAX_GB,
  INSTAGRAM_MIN_SECONDS,
  INSTAGRAM_MAX_SECONDS,
  INSTAGRAM_MAX_MB,
  FACEBOOK_MIN_SECONDS,
  FACEBOOK_MAX_MINUTES,
  FACEBOOK_MAX_GB,
  SHORT_CUT_MIN_SECONDS,
  SHORT_CUT_MAX_SECONDS,
  TEST_CLIP_SECONDS,
  BARRIER_REPLY_DAYS,
} from "#app/content/facts.ts"
import { STATEMENT_PREPARED, STATEMENT_REVIEWED } from "#app/content/pages/accessibility/dates.ts"
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
      /** "14 days", "14 giorni": within how long we answer a barrier report (the accessibility statement). */
      barrierReplyTime: inUnit(BARRIER_REPLY_DAYS, "day", "long", locale),
      /** "November 25, 2026", "25. November 2026": the days the accessibility statement was prepared and last reviewed. */
      statementPrepared: formatLongDate(STATEMENT_PREPARED, locale),
      statementReviewed: formatLongDate(STATEMENT_REVIEWED, locale),
      /** "6 months", "6 Monate": how long a cookie choice holds before the banner asks again, in whole months. */
      consentMonths: formatDuration(CONSENT_MONTHS, "month", locale),
      /** "182 days": the same lifetime, exactly. */
      consentDays: lifetime("consent", locale),
      // The feature pages' export specifications and the platforms' upload limits. A duration or a
      // file size is written whole, unit included, by Intl ("5 minutes", "5 Minuten"; "< 5 min";
      // "72 MB", "72 Mo"); a technical figure is the bare number, its unit written by the copy
      // ("{frameRate} FPS", "{audioKbps} kbps"), and a pixel count has no grouping ("1920x1080").
      /** "5 minutes": a finished video, in most cases. */
      renderTime: inUnit(RENDER_MINUTES, "minute", "long", locale),
      /** "3 minutes": a generation, typically (the terms, the Nano Banana page). */
      generationTime: inUnit(GENERATION_MINUTES, "minute", "long", locale),
      /** "5 min". */
      renderTimeShort: inUnit(RENDER_MINUTES, "minute", "short", locale),
      /** "30 seconds": an export. */
      exportTime: inUnit(EXPORT_SECONDS, "second", "long", locale),
      /** "30 sec", "30 s", "30 Sek.". */
      exportTimeShort: inUnit(EXPORT_SECONDS, "second", "short", locale),
      /** "30 seconds": the shortest recommended track. */
      trackMin: inUnit(TRACK_MIN_SECONDS, "second", "long", locale),
      trackMinShort: inUnit(TRACK_MIN_SECONDS, "second", "short", locale),
      /** "4 minutes": the longest recommended track. */
      trackMax: inUnit(TRACK_MAX_MINUTES, "minute", "long", locale),
      trackMaxShort: inUnit(TRACK_MAX_MINUTES, "minute", "short", locale),
      /** "30", "60": frames a second. */
      frameRate: formatNumber(FRAME_RATE, locale),
      frameRateSmooth: formatNumber(FRAME_RATE_SMOOTH, locale),
      /** "320": kilobits a second of audio. */
      audioKbps: formatNumber(AUDIO_KBPS, locale),
      /** "15", "25": megabits a second of video. */
      videoMbpsMin: formatNumber(VIDEO_MBPS_MIN, locale),
      videoMbpsMax: formatNumber(VIDEO_MBPS_MAX, locale),
      /** "10": bits of color depth. */
      colorDepth: formatNumber(COLOR_DEPTH_BITS, locale),
      /** "1920", "1080": Full HD's sides in pixels, never grouped. */
      fullHdLong: ungrouped(FULL_HD_LONG_SIDE, locale),
      fullHdShort: ungrouped(FULL_HD_SHORT_SIDE, locale),
      tiktokMinLength: inUnit(TIKTOK_MIN_SECONDS, "second", "long", locale),
      tiktokMaxLength: inUnit(TIKTOK_MAX_MINUTES, "minute", "long", locale),
      tiktokMaxSize: inUnit(TIKTOK_MAX_MB, "megabyte", "short", locale),
      youtubeUnverifiedLength: inUnit(YOUTUBE_UNVERIFIED_MAX_MINUTES, "minute", "long", locale),
      youtubeMaxSize: inUnit(YOUTUBE_MAX_GB, "gigabyte", "short", locale),
      /** "3", for "3 to 60 seconds". */
      instagramMinSeconds: formatNumber(INSTAGRAM_MIN_SECONDS, locale),
      instagramMaxLength: inUnit(INSTAGRAM_MAX_SECONDS, "second", "long", locale),
      instagramMaxSize: inUnit(INSTAGRAM_MAX_MB, "megabyte", "short", locale),
      facebookMinLength: inUnit(FACEBOOK_MIN_SECONDS, "second", "long", locale),
      facebookMaxLength: inUnit(FACEBOOK_MAX_MINUTES, "minute", "long", locale),
      facebookMaxSize: inUnit(FACEBOOK_MAX_GB, "gigabyte", "short", locale),
      /** "$10": the Super plan's monthly price, the lowest paid one. */
      superMonthlyPrice: planPrice("super", "monthly", locale),
      /** "$104": the Hyper plan's monthly price, the highest. */
      hyperMonthlyPrice: planPrice("hyper", "monthly", locale),
      // The fixed articles' advice on lengths.
      /** "15", for "15 to 30 seconds": a short cut of a song's hook. */
      shortCutMinSeconds: formatNumber(SHORT_CUT_MIN_SECONDS, locale),
      /** "30 seconds". */
      shortCutMaxLength: inUnit(SHORT_CUT_MAX_SECONDS, "second", "long", locale),
      /** "30", for "a 30-second section": the section of a track to test a tool with. */
      testClipSeconds: formatNumber(TEST_CLIP_SECONDS, locale),
      /** "30 seconds", "30 secondi". */
      testClipLength: inUnit(TEST_CLIP_SECONDS, "second", "long", locale),
    })
    cache.set(locale, values)
  }
  return values
}

const cache = new Map<Locale, Readonly<Record<string, string>>>()

/** A figure with its unit as the language writes it: "5 minutes", "5 Min.", "72 Mo". */
function inUnit(
  n: number,
  unit: "second" | "minute" | "day" | "megabyte" | "gigabyte",
  display: "long" | "short",
  locale: Locale,
) {
  return new Intl.NumberFormat(intlTag(locale), { style: "unit", unit, unitDisplay: display }).format(n)
}

/** A number without grouping: a pixel count reads "1920", never "1,920". */
const ungrouped = (n: number, locale: Locale) => new Intl.NumberFormat(intlTag(locale), { useGrouping: false }).format(n)
