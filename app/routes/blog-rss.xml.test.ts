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
vi.mock("#app/data/articles.server.ts", () => ({
  listArticlesPage: async (query: PageQuery) => {
    reads.push(query)
    return { articles: stored.slice(query.offset, query.offset + query.limit), total: stored.length }
  },
}))

test("the feed carries the newest 50 items however many articles there are, and reads no more than that", async () => {
  const { loader } = await import("./blog-rss.xml.ts")
  const xml = await (await loader()).text()
  const items = [...new JSDOM(xml, { contentType: "application/xml" }).window.document.querySelectorAll("item > title")]
  expect(items.map((t) => t.textContent)).toEqual(stored.slice(0, 50).map((a) => a.title))
  expect(reads).toEqual([{ offset: 0, limit: 50, words: false }])
  // The fixed guides are older than all 80: none of them is among the newest 50.
  expect(items.map((t) => t.textContent)).not.toContain(fixedArticles[0]!.title)
})
