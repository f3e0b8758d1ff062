import { routePath } from "#app/lib/route-path.ts"
import type { CaptionCue } from "#app/lib/webvtt.ts"
import { type Locale, localeInfo } from "#app/i18n/locales.ts"

/**
 * The example videos of the gallery (SPEC §2, §3) and of their watch pages
 * (/examples/<slug>). The clips are short previews made by scripts/media/videos.ts
 * from the example artwork; the duration badge gives the length of the full song
 * video, which is as long as the track it was made from. Loaded by plain Node too
 * (the route table, the media script): data only.
 */
export type ExampleVideo = {
  slug: "neon-nights" | "golden-hour-ballad" | "lo-fi-study-session" | "festival-drop"
  title: string
  description: string
  /** Image base path; files are `<thumbnail>-640|960.avif|webp`. */
  thumbnail: string
  /** Length of the full video, as shown on the card. */
  duration: string
  style: string
  genre: string
  /** What the player opens: a clip on this site or a YouTube link. */
  videoUrl: string
  /** Length of the clip at videoUrl, in seconds (structured data). */
  clipSeconds: number
  /** The clip's frame, as the file has it (tests read the file's header to hold them equal). */
  format: { width: number; height: number; aspectRatio: string }
  /**
   * The clip's captions, the one source of its .vtt file (scripts/media/videos.ts writes it
   * from here) and of the watch page's transcript. The previews are instrumental, so the
   * captions describe the music: there are no words to transcribe.
   */
  captions: CaptionCue[]
  uploadDate: string
}

const WIDESCREEN = { width: 960, height: 540, aspectRatio: "16:9" }

export const examples: ExampleVideo[] = [
  {
    slug: "neon-nights",
    title: "Neon Nights",
    description: "A synthwave anthem turned into a night drive through a city of neon signs, every cut on the snare.",
    thumbnail: "/media/examples/neon-nights",
    duration: "3:00",
    style: "Cyberpunk",
    genre: "Synthwave",
    videoUrl: "/media/examples/neon-nights.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    captions: [{ start: 0, end: 10, text: "[Synthwave music: a pulsing bass line, warm synth chords and a steady drum beat]" }],
    uploadDate: "2025-08-15",
  },
  {
    slug: "golden-hour-ballad",
    title: "Golden Hour Ballad",
    description: "A slow acoustic ballad set in a sunset field, with a lip-synced singer and soft, warm light.",
    thumbnail: "/media/examples/golden-hour-ballad",
    duration: "2:26",
    style: "Cinematic",
    genre: "Acoustic Pop",
    videoUrl: "/media/examples/golden-hour-ballad.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    captions: [{ start: 0, end: 10, text: "[Slow acoustic ballad: soft chords and a gentle pulse]" }],
    uploadDate: "2025-08-12",
  },
  {
    slug: "lo-fi-study-session",
    title: "Lo-Fi Study Session",
    description: "A rainy-window loop for a chill beat, also made as a vertical video for TikTok and Reels.",
    thumbnail: "/media/examples/lo-fi-study-session",
    duration: "1:30",
    style: "Anime",
    genre: "Lo-Fi Hip Hop",
    videoUrl: "/media/examples/lo-fi-study-session.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    captions: [{ start: 0, end: 10, text: "[Lo-fi hip hop: mellow chords over a relaxed beat]" }],
    uploadDate: "2025-08-10",
  },
  {
    slug: "festival-drop",
    title: "Festival Drop",
    description: "Lasers, crowds and strobes that hit on every drop of an EDM track, cut in square and widescreen.",
    thumbnail: "/media/examples/festival-drop",
    duration: "2:34",
    style: "Concert",
    genre: "EDM",
    videoUrl: "/media/examples/festival-drop.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    captions: [{ start: 0, end: 10, text: "[EDM: a four-on-the-floor kick, bright chords and open hi-hats]" }],
    uploadDate: "2025-08-08",
  },
]

