import { NARROW, WIDE } from "./axe.ts"
import { walkFocus } from "./focus-walk.ts"
import { banner, expect, test } from "./tracked-site.ts"

// WCAG 2.4.11 Focus Not Obscured with the consent banner open (issue 28): the banner is fixed at the
// bottom and does not block the page, so a visitor may Tab past it into the page; every element
// then focused must show its focus and not hide behind the banner (the banner keeps its height clear
// as scroll padding, app/components/consent-banner.tsx). The pricing page: long, with a form.

// A walk of the pricing page took 8-10 s on the loaded 2-core machine (focus-visible.spec.ts); the
// tracked site's server starts once a worker, within its own fixture's minute.
const WALK_TIMEOUT = 40_000

for (const [width, size] of [
  ["390", NARROW],
  ["1280", WIDE],
] as const) {
  test(`with the consent banner open, every focused element of /pricing shows and is not behind the banner at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(WALK_TIMEOUT)
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize(size)
    await page.goto("/pricing")
    await expect(banner(page)).toBeVisible()
    const { focused, failures } = await walkFocus(page)
    expect(focused, "focusable elements reached").toBeGreaterThan(3)
    expect(failures).toEqual([])
  })
}
