import type { Locale } from "#app/i18n/locales.ts"
import { intlTag } from "#app/i18n/format.ts"
import { FREE_TRIAL, formatNumber, freeVideos } from "#app/content/plans.ts"

/**
 * The words of the home page's own sections (SPEC §2), shared by the home page and its six landing
 * pages: the hero's badge, button and promises, the demo, the interface showcase, the testimonials
 * and the closing call to action. English here; each language's translation in
 * app/content/<locale>/home-sections-copy.ts. Placeholders in braces ("{title}") are filled by
 * app/content/home-sections.server.ts, so the words arrive in the page's data as plain strings.
 */

/** The marketing claims of SPEC §1 that these sections state as figures: one place, written through Intl. */
export const claims = { creators: 50000, satisfaction: 0.98, lipSyncAccuracy: 0.995, languages: 50 }

/** "98%", "99,5 %": a share as the language writes it. */
export function formatPercent(share: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), { style: "percent", maximumFractionDigits: 1 }).format(share)
}

/** "50,000+", "50.000+": a claimed lower bound. */
export const atLeast = (n: number, locale: Locale) => `${formatNumber(n, locale)}+`

export const heroCopy = {
  badge: "#1 AI Music Video Tool",
  cta: "Get started",
  /** {suno} and {udio} are the tools' names, set in bold. */
  worksWith: "Works with songs made in {suno} and {udio}, or any MP3 or WAV",
  promises: [FREE_TRIAL, "No watermarks", "HD quality", "Instant download", "24/7 processing"],
  stats: [
    { value: atLeast(claims.creators, "en"), label: "creators" },
    { value: formatPercent(claims.satisfaction, "en"), label: "satisfaction" },
    { value: formatPercent(claims.lipSyncAccuracy, "en"), label: "lip-sync accuracy" },
    { value: atLeast(claims.languages, "en"), label: "languages" },
  ],
  pauseVideo: "Pause background video",
  playVideo: "Play background video",
}

export const demoCopy = {
  eyebrow: "Demo",
  title: "See It In Action",
  lead: "Watch a track become a finished music video: upload, pick a style, preview on the beat and export.",
  playLabel: "Play the product walkthrough video",
  /** The player's (and the demo dialog's) title. */
  videoTitle: "Syncreel product walkthrough",
}

export const showcaseCopy = {
  eyebrow: "Interface",
  title: "A studio that fits in a browser tab",
  lead: "Every tool you need to direct your video, laid out so your first one takes minutes, not a tutorial.",
  /** A screenshot's button, which opens it in a dialog. */
  viewLarger: "{title}: view larger",
}

export const testimonialsCopy = {
  eyebrow: "Testimonials",
  title: `Loved by ${atLeast(claims.creators, "en")} creators`,
  lead: "Artists, producers, agencies and teachers use it to put every release on screen.",
  rating: "Rated {rating} out of 5",
  /** A quote in the language's quotation marks. */
  quote: "“{quote}”",
}

export const closingCopy = {
  title: "Your next release deserves a music video",
  lead: `Make your first ${freeVideos} free, with no credit card. Ready in under 5 minutes, in HD, with no watermark.`,
  start: "Start Creating Now",
  watchDemo: "Watch Demo",
  alsoOn: "Also on your phone and in your browser",
  webApp: "Open the web app",
}

/** The store badges' small line above the store's name, and what a screen reader hears after it. */
export const storeBadges = {
  ios: "Download on the",
  android: "Get it on",
  newTab: "(opens in a new tab)",
}
