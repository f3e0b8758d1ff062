import { absoluteUrl } from "#app/config/site.ts"
import { JSDOM } from "jsdom"
import { expect, test, vi } from "vitest"
import type { ArticleSummary, PageQuery } from "#app/data/article.ts"
import { fixedArticles } from "#app/content/articles/index.ts"

// A blog of 80 database articles, all newer than every fixed guide.
const stored: ArticleSummary[] = Array.from({ length: 80 }, (_, i) => ({
  id: String(i),
  slug: `post-${i}`,
  title: `Post ${i}`,
  meta_description: null,
  featured_image: null,
  published_at: new Date(Date.UTC(2030, 0, 1) - i * 3_600_000).toISOString(),
  published_url: null,
  created_at: "2030-01-01T00:00:00.000Z",
  locale: "en",
  translation_key: null,
  updated_at: "2030-01-01T00:00:00.000Z",
  tags: [],
  words: 0,
}))
const reads: PageQuery[] = []
// Two Italian articles beside the 80 English ones.
const italian: ArticleSummary[] = ["primo", "secondo"].map((slug, i) => ({
  ...stored[i]!,
  id: `it-${i}`,
  slug,
  title: `Articolo ${slug}`,
  locale: "it",
}))
vi.mock("#app/data/articles.server.ts", () => ({
  listArticlesPage: async (query: PageQuery) => {
    reads.push(query)
    const list = query.locale === "it" ? italian : query.locale === "en" ? stored : []
    return { articles: list.slice(query.offset, query.offset + query.limit), total: list.length }
  },
}))

const feed = async (pattern: string) => {
  const { loader } = await import("./blog-rss.xml.ts")
  return new JSDOM(await (await loader({ pattern })).text(), { contentType: "application/xml" }).window.document
}

test("the feed carries the newest 50 items however many articles there are, and reads no more than that", async () => {
  const { loader } = await import("./blog-rss.xml.ts")
  const xml = await (await loader({ pattern: "blog/rss.xml" })).text()
  const items = [...new JSDOM(xml, { contentType: "application/xml" }).window.document.querySelectorAll("item > title")]
  expect(items.map((t) => t.textContent)).toEqual(stored.slice(0, 50).map((a) => a.title))
  expect(reads).toEqual([{ offset: 0, limit: 50, words: false, locale: "en" }])
  // The fixed guides are older than all 80: none of them is among the newest 50.
  expect(items.map((t) => t.textContent)).not.toContain(fixedArticles[0]!.title)
})

test("the Italian feed carries the Italian articles and guides at their Italian addresses, and says it is in Italian", async () => {
  const doc = await feed("it/blog/rss.xml")
  expect(doc.querySelector("channel > language")?.textContent).toBe("it")
  expect(doc.querySelector("channel > link")?.textContent).toBe(absoluteUrl("/it/blog"))
  const links = [...doc.querySelectorAll("item > link")].map((l) => l.textContent)
  expect(links.slice(0, 2)).toEqual([absoluteUrl("/it/blog/primo"), absoluteUrl("/it/blog/secondo")])
  // The fixed guides exist in Italian too, under their Italian paths; no English article is in it.
  expect(links).toContain(absoluteUrl("/it/blog/sora-2-per-video-musicali"))
  expect(links.every((l) => l!.startsWith(absoluteUrl("/it/")))).toBe(true)
})

test("a language without articles or guides has a feed that says its language and holds no item", async () => {
  const doc = await feed("de/blog/rss.xml")
  expect(doc.querySelector("channel > language")?.textContent).toBe("de")
  expect(doc.querySelector("channel > description")?.textContent).toMatch(/Musikvideos mit KI/)
  expect(doc.querySelectorAll("item")).toHaveLength(0)
  expect((await feed("pt-br/blog/rss.xml")).querySelector("channel > language")?.textContent).toBe("pt-BR")
})
