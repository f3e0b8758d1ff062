import { routePath } from "#app/lib/route-path.ts"
import type { CaptionCue } from "#app/lib/webvtt.ts"
import type { Locale } from "#app/i18n/locales.ts"
import type { Messages } from "#app/i18n/messages.ts"

/**
 * The example videos of the gallery (SPEC §2, §3) and of their watch pages
 * (/examples/<slug>). The clips are short previews made by scripts/media/videos.ts
 * from the example artwork; the duration badge gives the length of the full song
 * video, which is as long as the track it was made from. Loaded by plain Node too
 * (the route table, the media scripts): data only. The words (each example's description,
 * style, genre and captions, and the gallery's and watch pages' words) are the catalogs'
 * (`examples` in app/i18n/messages/<locale>.json); the titles are the songs' names, the same
 * in every language, and stay here.
 */
export type ExampleData = {
  slug: "neon-nights" | "golden-hour-ballad" | "lo-fi-study-session" | "festival-drop"
  /** The song's name. */
  title: string
  /** Image base path; files are `<thumbnail>-640|960.avif|webp`. */
  thumbnail: string
  /** Length of the full video, as shown on the card. */
  duration: string
  /** What the player opens: a clip on this site or a YouTube link. */
  videoUrl: string
  /** Length of the clip at videoUrl, in seconds (structured data). */
  clipSeconds: number
  /** The clip's frame, as the file has it (tests read the file's header to hold them equal). */
  format: { width: number; height: number; aspectRatio: string }
  /**
   * The clip's captions' timings, each with the key of its words in the catalog
   * (`examples.items.<slug>.captions.<key>`): the one source of its .vtt files (scripts/media/captions.ts
   * writes them) and of the watch page's transcript. The previews are instrumental, so the
   * captions describe the music: there are no words to transcribe.
   */
  cues: { start: number; end: number; key: "music" }[]
  /** The day the video went out (YYYY-MM-DD); its structured data gives it with a zone (app/lib/zoned-date.ts). */
  uploadDate: string
}

/** An example with its words in a language, as the gallery, the watch page and the structured data show it. */
export type ExampleVideo = Omit<ExampleData, "cues"> & {
  description: string
  style: string
  genre: string
  /** The genre as a sentence writes it ("un clip pop acoustique": French lowercases it mid-sentence). */
  genreInSentence: string
  captions: CaptionCue[]
}

const WIDESCREEN = { width: 960, height: 540, aspectRatio: "16:9" }

export const examples: ExampleData[] = [
  {
    slug: "neon-nights",
    title: "Neon Nights",
    thumbnail: "/media/examples/neon-nights",
    duration: "3:00",
    videoUrl: "/media/examples/neon-nights.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    cues: [{ start: 0, end: 10, key: "music" }],
    uploadDate: "2025-08-15",
  },
  {
    slug: "golden-hour-ballad",
    title: "Golden Hour Ballad",
    thumbnail: "/media/examples/golden-hour-ballad",
    duration: "2:26",
    videoUrl: "/media/examples/golden-hour-ballad.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    cues: [{ start: 0, end: 10, key: "music" }],
    uploadDate: "2025-08-12",
  },
  {
    slug: "lo-fi-study-session",
    title: "Lo-Fi Study Session",
    thumbnail: "/media/examples/lo-fi-study-session",
    duration: "1:30",
    videoUrl: "/media/examples/lo-fi-study-session.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    cues: [{ start: 0, end: 10, key: "music" }],
    uploadDate: "2025-08-10",
  },
  {
    slug: "festival-drop",
    title: "Festival Drop",
    thumbnail: "/media/examples/festival-drop",
    duration: "2:34",
    videoUrl: "/media/examples/festival-drop.mp4",
    clipSeconds: 10,
    format: WIDESCREEN,
    cues: [{ start: 0, end: 10, key: "music" }],
    uploadDate: "2025-08-08",
  },
]

/** The words of one example in a language's catalog (its `examples.items`, as the catalog's JSON has them). */
type ExampleWords = Record<
  ExampleData["slug"],
  { description: string; style: string; genre: string; genreInSentence: string; captions: Record<string, string> }
>

/**
 * The examples with their words from a language's catalog: messagesFor(locale, …).examples on the
 * server, or the catalog's JSON in the media scripts. Throws on a cue the catalog has no words for.
 */
export function examplesIn(words: { items: ExampleWords } | Messages["examples"]): ExampleVideo[] {
  return examples.map(({ cues, ...example }) => {
    const { description, style, genre, genreInSentence, captions } = (words.items as ExampleWords)[example.slug]
    return {
      ...example,
      description,
      style,
      genre,
      genreInSentence,
      captions: cues.map(({ start, end, key }) => {
        const text = captions[key]
        if (typeof text !== "string") throw new Error(`No words for ${example.slug}'s caption "${key}"`)
        return { start, end, text }
      }),
    }
  })
}

/**
 * The captions file of an example in a language: the English track is `<slug>.vtt` (as ever), each
 * other language's `<slug>.<locale>.vtt`, written from that language's cues by scripts/media/captions.ts.
 */
export function exampleCaptionsUrl(video: Pick<ExampleData, "videoUrl">, locale: Locale): string {
  const suffix = locale === "en" ? "" : `.${locale}`
  return video.videoUrl.replace(/\.mp4$/, `${suffix}.vtt`)
}

/** The watch page of an example. */
export function examplePath(slug: ExampleData["slug"]) {
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
export function findExampleForPath(path: string): ExampleData | undefined {
  const wanted = routePath(path)
  return examples.find((e) => examplePath(e.slug) === wanted)
}

/** The example whose embeddable player is at this route pattern or pathname, if any. */
export function findExampleForEmbedPath(path: string): ExampleData | undefined {
  const wanted = routePath(path)
  return examples.find((e) => embedPath(e.slug) === wanted)
}
