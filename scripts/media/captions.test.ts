// "Every video on the site has captions" (issue 18, WCAG 2.2 1.2.2): every video the site serves
// with a sound track has a captions file beside it, and every <video> the site renders offers a
// captions track, except the hero's loop, which has no sound track at all and is decorative
// (muted, aria-hidden, out of the tab order): captions carry speech and sound, and it has neither.
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { expect, test } from "vitest"

const root = path.resolve(import.meta.dirname, "../..")

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f))
    .map((f) => path.join(dir, f))
}

/** The kinds of track a video file holds: "video" and "sound", from its MP4 handlers or WebM codec ids. */
function trackKinds(file: string): string[] {
  const bytes = readFileSync(path.join(root, file))
  if (file.endsWith(".webm")) {
    const codecs = [
      ...bytes
        .subarray(0, 64 * 1024)
        .toString("latin1")
        .matchAll(/\x86[\x81-\x9f]([AV])_/g),
    ]
    return codecs.map((m) => (m[1] === "A" ? "sound" : "video"))
  }
  const kinds: string[] = []
  const media = bytes.indexOf("mdat", 0, "latin1")
  for (let at = bytes.indexOf("hdlr", 0, "latin1"); at >= 0 && at < media; at = bytes.indexOf("hdlr", at + 4, "latin1")) {
    const handler = bytes.toString("latin1", at + 12, at + 16)
    if (handler === "soun") kinds.push("sound")
    if (handler === "vide") kinds.push("video")
  }
  return kinds
}

test("every video file the site serves with sound has a captions file beside it, and the ones without are the hero's silent loop", () => {
  const videos = files("public/media", /\.(mp4|webm)$/)
  expect(videos.length).toBeGreaterThanOrEqual(7)
  const silent: string[] = []
  for (const video of videos) {
    const kinds = trackKinds(video)
    expect(kinds, video).toContain("video")
    if (!kinds.includes("sound")) silent.push(video)
    else expect(readFileSync(path.join(root, video.replace(/\.(mp4|webm)$/, ".vtt")), "utf8"), video).toMatch(/^WEBVTT\n\n\S/)
  }
  expect(silent.sort()).toEqual(["public/media/hero-loop.mp4", "public/media/hero-loop.webm"])
})

test("every <video> the site renders offers captions, unless it is the muted, hidden decorative loop", () => {
  const players = files("app", /\.tsx$/).flatMap((file) =>
    [...readFileSync(path.join(root, file), "utf8").matchAll(/<video[\s\S]*?<\/video>/g)].map((m) => ({ file, jsx: m[0] })),
  )
  expect(players.length).toBeGreaterThanOrEqual(3)
  for (const { file, jsx } of players) {
    if (/<track\s+kind="captions"/.test(jsx)) continue
    expect(file).toBe("app/components/home/hero-video.tsx")
    for (const attribute of ["muted", "aria-hidden", "tabIndex={-1}"]) expect(jsx, `${file}: ${attribute}`).toContain(attribute)
    expect(jsx).toContain('src="/media/hero-loop.webm"')
  }
})
