import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { beforeAll, describe, expect, test } from "vitest"
import { siteRoutes } from "#app/content/site-pages.ts"
import { parseArticleFile } from "#app/data/article-file.server.ts"
import { SEED_DIR } from "#app/data/seed.server.ts"
import type { createApp } from "./app.ts"
import { builtApp } from "../tests/support/built-app.ts"
import { freshDatabase } from "../tests/support/db-template.ts"
import { built, siteUrl } from "../tests/support/built-pages.ts"
import { pageJsonLdProblems } from "../tests/support/json-ld-rules.ts"

// The site as a search engine walks it: the production build and server in this process, over an
// embedded database of its own seeded as the server seeds it (db/seed). Every URL of the sitemap
// answers 200 with an indexable page whose hreflang matches the sitemap's alternates and is
// reciprocal; no page is listed twice or names a page that is not listed; the blog's pages have
// structured data Google accepts (the prerendered pages' is checked from build/client:
// app/built-json-ld.test.ts); the languages' empty blog indexes are noindex and named nowhere; a
// path with capitals leads to its lowercase page; lastmod says when the content changed.
// A copy of the database the server makes on its first start, made once a run (tests/support/db-template.ts).
process.env.DATA_DIR = await freshDatabase({ seeded: "as the server does" })

type Listed = { loc: string; lastmod: string | null; alternates: string[] }
type Page = { status: number; noindex: boolean; canonical: string | null; hreflang: string[]; document: Document }

let app: ReturnType<typeof createApp>
const listed = new Map<string, Listed>()
const pages = new Map<string, Page>()

const pathOf = (url: string) => new URL(url).pathname
const get = (pagePath: string) => app.request(`${siteUrl}${pagePath}`)
const parseXml = (text: string) => new JSDOM(text, { contentType: "application/xml" }).window.document

