import { expect, test } from "vitest"
import { absoluteUrl } from "#app/config/site.ts"
import type { ArticleSummary } from "./article.ts"
import { type SitemapSource, sitemapRoot } from "./sitemap.server.ts"

// Decision 0032: an article first published elsewhere (its canonical URL is another address) is
// that site's to index, and is left out of our sitemap; one whose canonical URL is its own stays.

const summary = (slug: string, canonical_url: string | null): ArticleSummary => ({
  id: slug,
  slug,
  title: slug,
  meta_description: null,
  featured_image: null,
  published_at: "2025-01-01T09:00:00.000Z",
  published_url: null,
  created_at: "2025-01-01T09:00:00.000Z",
  updated_at: "2025-01-01T09:00:00.000Z",
  tags: [],
  words: 100,
  locale: "en",
  translation_key: null,
  canonical_url,
})

test("the sitemap leaves out an article whose canonical URL is another site's, and keeps one whose canonical is its own page", async () => {
  const articles = [
    summary("ours", null),
    summary("syndicated", "https://elsewhere.example/blog/original"),
    summary("own-canonical", `${absoluteUrl("/blog/own-canonical")}/`),
  ]
  const src: SitemapSource = {
    pages: ["/"],
    listPage: async (query) => ({ articles: articles.slice(query.offset, query.offset + query.limit), total: articles.length }),
    listTags: async () => [],
  }
  const xml = await sitemapRoot(src)
  expect(xml).toContain(absoluteUrl("/blog/ours"))
  expect(xml).toContain(absoluteUrl("/blog/own-canonical"))
  expect(xml).not.toContain("syndicated")
  expect(xml).not.toContain("elsewhere.example")
})
