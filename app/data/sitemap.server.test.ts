import { JSDOM } from "jsdom"
import { expect, test } from "vitest"
import { absoluteUrl } from "#app/config/site.ts"
import type { ArticleSummary, PageQuery } from "./article.ts"
import { type SitemapSource, sitemapChild, sitemapRoot } from "./sitemap.server.ts"

function summary(n: number): ArticleSummary {
  const day = String((n % 28) + 1).padStart(2, "0")
  return {
    id: String(n),
    slug: `post-${String(n).padStart(4, "0")}`,
    title: `Post ${n}`,
    meta_description: null,
    featured_image: null,
    published_at: `2025-01-${day}T09:00:00.000Z`,
    published_url: null,
    created_at: `2025-01-${day}T09:00:00.000Z`,
    // Every article was edited after it went out: its lastmod is this.
    updated_at: `2025-06-${day}T09:00:00.000Z`,
    tags: [],
    words: 100,
    locale: "en",
    translation_key: null,
  }
}

/** A database of `count` articles and three tags, recording each read. */
function source(count: number) {
  const articles = Array.from({ length: count }, (_, i) => summary(i))
  const reads: PageQuery[] = []
  const src: SitemapSource = {
    pages: ["/", "/blog", "/terms-and-conditions"],
    async listPage(query) {
      reads.push(query)
      return { articles: articles.slice(query.offset, query.offset + query.limit), total: articles.length }
    },
    async listTags() {
      return ["lip sync", "workflow", "video"].map((tag) => ({
        tag,
        count: 1,
        updatedAt: "2025-07-01T09:00:00.000Z",
        locale: "en" as const,
      }))
    },
  }
  return { src, articles, reads }
}

const xml = (text: string) => new JSDOM(text, { contentType: "application/xml" }).window.document
const locs = (text: string, element = "url") => [...xml(text).querySelectorAll(`${element} > loc`)].map((l) => l.textContent)

test("a site that fits one sitemap gets one: every page, tag page and article, articles with their last change", async () => {
  const { src, articles } = source(25)
  const root = await sitemapRoot(src)
  expect(xml(root).documentElement.tagName).toBe("urlset")
  expect(locs(root)).toEqual([
    ...src.pages.map((p) => absoluteUrl(p)),
    absoluteUrl("/blog/tag/lip%20sync"),
    absoluteUrl("/blog/tag/workflow"),
    absoluteUrl("/blog/tag/video"),
    ...articles.map((a) => absoluteUrl(`/blog/${a.slug}`)),
  ])
  const first = [...xml(root).querySelectorAll("url")].find((u) =>
    u.querySelector("loc")!.textContent!.endsWith(articles[0]!.slug),
  )
  expect(first!.querySelector("lastmod")!.textContent).toBe(articles[0]!.updated_at)
})

test("past the URL limit, /sitemap.xml is an index of child sitemaps that each stay under it and together list every URL", async () => {
  const { src, articles } = source(25)
  const limits = { maxUrls: 10, maxBytes: 50 * 1024 * 1024 }
  const root = await sitemapRoot(src, limits)
  expect(xml(root).documentElement.tagName).toBe("sitemapindex")
  const children = locs(root, "sitemap")
  expect(children).toEqual(
    ["pages.xml", "tags-1.xml", "articles-1.xml", "articles-2.xml", "articles-3.xml"].map((f) => absoluteUrl(`/sitemap/${f}`)),
  )
  const all: (string | null)[] = []
  for (const child of children) {
    const body = await sitemapChild(child!.split("/").at(-1)!, src, limits)
    expect(xml(body!).documentElement.tagName).toBe("urlset")
    expect(locs(body!).length).toBeLessThanOrEqual(10)
    all.push(...locs(body!))
  }
  expect(all).toEqual(locs(await sitemapRoot(src)))
  expect(all.filter((l) => l!.includes("/blog/post-"))).toHaveLength(articles.length)
})

test("exactly at the URL limit it is still one sitemap; one URL more makes it an index", async () => {
  const { src } = source(25)
  // 3 pages + 3 tags + 25 articles = 31 URLs.
  expect(xml(await sitemapRoot(src, { maxUrls: 31, maxBytes: 50 * 1024 * 1024 })).documentElement.tagName).toBe("urlset")
  expect(xml(await sitemapRoot(src, { maxUrls: 30, maxBytes: 50 * 1024 * 1024 })).documentElement.tagName).toBe("sitemapindex")
})

test("past the byte limit it is an index too, and no child passes that limit", async () => {
  const { src } = source(25)
  const limits = { maxUrls: 50_000, maxBytes: 2_000 }
  const root = await sitemapRoot(src, limits)
  expect(xml(root).documentElement.tagName).toBe("sitemapindex")
  const files = locs(root, "sitemap").map((l) => l!.split("/").at(-1)!)
  expect(files.length).toBeGreaterThan(3)
  let listed = 0
  for (const file of files) {
    const body = (await sitemapChild(file, src, limits))!
    expect(Buffer.byteLength(body), file).toBeLessThanOrEqual(2_000)
    listed += locs(body).length
  }
  expect(listed).toBe(31)
})

