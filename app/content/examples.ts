import { routePath } from "#app/lib/route-path.ts"
import type { CaptionCue } from "#app/lib/webvtt.ts"

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

/** The watch page of an example. */
export function examplePath(slug: ExampleVideo["slug"]) {
  return `/examples/${slug}`
}

/** The example whose watch page is at this route pattern or pathname, if any. */
export function findExampleForPath(path: string): ExampleVideo | undefined {
  const wanted = routePath(path)
  return examples.find((e) => examplePath(e.slug) === wanted)
}
