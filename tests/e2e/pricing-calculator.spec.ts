import type { Browser, Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import { htmlProblems } from "../support/page-head.ts"

// "What will my track cost?" (issue 18): the calculator on /pricing and in the home page's pricing
// section, with JavaScript (the answer follows each keystroke) and without (a GET form the server answers).

const calculator = (page: Page) => page.locator("#calculator")
const lengthField = (page: Page) => calculator(page).getByRole("textbox", { name: "Track length" })
const videosField = (page: Page) => calculator(page).getByRole("textbox", { name: "Videos a month" })
const plan = (page: Page, name: string) =>
  calculator(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
const summary = (page: Page) => calculator(page).locator("[aria-live]")

/** A page of a browser with JavaScript turned off, on the test server. */
async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  return context.newPage()
}

async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true")
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
}

test("/pricing answers 200 with the plans and the calculator's worked example in its first HTML", async ({ request }) => {
  const response = await request.get("/pricing")
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain("Simple plans that grow with you")
  expect(html).toContain("The cheapest plan that fits is Ultra, billed yearly, at $16.50/month.")
})

test("the server's answers to the form, with prices or with messages, are valid HTML like every prerendered page", async ({
  request,
}) => {
  // The validator of every page (tests/support/page-head.ts), for the two pages the route table does not list.
  for (const path of ["/pricing?length=2%3A30&videos=6", "/pricing?length=99%3A99&videos=-1"]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await htmlProblems(await response.text()), path).toEqual([])
  }
})

