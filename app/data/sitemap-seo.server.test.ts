import { JSDOM } from "jsdom"
import { expect, test } from "vitest"
import { absoluteUrl } from "#app/config/site.ts"
import type { TagUse } from "./article.ts"
import { type SitemapSource, sitemapChild, sitemapRoot } from "./sitemap.server.ts"
import { tagVersions } from "./tag-versions.server.ts"
import { seedUpdatedAt } from "./seed.server.ts"

// What the sitemaps say of a page beyond its address: only pages with content, each tag with its
// pages in other languages, and a fixed page's lastmod from its own content.

const tags: TagUse[] = [
  { tag: "technology", count: 1, updatedAt: "2026-11-18T09:00:00.000Z", locale: "en" },
  { tag: "tecnologia", count: 1, updatedAt: "2026-11-19T09:00:00.000Z", locale: "it" },
  { tag: "product", count: 1, updatedAt: "2026-11-01T09:00:00.000Z", locale: "en" },
]
const blogs = ["/blog", "/it/blog", "/es/blog"]
const source: SitemapSource = {
  pages: ["/", "/pricing", ...blogs],
  versions: (path) =>
    blogs.includes(path) ? (["en", "it", "es"] as const).map((locale, i) => ({ locale, path: blogs[i]! })) : [],
  lastModified: (path) => (path === "/pricing" ? "2026-10-01T00:00:00Z" : undefined),
  listPage: async () => ({ articles: [], total: 0 }),
  listTags: async () => tags,
  tagRelation: async (live) =>
    tagVersions(
      [
        { locale: "en", translation_key: "k", tags: ["technology"] },
        { locale: "it", translation_key: "k", tags: ["tecnologia"] },
      ],
      live,
    ),
  withoutContent: async () => ["/es/blog"],
}

const parse = (text: string) => new JSDOM(text, { contentType: "application/xml" }).window.document
function entries(text: string) {
  return Object.fromEntries(
    [...parse(text).querySelectorAll("url")].map((url) => [
      url.querySelector("loc")!.textContent!,
      {
        lastmod: url.querySelector("lastmod")?.textContent ?? null,
        alternates: [...url.getElementsByTagName("xhtml:link")].map(
          (l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`,
        ),
      },
    ]),
  )
}

test("a page without content is left out and named by no other page; a tag lists its pages in other languages; a fixed page its own date", async () => {
  for (const xml of [await sitemapRoot(source), (await sitemapChild("pages.xml", source, { maxUrls: 5, maxBytes: 1e6 }))!]) {
    const listed = entries(xml)
    expect(Object.keys(listed)).not.toContain(absoluteUrl("/es/blog"))
    expect(listed[absoluteUrl("/blog")]!.alternates).toEqual([
      `en ${absoluteUrl("/blog")}`,
      `it ${absoluteUrl("/it/blog")}`,
      `x-default ${absoluteUrl("/blog")}`,
    ])
    expect(listed[absoluteUrl("/pricing")]!.lastmod).toBe("2026-10-01T00:00:00Z")
    expect(listed[absoluteUrl("/")]!.lastmod).toBeNull()
  }
  const tagXml = [await sitemapRoot(source), (await sitemapChild("tags-1.xml", source, { maxUrls: 5, maxBytes: 1e6 }))!]
  for (const xml of tagXml) {
    const listed = entries(xml)
    const pair = [`en ${absoluteUrl("/blog/tag/technology")}`, `it ${absoluteUrl("/it/blog/tag/tecnologia")}`]
    expect(listed[absoluteUrl("/blog/tag/technology")]!.alternates).toEqual([
      ...pair,
      `x-default ${absoluteUrl("/blog/tag/technology")}`,
    ])
    expect(listed[absoluteUrl("/it/blog/tag/tecnologia")]!.alternates).toEqual([
      ...pair,
      `x-default ${absoluteUrl("/blog/tag/technology")}`,
    ])
    expect(listed[absoluteUrl("/blog/tag/product")]!.alternates).toEqual([])
  }
})

test("a seed article is dated by its own content: its updated_at, else its publication; a scheduled one or a draft at seeding", () => {
  const now = new Date("2026-11-27T12:00:00Z")
  const article = { slug: "a", published_at: "2026-11-18T09:00:00.000Z" }
  expect(seedUpdatedAt(article, now)).toBe("2026-11-18T09:00:00.000Z")
  expect(seedUpdatedAt({ ...article, updated_at: "2026-11-20T09:00:00.000Z" }, now)).toBe("2026-11-20T09:00:00.000Z")
  expect(seedUpdatedAt({ ...article, published_at: "2027-01-01T09:00:00.000Z" }, now)).toBeUndefined()
  expect(seedUpdatedAt({ slug: "a" }, now)).toBeUndefined()
})