async function readSitemap(pagePath: string) {
  const response = await get(pagePath)
  expect(response.status, pagePath).toBe(200)
  const xml = parseXml(await response.text())
  for (const child of xml.querySelectorAll("sitemap > loc")) await readSitemap(pathOf(child.textContent!))
  for (const url of xml.querySelectorAll("url")) {
    const loc = url.querySelector("loc")!.textContent!
    expect(listed.has(loc), `${loc} is listed once`).toBe(false)
    const alternates = [...url.getElementsByTagName("xhtml:link")].map(
      (l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`,
    )
    listed.set(loc, { loc, lastmod: url.querySelector("lastmod")?.textContent ?? null, alternates: alternates.sort() })
  }
}

const TAG_PAGES = ["/blog/tag/technology", "/it/blog/tag/tecnologia", "/blog/tag/lip-sync", "/blog/tag/product"]
/** Paths with capitals and the lowercase page each leads to. */
const REDIRECTS: [string, string][] = []
/** Paths with capitals whose lowercase page is not there. */
const MISSING = ["/Blog/No-Such-Article", "/NO-SUCH-PAGE", "/Blog/Tag/Technology"]
const answers = new Map<string, Response>()

async function readPage(pagePath: string): Promise<Page> {
  const kept = pages.get(pagePath)
  if (kept) return kept
  const response = await get(pagePath)
  const document = new JSDOM(await response.text()).window.document
  const page = {
    status: response.status,
    noindex: /noindex/.test(document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? ""),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')]
      .map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`)
      .sort(),
    document,
  }
  pages.set(pagePath, page)
  return page
}

/** The seed's articles as their files say: slug, language, publication and tags. */
const seed = readdirSync(SEED_DIR)
  .filter((file) => file.endsWith(".md"))
  .map((file) => parseArticleFile(readFileSync(path.join(SEED_DIR, file), "utf8"), file).article)

const englishSlug = seed.find((a) => (a.locale ?? "en") === "en")!.slug
REDIRECTS.push(
  ["/DE", "/de"],
  ["/De/Preise", "/de/preise"],
  ["/PRICING", "/pricing"],
  ["/Pricing?utm_source=x&b=2", "/pricing?utm_source=x&b=2"],
  [
    `/Blog/${englishSlug.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}`,
    `/blog/${englishSlug}`,
  ],
  ["/IT/Blog", "/it/blog"],
  ["/IT/Blog/Tag/tecnologia", "/it/blog/tag/tecnologia"],
  ["/Sitemap.xml", "/sitemap.xml"],
)

describe.skipIf(!built)("the site as a search engine walks it", () => {
  beforeAll(async () => {
    app = (await builtApp({ siteUrl })).app
    await readSitemap("/sitemap.xml")
    // Every page the tests look at is read here, once: the walk is the work, the tests are its checks.
    for (const { loc } of listed.values()) {
      const page = await readPage(pathOf(loc))
      for (const alternate of page.hreflang) await readPage(pathOf(alternate.split(" ")[1]!))
    }
    for (const route of siteRoutes.filter((r) => !r.path.includes(":"))) await readPage(route.path)
    for (const tagPath of TAG_PAGES) await readPage(tagPath)
    for (const [from] of [...REDIRECTS, ...MISSING.map((m) => [m] as const)]) answers.set(from, await get(from))
  }, 180_000)

  test("every URL of the sitemap is an indexable page, its own canonical, and its hreflang is the sitemap's alternates, reciprocal", async () => {
    expect(listed.size).toBeGreaterThan(100)
    for (const { loc, alternates } of listed.values()) {
      const page = await readPage(pathOf(loc))
      expect.soft(page.status, loc).toBe(200)
      expect.soft(page.noindex, `${loc} is noindex`).toBe(false)
      expect.soft(page.canonical, loc).toBe(loc)
      // A page naming only itself (an article in one language: itself and x-default) has no versions, as the sitemap says.
      const versions = page.hreflang.every((a) => a.endsWith(` ${loc}`)) ? [] : page.hreflang
      expect.soft(versions, `${loc}: hreflang and the sitemap's alternates`).toEqual(alternates)
      for (const alternate of page.hreflang) {
        const href = alternate.split(" ")[1]!
        expect.soft(listed.has(href), `${loc} names ${href}, which the sitemap does not list`).toBe(true)
        const other = await readPage(pathOf(href))
        expect.soft(other.hreflang, `${href} names ${loc} back`).toContain(page.hreflang.find((a) => a.endsWith(` ${loc}`)))
      }
    }
  })

  test("every page of the route table is listed, unless it is noindex", async () => {
    for (const route of siteRoutes.filter((r) => !r.path.includes(":"))) {
      const page = await readPage(route.path)
      if (page.status === 200 && !page.noindex) expect.soft(listed.has(`${siteUrl}${route.path}`), route.path).toBe(true)
    }
  })

  test("the blog's pages have structured data Google accepts", async () => {
    for (const { loc } of listed.values()) {
      if (siteRoutes.some((r) => r.prerender && r.path === pathOf(loc))) continue
      expect.soft(pageJsonLdProblems((await readPage(pathOf(loc))).document, loc), loc).toEqual([])
    }
  })

  test("a language's blog index without articles is noindex, out of the sitemap and named by no page; one with articles is listed", async () => {
    const withArticles = new Set(seed.map((a) => a.locale ?? "en"))
    const indexes = siteRoutes.filter((r) => r.key === "/blog")
    expect(indexes.filter((r) => !withArticles.has(r.locale)).map((r) => r.path)).toEqual([
      "/es/blog",
      "/de/blog",
      "/fr/blog",
      "/pt-br/blog",
    ])
    const named = new Set([...pages.values()].flatMap((p) => p.hreflang.map((a) => a.split(" ")[1])))
    for (const index of indexes) {
      const url = `${siteUrl}${index.path}`
      const page = await readPage(index.path)
      expect(page.status, index.path).toBe(200)
      const empty = !withArticles.has(index.locale)
      expect(page.noindex, `${index.path} is noindex`).toBe(empty)
      expect(listed.has(url), `${index.path} is listed`).toBe(!empty)
      expect(named.has(url), `${index.path} is named as a version`).toBe(!empty)
      if (empty) expect(page.hreflang, index.path).toEqual([])
    }
    // The language switchers (the header's, the footer's) offer the indexes with articles; an empty
    // one offers them and itself, and no other page offers it.
    const offered = (page: Page) =>
      [...new Set([...page.document.querySelectorAll("[data-language-switcher] a")].map((a) => a.getAttribute("href")))].sort()
    const full = indexes.filter((r) => withArticles.has(r.locale)).map((r) => r.path)
    expect(offered(await readPage("/blog"))).toEqual([...full].sort())
    expect(offered(await readPage("/es/blog"))).toEqual([...full, "/es/blog"].sort())
    for (const [pagePath, page] of pages)
      for (const index of indexes.filter((r) => !withArticles.has(r.locale) && r.path !== pagePath))
        expect.soft(offered(page), `${pagePath} offers ${index.path}`).not.toContain(index.path)
  })

  test("a tag's pages name each other where the same tag has a page in another language, as the seed's translations tie them", async () => {
    const pair = [
      `en ${siteUrl}/blog/tag/technology`,
      `it ${siteUrl}/it/blog/tag/tecnologia`,
      `x-default ${siteUrl}/blog/tag/technology`,
    ]
    for (const tagPath of ["/blog/tag/technology", "/it/blog/tag/tecnologia"]) {
      expect((await readPage(tagPath)).hreflang, tagPath).toEqual(pair)
      expect(listed.get(`${siteUrl}${tagPath}`)?.alternates, tagPath).toEqual(pair)
    }
    expect((await readPage("/blog/tag/lip-sync")).hreflang).toEqual([
      `en ${siteUrl}/blog/tag/lip-sync`,
      `it ${siteUrl}/it/blog/tag/lip-sync`,
      `x-default ${siteUrl}/blog/tag/lip-sync`,
    ])
    // Only in English: no versions.
    expect((await readPage("/blog/tag/product")).hreflang).toEqual([])
  })

  test("a path with capitals answers 301 to its lowercase page, query kept, where that page exists; elsewhere it is not found", async () => {
    for (const [from, to] of REDIRECTS) {
      expect(answers.get(from)!.status, from).toBe(301)
      expect(answers.get(from)!.headers.get("Location"), from).toBe(to)
    }
    for (const missing of MISSING) expect(answers.get(missing)!.status, missing).toBe(404)
  })

  test("lastmod and dateModified say when the content changed: a seed article its own date, a fixed page the date its content names", async () => {
    for (const article of seed.filter((a) => a.published_at && Date.parse(a.published_at) <= Date.now())) {
      const prefix = (article.locale ?? "en") === "en" ? "" : `/${article.locale}`
      const loc = `${siteUrl}${prefix}/blog/${article.slug}`
      expect(listed.get(loc)?.lastmod, loc).toBe(article.published_at)
      const jsonLd = [...(await readPage(pathOf(loc))).document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent!) as { dateModified?: string },
      )
      expect(jsonLd.map((block) => block.dateModified).filter(Boolean), `${loc}: dateModified`).toEqual([])
    }
    expect(listed.get(`${siteUrl}/terms-and-conditions`)?.lastmod).toBe("2025-10-10T00:00:00Z")
    expect(listed.get(`${siteUrl}/examples/neon-nights`)?.lastmod).toBe("2025-08-15T00:00:00Z")
    expect(listed.get(`${siteUrl}/blog/google-veo-31-day-zero`)?.lastmod).toBe("2025-10-15T00:00:00Z")
    // A page whose content names no day has no lastmod rather than the day of a build.
    expect(listed.get(`${siteUrl}/pricing`)?.lastmod).toBeNull()
  })
})
