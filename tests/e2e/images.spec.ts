// A database article's images come from this site's own image route (docs/decisions/0014-…):
// the visitor's browser never asks the host the writer linked, sees each image at its real size,
// and sees no broken image when a source fails. IMAGE_HOSTS narrows the hosts shown, logging each
// refused one once; IMAGE_MODE=direct links the sources instead (decision 0031). The image host is a
// loopback server the servers here allow explicitly (IMAGE_LOOPBACK_ORIGINS_FOR_TESTS).
import { rmSync } from "node:fs"
import { type OpenedPglite, openPglite } from "#app/data/drivers/pglite.server.ts"
import { type ImageHost, grainyPng, startImageHost } from "../../scripts/lib/image-fixture.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { freshDatabase } from "../support/db-template.ts"
import { expect, test } from "./fixtures.ts"

let dataDir: string
let host: ImageHost
let server: ExtraServer
let coverBytes: number
let directDataDir: string | undefined
let direct: ExtraServer | undefined

async function insert(db: OpenedPglite, slug: string, title: string, image: string, html: string) {
  await db.client.query(
    `insert into articles (slug, title, meta_description, featured_image, content_markdown, content_html, published_at)
     values ($1, $2, 'Pictures from the studio.', $3, 'Pictures.', $4, now() - interval '1 day')`,
    [slug, title, image, html],
  )
}

// Its server is started once a project, not once a worker (fullyParallel in playwright.config.ts).
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  // Two images drawn, a copy of the run's database and a server start: ~5-15 s on the busy 2-core machine.
  test.setTimeout(30_000)
  const cover = await grainyPng(1440, 810)
  coverBytes = cover.length
  host = await startImageHost({ "/cover.png": cover, "/inline.png": await grainyPng(900, 600) })
  dataDir = await freshDatabase({ seeded: false })
  const body = [
    "<p>We spent a week in the studio.</p>",
    `<p><img src="${host.origin}/inline.png" alt="The band at the mixing desk"></p>`,
    "<p>".concat("Then we shot the video. ".repeat(120), "</p>"),
    `<p><img src="${host.origin}/broken.png" alt="A photo that did not survive"></p>`,
    "<p>The end.</p>",
  ].join("")
  const db = await openPglite(dataDir)
  await insert(db, "pictures-from-the-studio", "Pictures from the studio", `${host.origin}/cover.png`, body)
  await insert(db, "a-cover-that-fails", "A cover that fails", `${host.origin}/broken.png`, "<p>A body.</p>")
  await insert(db, "a-cover-elsewhere", "A cover elsewhere", "https://elsewhere.example/cover.png", "<p>A body.</p>")
  await db.close()
  server = await startExtraServer({
    DATABASE_DRIVER: "pglite",
    DATA_DIR: dataDir,
    IMAGE_LOOPBACK_ORIGINS_FOR_TESTS: host.origin,
    IMAGE_HOSTS: "images.example.com",
  })
})

test.afterAll(async () => {
  server?.stop()
  direct?.stop()
  await host?.close()
  rmSync(dataDir, { recursive: true, force: true })
  if (directDataDir) rmSync(directDataDir, { recursive: true, force: true })
})

test("an article's 3 MB cover and inline image come from this site only, at their real size", async ({ page }) => {
  expect(coverBytes).toBeGreaterThan(3_000_000)
  const origins = new Set<string>()
  const images: { url: string; type: string | null; bytes: number }[] = []
  page.on("request", (request) => origins.add(new URL(request.url()).origin))
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "image") return
    images.push({ url: response.url(), type: response.headers()["content-type"] ?? null, bytes: (await response.body()).length })
  })
  const response = await page.goto(`${server.url}/blog/pictures-from-the-studio`)
  expect(response?.headers()["content-security-policy"]).toMatch(/img-src 'self' data:;/)

  const cover = page.locator("article").first().locator("img").first()
  await expect(cover).toHaveAttribute("width", "1440")
  await expect(cover).toHaveAttribute("height", "810")
  await expect(cover).toHaveAttribute("fetchpriority", "high")
  await expect(cover).toHaveJSProperty("complete", true)
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  const inline = page.getByRole("img", { name: "The band at the mixing desk" })
  await expect(inline).toHaveAttribute("loading", "lazy")
  await expect(inline).toHaveAttribute("width", "900")
  await expect(inline).toHaveAttribute("height", "600")
  await inline.scrollIntoViewIfNeeded()
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

  // The source that fails is its alt text, never a broken image.
  await expect(page.getByText("A photo that did not survive")).toBeVisible()
  await expect(page.getByRole("img", { name: "A photo that did not survive" })).toHaveCount(0)

  expect([...origins]).toEqual([server.url])
  const fromRoute = images.filter((i) => new URL(i.url).pathname.startsWith("/images/"))
  expect(fromRoute.length).toBeGreaterThanOrEqual(2)
  for (const image of fromRoute) {
    expect(image.type).toBe("image/avif")
    expect(image.bytes).toBeLessThan(coverBytes / 10)
  }
})

