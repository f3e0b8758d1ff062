import type { Locator, Page } from "@playwright/test"
import { expectNoViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { NOT_FOUND_PATH, pagesToCheck } from "./site-pages.ts"
import { localeOfPath } from "#app/i18n/locales.ts"

// An axe scan of the long home page takes seconds on a busy 2-core machine; some tests run two.
test.describe.configure({ timeout: 60_000 })

// The share tests' way: no native share sheet, so Share opens the site's own panel.
async function withoutNativeShare(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }))
}

for (const path of pagesToCheck()) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${path} @mobile`, async ({ page }, testInfo) => {
    // English pages are scanned at both widths; their translations, whose markup is the same page's
    // with other words, at the phone's width, where longer words wrap and overflow first.
    test.skip(localeOfPath(path) !== "en" && testInfo.project.name !== "mobile", "translations: scanned at 390 px")
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
  {
    name: "the mobile menu",
    path: "/",
    width: 390,
    open: clickToOpen(
      (p) => p.getByRole("button", { name: "Open menu" }),
      (p) => p.locator("#mobile-menu"),
    ),
  },
  {
    name: "the share panel",
    path: "/",
    open: clickToOpen(
      (p) => p.getByRole("button", { name: "Share this page" }),
      (p) => p.getByRole("group", { name: "Share options" }),
    ),
  },
  {
    name: "a showcase screenshot",
    path: "/",
    open: clickToOpen(
      (p) => p.getByRole("button", { name: "Real-time Preview: view larger" }),
      (p) => p.getByRole("dialog", { name: "Real-time Preview" }),
    ),
  },
  {
    name: "an example video",
    path: "/",
    open: clickToOpen(
      (p) => p.getByRole("button", { name: /Watch Full Video\s*: Neon Nights/ }),
      (p) => p.getByRole("dialog", { name: "Neon Nights" }),
    ),
  },
  {
    name: "the demo video",
    path: "/",
    open: clickToOpen(
      (p) => p.getByRole("button", { name: "Watch Demo" }),
      (p) => p.getByRole("dialog", { name: "Syncreel product walkthrough" }),
    ),
  },
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
async function tabTo(page: Page, target: Locator, limit = 30, key = "Tab") {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key)
    await expectVisibleFocus(page)
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`${target} not reached in ${limit} Tab presses`)
}

test("the main journey works with the keyboard alone, focus always visible", async ({ page, context }) => {
  test.setTimeout(90_000)
  await withoutNativeShare(page)
  await context.route("https://app.syncreel.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Syncreel app</title>" }),
  )
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
  expect(
    await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement)),
    "the next Tab stays in the main content",
  ).toBe(true)

  await page.goto("/")
  const nav = page.getByRole("navigation", { name: "Main" })
  await tabTo(page, nav.getByRole("link", { name: "Pricing", exact: true }))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/#pricing$/)
  await expect(page.locator("#pricing")).toBeInViewport()

  // The billing toggle and a plan's Continue, from where the link left focus.
  const pricing = page.locator("#pricing")
  const toggle = pricing.getByRole("switch", { name: "Billed Yearly (Save up to 21%)" })
  await tabTo(page, toggle)
  await page.keyboard.press("Space")
  await expect(toggle).not.toBeChecked()
  await expect(pricing.getByRole("listitem", { name: "Ultra" }).getByText("$21")).toBeVisible()
  await tabTo(page, pricing.getByRole("link", { name: /Continue with Ultra/ }))
  const [app] = await Promise.all([page.waitForEvent("popup"), page.keyboard.press("Enter")])
  expect(app.url()).toContain("https://app.syncreel.com")
  await app.close()

  // An example video: opened with Enter, closed with Escape, focus back on its button.
  // Arriving at #examples (as from the features' "View Examples" link) starts the Tab order there.
  await page.goto("/#examples")
  const watch = page.getByRole("button", { name: /Watch Full Video\s*: Neon Nights/ })
  await tabTo(page, watch, 15)
  await page.keyboard.press("Enter")
  const dialog = page.getByRole("dialog", { name: "Neon Nights" })
  await expect(dialog).toBeVisible()
  expect(await dialog.evaluate((el) => el.contains(document.activeElement)), "focus moves into the dialog").toBe(true)
  await expectVisibleFocus(page)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(watch).toBeFocused()

  // The share panel: the floating button ends the main content, so it is reached backwards, past the footer.
  await page.goto("/")
  const share = page.getByRole("button", { name: "Share this page" })
  await tabTo(page, share, 60, "Shift+Tab")
  await page.keyboard.press("Enter")
  const panel = page.getByRole("group", { name: "Share options" })
  await expect(panel).toBeVisible()
  await tabTo(page, panel.getByRole("button", { name: "Copy Link" }), 10)
  await page.keyboard.press("Escape")
  await expect(panel).toBeHidden()
})

test("the site-wide axe check fails a page where two landmarks share a name", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><nav aria-label="Pages"><a href="/">a</a></nav><nav aria-label="Pages"><a href="/">b</a></nav></main></html>`,
  )
  await expect(expectNoViolations(page)).rejects.toThrow(/landmark-unique/)
})
