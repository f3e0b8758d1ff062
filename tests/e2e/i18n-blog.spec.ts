// The blog in six languages (issue 19): each language lists its own articles, a language without
// any says so and points to the English blog, and an article links to its translations, with
// hreflang to exactly those that exist. The Italian articles come from the seed (db/seed).
import { parseSiteEnv } from "#app/config/site-env.ts"
import { expect, test } from "./fixtures.ts"
import { publishedArticles, publishedArticlesIn, seeded } from "./seed-articles.ts"

const siteUrl = parseSiteEnv(process.env).siteUrl
const ENGLISH = seeded("lip-sync-explained-how-ai-matches-vocals-to-faces")
const ITALIAN = seeded("il-lip-sync-spiegato-come-l-ia-abbina-voce-e-volto")

test("@mobile /it/blog lists the Italian articles, newest first, in Italian, and no English one", async ({ page }) => {
  const italian = publishedArticlesIn("it")
  expect(italian.length, "the seed has Italian articles").toBeGreaterThan(1)
  const response = await page.goto("/it/blog")
  expect(response?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Storie e guide per chi crea video musicali con l’IA")
  await expect(page).toHaveTitle(/^Blog sui video musicali con l’IA/)
  const latest = page.locator("#latest-heading + div")
  await expect(latest.getByRole("heading", { level: 3 })).toHaveText(italian.map((a) => a.title))
  for (const english of publishedArticles) await expect(page.getByText(english.title, { exact: true })).toHaveCount(0)
  await expect(page.getByText(/\d+ min di lettura/).first()).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/it/blog`)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${siteUrl}/blog`)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/it/blog/rss.xml")
  // A card leads to the article in its language.
  await page.getByRole("link", { name: new RegExp(ITALIAN.title.replace(/[()]/g, ".")) }).click()
  await expect(page).toHaveURL(`/it/blog/${ITALIAN.slug}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ITALIAN.title)
})

test("@mobile /de/blog says in German that there are no articles yet, and links to the English blog", async ({ page }) => {
  const response = await page.goto("/de/blog")
  expect(response?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "de")
  await expect(page.getByRole("heading", { name: "Noch keine Artikel auf Deutsch" })).toBeVisible()
  const english = page.getByRole("link", { name: "Zum englischen Blog" })
  await expect(english).toHaveAttribute("hreflang", "en")
  await english.click()
  await expect(page).toHaveURL("/blog")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
})

test("an Italian article links to its English translation and back, each with hreflang to both and x-default to the English", async ({
  page,
}) => {
  await page.goto(`/it/blog/${ITALIAN.slug}`)
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
  const hreflang = async () =>
    page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]))
  const both = [
    ["en", `${siteUrl}/blog/${ENGLISH.slug}`],
    ["it", `${siteUrl}/it/blog/${ITALIAN.slug}`],
    ["x-default", `${siteUrl}/blog/${ENGLISH.slug}`],
  ]
  expect(await hreflang()).toEqual(both)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "it_IT")
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((t) => JSON.parse(t) as { "@type": string; inLanguage?: string })).toContainEqual(
    expect.objectContaining({ "@type": "Article", inLanguage: "it" }),
  )

  const toEnglish = page.getByRole("navigation", { name: "Leggi questo articolo in" }).getByRole("link", { name: "English" })
  await expect(toEnglish).toHaveAttribute("hreflang", "en")
  // Each language's page is its own document: wait for it to arrive, which a busy server can take
  // longer to send than an assertion's 5 s. Its head and heading are what is checked, so the wait
  // ends at DOMContentLoaded, not at "load", which also waits for every image the page shows.
  await toEnglish.click()
  await page.waitForURL(`/blog/${ENGLISH.slug}`, { waitUntil: "domcontentloaded" })
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ENGLISH.title)
  expect(await hreflang()).toEqual(both)

  const toItalian = page.getByRole("navigation", { name: "Read this article in" }).getByRole("link", { name: "Italiano" })
  await expect(toItalian).toHaveAttribute("hreflang", "it")
  await toItalian.click()
  await page.waitForURL(`/it/blog/${ITALIAN.slug}`, { waitUntil: "domcontentloaded" })
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
})

test("an article asked for under another language's path is not there, and one without translations names only itself", async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 404/)
  expect((await page.goto(`/blog/${ITALIAN.slug}`))?.status()).toBe(404)
  expect((await page.goto(`/de/blog/${ENGLISH.slug}`))?.status()).toBe(404)
  const alone = publishedArticles.find((a) => seeded(a.slug).translation_key === null)!
  await page.goto(`/blog/${alone.slug}`)
  const hreflang = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute("hreflang")))
  expect(hreflang).toEqual(["en", "x-default"])
  await expect(page.getByRole("navigation", { name: "Read this article in" })).toHaveCount(0)
})

test("each language's feed has its own articles and says its language", async ({ request }) => {
  const italian = await (await request.get("/it/blog/rss.xml")).text()
  expect(italian).toContain("<language>it</language>")
  expect(italian).toContain(`${siteUrl}/it/blog/${ITALIAN.slug}`)
  expect(italian).not.toContain(`${siteUrl}/blog/${ENGLISH.slug}<`)
  expect(await (await request.get("/de/blog/rss.xml")).text()).toContain("<language>de</language>")
})

test("the sitemap lists an article and its translation as alternates of each other", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text()
  expect(sitemap).toContain(`<loc>${siteUrl}/it/blog/${ITALIAN.slug}</loc>`)
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="it" href="${siteUrl}/it/blog/${ITALIAN.slug}"/>`)
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${siteUrl}/blog/${ENGLISH.slug}"/>`)
})
