// The example videos' watch pages (/examples/<slug>): the video as the page's main content, what
// it is, its transcript, the other examples, and the way in from the home page's cards. The call
// to action's measurement is in analytics-events.spec.ts, on the site with trackers.
import type { Page } from "@playwright/test"
import { examples } from "#app/content/examples.ts"
import { expect, test } from "./fixtures.ts"
import { catalogText } from "./catalog-words.ts"

/** Neon Nights' words as the English catalog has them (`examples.items.neon-nights`). */
const neon = {
  description: catalogText("en", "examples.items.neon-nights.description"),
  captions: [{ text: catalogText("en", "examples.items.neon-nights.captions.music") }],
}

/** The paths of the example media the page has asked for so far. */
function mediaRequests(page: Page) {
  const paths: string[] = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith("/media/examples/")) paths.push(pathname)
  })
  return paths
}

test("@mobile a watch page opens on its video's poster and downloads nothing else of it but its captions until the visitor presses play", async ({
  page,
}) => {
  const requested = mediaRequests(page)
  await page.goto("/examples/neon-nights")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Neon Nights")
  // One video in the page, the first thing in main after the heading, with its poster and size.
  await expect(page.locator("video")).toHaveCount(1)
  const video = main.locator("video")
  await expect(video).toHaveAttribute("poster", "/media/examples/neon-nights-640.avif")
  await expect(video).toHaveAttribute("width", "960")
  await expect(video).toHaveAttribute("height", "540")
  expect(await main.evaluate((m) => [...m.querySelectorAll("h1, video, p, h2, img")].slice(0, 2).map((e) => e.tagName))).toEqual([
    "H1",
    "VIDEO",
  ])
  await expect(video).toBeInViewport()
  await expect.poll(() => requested).toContain("/media/examples/neon-nights-640.avif")
  const poster = await page.request.get("/media/examples/neon-nights-640.avif")
  expect([poster.status(), poster.headers()["content-type"]]).toEqual([200, "image/avif"])
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.autoplay === false && v.preload === "none")).toBe(true)
  // Of the video, only its captions in the page's language (a few hundred bytes): the track is `default`, so
  // captions show without scripts too (issue 28, item 6).
  expect(requested.filter((p) => /neon-nights\.mp4$/.test(p))).toEqual([])
  expect(requested.filter((p) => /neon-nights\.[\w.-]*vtt$/.test(p)).every((p) => p.endsWith("/neon-nights.vtt"))).toBe(true)
})

