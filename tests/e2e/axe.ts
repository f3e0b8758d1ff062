// The site-wide accessibility check: axe-core with the WCAG 2.2 A/AA rules, and unique landmark names.
import axe from "axe-core"
import type { Frame, Page } from "@playwright/test"
import { expect } from "./fixtures.ts"

// WCAG 2.2 A and AA, as axe-core tags them.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * Rules beyond those tags that every page must pass. axe files `landmark-unique` under best
 * practice, but two landmarks of the same role and name leave a screen-reader user unable to tell
 * them apart in the landmarks list: the accessibility statement promises every landmark a unique
 * name. An enabled rule runs whatever `runOnly` says (axe's ruleShouldRun).
 */
const EXTRA_RULES = ["landmark-unique"]

const RUN_OPTIONS: axe.RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
  // Only the violations are read: axe then builds no selectors for the thousands of nodes that pass.
  resultTypes: ["violations"],
}

/**
 * Puts axe-core in each of the page's frames that does not have it yet (a frame of another origin
 * answers axe's messages once it has it too). Once a page load: the two widths' scans of a page
 * share it. @axe-core/playwright injected it again for each scan and finished each in a new blank
 * page: a scan took 1.0-1.9 s that way and takes 0.1-0.6 s now, plus 0.15 s for the one injection.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const main = frame === page.mainFrame()
    try {
      if (await frame.evaluate(() => "axe" in window)) continue
      await frame.evaluate(axe.source)
      await frame.evaluate(() => window.axe.configure({ allowedOrigins: ["<unsafe_all_origins>"] }))
    } catch (error) {
      // A child frame may be gone, or be the error page of a blocked third-party host: nothing to scan.
      if (main || !isGoneOrBlocked(frame, error)) throw error
    }
  }
}

function isGoneOrBlocked(frame: Frame, error: unknown): boolean {
  return frame.isDetached() || /Frame was detached|Execution context was destroyed|chrome-error:/.test(String(error))
}

declare global {
  interface Window {
    axe: typeof axe
  }
}

/**
 * Fails on any violation; `where` (such as "at 390 px") is named in the failure. With `include` (a
 * CSS selector), only that part of the page is scanned: an opened dialog or panel, whose page was
 * scanned whole by its template's test.
 */
export async function expectNoViolations(page: Page, where?: string, include?: string) {
  await injectAxe(page)
  const violations = await page.evaluate(
    async ({ include, options }) => (await window.axe.run(include ? { include: [include] } : document, options)).violations,
    { include, options: RUN_OPTIONS },
  )
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(found, where ? `axe-core violations ${where}` : "axe-core violations").toEqual([])
}

/** The desktop project's viewport, and the mobile project's (playwright.config.ts). */
export const WIDE = { width: 1280, height: 900 }
export const NARROW = { width: 390, height: 844 }

/** Sets the viewport and waits until the browser has laid the page out at it. */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * Scans the page at 1280 px, then narrows it to 390 px and scans it again: one page load for both
 * widths. The site's layout follows the width through CSS media queries alone (nothing reads the
 * width, touch or a mobile user agent at load), so the narrowed page is the phone's layout.
 */
export async function expectNoViolationsAtBothWidths(page: Page, include?: string) {
  await resize(page, WIDE)
  await expectNoViolations(page, `at ${WIDE.width} px`, include)
  await resize(page, NARROW)
  await expectNoViolations(page, `at ${NARROW.width} px`, include)
}
