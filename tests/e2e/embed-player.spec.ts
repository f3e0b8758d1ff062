// The embeddable player (issue 28, item 5): /embed/<example> in every language, a page other sites
// frame, with nothing but the browser's own player, its poster, its captions and a credit; and the
// watch pages' head that points link previews and oEmbed consumers at it.
import { once } from "node:events"
import { createServer } from "node:http"
import type { Page, Request } from "@playwright/test"
import { freePort } from "../../scripts/lib/free-port.ts"
import { expect, test } from "./fixtures.ts"
import { playControl } from "./player-controls.ts"

/** Every request the page makes, as it finishes, with the bytes it took on the wire (headers and body). */
function transfers(page: Page) {
  const done: { path: string; type: string; bytes: number }[] = []
  const sized = async (request: Request) => {
    const sizes = await request.sizes()
    done.push({
      path: new URL(request.url()).pathname,
      type: request.resourceType(),
      bytes: sizes.responseHeadersSize + sizes.responseBodySize,
    })
  }
  page.on("requestfinished", (request) => void sized(request))
  return done
}

const KB = 1024

test("@mobile the embed page shows its poster first and costs under 10 KB besides it before play: no script at all", async ({
  page,
}) => {
  const loaded = transfers(page)
  await page.goto("/embed/neon-nights")
  const video = page.locator("video")
  await expect(video).toHaveAttribute("poster", "/media/examples/neon-nights-640.avif")
  // What the page fetches before play: itself, the poster and the captions, nothing else (no script, stylesheet or font).
  await expect
    .poll(() => loaded.map((t) => t.path).sort())
    .toEqual(["/embed/neon-nights", "/media/examples/neon-nights-640.avif", "/media/examples/neon-nights.vtt"])
  expect(await page.evaluate(() => document.scripts.length)).toBe(0)
  expect(loaded.filter((t) => t.type === "script")).toEqual([])
  expect(loaded.filter((t) => t.path.endsWith(".mp4"))).toEqual([])
  const beforePlay = loaded.filter((t) => !t.path.endsWith("-640.avif")).reduce((sum, t) => sum + t.bytes, 0)
  console.log(
    `embed page before play, besides the poster: ${beforePlay} bytes (${loaded.map((t) => `${t.path} ${t.bytes}`).join(", ")})`,
  )
  expect(beforePlay).toBeLessThanOrEqual(10 * KB)
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.preload === "none")).toBe(true)
})

test("a click on the embed page's video plays it with its captions in the page's language", async ({ page }) => {
  await page.goto("/it/incorpora/neon-nights")
  const video = page.locator("video")
  const { x, y } = await playControl(page, video)
  await page.mouse.click(x, y)
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true)
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0]!
        return { kind: track.kind, language: track.language, mode: track.mode }
      }),
    )
    .toEqual({ kind: "captions", language: "it", mode: "showing" })
  const credit = page.getByRole("link", { name: "Fatto con Syncreel (si apre in una nuova scheda)" })
  await expect(credit).toHaveAttribute("href", "/it/esempi/neon-nights")
  await expect(credit).toHaveAttribute("target", "_blank")
})

test("another site can frame the embed page and play it, but not the watch page", async ({ page, baseURL, guard }) => {
  // The browser says why it refused the watch page's frame.
  guard.allowConsoleError(/violates the following Content Security Policy directive: "frame-ancestors 'none'"/)
  // Another site: a second server on loopback, whose page frames the embed page and the watch page.
  const blog = createServer((_request, response) =>
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html><title>A blog</title>
      <iframe id="embed" src="${baseURL}/embed/festival-drop" width="480" height="270"></iframe>
      <iframe id="watch" src="${baseURL}/examples/festival-drop" width="480" height="270"></iframe>`),
  )
  const port = await freePort()
  blog.listen(port, "127.0.0.1")
  await once(blog, "listening")
  try {
    await page.goto(`http://localhost:${port}/`)
    const embed = page.frameLocator("#embed").locator("video")
    await expect(embed).toBeVisible()
    const { x, y } = await playControl(page, page.locator("#embed"))
    await page.mouse.click(x, y)
    await expect.poll(() => embed.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
    // The watch page refuses to be framed: its frame holds the browser's error page, not the site.
    await expect.poll(() => page.frames().map((f) => f.url())).toContain("chrome-error://chromewebdata/")
    await expect(page.frameLocator("#watch").locator("video")).toHaveCount(0)
  } finally {
    blog.close()
  }
})

test("a watch page names its embeddable player to link previews and oEmbed consumers, and the oEmbed answer frames it", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/de/beispiele/festival-drop")).text()
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&")
  expect(meta("property", "og:video")).toMatch(/^https?:\/\/[^/]+\/de\/einbetten\/festival-drop$/)
  expect(meta("property", "og:video:type")).toBe("text/html")
  expect([meta("property", "og:video:width"), meta("property", "og:video:height")]).toEqual(["960", "540"])
  expect(meta("name", "twitter:card")).toBe("player")
  expect(meta("name", "twitter:player")).toBe(meta("property", "og:video"))
  expect([meta("name", "twitter:player:width"), meta("name", "twitter:player:height")]).toEqual(["960", "540"])

  const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/
    .exec(html)?.[1]
    ?.replaceAll("&amp;", "&")
  expect(discovery).toMatch(/\/oembed\?url=https?%3A%2F%2F[^&]+%2Fde%2Fbeispiele%2Ffestival-drop&format=json$/)
  // The site's public address (SITE_URL) is not the test server's: ask the test server.
  const answer = await request.get(`${baseURL}${new URL(discovery!).pathname}${new URL(discovery!).search}`)
  expect(answer.status()).toBe(200)
  const body = (await answer.json()) as { html: string; type: string; thumbnail_url: string }
  expect(body.type).toBe("video")
  expect(body.html).toMatch(/^<iframe src="https?:\/\/[^/]+\/de\/einbetten\/festival-drop" width="960" height="540"/)
  const thumbnail = await request.get(new URL(body.thumbnail_url).pathname)
  expect([thumbnail.status(), thumbnail.headers()["content-type"]]).toEqual([200, "image/webp"])
})
