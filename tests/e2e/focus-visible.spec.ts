import { NARROW, WIDE } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { walkFocus } from "./focus-walk.ts"
import { NOT_FOUND_PATH, axeTemplates } from "./site-pages.ts"

// WCAG 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured (issue 28): on one page of every template,
// at both widths, one page load each, the keyboard walks through every focusable element and each
// must show its focus, unobscured (tests/e2e/focus-walk.ts). The page's own motion is off (the hero's
// loop stays a still poster), so a difference between the two screenshots is the focus indicator's,
// not a frame of a video. The header, footer and banners are the same components on every page:
// their pixels are compared on the home page's walk, and the other pages' walks compare their own
// content's (each page still reaches and checks every element for cover).

/**
 * A page's walk takes a screenshot pair per focusable element and waits for its box to hold still:
 * the home page has over 100 and took up to 21 s on the 2-core machine under load, the watch page
 * and the long pages 12-15 s; they get 40 s, the others the default.
 */
const LONG_PAGES = [
  "/",
  "/suno-music-video",
  "/pricing",
  "/features/lightning-fast",
  "/examples/neon-nights",
  "/blog/how-to-create-ai-music-videos-2024",
  "/terms-and-conditions",
  "/blog",
]
const LONG_PAGE_TIMEOUT = 40_000

const templates = [
  ...axeTemplates()
    .filter((t) => t.locale === "en")
    .map((t) => ({ path: t.path, what: t.file })),
  { path: NOT_FOUND_PATH, what: "the not-found screen" },
]

for (const { path, what } of templates) {
  for (const [width, size] of [
    ["390", NARROW],
    ["1280", WIDE],
  ] as const) {
    test(`every focusable element of ${path} (${what}) shows its focus, unobscured, at ${width} px`, async ({ page, guard }) => {
      if (LONG_PAGES.includes(path)) test.setTimeout(LONG_PAGE_TIMEOUT)
      if (path === NOT_FOUND_PATH) guard.allowConsoleError(/status of 404/)
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.setViewportSize(size)
      await page.goto(path)
      const { focused, compared, failures } = await walkFocus(page, { chrome: path === "/" })
      test.info().annotations.push({ type: "focused elements", description: String(focused) })
      test.info().annotations.push({ type: "elements compared focused and unfocused", description: String(compared) })
      expect(focused, "focusable elements reached").toBeGreaterThan(3)
      expect(failures).toEqual([])
    })
  }
}
