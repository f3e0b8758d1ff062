// Layouts hold the longest words (issue 27): at 390 px no page of any language scrolls sideways,
// nor cuts off text at the window's edge (a box that hides its overflow keeps the page from
// scrolling while the words it holds go missing). Layout needs no hydration, so one page per
// language visits every page (load, then the fonts) and, for each that fails, names the element
// sticking out furthest: what to fix.
import { expect, test } from "@playwright/test"
import { locales } from "#app/i18n/locales.ts"
import { pagesIn } from "./site-pages.ts"

// The mobile project's phone (playwright.config.ts); the test is not tagged @mobile so that it runs once.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** What sticks out of the window on the page open in the browser, or null when nothing does. */
function sticksOut(): string | null {
  const { scrollWidth, clientWidth } = document.documentElement
  // A box that scrolls its own overflow (a table, a row of cards) shows all it holds, and one
  // clipped to a pixel (.sr-only) is for screen readers: what they hold is not cut off.
  const scrolls = (element: Element) => {
    for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
      const overflow = getComputedStyle(e).overflowX
      if (/auto|scroll/.test(overflow)) return true
      const box = e.getBoundingClientRect()
      if (overflow !== "visible" && (box.width <= 1 || box.height <= 1)) return true
    }
    return false
  }
  const describe = (e: Element) =>
    `<${e.tagName.toLowerCase()} class="${(e.getAttribute("class") ?? "").slice(0, 80)}"> "${(e.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`
  // Text past an edge, seen or cut off by a box that hides its overflow: the furthest out.
  let worst: { by: number; element: Element } | null = null
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue
    range.selectNodeContents(node)
    const rect = range.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    const by = Math.max(rect.right + window.scrollX - clientWidth, -(rect.left + window.scrollX))
    if (by <= 1 || (worst && by <= worst.by)) continue
    const element = node.parentElement!
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || scrolls(element)) continue
    worst = { by, element }
  }
  // A control past an edge, its label whole or not: a button cut off no longer looks like one.
  for (const control of document.body.querySelectorAll("a, button, input, select, textarea")) {
    const rect = control.getBoundingClientRect()
    const by = Math.max(rect.right + window.scrollX - clientWidth, -(rect.left + window.scrollX))
    if (by <= 1 || (worst && by <= worst.by) || rect.width === 0) continue
    if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || scrolls(control)) continue
    worst = { by, element: control }
  }
  if (worst) return `${Math.round(worst.by)} px past the edge of ${clientWidth}: ${describe(worst.element)}`
  if (scrollWidth <= clientWidth) return null
  // A box wider than the window, holding no text past it (a button's or a card's edge): the one
  // reaching furthest, and of those the innermost.
  let culprit: Element | null = null
  let right = clientWidth + 1
  for (const element of document.body.querySelectorAll("*")) {
    const edge = element.getBoundingClientRect().right + window.scrollX
    if (edge < right - 0.5 || getComputedStyle(element).position === "fixed" || scrolls(element)) continue
    culprit = element
    right = edge
  }
  return `${scrollWidth} px wide in ${clientWidth}: ${culprit ? describe(culprit) : "nothing outside a scrolling box"}`
}

for (const locale of locales) {
  test(`no page in ${locale} scrolls sideways or cuts off text at 390 px`, async ({ page }) => {
    const pages = pagesIn(locale)
    // About 35 pages: a visit takes ~0.3 s alone and up to ~1 s on the busy 2-core machine.
    test.setTimeout(pages.length * 1_000)
    // The site's pages ask no other host; should one, the browser sends it to the proxy that is not
    // there (playwright.config.ts) and it fails at once. (A route here to fail it instead sent every
    // request of the pages through this process: the six tests took 49 s of test time with it and 44 s
    // without, two workers on the quiet 2-core machine.)
    const failing: string[] = []
    for (const path of pages) {
      await page.goto(path, { waitUntil: "load" })
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const found = await page.evaluate(sticksOut)
      if (found) failing.push(`${path}: ${found}`)
    }
    expect(failing, `pages that scroll sideways or cut off text at 390 px in ${locale}`).toEqual([])
  })
}