test("a child sitemap that the index does not list is not found", async () => {
  const { src } = source(25)
  const limits = { maxUrls: 10, maxBytes: 50 * 1024 * 1024 }
  for (const file of ["articles-4.xml", "articles-0.xml", "pages-1.xml", "tags.xml", "other.xml", "articles-1.xml.gz"])
    expect(await sitemapChild(file, src, limits), file).toBeNull()
  expect(await sitemapChild("articles-3.xml", src, limits)).not.toBeNull()
})

test("articles are read a thousand at a time, the most a Supabase project answers at once", async () => {
  const { src, reads } = source(2_500)
  const root = await sitemapRoot(src)
  expect(locs(root)).toHaveLength(2_506)
  expect(Math.max(...reads.map((r) => r.limit))).toBeLessThanOrEqual(1_000)
  // A sitemap shows no reading time: it never asks the database to count words.
  expect(reads.every((r) => r.words === false)).toBe(true)
})

/** A blog in two languages: English articles, some of them translated into Italian, and a home page in three languages. */
function bilingual(count: number) {
  const english = Array.from({ length: count }, (_, i) => ({ ...summary(i), translation_key: i % 2 === 0 ? `story-${i}` : null }))
  const italian = english
    .filter((a) => a.translation_key !== null)
    .map((a) => ({ ...a, id: `it-${a.id}`, slug: `storia-${a.id}`, locale: "it" as const }))
  const articles = [...english, ...italian]
  const src: SitemapSource = {
    pages: ["/", "/it", "/de", "/terms-and-conditions"],
    versions: (path) =>
      path === "/terms-and-conditions"
        ? []
        : [
            { locale: "en", path: "/" },
            { locale: "it", path: "/it" },
            { locale: "de", path: "/de" },
          ],
    async listPage(query) {
      return { articles: articles.slice(query.offset, query.offset + query.limit), total: articles.length }
    },
    async listTags() {
      return [{ tag: "remix", count: 1, updatedAt: null, locale: "it" }]
    },
    async listTranslations(keys) {
      return articles
        .filter((a) => a.translation_key !== null && keys.includes(a.translation_key))
        .map((a) => ({ translation_key: a.translation_key!, locale: a.locale, slug: a.slug }))
    },
  }
  return { src, english, italian }
}

const alternatesOf = (doc: Document, loc: string) =>
  [...[...doc.querySelectorAll("url")].find((u) => u.querySelector("loc")!.textContent === absoluteUrl(loc))!.children]
    .filter((c) => c.localName === "link")
    .map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])

test("each page with versions in other languages lists them all, itself included, and x-default to the English one", async () => {
  const { src } = bilingual(4)
  const doc = xml(await sitemapRoot(src))
  const home = [
    ["en", absoluteUrl("/")],
    ["it", absoluteUrl("/it")],
    ["de", absoluteUrl("/de")],
    ["x-default", absoluteUrl("/")],
  ]
  expect(alternatesOf(doc, "/")).toEqual(home)
  expect(alternatesOf(doc, "/de")).toEqual(home)
  // A page in one language only has none.
  expect(alternatesOf(doc, "/terms-and-conditions")).toEqual([])
  // The alternates are Google's xhtml:link, in their namespace.
  expect(doc.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length).toBeGreaterThan(0)
})

test("an article and its translation list each other; an article without one has no alternates; tags are in their language", async () => {
  const { src } = bilingual(4)
  const doc = xml(await sitemapRoot(src))
  const pair = [
    ["en", absoluteUrl("/blog/post-0000")],
    ["it", absoluteUrl("/it/blog/storia-0")],
    ["x-default", absoluteUrl("/blog/post-0000")],
  ]
  expect(alternatesOf(doc, "/blog/post-0000")).toEqual(pair)
  expect(alternatesOf(doc, "/it/blog/storia-0")).toEqual(pair)
  expect(alternatesOf(doc, "/blog/post-0001")).toEqual([])
  expect(locs(await sitemapRoot(src))).toContain(absoluteUrl("/it/blog/tag/remix"))
})

test("with alternates, past the byte limit, no child passes it and together they list every URL once", async () => {
  const { src, english, italian } = bilingual(40)
  const limits = { maxUrls: 50_000, maxBytes: 4_000 }
  const files = locs(await sitemapRoot(src, limits), "sitemap").map((l) => l!.split("/").at(-1)!)
  const all: (string | null)[] = []
  for (const file of files) {
    const body = (await sitemapChild(file, src, limits))!
    expect(Buffer.byteLength(body), file).toBeLessThanOrEqual(4_000)
    all.push(...locs(body))
  }
  expect(all).toHaveLength(4 + 1 + english.length + italian.length)
  expect(new Set(all).size).toBe(all.length)
})
