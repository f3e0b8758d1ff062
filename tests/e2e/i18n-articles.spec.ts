import { expect, test } from "./fixtures.ts"

const APP_URL = "https://app.syncreel.com"
const ITALIAN = "/it/blog/suno-contro-udio-2025"
const ENGLISH = "/blog/suno-vs-udio-battle-supremacy-2025"

// The twelve fixed articles exist in English and Italian (docs/decisions/0018-six-languages.md): the
// Italian one at its Italian path, with its Italian body, data, words around it and head.

test("@mobile an Italian reader gets the Italian article: heading, tables, interface words and a call to action to the app", async ({
  page,
}) => {
  const response = await page.goto(ITALIAN)
  expect(response?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Suno contro Udio nel 2025: quale generatore di musica IA scegliere?",
  )
  // The comparison block in Italian: its caption, its column names, its rows from the Italian data.
  const table = page.getByRole("table", { name: "Suno e Udio a confronto funzione per funzione, con il vincitore di ogni riga" })
  await expect(table.getByRole("columnheader")).toHaveText(["Funzione", "Suno", "Udio", "Vincitore"])
  await expect(page.getByRole("heading", { level: 2, name: "I prezzi in breve" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Tabella" }).getByRole("columnheader").first()).toHaveText("Strumento")
  await expect(page.getByText("Utenti").first()).toBeVisible()
  await expect(page.getByRole("link", { name: "Torna al blog" })).toHaveAttribute("href", "/it/blog")
  await expect(page.getByText("Ti è stato utile? Condividilo con un altro creator.")).toBeVisible()
  const cta = page.getByRole("link", { name: /Inizia a creare ora/ }).last()
  await expect(cta).toHaveAttribute("href", APP_URL)
  await expect(cta).toHaveAttribute("target", "_blank")
  await expect(cta).toHaveAttribute("data-app-source", "blog-suno-vs-udio-battle-supremacy-2025")
  await expect(page.getByText(/min read|Users|Back to Blog|Start Creating Now/)).toHaveCount(0)
})

test("an Italian article's date and reading time are written the Italian way", async ({ page }) => {
  await page.goto("/it/blog/come-creare-un-video-musicale-con-ia")
  await expect(page.locator("time")).toHaveText("15 agosto 2025")
  await expect(page.getByText(/^\d+ min di lettura$/)).toBeVisible()
})

test("the Italian article's head: canonical, hreflang to both versions and x-default, og:locale and Italian JSON-LD", async ({
  page,
}) => {
  await page.goto(ITALIAN)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
  expect(new URL(canonical ?? "").pathname).toBe(ITALIAN)
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href") ?? "").pathname}`))
  expect(alternates.sort()).toEqual([`en ${ENGLISH}`, `it ${ITALIAN}`, `x-default ${ENGLISH}`])
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "it_IT")
  const blocks = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((b) => JSON.parse(b))
  expect(blocks[0]).toMatchObject({
    "@type": "Article",
    inLanguage: "it",
    headline: "Suno contro Udio nel 2025: quale generatore di musica IA scegliere?",
  })
  expect(blocks[0].mainEntityOfPage).toMatch(new RegExp(`${ITALIAN}$`))
  expect(blocks[1]).toMatchObject({ "@type": "ItemList", name: expect.stringMatching(/^Generatori di musica IA/) })
})

test("an article links to its other language, labelled in that language, and back", async ({ page }) => {
  await page.goto(ITALIAN)
  const toEnglish = page.getByRole("link", { name: "Read in English" })
  await expect(toEnglish).toHaveAttribute("hreflang", "en")
  await expect(toEnglish).toHaveAttribute("lang", "en")
  await toEnglish.click()
  await expect(page).toHaveURL(new RegExp(`${ENGLISH}$`))
  await expect(page.getByRole("heading", { level: 1, name: /Suno vs Udio in 2025/ })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  const toItalian = page.getByRole("link", { name: "Leggi in italiano" })
  await expect(toItalian).toHaveAttribute("hreflang", "it")
  await toItalian.click()
  await expect(page).toHaveURL(new RegExp(`${ITALIAN}$`))
  await expect(page.getByRole("heading", { level: 1, name: /Suno contro Udio nel 2025/ })).toBeVisible()
})

test("a client-side navigation between two Italian articles shows the second one's Italian body whole", async ({ page }) => {
  await page.goto("/it/blog/crescita-mercato-musica-ia-2025")
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  const documents: string[] = []
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url())
  })
  await page.getByRole("link", { name: "confronto tra Suno e Udio" }).click()
  await expect(page).toHaveURL(new RegExp(`${ITALIAN}$`))
  await expect(page.getByRole("heading", { level: 1, name: /Suno contro Udio nel 2025/ })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "Il verdetto" })).toBeVisible()
  await expect(page.getByRole("columnheader", { name: "Vincitore" })).toBeVisible()
  expect(documents).toEqual([])
})

test("an Italian article's body stays whole while it hydrates: the browser loads the Italian body the server named", async ({
  page,
}) => {
  const bodies: string[] = []
  await page.route(/\/assets\/how-to-create-ai-music-videos-2024-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const response = await route.fetch()
    bodies.push(await response.text())
    await route.fulfill({ response })
  })
  await page.addInitScript(() => {
    const counts: number[] = []
    Object.assign(window, { bodyChildCounts: counts })
    const sample = () => {
      const body = document.querySelector(".prose-fixed")
      if (body) counts.push(body.querySelectorAll("p, h2, h3, li").length)
      if (!document.documentElement.hasAttribute("data-hydrated")) setTimeout(sample, 20)
    }
    document.addEventListener("DOMContentLoaded", sample)
  })
  await page.goto("/it/blog/come-creare-un-video-musicale-con-ia")
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  const counts = await page.evaluate(() => (window as unknown as { bodyChildCounts: number[] }).bodyChildCounts)
  expect(Math.min(...counts)).toBeGreaterThan(20)
  expect(Math.min(...counts)).toBe(Math.max(...counts))
  // One body chunk, the Italian one: its first heading is in Italian.
  expect(bodies).toHaveLength(1)
  const firstHeading = await page.locator(".prose-fixed h2").first().textContent()
  expect(bodies[0]).toContain(firstHeading?.trim() ?? "no heading")
})
