// Issue 28, item 6: every video the site shows has captions in the language of the page that shows
// it, and every captions file is valid WebVTT whose cues follow one another without overlapping.
// The videos are read from the data the pages' loaders use (the home and landing pages' sections,
// the watch pages' content), so a video added there without its captions fails here.
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { describe, expect, test } from "vitest"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { fileCaptionsTrack } from "#app/lib/video-url.ts"
import { webVtt } from "#app/lib/webvtt.ts"
import { captionsGaps, parseWebVtt, publicFile, shownVideos } from "./video-captions.test-support.ts"
import { walkthroughCaptions, WALKTHROUGH_SECONDS } from "./walkthrough.ts"

describe("captions files", () => {
  const publicDir = publicFile("/")
  const vttFiles = readdirSync(publicDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".vtt"))

  test("every captions file the site serves is WebVTT whose cues have valid times and follow one another without overlapping", () => {
    for (const file of vttFiles) expect(() => parseWebVtt(readFileSync(path.join(publicDir, file), "utf8")), file).not.toThrow()
    // The four examples and the walkthrough, in six languages.
    expect(vttFiles.length).toBeGreaterThanOrEqual(30)
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
    for (const locale of locales) {
      const track = fileCaptionsTrack("/media/demo/walkthrough.mp4", { locale, srcLang: "", label: "" })
      expect(readFileSync(publicFile(track.src), "utf8"), locale).toBe(webVtt(walkthroughCaptions(locale)))
      expect(walkthroughCaptions(locale).at(-1)!.end).toBe(WALKTHROUGH_SECONDS)
    }
  })
})

describe("captions in the page's language", () => {
  const shown = shownVideos()

  test("every video each page shows, in each of its languages, offers a captions track in that language, and the file is there", () => {
    // The home page, its six landing pages and the four watch pages, in the languages they exist in.
    expect(new Set(shown.map((v) => v.page.replace(/^\/(it|es|de|fr|pt-br)(?=\/|$)/, "") || "/")).size).toBeGreaterThanOrEqual(11)
    expect(new Set(shown.map((v) => v.locale))).toEqual(new Set(locales))
    for (const locale of locales) expect(captionsGaps(locale, shown), locale).toEqual([])
  })

  test("the check names a video without captions in the page's language", () => {
    const german = (track: { src: string; srcLang: string; label: string }, video = "/media/demo/walkthrough.mp4") => [
      { page: "/de", locale: "de" as Locale, video, track },
    ]
    const de = { src: "/media/demo/walkthrough.de.vtt", srcLang: "de", label: "Deutsch" }
    expect(captionsGaps("de", german(de))).toEqual([])
    // The German home page as it was: the English file under an English label.
    expect(captionsGaps("de", german({ src: "/media/demo/walkthrough.vtt", srcLang: "en", label: "English" }))).toEqual([
      '/de: /media/demo/walkthrough.mp4 offers captions in "en"',
    ])
    expect(captionsGaps("de", german({ ...de, src: "/media/demo/other.de.vtt" }))[0]).toMatch(/other\.de\.vtt is missing/)
    expect(captionsGaps("de", german(de, "https://youtu.be/dQw4w9WgXcQ"))[0]).toMatch(/another site/)
  })

  test("the home pages' demo offers its captions in the page's language (walkthrough.de.vtt on the German home page)", () => {
    const german = shown.filter((v) => v.page === "/de" && v.video === "/media/demo/walkthrough.mp4")
    expect(german.map((v) => v.track)).toEqual([
      { src: "/media/demo/walkthrough.de.vtt", srcLang: "de", label: "Deutsch" },
      { src: "/media/demo/walkthrough.de.vtt", srcLang: "de", label: "Deutsch" },
    ])
  })
})