test("typing a track length and a count updates every plan's answer, no button needed @mobile", async ({ page }) => {
  await page.goto("/pricing")
  await lengthField(page).fill("2:00")
  await videosField(page).fill("1")
  await expect(plan(page, "Super")).toContainText("Fits: uses 500 of 500 tokens a month")
  await expect(plan(page, "Super")).toContainText("Fits: uses 5,760 of 6,000 tokens a year")
  await expect(plan(page, "Basic")).toContainText("No tokens included: first 3 videos free")
  await expect(summary(page)).toHaveText(
    "1 video of 2:00 a month is 2 min of video. The cheapest plan that fits is Super, billed yearly, at $8.25/month.",
  )

  await videosField(page).fill("4")
  await expect(plan(page, "Super")).toContainText("Doesn't fit: needs 2,000 tokens a month, includes 500")
  await expect(plan(page, "Ultra")).toContainText("Fits: uses 2,000 of 2,000 tokens a month")
  await expect(summary(page)).toContainText("The cheapest plan that fits is Ultra, billed yearly, at $16.50/month.")
  await expect(calculator(page).getByRole("link", { name: /Start with Ultra/ })).toHaveAttribute("target", "_blank")

  await lengthField(page).fill("4:00")
  await videosField(page).fill("53")
  await expect(summary(page)).toContainText("more than any plan includes")
  await expect(calculator(page).getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", /^mailto:/)
})

test("a wrong entry gets a clear message next to its field once the visitor leaves it @mobile", async ({ page }) => {
  await page.goto("/pricing")
  // Each wrong entry, its message, then a good entry that clears it.
  const cases: [Locator, string, string][] = [
    [lengthField(page), "three", "Write the length as minutes:seconds, e.g. 3:00 or 2:45."],
    [lengthField(page), "0:00", "The calculator covers the recommended track length, 0:30 to 4:00."],
    [lengthField(page), "99:99", "Seconds go from 00 to 59, e.g. 2:45."],
    [lengthField(page), "4:01", "The calculator covers the recommended track length, 0:30 to 4:00."],
    [lengthField(page), "", "Enter the track's length in minutes and seconds, e.g. 3:00."],
    [videosField(page), "-2", "The number of videos can't be negative: enter 1 or more."],
    [videosField(page), "2.5", "Enter a whole number of videos, e.g. 4."],
    [videosField(page), "four", "Enter a whole number of videos, e.g. 4."],
    [videosField(page), "", "Enter how many videos you make a month, e.g. 4."],
  ]
  for (const [field, text, message] of cases) {
    await field.fill(text)
    await field.blur()
    await expectFieldMessage(field, message)
    await expect(field.locator("xpath=..")).toContainText(message)
    await expect(summary(page)).toHaveText("Correct the fields above to see what your videos cost.")
    await field.fill((await field.getAttribute("name")) === "length" ? "3:00" : "2")
    await expect(field).not.toHaveAttribute("aria-invalid", "true")
  }
})

test("pressing Show prices with a wrong entry shows its message and moves focus to the field", async ({ page }) => {
  await page.goto("/pricing")
  await videosField(page).fill("0")
  await calculator(page).getByRole("button", { name: "Show prices" }).click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(videosField(page)).toBeFocused()
  await expectFieldMessage(videosField(page), "Enter at least 1 video.")
})

test("without JavaScript the server answers the form: prices for a good entry, messages for a bad one @mobile", async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutJavaScript(browser, baseURL)
  await page.goto("/pricing")
  await lengthField(page).fill("2:30")
  await videosField(page).fill("6")
  await calculator(page).getByRole("button", { name: "Show prices" }).click()
  await expect(page).toHaveURL(/\/pricing\?length=2%3A30&videos=6#calculator$/)
  await expect(summary(page)).toHaveText(
    "6 videos of 2:30 a month is 15 min of video. The cheapest plan that fits is Hyper, billed yearly, at $83.50/month.",
  )
  await expect(plan(page, "Ultra")).toContainText("Doesn't fit: needs 3,750 tokens a month, includes 2,000")
  await expect(lengthField(page)).toHaveValue("2:30")

  await lengthField(page).fill("4:01")
  await videosField(page).fill("-1")
  await calculator(page).getByRole("button", { name: "Show prices" }).click()
  await expect(page).toHaveURL(/length=4%3A01&videos=-1/)
  await expectFieldMessage(lengthField(page), "The calculator covers the recommended track length, 0:30 to 4:00.")
  await expectFieldMessage(videosField(page), "The number of videos can't be negative: enter 1 or more.")
  await expect(summary(page)).toHaveText("Correct the fields above to see what your videos cost.")
  await page.context().close()
})

test("the home page's pricing section holds the same calculator, and without JavaScript it sends the visitor to /pricing", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/#pricing")
  await lengthField(page).fill("0:30")
  await videosField(page).fill("1")
  await expect(summary(page)).toContainText("The cheapest plan that fits is Super, billed yearly, at $8.25/month.")

  const noScript = await pageWithoutJavaScript(browser, baseURL)
  await noScript.goto("/")
  await lengthField(noScript).fill("3:00")
  await videosField(noScript).fill("4")
  await calculator(noScript).getByRole("button", { name: "Show prices" }).click()
  await expect(noScript).toHaveURL(/\/pricing\?length=3%3A00&videos=4#calculator$/)
  await expect(summary(noScript)).toContainText("The cheapest plan that fits is Hyper, billed yearly, at $83.50/month.")
  await noScript.context().close()
})

test("the footer links to the accessibility statement, which dates its review and offers a way to report a barrier @mobile", async ({
  page,
}) => {
  await page.goto("/")
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click()
  await expect(page).toHaveURL(/\/accessibility$/)
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible()
  await expect(page.getByText("Last reviewed: November 27, 2026")).toBeVisible()
  await expect(page.getByRole("heading", { name: "Known limitations" })).toBeVisible()
  const report = page.getByRole("link", { name: "Report a barrier" })
  await expect(report).toHaveAttribute("href", /^mailto:support@syncreel\.com\?subject=Accessibility%20barrier/)
  await expect(page.getByRole("main")).toContainText("WCAG 2.2")
  await expect(page.getByRole("main")).toContainText("has captions in the language of the page, on by default")
})
