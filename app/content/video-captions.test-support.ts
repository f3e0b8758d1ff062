// The captions check of issue 28, item 6, shared by app/content/video-captions.test.ts and the
// accessibility statement's test (pages/accessibility/statement.test.ts), which holds the statement's
// captions sentence to it: the videos each page shows, read from the data the pages' loaders use, and
// what is wrong with their captions.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { site } from "#app/config/site.ts"
import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import { fileCaptionsTrack, videoKind } from "#app/lib/video-url.ts"
import { examplePath, examples } from "./examples.ts"
import { homeSections } from "./home-sections.server.ts"
import { siteRoutes } from "./site-pages.ts"
import { watchPageContent } from "./watch-page.server.ts"

const publicDir = path.resolve(import.meta.dirname, "../../public")

/** The file a site path names in public/. */
export const publicFile = (sitePath: string) => path.join(publicDir, sitePath.slice(1))

type Cue = { start: number; end: number; text: string }

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/

function seconds(stamp: string): number {
  const m = TIMESTAMP.exec(stamp)
  if (!m) throw new Error(`not a WebVTT timestamp: "${stamp}"`)
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000
}

/** A WebVTT file's cues, or an error naming what is wrong: the header, a timing line, an empty or overlapping cue. */
export function parseWebVtt(text: string): Cue[] {
  if (!/^(?:\uFEFF)?WEBVTT(?:[ \t][^\n]*)?\n/.test(text)) throw new Error("the file does not start with the WEBVTT header")
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .slice(1)
  const cues: Cue[] = []
  for (const block of blocks) {
    const lines = block.split("\n").filter((line) => line !== "")
    if (lines.length === 0) continue
    if (/^NOTE(?:\s|$)/.test(lines[0]!)) continue
    const timing = lines.findIndex((line) => line.includes("-->"))
    if (timing < 0 || timing > 1) throw new Error(`a cue without a timing line: "${lines[0]}"`)
    const [from, rest] = lines[timing]!.split(/\s+-->\s+/)
    const start = seconds(from!.trim())
    const end = seconds(rest!.trim().split(/\s+/)[0]!)
    const cueText = lines.slice(timing + 1).join("\n")
    if (!cueText.trim()) throw new Error(`the cue at ${from} has no text`)
    if (end <= start) throw new Error(`the cue at ${from} ends before it starts`)
    const previous = cues.at(-1)
    if (previous && start < previous.start) throw new Error(`the cue at ${from} starts before the cue before it`)
    if (previous && start < previous.end) throw new Error(`the cue at ${from} starts before the cue before it ends`)
    cues.push({ start, end, text: cueText })
  }
  if (cues.length === 0) throw new Error("the file has no cues")
  return cues
}

/** A video a page shows, with the captions track it offers. */
export type ShownVideo = { page: string; locale: Locale; video: string; track: { src: string; srcLang: string; label: string } }

/** The videos each page of the site shows, in its language, from the data its loader hands the page. */
export function shownVideos(): ShownVideo[] {
  return siteRoutes.flatMap(({ file, key, locale, path: page }): ShownVideo[] => {
    if (file === "routes/home.tsx" || file === "routes/landing.tsx") {
      const { demo, closing, examples: gallery } = homeSections(locale)
      return [
        { page, locale, video: site.demoVideoUrl, track: fileCaptionsTrack(site.demoVideoUrl, demo.captions) },
        { page, locale, video: site.demoVideoUrl, track: fileCaptionsTrack(site.demoVideoUrl, closing.captions) },
        ...gallery.examples.map((example) => ({ page, locale, video: example.videoUrl, track: example.captionsTrack })),
      ]
    }
    if (file === "routes/example.tsx") {
      const example = examples.find((e) => examplePath(e.slug) === key)!
      const content = watchPageContent(example.slug, locale)
      return [{ page, locale, video: content.video.videoUrl, track: content.captionsTrack }]
    }
    return []
  })
}

/**
 * What keeps a page in `locale` from offering captions in its language with each video it shows: a
 * video hosted elsewhere (no captions file of ours), a track in another language or without a label,
 * a missing file, a file that is not valid WebVTT or whose cues overlap. Empty when all is well.
 */
export function captionsGaps(locale: Locale, shown: ShownVideo[] = shownVideos()): string[] {
  const gaps: string[] = []
  for (const { page, video, track } of shown.filter((v) => v.locale === locale)) {
    const where = `${page}: ${video}`
    if (videoKind(video) !== "file") gaps.push(`${where} is played from another site, without captions of ours`)
    else if (track.srcLang !== localeInfo[locale].tag) gaps.push(`${where} offers captions in "${track.srcLang}"`)
    else if (!track.label) gaps.push(`${where}'s captions have no label`)
    else if (locale !== "en" && !track.src.endsWith(`.${locale}.vtt`)) gaps.push(`${where}'s captions are ${track.src}`)
    else if (!existsSync(publicFile(track.src))) gaps.push(`${where}'s captions file ${track.src} is missing`)
    else {
      try {
        parseWebVtt(readFileSync(publicFile(track.src), "utf8"))
      } catch (error) {
        gaps.push(`${track.src}: ${(error as Error).message}`)
      }
    }
  }
  return gaps
}
