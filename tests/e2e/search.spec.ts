// The blog's search (issue 29): a GET form that works without JavaScript, reachable from the header
// and the blog, results in the page's language with their excerpts marked, a clear answer for an
// empty, over-long, hostile or fruitless query, and pages that are never cached or indexed.
import { expect, test } from "./fixtures.ts"
import { seeded } from "./seed-articles.ts"

const ENGLISH = seeded("lip-sync-explained-how-ai-matches-vocals-to-faces")
const ITALIAN = seeded("il-lip-sync-spiegato-come-l-ia-abbina-voce-e-volto")

test("the form works without JavaScript: the blog's form leads to ranked results with marked excerpts", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto("/blog")
  const form = page.getByRole("search")
  await form.getByRole("searchbox", { name: "Search articles" }).fill("lip-sync")
  await form.getByRole("button", { name: "Search" }).click()
  await expect(page).toHaveURL(/\/blog\/search\?q=lip-sync$/)
  await expect(page.getByRole("status")).toHaveText(/^\d+ results? for “lip-sync”$/)
  // The article with the words in its title comes first.
  await expect(page.getByRole("listitem").getByRole("heading", { level: 2 }).first()).toHaveText(ENGLISH.title)
  await expect(page.locator("main mark").first()).toBeVisible()
  await expect(page.locator("main time").first()).toHaveAttribute("datetime", /^\d{4}-/)
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible()
  await context.close()
})

test("the search answers never enter a cache and are noindex", async ({ request }) => {
  for (const path of ["/blog/search?q=video", "/blog/search", "/it/blog/cerca?q=video"]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()["cache-control"], path).toBe("private, no-store")
    expect(response.headers()["x-robots-tag"], path).toBe("noindex")
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>')
  }
  // Two different queries at once each get their own answer (no shared render).
  const [a, b] = await Promise.all([request.get("/blog/search?q=lip-sync"), request.get("/blog/search?q=vertical")])
  expect(await a.text()).toContain("for “lip-sync”")
  expect(await b.text()).toContain("for “vertical”")
})

test("each language searches its own articles under its own path, stemmed", async ({ page }) => {
  const response = await page.goto("/it/blog/cerca?q=lip-sync%20spiegati")
  expect(response?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
  await expect(page.getByRole("heading", { level: 2, name: ITALIAN.title })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: ENGLISH.title })).toHaveCount(0)
  await expect(page.getByRole("status")).toHaveText(/risultat/)
})

test("an empty query shows the form and a prompt; an over-long one is a 400 with the form", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 400/)
  expect((await page.goto("/blog/search"))?.status()).toBe(200)
  await expect(page.getByRole("status")).toHaveText("Type a few words to find articles, guides and tips.")
  expect((await page.goto(`/blog/search?q=${"a".repeat(201)}`))?.status()).toBe(400)
  await expect(page.getByRole("status")).toHaveText(
    "Your search is 201 characters long. Please keep it to 200 characters or fewer.",
  )
  await expect(page.getByRole("searchbox")).toBeVisible()
})

test("hostile queries are answered and shown as text", async ({ page }) => {
  for (const q of ['<img src=x onerror="window.hit=1">', "a & | ! <-> :* '", "\u0000nul", "🎬 ünï 日本語", ")))"]) {
    const response = await page.goto(`/blog/search?q=${encodeURIComponent(q)}`)
    expect(response?.status(), q).toBeLessThan(500)
    expect(await page.evaluate(() => (window as { hit?: number }).hit)).toBeUndefined()
    await expect(page.locator("main img[src=x]")).toHaveCount(0)
  }
  await page.goto(`/blog/search?q=${encodeURIComponent("<b>zzqx</b>")}`)
  await expect(page.getByRole("status")).toHaveText("No results for “<b>zzqx</b>”")
})

test("no results suggests topics and the newest articles", async ({ page }) => {
  await page.goto("/blog/search?q=zeppelin%20harmonica%20quartet%20winter")
  await expect(page.getByRole("status")).toHaveText("No results for “zeppelin harmonica quartet winter”")
  await expect(page.getByRole("heading", { name: "Try other words, or browse a topic" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Newest articles" })).toBeVisible()
})

test("@mobile the header's search link has a name and the bar fits 390 px", async ({ page }) => {
  await page.goto("/it/blog")
  const link = page.getByRole("banner").getByRole("link", { name: "Cerca nel blog" })
  await expect(link).toHaveAttribute("href", "/it/blog/cerca")
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await link.click()
  await expect(page).toHaveURL("/it/blog/cerca")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cerca nel blog")
})
