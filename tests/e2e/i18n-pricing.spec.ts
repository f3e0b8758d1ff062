import type { Browser, Page } from "@playwright/test"
import { expectNoViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { htmlProblems } from "../support/page-head.ts"

// The plans, the billing toggle and "What will my track cost?" in the site's other languages (issue 19):
// /it/prezzi and /de/preise in their language, the toggle and the calculator working in it, with
// JavaScript and without (the GET form the server answers on each language's own pricing page).

const calculator = (page: Page) => page.locator("#calculator")
const summary = (page: Page) => calculator(page).locator("[aria-live]")
const prices = (page: Page) =>
  Promise.all(["basic", "super", "ultra", "hyper"].map(async (id) => plain(await page.getByTestId(`price-${id}`).textContent())))
/** Intl writes the space beside a currency sign or inside a duration as a no-break space. */
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ")

async function pageWithoutJavaScript(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  return context.newPage()
}

test("/it/prezzi is the pricing page in Italian, with its canonical URL and a link to each language's version", async ({
  page,
}) => {
  await page.goto("/it/prezzi")
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Piani semplici che crescono con te")
  await expect(page.getByText("Con il pagamento annuale ogni piano a pagamento costa meno al mese")).toBeVisible()
  await expect(page.getByRole("heading", { name: "Quanto mi costa il mio brano?" })).toBeVisible()
  await expect(page).toHaveTitle(/^Prezzi: i piani e quanto ti costa il tuo brano/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/it\/prezzi$/)
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  const hreflang = Object.fromEntries(
    await alternates.evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
    ),
  )
  expect(hreflang).toEqual({
    en: "/pricing",
    it: "/it/prezzi",
    es: "/es/precios",
    de: "/de/preise",
    fr: "/fr/tarifs",
    "pt-BR": "/pt-br/precos",
    "x-default": "/pricing",
  })
  // The calculator's form stays in the language: the server answers it on /it/prezzi.
  await expect(calculator(page).locator("form")).toHaveAttribute("action", "/it/prezzi#calculator")
})

test("/de/preise is in German, and the billing toggle switches the prices, written the German way @mobile", async ({ page }) => {
  await page.goto("/de/preise")
  await expect(page.locator("html")).toHaveAttribute("lang", "de")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einfache Pläne, die mit dir wachsen")
  const toggle = page.getByRole("switch", { name: /^Jährliche Zahlung \(spare bis zu 21\s%\)$/ })
  await expect(toggle).toHaveAttribute("aria-checked", "true")
  expect(await prices(page)).toEqual(["0 $", "8,25 $", "16,50 $", "83,50 $"])
  await expect(page.getByRole("listitem", { name: "Ultra" })).toContainText("24.000 Tokens/Jahr")
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-checked", "false")
  await expect(page.getByTestId("price-super")).toHaveText(/^10\s\$$/)
  expect(await prices(page)).toEqual(["0 $", "10 $", "21 $", "104 $"])
  await expect(page.getByRole("listitem", { name: "Ultra" })).toContainText("2.000 Tokens/Monat")
})

test("the calculator answers live in Italian as the visitor types @mobile", async ({ page }) => {
  await page.goto("/it/prezzi")
  await calculator(page).getByRole("textbox", { name: "Durata del brano" }).fill("0:30")
  await calculator(page).getByRole("textbox", { name: "Video al mese" }).fill("1")
  await expect(summary(page)).toHaveText(
    "1 video da 0:30 al mese fa 30 s di video. Il piano più economico che basta è Super, con pagamento annuale, a 8,25 $/mese.",
    { useInnerText: true },
  )
  const videos = calculator(page).getByRole("textbox", { name: "Video al mese" })
  await videos.fill("0")
  await videos.blur()
  await expect(videos).toHaveAttribute("aria-invalid", "true")
  await expect(videos).toHaveAccessibleDescription(/Inserisci almeno 1 video\./)
  await expect(summary(page)).toHaveText("Correggi i campi qui sopra per vedere quanto costano i tuoi video.")
})

