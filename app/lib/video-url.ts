import type { Locale } from "#app/i18n/locales.ts"
import { isYouTubeUrl } from "#app/lib/youtube.ts"

// How the site plays a video URL, in one place: the player renders by it and the build
// derives the CSP's frame-src and media-src from it (server/security.ts).

const VIDEO_FILE = /\.(mp4|webm)(?=[?#]|$)/i

/** "youtube": a youtube-nocookie embed; "file": the browser's own player; "player": another host's player, embedded as it is. */
export type VideoKind = "youtube" | "file" | "player"

export function videoKind(url: string): VideoKind {
  if (isYouTubeUrl(url)) return "youtube"
  return VIDEO_FILE.test(url) ? "file" : "player"
}

/**
 * The captions of a video file in a language: the .vtt file of the same name for English
 * ("walkthrough.vtt"), and the language's own beside it for the others ("walkthrough.de.vtt").
 */
export function captionsUrl(url: string, locale: Locale = "en"): string {
  return url.replace(VIDEO_FILE, locale === "en" ? ".vtt" : `.${locale}.vtt`)
}

/** A captions track's language: the page's locale, its BCP 47 tag and its label (the language named in itself). */
export type CaptionsLanguage = { locale: Locale; srcLang: string; label: string }

/**
 * The captions track of a video file in a page's language: the .vtt file beside it. The home page's
 * demo players build it in the browser, as the demo's address may be set when the server starts
 * (decision 0033).
 */
export function fileCaptionsTrack(url: string, { locale, srcLang, label }: CaptionsLanguage) {
  return { src: captionsUrl(url, locale), srcLang, label }
}
