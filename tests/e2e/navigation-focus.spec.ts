import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import en from "#app/i18n/messages/en.json" with { type: "json" }
import de from "#app/i18n/messages/de.json" with { type: "json" }

// Focus follows a client navigation (issue 28, decision 0041): the new page's heading takes focus,
// so the next Tab goes on from the top of its content, and its title is said once in a polite live
// region. A link within the page, the calculator's answer and Back keep what they had.

/** The catalog's announcement with the page's title in it. */
const said = (message: string, title: string) => message.replace("{title}", title)
const announcer = (page: Page) => page.locator("[data-navigation-announcer]")
const mainNav = (page: Page) => page.getByRole("navigation", { name: en.header.mainNav })

/** Counts the announcer's texts from now on, in the page: each change to a non-empty text is one. */
async function countAnnouncements(page: Page) {
  await page.evaluate(() => {
    const region = document.querySelector("[data-navigation-announcer]")
    if (!region) throw new Error("no navigation announcer")
    const said: string[] = []
    ;(window as unknown as { announced: string[] }).announced = said
    new MutationObserver(() => {
      const text = region.textContent ?? ""
      if (text) said.push(text)
    }).observe(region, { childList: true, characterData: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { announced: string[] }).announced)
}

/** Whether the focused element is the first element of the tab order after the page's main heading. */
function focusIsFirstAfterHeading(page: Page) {
  return page.evaluate(() => {
    const heading = document.querySelector("main h1")
    const active = document.activeElement
    if (!heading || !active) return "no heading or no focus"
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, summary, video[controls], [tabindex]',
      ),
    ].filter((e) => e.tabIndex >= 0 && e.checkVisibility({ visibilityProperty: true }))
    const first = tabbable.find((e) => heading.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING)
    return first === active ? "first" : `focused ${active.outerHTML.slice(0, 120)}, first is ${first?.outerHTML.slice(0, 120)}`
  })
}

/** Shift+Tab presses from the focused element back to a link of the header's navigation. */
async function tabsBackToHeader(page: Page): Promise<number> {
  for (let presses = 1; presses <= 200; presses++) {
    await page.keyboard.press("Shift+Tab")
    if (await page.evaluate(() => Boolean(document.activeElement?.closest("header nav")))) return presses
  }
  return Infinity
}

test("following a header link with the keyboard focuses the new page's heading and says its title once @mobile", async ({
  page,
}) => {
  await page.goto("/pricing")
  // On a phone the links are in the menu.
  const menu = page.locator('button[aria-controls="mobile-menu"]')
  if (await menu.isVisible()) await menu.click()
  const announced = await countAnnouncements(page)
  const blog = page.locator("header").getByRole("link", { name: en.header.blog, exact: true }).locator("visible=true")
  await blog.focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  const title = await page.title()
  await expect(announcer(page)).toHaveText(said(en.focus.pageShown, title))
  expect(await announced()).toEqual([said(en.focus.pageShown, title)])

  await page.keyboard.press("Tab")
  expect(await focusIsFirstAfterHeading(page)).toBe("first")
})

test("after a client navigation the header is a few Tabs back, not the whole old page", async ({ page }) => {
  await page.goto("/")
  // A link near the bottom of a long page: the footer's link to the accessibility statement.
  await page.getByRole("contentinfo").getByRole("link", { name: en.footer.accessibility }).click()
  await expect(page).toHaveURL(/\/accessibility$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  // From the heading: the skip link, the header's links and buttons, nothing of the page before.
  expect(await tabsBackToHeader(page)).toBeLessThanOrEqual(3)
})

test("the title is said in the page's language", async ({ page }) => {
  await page.goto("/de/preise")
  await page.locator("header").getByRole("link", { name: de.header.blog, exact: true }).click()
  await expect(page).toHaveURL(/\/de\/blog$/)
  await expect(announcer(page)).toHaveText(said(de.focus.pageShown, await page.title()))
})

test("a link to a part of the same page leaves focus on the link, and the page says nothing", async ({ page }) => {
  await page.goto("/")
  const announced = await countAnnouncements(page)
  const link = mainNav(page).getByRole("link", { name: en.header.sections.pricing })
  await link.click()
  await expect(page).toHaveURL(/\/#pricing$/)
  await expect(link).toBeFocused()
  expect(await announced()).toEqual([])
})

test("a link to a part of another page focuses that part", async ({ page }) => {
  await page.goto("/pricing")
  await mainNav(page).getByRole("link", { name: en.header.sections.examples }).click()
  await expect(page).toHaveURL(/\/#examples$/)
  await expect(page.locator("#examples")).toBeFocused()
})

test("Back returns to where the page was, and focus does not scroll it away", async ({ page }) => {
  await page.goto("/pricing")
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  // The header stays on screen: its link to the blog, from the middle of the page.
  await mainNav(page).getByRole("link", { name: en.header.blog, exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  // The pricing page's heading has focus, and took it without scrolling to the top.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBe(1500)
})

test("Back returns to where the long home page was, its sections below the first screen laid out as before", async ({ page }) => {
  await page.goto("/")
  // Down to the testimonials as a reader scrolls, a screen at a time: each section renders on the way.
  const testimonials = page.locator('section[aria-labelledby="testimonials-title"]')
  const top = await testimonials.evaluate((section) => section.getBoundingClientRect().top + window.scrollY)
  for (let y = 0; y < top; y += 800) await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), y)
  // The sections passed have their real heights now: the testimonials are further down than estimated.
  await testimonials.evaluate((section) => section.scrollIntoView({ block: "start", behavior: "instant" }))
  await expect(testimonials).toBeInViewport()
  const position = await page.evaluate(() => window.scrollY)
  expect(position, "the testimonials are past the first screens").toBeGreaterThan(5000)
  await mainNav(page).getByRole("link", { name: en.header.blog, exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  // The sections above are laid out at their real heights again, not the browser's estimate for a
  // skipped one, so the page is as long as it was and the position is the one the visitor left.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(position)
  await expect(testimonials).toBeInViewport()
})
