// Where a page is when it appears (issue 14): a new page opens at its top at once, while a link
// within the page scrolls there smoothly, unless the visitor asks for reduced motion.
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"

type Frame = { path: string; h1: string; y: number }

/** Records, on every frame the browser draws, the page's path, its first heading and how far it is scrolled. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: Frame[] = []
    ;(window as unknown as { __frames: Frame[] }).__frames = frames
    const record = () => {
      frames.push({ path: location.pathname, h1: document.querySelector("h1")?.textContent ?? "", y: Math.round(scrollY) })
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames.splice(0))

/** Waits until the page has not scrolled for ten frames in a row, and returns every frame since the last call. */
async function framesUntilStill(page: Page): Promise<Frame[]> {
  await page.waitForFunction(() => {
    const recent = (window as unknown as { __frames: Frame[] }).__frames.slice(-10)
    return recent.length === 10 && recent.every((f) => f.y === recent[0]!.y)
  })
  return frames(page)
}

async function scrollInstantlyTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y)
  await framesUntilStill(page)
}

test("@mobile a feature page opened from the home page's cards appears at its top at once", async ({ page }) => {
  await recordFrames(page)
  await page.goto("/")
  const card = page.getByRole("link", { name: "Learn more about Instant Export" })
  const cardTop = await card.evaluate((link) => link.getBoundingClientRect().top + window.scrollY)
  await scrollInstantlyTo(page, Math.max(1_200, cardTop - 300))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1_000)

  await card.click()
  await expect(page).toHaveURL(/\/features\/instant-export$/)
  const seen = await framesUntilStill(page)
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!
  const newPage = seen.filter((f) => f.path === "/features/instant-export" && f.h1 === heading)
  expect(newPage.length).toBeGreaterThan(0)
  // Every frame that shows the new page shows its top: none at the old position, none gliding up.
  expect(newPage.map((f) => f.y)).toEqual(newPage.map(() => 0))
})

/** Clicks a link to another page and returns the frames that showed the new page, once it is still. */
async function framesOfNewPage(page: Page, click: () => Promise<void>, path: string): Promise<Frame[]> {
  await click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  const seen = await framesUntilStill(page)
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!
  return seen.filter((f) => f.path === path && f.h1 === heading)
}

test("@mobile an article opened from the blog, and the home page opened from the article's header, appear at their top at once", async ({
  page,
}) => {
  await recordFrames(page)
  await page.goto("/blog")
  const last = page.locator("main a[href^='/blog/']").last()
  const href = (await last.getAttribute("href"))!
  const top = await last.evaluate((link) => link.getBoundingClientRect().top + window.scrollY)
  await scrollInstantlyTo(page, Math.max(0, top - 300))
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1_000)

  const article = await framesOfNewPage(page, () => last.click(), href)
  expect(article.length).toBeGreaterThan(0)
  expect(article.map((f) => f.y)).toEqual(article.map(() => 0))

  await scrollInstantlyTo(page, 1_500)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(1_000)
  const home = await framesOfNewPage(
    page,
    () =>
      page
        .getByRole("banner")
        .getByRole("link", { name: /Syncreel/ })
        .first()
        .click(),
    "/",
  )
  expect(home.length).toBeGreaterThan(0)
  expect(home.map((f) => f.y)).toEqual(home.map(() => 0))
})

test("the header's section links and View Examples scroll there smoothly, and at once under reduced motion", async ({ page }) => {
  await recordFrames(page)
  for (const motion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion: motion })
    await page.goto("/")
    for (const link of [
      page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }),
      page.locator("#features").getByRole("link", { name: "View Examples" }),
    ]) {
      const top = await link.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
      await scrollInstantlyTo(page, Math.max(0, top - 200))
      const start = await page.evaluate(() => Math.round(window.scrollY))
      await link.click()
      await page.waitForFunction((from) => {
        const recent = (window as unknown as { __frames: Frame[] }).__frames.slice(-10)
        return recent.length === 10 && recent.every((f) => f.y === recent[0]!.y && f.y !== from)
      }, start)
      const seen = await frames(page)
      const end = seen.at(-1)!.y
      expect(Math.abs(end - start), motion).toBeGreaterThan(500)
      // Frames between the start and the end: a smooth scroll passes through many, a jump through none.
      const between = new Set(seen.map((f) => f.y).filter((y) => y !== start && y !== end))
      if (motion === "reduce") expect(between.size, motion).toBeLessThanOrEqual(1)
      else expect(between.size, motion).toBeGreaterThanOrEqual(3)
    }
  }
  await expect(page).toHaveURL(/\/#examples$/)
})
