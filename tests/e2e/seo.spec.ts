import type { APIRequestContext } from "@playwright/test"
import { JSDOM } from "jsdom"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { siteRoutes } from "#app/content/site-pages.ts"
import { expect, test } from "./fixtures.ts"
import { DEFAULT_SOCIAL_IMAGE } from "#app/lib/social-card-path.ts"
import { draftArticles, publishedArticles, publishedArticlesIn } from "./seed-articles.ts"
import { NOT_FOUND_PATH, pagesToCheck, prerenderedPages } from "./site-pages.ts"
import { headProblems, htmlProblems, pageHead } from "../support/page-head.ts"
import { type Locale, localeOfPath } from "#app/i18n/locales.ts"

// The prerendered pages are checked where the build wrote them, without a server: their head
// (app/i18n/built-site.test.ts) and their HTML (app/built-html.test.ts). Here: the pages the server
// renders, and what only the server answers.

// The site URL the build was made with (the server runs with the same environment).
const siteUrl = parseSiteEnv(process.env).siteUrl

/** The page's first HTML, as a crawler without JavaScript gets it. */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), `${path} answers`).toBe(200)
  return pageHead(new JSDOM(await response.text()).window.document)
}

// The route table's pages the server renders (the blog's index in every language, a tag, an article
// of the database), an Italian article and tag of the seed, the not-found screen and missing
// articles: a few requests. Later pages of a list are validated by blog-pages.spec.ts, whose server
// has three.
const ITALIAN_ARTICLE = "il-lip-sync-spiegato-come-l-ia-abbina-voce-e-volto"
const italian = (key: string) => siteRoutes.find((r) => r.key === key && r.locale === "it")!.path
const serverPages = [
  ...pagesToCheck().filter((path) => !prerenderedPages.includes(path)),
  italian("/blog/:slug").replace(":slug", ITALIAN_ARTICLE),
  italian("/blog/tag/:tag").replace(":tag", "tecnologia"),
]

test("every page the server renders has valid first HTML with a head for crawlers, and an og:image the site serves", async ({
  request,
}) => {
  const pages = [
    ...serverPages.map((path) => ({ path, status: 200 })),
    { path: NOT_FOUND_PATH, status: 404 },
    { path: "/blog/no-such-article", status: 404 },
    { path: italian("/blog/:slug").replace(":slug", "no-such-article"), status: 404 },
  ]
  const titles = new Map<string, string>()
  for (const { path, status } of pages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(status)
    const html = await response.text()
    expect.soft(await htmlProblems(html), path).toEqual([])
    if (status !== 200) continue
    const document = new JSDOM(html).window.document
    // A route's key is its English path; a page of a route with parameters is judged by its route's.
    const englishPath =
      siteRoutes.find((r) => r.path === path)?.key ??
      siteRoutes.find((r) => r.path.includes(":") && new RegExp(`^${r.path.replace(/:\w+/g, "[^/]+")}$`).test(path))?.key ??
      path
    expect.soft(headProblems(document, { path, englishPath, siteUrl }), path).toEqual([])
    const title = `${localeOfPath(path)} ${document.title}`
    expect.soft(titles.get(title), `${path}: title "${document.title}" is also the title of`).toBeUndefined()
    titles.set(title, path)
    // The site's cards are PNGs; an article of the database shares its featured image, of any format.
    const image = new URL(pageHead(document).og.image!).pathname
    const answer = await request.get(image)
    expect.soft(answer.status(), `${path}: og:image ${image}`).toBe(200)
    const type = answer.headers()["content-type"]
    expect
      .soft(type, `${path}: og:image ${image}`)
      .toEqual(image.endsWith(".png") ? "image/png" : expect.stringMatching(/^image\//))
  }
})

test("a database article without a featured image shares its own 1200x630 card, one with a featured image shares that image", async ({
  request,
}) => {
  const withoutImage = publishedArticles.find((a) => a.featured_image === null)!
  const { og, jsonLd } = await head(request, `/blog/${withoutImage.slug}`)
  expect(new URL(og.image!).pathname).toBe(`/social/blog/${withoutImage.slug}.png`)
  expect(jsonLd.join("\n")).toContain(JSON.stringify(og.image))
  const card = await request.get(new URL(og.image!).pathname + new URL(og.image!).search)
  expect(card.status()).toBe(200)
  expect(card.headers()["content-type"]).toBe("image/png")
  expect(card.headers()["etag"]).toBeTruthy()
  const png = await card.body()
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG")
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  const fallback = await request.get(DEFAULT_SOCIAL_IMAGE)
  expect(png.equals(await fallback.body()), "the article's own card, not the default image").toBe(false)

  const withImage = publishedArticles.find((a) => a.featured_image?.startsWith("/"))!
  expect((await head(request, `/blog/${withImage.slug}`)).og.image).toBe(new URL(withImage.featured_image!, `${siteUrl}/`).href)
})

test("a card is drawn only for a published article: a draft's or an unknown slug's is the default image", async ({ request }) => {
  const fallback = await (await request.get(DEFAULT_SOCIAL_IMAGE)).body()
  for (const slug of [draftArticles[0]!.slug, "no-such-article"]) {
    const card = await request.get(`/social/blog/${slug}.png`)
    expect(card.status(), slug).toBe(200)
    expect((await card.body()).equals(fallback), slug).toBe(true)
  }
})

test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/)
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).not.toMatch(/^Disallow: \/$/m)
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

test("the sitemap lists every page of the route table, but the blog index of a language without articles and the noindex search", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/xml/)
  const listed = [...(await response.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1])
  const url = (r: { path: string }) => new URL(r.path, `${siteUrl}/`).href
  const empty = (r: { key: string; locale: Locale }) =>
    r.key === "/blog" && r.locale !== "en" && publishedArticlesIn(r.locale).length === 0
  const fixed = siteRoutes.filter((r) => !r.path.includes(":") && !r.noindex)
  // The blog's search pages are noindex (decision 0045): no sitemap names them.
  for (const route of siteRoutes.filter((r) => r.noindex)) expect(listed, route.path).not.toContain(url(route))
  expect(listed).toEqual(expect.arrayContaining(fixed.filter((r) => !empty(r)).map(url)))
  // The seed has Italian articles only: four languages' indexes are noindex (app/data/blog-languages.server.ts).
  expect(fixed.filter(empty).map((r) => r.path)).toEqual(["/es/blog", "/de/blog", "/fr/blog", "/pt-br/blog"])
  for (const route of fixed.filter(empty)) expect(listed, route.path).not.toContain(url(route))
  expect(new Set(listed).size, "no URL twice").toBe(listed.length)
})
