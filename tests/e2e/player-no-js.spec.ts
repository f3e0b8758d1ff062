// The players in the first HTML work before and without scripts (issue 28, item 3): a watch page's
// video plays from a mouse click, a tap or the keyboard with JavaScript off, and with it on,
// hydration keeps the server's <video> and adds the large play button over it.
import type { Browser, Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import { playControl } from "./player-controls.ts"

/** A page of a browser with JavaScript turned off, on the test server: a desktop's, or a phone's with touch. */
async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined, phone = false): Promise<Page> {
  const device = phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, ...device })
  return context.newPage()
}

const playing = (page: Page) =>
  page
    .getByRole("main")
    .locator("video")
    .evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)

test("without JavaScript a mouse click on a watch page's video plays it", async ({ browser, baseURL }) => {
  const page = await pageWithoutJavaScript(browser, baseURL)
  await page.goto("/examples/neon-nights")
  const video = page.getByRole("main").locator("video")
  await expect(video).toHaveAttribute("controls", "")
  // The click reaches the player's own controls: nothing lies over them.
  const { x, y } = await playControl(page)
  await page.mouse.click(x, y)
  await expect.poll(() => playing(page)).toBe(true)
  await page.context().close()
})

test("without JavaScript the keyboard plays a watch page's video", async ({ browser, baseURL }) => {
  const page = await pageWithoutJavaScript(browser, baseURL)
  await page.goto("/it/esempi/golden-hour-ballad")
  const video = page.getByRole("main").locator("video")
  // The video is the first thing a Tab reaches after the page's header.
  await page.getByRole("banner").getByRole("link").last().focus()
  await expect(async () => {
    await page.keyboard.press("Tab")
    await expect(video).toBeFocused({ timeout: 100 })
  }).toPass()
  await page.keyboard.press("Space")
  await expect.poll(() => playing(page)).toBe(true)
  await page.context().close()
})

test("without JavaScript a tap on a watch page's video plays it on a phone", async ({ browser, baseURL }) => {
  const page = await pageWithoutJavaScript(browser, baseURL, true)
  await page.goto("/examples/festival-drop")
  const { x, y } = await playControl(page)
  await page.touchscreen.tap(x, y)
  await expect.poll(() => playing(page)).toBe(true)
  await page.context().close()
})

test("@mobile with JavaScript hydration keeps the server's video and the large play button plays it with captions", async ({
  page,
}) => {
  // The first <video> the parser puts in the page, kept to compare with what hydration leaves.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const video = document.querySelector("main video")
      if (!video) return
      ;(window as unknown as { serverVideo: Element }).serverVideo = video
      seen.disconnect()
    })
    seen.observe(document, { childList: true, subtree: true })
  })
  await page.goto("/examples/neon-nights")
  const video = page.getByRole("main").locator("video")
  expect(await video.evaluate((v) => v === (window as unknown as { serverVideo: Element }).serverVideo)).toBe(true)
  await page.getByRole("button", { name: "Play Neon Nights" }).click()
  await expect.poll(() => playing(page)).toBe(true)
  await expect(video).toBeFocused()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe("showing")
  expect(await video.evaluate((v) => v === (window as unknown as { serverVideo: Element }).serverVideo)).toBe(true)
})
