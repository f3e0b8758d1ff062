import type { Locator, Page } from "@playwright/test"
import { NARROW, WIDE, expectNoViolations, expectNoViolationsAtBothWidths, resize } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { authoredPages, axeTemplates, notFoundPathIn } from "./site-pages.ts"
import { type Locale, localeInfo, locales } from "#app/i18n/locales.ts"
import type { Catalog as Messages } from "#app/i18n/messages.ts"
import en from "#app/i18n/messages/en.json" with { type: "json" }
import it from "#app/i18n/messages/it.json" with { type: "json" }
import es from "#app/i18n/messages/es.json" with { type: "json" }
import de from "#app/i18n/messages/de.json" with { type: "json" }
import fr from "#app/i18n/messages/fr.json" with { type: "json" }
import ptBr from "#app/i18n/messages/pt-br.json" with { type: "json" }

// Every page template in every language at both widths, and the pages decision 0027 scans on their
// own (docs/decisions/0027-axe-per-template.md). These tests are not tagged @mobile, so only the
// desktop project runs them (playwright.config.ts): each loads its page once at the desktop
// project's 1280 px, scans, narrows the same page to the mobile project's 390 px and scans again.
// Nothing in the site reads the width or touch at load (its layout is CSS media queries on the
// width alone), so the narrowed page is the phone's layout.

// A test loads a page, waits for hydration and scans it twice: in a clean-clone CI run on the
// 2-core machine (two workers), a median of 3.9 s and at most 9.0 s, within the 15 s every test
// gets (playwright.config.ts). The home page took up to 8.5 s and gets 20 s; the open states, one
// home page and nine scans, took 16-18 s and get 30 s.
const LONG_PAGES = ["routes/home.tsx"]
const LONG_PAGE_TIMEOUT = 20_000
const OPEN_STATES_TIMEOUT = 30_000

/**
 * Templates scanned only in their own parts (axe's `include`), since the rest of the page is another
 * template's, scanned whole in the same language: a landing page is the home page's sections under
 * its own hero (app/components/home/home-page-sections.tsx), so only its hero is scanned.
 */
const OWN_PARTS: Record<string, string> = { "routes/landing.tsx": 'section[aria-labelledby="hero-title"]' }

/**
 * Templates with the hero's background loop: scanned as a visitor who asks for no reduced motion
 * sees them (the suite's visitors ask for it, playwright.config.ts), loop and pause button included.
 */
const MOVING = ["routes/home.tsx", "routes/landing.tsx"]

const words: Record<Locale, Messages> = { en, it, es, de, fr, "pt-br": ptBr }

// One page of each route module in each language that has it, and the fixed articles whose
// authored bodies hold markup their template's sample lacks (tests/e2e/site-pages.ts).
const scanned = [
  ...axeTemplates().map(({ file, locale, path }) => ({
    path,
    what: `${file}, ${locale}${OWN_PARTS[file] ? ", its own parts" : ""}`,
    long: LONG_PAGES.includes(file),
    include: OWN_PARTS[file],
    moving: MOVING.includes(file),
  })),
  ...authoredPages().map((path) => ({ path, what: "authored body", long: false, include: undefined, moving: false })),
]
for (const { path, what, long, include, moving } of scanned) {
  test(`axe finds no WCAG 2.2 A/AA violation on ${path} (${what}) at both widths`, async ({ page }) => {
    if (long) test.setTimeout(LONG_PAGE_TIMEOUT)
    if (moving) await page.emulateMedia({ reducedMotion: "no-preference" })
    await page.setViewportSize(WIDE)
    const response = await page.goto(path)
    expect(response?.status(), `${path} answers`).toBe(200)
    if (include) await expect(page.locator(include), `${path} has ${include}`).toHaveCount(1)
    await expectNoViolationsAtBothWidths(page, include)
  })
}

for (const locale of locales) {
  const path = notFoundPathIn(locale)
  test(`axe finds no WCAG 2.2 A/AA violation on the not-found screen in ${locale} (${path}) at both widths`, async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/status of 404/)
    await page.setViewportSize(WIDE)
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag)
    await expect(page.getByRole("heading", { level: 1, name: words[locale].notFound.heading })).toBeVisible()
    await expectNoViolationsAtBothWidths(page)
  })
}

// The share tests' way: no native share sheet, so Share opens the site's own panel.
async function withoutNativeShare(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }))
}

type OpenState = {
  name: string
  /** Shown below the md breakpoint only (the mobile menu's button). */
  narrowOnly?: boolean
  /** Clicks the control that opens the state. */
  open: (page: Page, words: Messages) => Promise<void>
  /** The opened part of the page, as a CSS selector for axe and a locator for the test. */
  opened: string | ((words: Messages) => string)
}

// Interface states of the home page to scan once open, in each language: one line each. The
// controls are found by the home page's structure, or by the site's words in the page's language.
const openStates: OpenState[] = [
  {
    name: "the mobile menu",
    narrowOnly: true,
    open: (p) => p.locator('button[aria-controls="mobile-menu"]').click(),
    opened: "#mobile-menu",
  },
  {
    name: "the share panel",
    open: (p, words) => p.getByRole("button", { name: words.share.sharePage }).click(),
    opened: (words) => `[role="group"][aria-label="${words.share.options}"]`,
  },
  {
    name: "a showcase screenshot",
    open: (p) => p.locator('[aria-labelledby="showcase-title"] button').first().click(),
    opened: "dialog[open]",
  },
  {
    name: "an example video",
    open: (p) => p.locator("#examples").getByRole("button").first().click(),
    opened: "dialog[open]",
  },
  {
    name: "the demo video",
    open: (p) => p.locator('[aria-labelledby="closing-title"]').getByRole("button").click(),
    opened: "dialog[open]",
  },
]

// One home page a language: each state is opened in turn, what it opened is scanned (the page under
// it is the home template's scan above) at the widths it shows at, and Escape closes it again.
for (const locale of locales) {
  test(`axe finds no WCAG 2.2 A/AA violation in the home page's menu, share panel and dialogs, open, in ${locale}`, async ({
    page,
  }) => {
    test.setTimeout(OPEN_STATES_TIMEOUT)
    await withoutNativeShare(page)
    await page.setViewportSize(WIDE)
    await page.goto(localeInfo[locale].prefix || "/")
    for (const state of openStates) {
      const selector = typeof state.opened === "string" ? state.opened : state.opened(words[locale])
      await resize(page, state.narrowOnly ? NARROW : WIDE)
      await state.open(page, words[locale])
      const opened = page.locator(selector)
      await expect(opened, state.name).toBeVisible()
      if (state.narrowOnly) await expectNoViolations(page, `with ${state.name} open at ${NARROW.width} px`, selector)
      else await expectNoViolationsAtBothWidths(page, selector)
      await page.keyboard.press("Escape")
      await expect(opened, `${state.name} closes on Escape`).toBeHidden()
    }
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

test("the site-wide axe check fails an image with no text alternative, and a scan of one part reads that part only", async ({
  page,
}) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><section id="clean"><p>Words</p></section><section id="broken"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></section></main></html>`,
  )
  await expect(expectNoViolations(page)).rejects.toThrow(/image-alt/)
  await expect(expectNoViolations(page, "in #broken", "#broken")).rejects.toThrow(/image-alt/)
  await expectNoViolations(page, "in #clean", "#clean")
})