test("without JavaScript /it/prezzi answers the form itself, in Italian: prices for a good entry, a message beside each bad field", async ({
  browser,
  baseURL,
}) => {
  const page = await pageWithoutJavaScript(browser, baseURL)
  await page.goto("/it/prezzi")
  const length = calculator(page).getByRole("textbox", { name: "Durata del brano" })
  const videos = calculator(page).getByRole("textbox", { name: "Video al mese" })
  await length.fill("2:30")
  await videos.fill("6")
  await calculator(page).getByRole("button", { name: "Mostra i prezzi" }).click()
  await expect(page).toHaveURL(/\/it\/prezzi\?length=2%3A30&videos=6#calculator$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
  expect(plain(await summary(page).textContent())).toBe(
    "6 video da 2:30 al mese fanno 15 min di video. Il piano più economico che basta è Hyper, con pagamento annuale, a 83,50 $/mese.",
  )
  await expect(length).toHaveValue("2:30")

  await length.fill("4:01")
  await videos.fill("-1")
  await calculator(page).getByRole("button", { name: "Mostra i prezzi" }).click()
  await expect(page).toHaveURL(/\/it\/prezzi\?length=4%3A01&videos=-1/)
  await expect(length).toHaveAttribute("aria-invalid", "true")
  await expect(length).toHaveAccessibleDescription(/Il calcolatore copre la durata consigliata per un brano, da 0:30 a 4:00\./)
  await expect(videos).toHaveAccessibleDescription(/Il numero di video non può essere negativo: inserisci 1 o più\./)
  await expect(summary(page)).toHaveText("Correggi i campi qui sopra per vedere quanto costano i tuoi video.")
  await page.context().close()
})

test("the server renders the Italian answer in the first HTML, and other queries still get the prerendered page", async ({
  request,
}) => {
  const answer = await request.get("/it/prezzi?length=3%3A00&videos=4")
  expect(answer.status()).toBe(200)
  expect((await answer.text()).replace(/\s/g, " ")).toContain("Il piano più economico che basta è Hyper, con pagamento annuale")
  const campaign = await request.get("/it/prezzi?utm_source=newsletter")
  expect(campaign.status()).toBe(200)
  expect((await campaign.text()).replace(/\s/g, " ")).toContain("Il piano più economico che basta è Ultra, con pagamento annuale")
})

test("the French home page shows the plan cards in French, and its calculator sends the form to /fr/tarifs", async ({ page }) => {
  await page.goto("/fr#pricing")
  const section = page.locator("#pricing")
  await expect(section.getByRole("heading", { name: "Des formules simples qui évoluent avec vous" })).toBeVisible()
  const ultra = page.getByRole("listitem", { name: "Ultra" })
  await expect(ultra).toContainText("Le plus choisi")
  await expect(ultra).toContainText("Pour les créateurs qui publient des clips chaque semaine.")
  expect(plain(await ultra.getByText(/tokens\/an$/).textContent())).toBe("24 000 tokens/an")
  expect(await prices(page)).toEqual(["0 $", "8,25 $", "16,50 $", "83,50 $"])
  await expect(page.getByRole("listitem", { name: "Hyper" })).toContainText("Meilleure offre")
  await expect(calculator(page).locator("form")).toHaveAttribute("action", "/fr/tarifs#calculator")
})

// One page per test: an axe scan of a whole pricing page takes seconds of a busy machine's time.
for (const path of ["/de/preise", "/it/prezzi?length=99%3A99&videos=-1", "/pt-br/precos?length=2%3A30&videos=6"])
  test(`${path} is accessible @mobile`, async ({ page }) => {
    await page.goto(path)
    await expectNoViolations(page)
  })

test("the German pricing page and the server's Italian answers are valid HTML @mobile", async ({ request }) => {
  // The validator of every page (tests/support/page-head.ts), for the answers the route table does not list.
  for (const path of ["/it/prezzi?length=2%3A30&videos=6", "/it/prezzi?length=99%3A99&videos=-1", "/de/preise"]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(await htmlProblems(await response.text()), path).toEqual([])
  }
})