test("the page does not move when its images arrive", async ({ page }) => {
  await page.goto(`${server.url}/blog/pictures-from-the-studio`)
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value
        }).observe({ type: "layout-shift", buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
  expect(shift).toBeLessThan(0.01)
})

for (const [slug, title, why] of [
  ["a-cover-that-fails", "A cover that fails", "a source that is not an image"],
  ["a-cover-elsewhere", "A cover elsewhere", "a host not on IMAGE_HOSTS"],
] as const) {
  test(`an article whose cover is on ${why} renders without an image, and its card shows the gradient`, async ({ page }) => {
    expect((await page.goto(`${server.url}/blog/${slug}`))?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
    await expect(page.locator("article").first().locator("img")).toHaveCount(0)
    await page.goto(`${server.url}/blog`)
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    await expect(card).toBeVisible()
    await expect(card.locator("img")).toHaveCount(0)
  })
}

test("the blog's cards show the cover from the image route, at the cards' widths", async ({ page }) => {
  await page.goto(`${server.url}/blog`)
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pictures from the studio" }) })
  const img = card.locator("img")
  await expect(img).toHaveAttribute("srcset", /\/images\/368\?src=.+ 368w, \/images\/736\?src=.+ 736w/)
  await expect(img).toHaveAttribute("width", "1440")
})

test("a host IMAGE_HOSTS leaves out is logged once, however often its images are asked for", async ({ page, request }) => {
  for (let n = 0; n < 3; n++) {
    await page.goto(`${server.url}/blog/a-cover-elsewhere`)
    await page.goto(`${server.url}/blog`)
    expect(
      (await request.get(`${server.url}/images/704?src=${encodeURIComponent(`https://elsewhere.example/${n}.png`)}`)).status(),
    ).toBe(403)
  }
  const lines = server
    .errors()
    .split("\n")
    .filter((line) => line.includes("elsewhere.example"))
  expect(lines).toEqual(["Images on elsewhere.example are not shown: the host is not on IMAGE_HOSTS (logged once per host)"])
})

test("with IMAGE_MODE=direct, the pages link the sources themselves and the CSP allows them", async ({ page }) => {
  test.setTimeout(60_000)
  directDataDir = await freshDatabase({ seeded: false })
  const db = await openPglite(directDataDir)
  const body = `<p>Words.</p><p><img src="${host.origin}/inline.png" alt="The band at the mixing desk"></p>`
  await insert(db, "pictures-from-the-studio", "Pictures from the studio", `${host.origin}/cover.png`, body)
  await db.close()
  direct = await startExtraServer({
    DATABASE_DRIVER: "pglite",
    DATA_DIR: directDataDir,
    IMAGE_LOOPBACK_ORIGINS_FOR_TESTS: host.origin,
    IMAGE_MODE: "direct",
  })
  const response = await page.goto(`${direct.url}/blog/pictures-from-the-studio`)
  expect(response?.headers()["content-security-policy"]).toContain(`img-src 'self' data: https: ${host.origin};`)
  const cover = page.locator("article").first().locator("img").first()
  await expect(cover).toHaveAttribute("src", `${host.origin}/cover.png`)
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1440)
  const inline = page.getByRole("img", { name: "The band at the mixing desk" })
  await expect(inline).toHaveAttribute("src", `${host.origin}/inline.png`)
  await inline.scrollIntoViewIfNeeded()
  await expect.poll(() => inline.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(900)
  await page.goto(`${direct.url}/blog`)
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pictures from the studio" }) })
  await expect(card.locator("img")).toHaveAttribute("src", `${host.origin}/cover.png`)
})

test("the image route refuses a width the layout does not use and a host not on IMAGE_HOSTS", async ({ request }) => {
  const src = encodeURIComponent(`${host.origin}/cover.png`)
  const odd = await request.get(`${server.url}/images/500?src=${src}`)
  expect(odd.status()).toBe(400)
  expect(await odd.text()).toContain("the width must be one of 368, 704, 736, 1408")
  const other = await request.get(`${server.url}/images/704?src=${encodeURIComponent("https://elsewhere.example/x.png")}`)
  expect(other.status()).toBe(403)
})

test("on a phone and on a desktop every image of the article loads, none wider than the page", async ({ page }, testInfo) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`${server.url}/blog/pictures-from-the-studio`)
    await page.getByRole("img", { name: "The band at the mixing desk" }).scrollIntoViewIfNeeded()
    const images = () =>
      page
        .locator("article")
        .first()
        .locator("img")
        .evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.map((img) => ({ loaded: img.complete && img.naturalWidth > 0, right: img.getBoundingClientRect().right })),
        )
    // A lazy image starts loading once scrolled to: wait for both to have arrived (or failed).
    await expect.poll(async () => (await images()).every((img) => img.loaded)).toBe(true)
    const shown = await images()
    expect(shown).toHaveLength(2)
    for (const img of shown) {
      expect(img.loaded).toBe(true)
      expect(img.right).toBeLessThanOrEqual(width)
    }
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: testInfo.outputPath(`article-images-${width}.png`), fullPage: true })
  }
})
