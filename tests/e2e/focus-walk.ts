import type { Page } from "@playwright/test"

// The keyboard's walk over a page for WCAG 2.4.7 Focus Visible and 2.4.11 Focus Not Obscured
// (issue 28): each Tab's element, once focused, must look different from itself unfocused (a
// screenshot of its box and its ring's margin, taken focused and again after a blur), and the point
// at its centre must not belong to a fixed or sticky part of the page it is not in (the header, the
// consent banner). Used by tests/e2e/focus-visible.spec.ts and focus-consent.spec.ts.

/** Room around a box for its ring: the stylesheet's outline sits 3 px outside, 2 px wide. */
const RING_MARGIN = 8
/** More presses than any page has focusable elements: a page that keeps focus forever fails. */
const MAX_TABS = 400

type Focused = {
  /** How the element reads in a failure: its tag, its name or text. */
  what: string
  /** Its box and ring's margin within the viewport, or null when none of it is on screen. */
  clip: { x: number; y: number; width: number; height: number } | null
  /** What covers its centre, when a fixed or sticky part of the page it is not in does. */
  coveredBy: string | null
  /** Whether it is compared focused and unfocused (see `walkFocus`). */
  compare: boolean
}

type Walk = { seen: Set<Element>; last: Element | null; scrollY: number }

/**
 * Describes the focused element after a Tab: null once focus has left the page (past its last
 * element) or come back round to the first, or "same" while it moves inside one element's own
 * controls (a <video>'s built-in buttons are inside the video). With `chrome` false, only elements
 * in the page's main content are compared.
 */
async function describeFocus(page: Page, chrome: boolean): Promise<Focused | "same" | null> {
  return page.evaluate(
    async ({ margin, chrome }) => {
      const w = window as unknown as { focusWalk?: Walk }
      const walk = (w.focusWalk ??= { seen: new Set(), last: null, scrollY: window.scrollY })
      const active = document.activeElement
      if (!active || active === document.body || active === document.documentElement) return null
      if (active === walk.last) return "same"
      if (walk.seen.has(active)) return null
      walk.seen.add(active)
      walk.last = active
      const label = active.getAttribute("aria-label") ?? (active.textContent ?? "").trim().replace(/\s+/g, " ")
      const what = `<${active.tagName.toLowerCase()}${active.id ? ` id="${active.id}"` : ""}> ${label.slice(0, 60)}`

      const compare = chrome || active.closest("main") !== null
      if (compare) {
        // An image the focus brought on screen loads now: the screenshots wait for it, or the
        // unfocused one would differ from the focused one by the image alone.
        const loading = [...document.images].filter((image) => {
          const { top, bottom } = image.getBoundingClientRect()
          return !image.complete && bottom > 0 && top < window.innerHeight
        })
        if (loading.length) await Promise.all(loading.map((image) => image.decode().catch(() => {})))
      }
      // Wait until its box has held still for a frame: always before screenshots, and for the cover
      // check when the focus scrolled the page (the header answers a scroll a frame later). An
      // element reached without a scroll is checked at once: nothing has moved since the last one.
      if (compare || window.scrollY !== walk.scrollY) {
        const frame = () => new Promise((painted) => requestAnimationFrame(painted))
        const place = () => JSON.stringify(active.getBoundingClientRect())
        for (let frames = 0, before = place(); frames < 30; frames++) {
          await frame()
          const now = place()
          if (now === before) break
          before = now
        }
      }
      walk.scrollY = window.scrollY
      const box = active.getBoundingClientRect()
      const x = Math.max(0, Math.floor(box.left - margin))
      const y = Math.max(0, Math.floor(box.top - margin))
      const right = Math.min(window.innerWidth, Math.ceil(box.right + margin))
      const bottom = Math.min(window.innerHeight, Math.ceil(box.bottom + margin))
      const clip = right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null
      // The top-most element at the centre of the box's visible part: covered when it is in a
      // fixed or sticky part of the page that does not hold the focused element.
      let coveredBy: string | null = null
      if (clip) {
        const hit = document.elementFromPoint(
          (Math.max(box.left, 0) + Math.min(box.right, window.innerWidth)) / 2,
          (Math.max(box.top, 0) + Math.min(box.bottom, window.innerHeight)) / 2,
        )
        if (hit && !active.contains(hit)) {
          for (let node: Element | null = hit; node; node = node.parentElement) {
            const position = getComputedStyle(node).position
            if ((position === "fixed" || position === "sticky") && !node.contains(active)) {
              coveredBy = `<${node.tagName.toLowerCase()} class="${node.className}">`
              break
            }
          }
        }
      }
      return { what, clip, coveredBy, compare }
    },
    { margin: RING_MARGIN, chrome },
  )
}

/** Takes the focus off the element the walk is on, or puts it back (the next Tab goes on from it). */
async function setFocus(page: Page, on: boolean) {
  await page.evaluate((on) => {
    const { last } = (window as unknown as { focusWalk: { last: HTMLElement } }).focusWalk
    if (on) last.focus()
    else last.blur()
  }, on)
}

/**
 * The focus walk's failures on the page on screen, how many elements it focused and how many of them
 * it compared focused and unfocused. With `chrome` false, the elements every page shares outside its
 * main content (header, footer, banners: one component each) are still reached and checked for
 * cover, but their screenshots are left to the walk of a page that takes them (the home page's, at
 * each width). The sections the browser skips while off screen (`below-fold`, content-visibility:
 * auto) render first, as a link to a part of the page makes them (app/hydration/click-delegation.ts):
 * skipped, they took their real height only frames after the focus reached them, and the page moved
 * under the screenshots (the terms' contact link was shot where the footer had moved up to).
 */
export async function walkFocus(
  page: Page,
  { chrome = true } = {},
): Promise<{ focused: number; compared: number; failures: string[] }> {
  const failures: string[] = []
  let focused = 0
  let compared = 0
  await page.evaluate(() => document.documentElement.setAttribute("data-render-all", ""))
  for (let tab = 0; tab < MAX_TABS; tab++) {
    await page.keyboard.press("Tab")
    const found = await describeFocus(page, chrome)
    if (found === null) return { focused, compared, failures }
    if (found === "same") continue
    focused++
    if (!found.clip) {
      failures.push(`${found.what}: focused off screen`)
      continue
    }
    if (found.coveredBy) failures.push(`${found.what}: its centre is covered by ${found.coveredBy}`)
    if (!found.compare) continue
    compared++
    const options = { clip: found.clip, animations: "disabled" as const, caret: "hide" as const }
    const withFocus = await page.screenshot(options)
    await setFocus(page, false)
    const withoutFocus = await page.screenshot(options)
    await setFocus(page, true)
    if (withFocus.equals(withoutFocus)) failures.push(`${found.what}: looks the same focused and unfocused`)
  }
  failures.push(`focus never left the page after ${MAX_TABS} Tabs`)
  return { focused, compared, failures }
}
