import type { APIRequestContext } from "@playwright/test"
import { HtmlValidate } from "html-validate"
import { JSDOM } from "jsdom"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { siteRoutes } from "#app/content/site-pages.ts"
import { expect, test } from "./fixtures.ts"
import { DEFAULT_SOCIAL_IMAGE } from "#app/lib/social-card-path.ts"
import { draftArticles, publishedArticles } from "./seed-articles.ts"
import { NOT_FOUND_PATH, pagesToCheck, prerenderedPages } from "./site-pages.ts"
import { localeOfPath } from "#app/i18n/locales.ts"

// The site URL the build was made with (the server runs with the same environment).
const siteUrl = parseSiteEnv(process.env).siteUrl

/** The JSON-LD types a page must carry, beyond the rule that every block parses. */
function requiredJsonLdTypes(path: string): string[] {
  if (path === "/") return ["Organization", "WebSite", "VideoGallery"]
  if (/^\/blog\/[^/]+$/.test(path)) return ["Article"]
  if (path.startsWith("/examples/")) return ["VideoObject"]
  return []
}

/** The page's first HTML, as a crawler without JavaScript gets it. */
async function head(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), `${path} answers`).toBe(200)
  const document = new JSDOM(await response.text()).window.document
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? null
  return {
    title: document.title,
    description: meta('name="description"'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    og: Object.fromEntries(["title", "description", "url", "image"].map((p) => [p, meta(`property="og:${p}"`)])),
    twitterCard: meta('name="twitter:card"'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  }
}

function jsonLdTypes(block: unknown): string[] {
  if (Array.isArray(block)) return block.flatMap(jsonLdTypes)
  if (!block || typeof block !== "object") return []
  const node = block as { "@type"?: string | string[]; "@graph"?: unknown[] }
  return [...[node["@type"] ?? []].flat(), ...jsonLdTypes(node["@graph"] ?? [])]
}

// These checks walk every page of the route table, in six languages: about 190 pages each.
test.describe.configure({ timeout: 180_000 })

// Titles are unique within a language: two languages may write a page's name alike ("Política de
// cookies" in Spanish and Portuguese), and their hreflang links say they are one page's versions.
test("every prerendered page's first HTML has a title unique in its language, a description, a canonical URL, social tags and JSON-LD", async ({
  request,
}) => {
  const titles = new Map<string, string>()
  for (const path of prerenderedPages) {
    const page = await head(request, path)
    expect.soft(page.title, `${path}: title`).not.toBe("")
    const titleInLanguage = `${localeOfPath(path)} ${page.title}`
    expect.soft(titles.get(titleInLanguage), `${path}: title "${page.title}" is also the title of`).toBeUndefined()
    titles.set(titleInLanguage, path)
    expect.soft(page.description?.length ?? 0, `${path}: meta description`).toBeGreaterThan(0)
    const canonical = new URL(path, `${siteUrl}/`).href
    expect.soft(page.canonical, `${path}: canonical`).toBe(canonical)
    expect.soft(page.og, `${path}: Open Graph`).toEqual({
      title: expect.stringMatching(/\S/),
      description: expect.stringMatching(/\S/),
      url: canonical,
      image: expect.stringMatching(new RegExp(`^${siteUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/`)),
    })
    expect.soft(page.twitterCard, `${path}: twitter:card`).toBe("summary_large_image")
    const blocks = page.jsonLd.map((text) => {
      expect(() => JSON.parse(text), `${path}: JSON-LD parses`).not.toThrow()
      return JSON.parse(text) as { "@context"?: string }
    })
    for (const block of blocks) expect.soft(block["@context"], `${path}: JSON-LD context`).toMatch(/^https?:\/\/schema\.org\/?$/)
    expect.soft(blocks.flatMap(jsonLdTypes), `${path}: JSON-LD types`).toEqual(expect.arrayContaining(requiredJsonLdTypes(path)))
  }
})

// What the HTML standard requires of a document (html-validate's "standard" and "document"
// presets), not a style guide. Subresource integrity is asked of resources from other origins only:
// the site loads none, and its own assets are content-hashed files under its CSP.
const htmlValidator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": ["error", { target: "crossorigin" }] },
})

test("every page's first HTML is valid: the route table, a database article, the not-found screen and a missing article", async ({
  request,
}) => {
  const pages = [
    ...pagesToCheck().map((path) => ({ path, status: 200 })),
    { path: NOT_FOUND_PATH, status: 404 },
    { path: "/blog/no-such-article", status: 404 },
  ]
  for (const { path, status } of pages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(status)
    const report = await htmlValidator.validateString(await response.text())
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`),
    )
    expect.soft(problems, path).toEqual([])
  }
})

test("every prerendered page's og:image is a PNG the site serves", async ({ request }) => {
  for (const path of prerenderedPages) {
    const { og } = await head(request, path)
    const image = await request.get(new URL(og.image!).pathname)
    expect(image.status(), `${path}: ${og.image}`).toBe(200)
    expect(image.headers()["content-type"], `${path}: ${og.image}`).toBe("image/png")
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

test("the sitemap lists every page of the route table", async ({ request }) => {
  const response = await request.get("/sitemap.xml")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toMatch(/xml/)
  const listed = [...(await response.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1])
  const expected = siteRoutes.filter((r) => !r.path.includes(":")).map((r) => new URL(r.path, `${siteUrl}/`).href)
  expect(listed).toEqual(expect.arrayContaining(expected))
  expect(new Set(listed).size, "no URL twice").toBe(listed.length)
})