test("@mobile pressing play plays the video with English captions showing", async ({ page }) => {
  await page.goto("/examples/neon-nights")
  const video = page.getByRole("main").locator("video")
  await page.getByRole("button", { name: "Play Neon Nights" }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
  await expect(page.getByRole("button", { name: "Play Neon Nights" })).toHaveCount(0)
  await expect(video).toBeFocused()
  const captions = () =>
    video.evaluate((v: HTMLVideoElement) => {
      const track = v.textTracks[0]!
      return {
        kind: track.kind,
        language: track.language,
        mode: track.mode,
        cues: [...(track.cues ?? [])].map((c) => (c as VTTCue).text),
      }
    })
  await expect
    .poll(captions)
    .toEqual({ kind: "captions", language: "en", mode: "showing", cues: neon.captions.map((c) => c.text) })
})

test("a keyboard user reaches the play button and starts the video with Enter", async ({ page }) => {
  await page.goto("/examples/golden-hour-ballad")
  const play = page.getByRole("button", { name: "Play Golden Hour Ballad" })
  await play.focus()
  await page.keyboard.press("Enter")
  const video = page.getByLabel("Golden Hour Ballad example video")
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
  await expect(video).toBeFocused()
})

test("@mobile a watch page says what the video is and gives a transcript that matches its captions", async ({ page }) => {
  await page.goto("/examples/festival-drop")
  const main = page.getByRole("main")
  await expect(main.getByText("Lasers, crowds and strobes", { exact: false })).toBeVisible()
  const facts = await main
    .locator("dl > div")
    .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")!.textContent, row.querySelector("dd")!.textContent]))
  expect(facts).toEqual([
    ["Style", "Concert"],
    ["Genre", "EDM"],
    ["Duration", "0:10 preview"],
    ["Made from", "a 2:34 track"],
    ["Format", "16:9, 960 × 540"],
    ["Captions", "English"],
  ])
  const transcript = main.getByRole("region", { name: "Transcript" })
  await expect(transcript.getByRole("listitem")).toHaveText([
    "0:00 to –0:10[EDM: a four-on-the-floor kick, bright chords and open hi-hats]",
  ])
  // The captions file says the same words.
  const vtt = await (await page.request.get("/media/examples/festival-drop.vtt")).text()
  expect(vtt).toContain("[EDM: a four-on-the-floor kick, bright chords and open hi-hats]")
})

test("@mobile each watch page links to the other examples' pages", async ({ page }) => {
  await page.goto("/examples/neon-nights")
  const more = page.getByRole("navigation", { name: "More examples" })
  await expect(more.getByRole("link")).toHaveText([/Golden Hour Ballad/, /Lo-Fi Study Session/, /Festival Drop/])
  await more.getByRole("link", { name: /Lo-Fi Study Session/ }).click()
  await expect(page).toHaveURL(/\/examples\/lo-fi-study-session$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lo-Fi Study Session")
  await expect(page.getByRole("main").locator("video")).toHaveAttribute("poster", "/media/examples/lo-fi-study-session-640.avif")
  await expect(page.getByRole("navigation", { name: "More examples" }).getByRole("link")).toHaveText([
    /Neon Nights/,
    /Golden Hour Ballad/,
    /Festival Drop/,
  ])
  await expect(page).toHaveTitle("Lo-Fi Study Session: Lo-Fi Hip Hop music video made with AI | Syncreel")
})

test("@mobile each home page example card keeps its play button and links to its watch page", async ({ page }) => {
  await page.goto("/")
  const examplesSection = page.locator("#examples")
  for (const example of examples) {
    await expect(
      examplesSection.getByRole("link", { name: new RegExp(`More about this video\\s*: ${example.title}`) }),
    ).toHaveAttribute("href", `/examples/${example.slug}`)
    await expect(
      examplesSection.getByRole("button", { name: new RegExp(`Watch Full Video\\s*: ${example.title}`) }),
    ).toBeVisible()
  }
  await examplesSection.getByRole("link", { name: /More about this video\s*: Golden Hour Ballad/ }).click()
  await expect(page).toHaveURL(/\/examples\/golden-hour-ballad$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Golden Hour Ballad")
})

test("a landing page's example cards link to the watch pages too", async ({ page }) => {
  await page.goto("/suno-music-video")
  await expect(page.locator("#examples").getByRole("link", { name: /More about this video\s*: Festival Drop/ })).toHaveAttribute(
    "href",
    "/examples/festival-drop",
  )
})

test("a watch page's first HTML names the video to search engines and link previews", async ({ request }) => {
  const html = await (await request.get("/examples/neon-nights")).text()
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
  expect(meta("og:type")).toBe("video.other")
  // The video a link preview plays is the embeddable player (embed-player.spec.ts).
  expect(meta("og:video")).toMatch(/\/embed\/neon-nights$/)
  expect(meta("og:video:type")).toBe("text/html")
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/examples\/neon-nights"/)
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  )
  expect(jsonLd).toEqual([
    expect.objectContaining({
      "@type": "VideoObject",
      name: "Neon Nights",
      description: neon.description,
      thumbnailUrl: expect.stringMatching(/\/media\/examples\/neon-nights-960\.webp$/),
      uploadDate: "2025-08-15T00:00:00Z",
      duration: "PT10S",
      contentUrl: expect.stringMatching(/^https?:\/\/.+\/media\/examples\/neon-nights\.mp4$/),
      embedUrl: expect.stringMatching(/^https?:\/\/.+\/embed\/neon-nights$/),
    }),
  ])
  // The player is in the first HTML, poster and captions included, before any script runs.
  expect(html).toMatch(/<video[^>]*poster="\/media\/examples\/neon-nights-640.avif"/)
  expect(html).toMatch(
    /<track kind="captions" src="\/media\/examples\/neon-nights.vtt" srclang="en" label="English" default=""\/>/i,
  )
})

test("the video sitemap lists every watch page and robots.txt names it", async ({ request }) => {
  const response = await request.get("/sitemap-video.xml")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8")
  const xml = await response.text()
  for (const example of examples) expect(xml).toMatch(new RegExp(`<loc>[^<]*/examples/${example.slug}</loc>`))
  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Sitemap: \S+\/sitemap-video\.xml$/m)
})

test("an example that does not exist answers 404", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  const response = await page.goto("/examples/no-such-video")
  expect(response!.status()).toBe(404)
})