/** The home page's examples section and its player (app/components/home/examples-section.tsx). */
export const examplesSectionText = {
  eyebrow: "Examples",
  title: "One track in, a music video out",
  lead: "Four songs, four styles. Each preview was cut to its own soundtrack: press play and watch the visuals move on the beat.",
  stillAlt: (title: string) => `Still from the ${title} example video`,
  /** Read before the duration badge by screen readers. */
  durationLabel: "Duration ",
  tagsLabel: "Tags",
  watchFullVideo: "Watch Full Video",
  moreAboutVideo: "More about this video",
  playerLabel: (title: string) => `${title} example video`,
  previewOf: (duration: string) => `Preview of a ${duration} music video`,
}

/** A watch page's words around its video (app/components/pages/watch-page.tsx). */
export const watchPageText = {
  metaTitle: (title: string, genre: string) => `${title}: ${genre} music video made with AI`,
  metaDescription: (description: string) => `${description} Watch it with captions, then make one like it.`,
  badge: "Example music video",
  playerLabel: (title: string) => `${title} example video`,
  play: (title: string) => `Play ${title}`,
  /** `seconds` is the clip's length, `duration` the full video's ("3:00"). */
  previewSentence: (seconds: number, duration: string) =>
    `What plays above is a ${seconds}-second preview of the full ${duration} video, cut to its own soundtrack.`,
  makeOneLikeThis: "Make one like this",
  opensInNewTab: "Opens the app in a new tab",
  transcript: "Transcript",
  transcriptIntro: "The preview is instrumental: it has no lyrics or narration. Its captions describe the music.",
  /** Read between a cue's start and end times by screen readers. */
  cueTo: " to ",
  about: "About this video",
  facts: { style: "Style", genre: "Genre", duration: "Duration", madeFrom: "Made from", format: "Format", captions: "Captions" },
  /** `clip` is the clip's length as a clock ("0:10"). */
  previewValue: (clip: string) => `${clip} preview`,
  madeFromValue: (duration: string) => `a ${duration} track`,
  /** The captions' language, named in itself: the track's label and the facts' value. */
  captionsLanguage: "English",
  moreExamples: "More examples",
  watch: "Watch",
}

/**
 * The captions file of an example in a language: the English track is `<slug>.vtt` (as ever), each
 * other language's `<slug>.<locale>.vtt`, written from that language's cues by scripts/media/captions.ts.
 */
export function exampleCaptionsUrl(video: Pick<ExampleVideo, "videoUrl">, locale: Locale): string {
  const suffix = locale === "en" ? "" : `.${locale}`
  return video.videoUrl.replace(/\.mp4$/, `${suffix}.vtt`)
}

/** A length in seconds, written out in a language through Intl: "10 secondi", "10 Sekunden". */
export function secondsInWords(seconds: number, locale: Locale): string {
  const tag = locale === "en" ? "en-US" : localeInfo[locale].tag
  return new Intl.NumberFormat(tag, { style: "unit", unit: "second", unitDisplay: "long" }).format(seconds)
}

/** The watch page of an example. */
export function examplePath(slug: ExampleVideo["slug"]) {
  return `/examples/${slug}`
}

/**
 * The poster of an example, the largest paint of its watch page and its embeddable player: its 640 px
 * AVIF still, the smallest of its stills (a poster takes one URL, not a srcset), which keeps a phone's
 * first screen fast on a slow network; every browser that plays the clip shows AVIF.
 */
export const posterUrl = (video: Pick<ExampleVideo, "thumbnail">) => `${video.thumbnail}-640.avif`

/** The embeddable player of an example (app/routes/embed.ts): the page other sites put in an iframe. */
export function embedPath(slug: ExampleVideo["slug"]) {
  return `/embed/${slug}`
}

/** The example whose watch page is at this route pattern or pathname, if any. */
export function findExampleForPath(path: string): ExampleVideo | undefined {
  const wanted = routePath(path)
  return examples.find((e) => examplePath(e.slug) === wanted)
}

/** The example whose embeddable player is at this route pattern or pathname, if any. */
export function findExampleForEmbedPath(path: string): ExampleVideo | undefined {
  const wanted = routePath(path)
  return examples.find((e) => embedPath(e.slug) === wanted)
}
