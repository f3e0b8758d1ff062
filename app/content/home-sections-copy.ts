import { freeTrial, freeVideos } from "#app/content/free-trial.server.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY, SATISFACTION } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

/**
 * The words of the home page's own sections (SPEC §2), shared by the home page and its six landing
 * pages: the hero's badge, button and promises, the demo, the interface showcase, the testimonials
 * and the closing call to action. English here; each language's translation in
 * app/content/<locale>/home-sections-copy.ts. Placeholders in braces ("{title}") are filled by
 * app/content/home-sections.server.ts, so the words arrive in the page's data as plain strings.
 */

export const heroCopy = {
  badge: "#1 AI Music Video Tool",
  cta: "Get started",
  /** {suno} and {udio} are the tools' names, set in bold. */
  worksWith: "Works with songs made in {suno} and {udio}, or any MP3 or WAV",
  promises: [freeTrial("en"), "No watermarks", "HD quality", "Instant download", `${roundTheClock("en")} processing`],
  stats: [
    { value: atLeast(CREATORS, "en"), label: "creators" },
    { value: formatShare(SATISFACTION, "en"), label: "satisfaction" },
    { value: formatShare(LIP_SYNC_ACCURACY, "en"), label: "lip-sync accuracy" },
    { value: atLeast(LANGUAGES, "en"), label: "languages" },
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
  title: `Loved by ${atLeast(CREATORS, "en")} creators`,
  lead: "Artists, producers, agencies and teachers use it to put every release on screen.",
  rating: "Rated {rating} out of 5",
  /** A quote in the language's quotation marks. */
  quote: "“{quote}”",
}

export const closingCopy = {
  title: "Your next release deserves a music video",
  lead: `Make your first ${freeVideos("en")} free, with no credit card. Ready in under 5 minutes, in HD, with no watermark.`,
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
