// Issue 28, item 6: every video the site shows has captions in the language of the page that shows
// it, and every captions file is valid WebVTT whose cues follow one another without overlapping.
// The videos are read from the data the pages' loaders use (the home and landing pages' sections,
// the watch pages' content), so a video added there without its captions fails here.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, test } from "vitest"
import { site } from "#app/config/site.ts"
import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import { fileCaptionsTrack, videoKind } from "#app/lib/video-url.ts"
import { webVtt } from "#app/lib/webvtt.ts"
import { examplePath, examples } from "./examples.ts"
import { homeSections } from "./home-sections.server.ts"
import { siteRoutes } from "./site-pages.ts"
import { walkthroughCaptions, WALKTHROUGH_SECONDS } from "./walkthrough.ts"
import { watchPageContent } from "./watch-page.server.ts"

const publicDir = path.resolve(import.meta.dirname, "../../public")
const publicFile = (sitePath: string) => path.join(publicDir, sitePath.slice(1))

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
type ShownVideo = { page: string; locale: Locale; video: string; track: { src: string; srcLang: string; label: string } }

/** The videos each page of the site shows, in its language, from the data its loader hands the page. */
function shownVideos(): ShownVideo[] {
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

describe("captions files", () => {
  const vttFiles = readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".vtt"))

  test("every captions file the site serves is WebVTT whose cues have valid times and follow one another without overlapping", () => {
    expect(vttFiles.length).toBeGreaterThanOrEqual(30)
    for (const file of vttFiles) expect(() => parseWebVtt(readFileSync(path.join(publicDir, file), "utf8")), file).not.toThrow()
  })

  test("the check refuses a missing header, a bad timestamp, an empty cue and overlapping cues", () => {
    expect(() => parseWebVtt("00:00:00.000 --> 00:00:01.000\nHi\n")).toThrow(/WEBVTT header/)
    expect(() => parseWebVtt("WEBVTT\n\n00:00:00.000 --> 00:00:61.000\nHi\n")).toThrow(/timestamp/)
    expect(() => parseWebVtt("WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n\n")).toThrow(/no cues|no text/)
    expect(() => parseWebVtt("WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nHi\n")).toThrow(/ends before/)
    // The walkthrough's captions as they were: the second step's title started before the first one's ended.
    const overlapping = "WEBVTT\n\n00:00:00.000 --> 00:00:06.500\nOne\n\n00:00:05.700 --> 00:00:12.200\nTwo\n"
    expect(() => parseWebVtt(overlapping)).toThrow(/before the cue before it ends/)
    expect(parseWebVtt("WEBVTT\n\nNOTE made by hand\n\nintro\n00:01.000 --> 00:02.500\nHi\n")).toEqual([
      { start: 1, end: 2.5, text: "Hi" },
    ])
  })

  test("the walkthrough's captions in every language are the ones its cues write, and they end with the video", () => {
    for (const locale of Object.keys(localeInfo) as Locale[]) {
      const track = fileCaptionsTrack("/media/demo/walkthrough.mp4", { locale, srcLang: "", label: "" })
      expect(readFileSync(publicFile(track.src), "utf8"), locale).toBe(webVtt(walkthroughCaptions(locale)))
      expect(walkthroughCaptions(locale).at(-1)!.end).toBe(WALKTHROUGH_SECONDS)
    }
  })
})

describe("captions in the page's language", () => {
  const shown = shownVideos()

  test("every video each page shows, in each of its languages, offers a captions track in that language, and the file is there", () => {
    const pages = new Set(shown.map((v) => v.page))
    // The home page, its six landing pages and the four watch pages, in the languages they exist in.
    expect(pages.size).toBeGreaterThanOrEqual(11)
    expect(new Set(shown.map((v) => v.locale)).size).toBe(Object.keys(localeInfo).length)
    for (const { page, locale, video, track } of shown) {
      const where = `${page}: ${video}`
      // A video hosted elsewhere (a YouTube link) has no captions file of ours: showing one needs its own answer.
      expect(videoKind(video), where).toBe("file")
      expect(track.srcLang, where).toBe(localeInfo[locale].tag)
      expect(track.label, where).not.toBe("")
      if (locale !== "en") expect(track.src, where).toMatch(new RegExp(`\\.${locale}\\.vtt$`))
      expect(existsSync(publicFile(track.src)), `${where}: ${track.src} is missing`).toBe(true)
    }
  })

  test("the home pages' demo offers its captions in the page's language (walkthrough.de.vtt on the German home page)", () => {
    const german = shown.filter((v) => v.page === "/de" && v.video === "/media/demo/walkthrough.mp4")
    expect(german.map((v) => v.track)).toEqual([
      { src: "/media/demo/walkthrough.de.vtt", srcLang: "de", label: "Deutsch" },
      { src: "/media/demo/walkthrough.de.vtt", srcLang: "de", label: "Deutsch" },
    ])
  })
})
