import { readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, test } from "vitest"
import { webVtt } from "#app/lib/webvtt.ts"
import { videoKind } from "#app/lib/video-url.ts"
import { locales } from "#app/i18n/locales.ts"
import { exampleCaptionsUrl, examplePath, examplesIn, findExampleForPath } from "./examples.ts"
import { localizedExamples } from "./examples-section.server.ts"

/** The examples with their English words, from the catalog. */
const examples = localizedExamples("en")

const publicFile = (sitePath: string) => path.resolve(import.meta.dirname, "../../public", sitePath.slice(1))

/** What an MP4's header says: the movie's length in seconds and the video track's frame (moov before mdat, +faststart). */
function mp4Header(file: string) {
  const bytes = readFileSync(file)
  const box = (type: string, from = 0) => bytes.indexOf(type, from, "latin1") - 4
  const mvhd = box("mvhd")
  const seconds = bytes.readUInt32BE(mvhd + 24) / bytes.readUInt32BE(mvhd + 20)
  const frames: { width: number; height: number }[] = []
  const media = box("mdat")
  for (let at = box("tkhd"); at >= 0 && at < media; at = box("tkhd", at + 8)) {
    const end = at + bytes.readUInt32BE(at)
    frames.push({ width: bytes.readUInt32BE(end - 8) / 65536, height: bytes.readUInt32BE(end - 4) / 65536 })
  }
  return { seconds, frame: frames.find((f) => f.width > 0)! }
}

describe("example videos", () => {
  test("each clip's captions file is the one its registry entry writes, so the transcript and the captions agree", () => {
    for (const example of examples) {
      expect(readFileSync(publicFile(example.videoUrl.replace(/\.mp4$/, ".vtt")), "utf8"), example.slug).toBe(
        webVtt(example.captions),
      )
    }
  })

  test("each language's captions file is the one its cues write, so a watch page's captions and transcript agree in every language", () => {
    for (const locale of locales) {
      for (const example of localizedExamples(locale)) {
        const file = publicFile(exampleCaptionsUrl(example, locale))
        expect(readFileSync(file, "utf8"), `${locale} ${example.slug}`).toBe(webVtt(example.captions))
      }
    }
  })

  test("the English captions keep their file name, and each other language's file is named by its locale", () => {
    const neon = examples.find((e) => e.slug === "neon-nights")!
    expect(exampleCaptionsUrl(neon, "en")).toBe("/media/examples/neon-nights.vtt")
    expect(exampleCaptionsUrl(neon, "pt-br")).toBe("/media/examples/neon-nights.pt-br.vtt")
  })

  test("a translated example keeps the song's title, data and cue timings, with its own words", () => {
    const german = localizedExamples("de").find((e) => e.slug === "golden-hour-ballad")!
    const english = examples.find((e) => e.slug === "golden-hour-ballad")!
    expect(german.title).toBe(english.title)
    const words = { description: "", style: "", genre: "", genreInSentence: "", captions: [] }
    expect({ ...german, ...words }).toEqual({ ...english, ...words })
    expect(german.captions.map(({ start, end }) => [start, end])).toEqual(english.captions.map(({ start, end }) => [start, end]))
    expect(german.description).not.toBe(english.description)
    expect(german.captions[0]!.text).not.toBe(english.captions[0]!.text)
  })

  test("an example whose cue the catalog has no words for is refused, naming the cue", () => {
    const words = {
      items: Object.fromEntries(
        examples.map((e) => [e.slug, { description: "", style: "", genre: "", genreInSentence: "", captions: {} }]),
      ),
    }
    expect(() => examplesIn(words as Parameters<typeof examplesIn>[0])).toThrow(`No words for neon-nights's caption "music"`)
  })

  test("the length and format each watch page states are its clip file's own", () => {
    for (const example of examples) {
      const { seconds, frame } = mp4Header(publicFile(example.videoUrl))
      expect(seconds, example.slug).toBe(example.clipSeconds)
      expect(frame, example.slug).toEqual({ width: example.format.width, height: example.format.height })
      const [w, h] = example.format.aspectRatio.split(":").map(Number)
      expect(frame.width * h!, example.slug).toBe(frame.height * w!)
    }
  })

  test("every example plays from a video file on this site, captioned to its end", () => {
    for (const example of examples) {
      expect(videoKind(example.videoUrl)).toBe("file")
      expect(example.videoUrl).toMatch(/^\/media\//)
      expect(example.captions.at(-1)!.end).toBe(example.clipSeconds)
    }
  })

  test("each has a watch page, found by route pattern or path, and no other path is one", () => {
    expect(examplePath("neon-nights")).toBe("/examples/neon-nights")
    expect(findExampleForPath("examples/festival-drop")?.title).toBe("Festival Drop")
    expect(findExampleForPath("/examples/lo-fi-study-session/")?.title).toBe("Lo-Fi Study Session")
    expect(findExampleForPath("/examples/no-such-video")).toBeUndefined()
    expect(findExampleForPath("/examples")).toBeUndefined()
  })
})
