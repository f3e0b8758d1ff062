import type { Locator, Page } from "@playwright/test"

/**
 * Where a visitor clicks or taps to play the page's video: the play button of the browser's own
 * controls (Chromium draws it at their start, 24 px in and 48 px up from the video's bottom left
 * corner; a click elsewhere on its picture plays nothing there).
 */
export async function playControl(page: Page, video: Locator = page.getByRole("main").locator("video")) {
  await video.scrollIntoViewIfNeeded()
  const box = (await video.boundingBox())!
  return { x: box.x + 24, y: box.y + box.height - 48 }
}
