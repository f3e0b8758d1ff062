// The consent banner shows only on a site with tracker ids (tests/e2e/tracked-site.ts): its
// accessibility checks live here, beside the other specs of that site.
import { expectNoViolations } from "./axe.ts"
import { banner, expect, test } from "./tracked-site.ts"

// Two axe scans of the long home page, the banner open and then its preferences: up to 11.7 s in a
// clean-clone CI run on the 2-core machine, too close to the 15 s a test gets, so 20 s.
test.describe.configure({ timeout: 20_000 })

test("axe finds no WCAG 2.2 A/AA violation with the consent banner open, nor with its preferences panel @mobile", async ({
  page,
}) => {
  await page.goto("/")
  await expect(banner(page)).toBeVisible()
  await expectNoViolations(page)
  await banner(page).getByRole("button", { name: "Customize" }).click()
  await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible()
  await expectNoViolations(page)
})

test("the consent choice is made with the keyboard alone, and the journey goes on without the banner", async ({
  page,
  context,
}) => {
  await page.goto("/")
  const accept = banner(page).getByRole("button", { name: "Accept all" })
  for (let i = 0; i < 10 && !(await accept.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
  await expect(accept).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(banner(page)).toBeHidden()
  expect((await context.cookies()).find((c) => c.name === "syncreel_consent")?.value).toContain("true")
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => document.activeElement !== document.body), "focus is not lost when the banner closes").toBe(
    true,
  )
})
