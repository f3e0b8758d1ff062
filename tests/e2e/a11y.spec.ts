import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import { NOT_FOUND_PATH, pagesToCheck } from "./site-pages.ts"

// WCAG 2.2 A and AA, as axe-core tags them.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(found, "axe-core violations").toEqual([])
}

// The share tests' way: no native share sheet, so Share opens the site's own panel.
async function withoutNativeShare(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }))
}

for (const path of pagesToCheck()) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${path} @mobile`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status(), `${path} answers`).toBe(200)
    await expectNoViolations(page)
  })
}

test(`axe finds no WCAG 2.2 A/AA violation on the not-found screen @mobile`, async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  const response = await page.goto(NOT_FOUND_PATH)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { name: "Scene Not Found" })).toBeVisible()
  await expectNoViolations(page)
})

/** Clicks the control, waits until what it opens is visible. */
const clickToOpen = (control: (page: Page) => Locator, opened: (page: Page) => Locator) => async (page: Page) => {
  await control(page).click()
  await expect(opened(page)).toBeVisible()
}

type OpenState = { name: string; path: string; width?: number; open: (page: Page) => Promise<void> }

// Interface states to scan once open: one line each.
const openStates: OpenState[] = [
  { name: "the mobile menu", path: "/", width: 390, open: clickToOpen((p) => p.getByRole("button", { name: "Open menu" }), (p) => p.locator("#mobile-menu")) },
  { name: "the share panel", path: "/", open: clickToOpen((p) => p.getByRole("button", { name: "Share this page" }), (p) => p.getByRole("group", { name: "Share options" })) },
]

for (const state of openStates) {
  test(`axe finds no WCAG 2.2 A/AA violation with ${state.name} open`, async ({ page }) => {
    await withoutNativeShare(page)
    if (state.width) await page.setViewportSize({ width: state.width, height: 844 })
    await page.goto(state.path)
    await state.open(page)
    await expectNoViolations(page)
  })
}

/** The focused element shows a focus indicator: an outline or a box shadow. */
async function expectVisibleFocus(page: Page) {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement
    if (!el || el === document.body) return "nothing focused"
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
    return outline || style.boxShadow !== "none" ? "visible" : `no focus indicator on ${el.outerHTML.slice(0, 120)}`
  })
  expect(indicator).toBe("visible")
}

/** Presses Tab until `target` has focus (at most `limit` times), checking each stop shows its focus. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab")
    await expectVisibleFocus(page)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`${target} not reached in ${limit} Tab presses`)
}

test("the main journey works with the keyboard alone, focus always visible", async ({ page }) => {
  await page.goto("/")
  const skipLink = page.getByRole("link", { name: "Skip to content" })
  await page.keyboard.press("Tab")
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeVisible()
  await expectVisibleFocus(page)
  await page.keyboard.press("Enter")
  await expect(page.locator("main")).toBeFocused()
  await page.keyboard.press("Tab")
  await expectVisibleFocus(page)
  expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement)), "the next Tab stays in the main content").toBe(true)

  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Main" })
  await tabTo(page, nav.getByRole("link", { name: "Pricing", exact: true }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/#pricing$/)
  await expect(page.locator("#pricing")).toBeInViewport()
})
