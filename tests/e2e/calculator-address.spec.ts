import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"
import en from "#app/i18n/messages/en.json" with { type: "json" }

// The calculator, shareable and calm (issue 28, decision 0041): its button writes the entry into the
// address as the server's answer to the form has it, an address with an entry is answered in the
// first HTML, and while the visitor types the summary never asks to correct a field whose own
// message is not showing yet.

const calculator = (page: Page) => page.locator("#calculator")
const lengthField = (page: Page) => calculator(page).getByRole("textbox", { name: en.calculator.lengthLabel })
const videosField = (page: Page) => calculator(page).getByRole("textbox", { name: en.calculator.videosLabel })
const showPrices = (page: Page) => calculator(page).getByRole("button", { name: en.calculator.submit })
const summary = (page: Page) => calculator(page).locator("[aria-live]")

const ANSWER =
  "6 videos of 2:30 a month is 15 min of video. The cheapest plan that fits is Hyper, billed yearly, at $83.50/month."

test("Show prices puts the entry in the address, as the form without JavaScript does, in place of the page's entry @mobile", async ({
  page,
}) => {
  await page.goto("/pricing")
  const entries = await page.evaluate(() => history.length)
  await lengthField(page).fill("2:30")
  await videosField(page).fill("6")
  await showPrices(page).click()
  await expect(page).toHaveURL(/\/pricing\?length=2%3A30&videos=6#calculator$/)
  await expect(showPrices(page)).toBeFocused()
  expect(await page.evaluate(() => history.length), "the entry is replaced, not added").toBe(entries)

  // The address, loaded again or shared, shows the same answer.
  await page.reload()
  await expect(lengthField(page)).toHaveValue("2:30")
  await expect(videosField(page)).toHaveValue("6")
  await expect(summary(page)).toHaveText(ANSWER)

  // A wrong entry has no answer to share: the address goes back to the page's own.
  await videosField(page).fill("0")
  await showPrices(page).click()
  await expect(videosField(page)).toBeFocused()
  await expect(page).toHaveURL(/\/pricing$/)
})

test("the address of an answer is answered in the first HTML", async ({ request }) => {
  const html = await (await request.get("/pricing?length=2%3A30&videos=6")).text()
  expect(html).toContain(ANSWER)
  expect(html).toContain('value="2:30"')
})

test("on the home page the button leaves the address alone: the answer's page is /pricing", async ({ page }) => {
  await page.goto("/#pricing")
  await lengthField(page).fill("2:30")
  await videosField(page).fill("6")
  await showPrices(page).click()
  await expect(summary(page)).toHaveText(ANSWER)
  await expect(page).toHaveURL(/\/#pricing$/)
})

test("while typing, the summary asks to correct the fields only when a field's own message shows @mobile", async ({ page }) => {
  await page.goto("/pricing")
  // Every text the summary shows, and whether a field showed its message at that moment.
  await page.evaluate(() => {
    const calculator = document.getElementById("calculator")!
    const summary = calculator.querySelector("[aria-live]")!
    const seen: { text: string; fieldMessage: boolean }[] = []
    ;(window as unknown as { summaries: typeof seen }).summaries = seen
    new MutationObserver(() =>
      seen.push({
        text: summary.textContent ?? "",
        fieldMessage: calculator.querySelector('input[aria-invalid="true"]') !== null,
      }),
    ).observe(calculator, { childList: true, characterData: true, subtree: true, attributes: true })
  })
  const summaries = () =>
    page.evaluate(() => (window as unknown as { summaries: { text: string; fieldMessage: boolean }[] }).summaries)

  // Typed a key at a time: "2" and "2:" and "2:4" are not lengths yet.
  await lengthField(page).fill("")
  await lengthField(page).pressSequentially("2:45")
  await expect(summary(page)).toContainText("The cheapest plan that fits")
  await videosField(page).fill("")
  await videosField(page).pressSequentially("12")
  await expect(summary(page)).toContainText("12 videos of 2:45")
  const asked = (await summaries()).filter((s) => s.text === en.calculator.correctFields && !s.fieldMessage)
  expect(asked, "the summary asked to correct the fields with no field's message showing").toEqual([])
  expect(
    (await summaries()).some((s) => s.text === en.calculator.waiting),
    "the summary waited for the entry",
  ).toBe(true)

  // On a fresh page, leaving a wrong field shows its message and the summary's request together.
  await page.reload()
  await lengthField(page).fill("2:")
  await expect(summary(page)).toHaveText(en.calculator.waiting)
  await expect(lengthField(page)).not.toHaveAttribute("aria-invalid", "true")
  await lengthField(page).blur()
  await expect(lengthField(page)).toHaveAttribute("aria-invalid", "true")
  await expect(summary(page)).toHaveText(en.calculator.correctFields)
})
