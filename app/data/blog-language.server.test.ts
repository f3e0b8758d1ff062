import { expect, test } from "vitest"
import { blogArticlePath, blogListPath, paginationPaths } from "./blog-language.server.ts"
import { toCardData } from "./blog-view.server.ts"
import type { ArticleSummary } from "./article.ts"

test("a page has one address: /blog and /blog/page/2, never /blog/page/1", () => {
  expect(blogListPath("en", 1)).toBe("/blog")
  expect(blogListPath("en", 2)).toBe("/blog/page/2")
  expect(blogListPath("en", 1, "lip-sync")).toBe("/blog/tag/lip-sync")
  expect(blogListPath("en", 3, "lip-sync")).toBe("/blog/tag/lip-sync/page/3")
})

test("each language's blog lists live under its prefix, with its words for page and tag; a tag is never translated", () => {
  expect(blogListPath("en")).toBe("/blog")
  expect(blogListPath("en", 2, "lip sync")).toBe("/blog/tag/lip%20sync/page/2")
  expect(blogListPath("it", 2)).toBe("/it/blog/pagina/2")
  expect(blogListPath("it", 1, "remix")).toBe("/it/blog/tag/remix")
  expect(blogListPath("de", 3, "remix")).toBe("/de/blog/thema/remix/seite/3")
  // A tag that happens to be a URL word stays the writer's word.
  expect(blogListPath("it", 1, "pricing")).toBe("/it/blog/tag/pricing")
  expect(blogArticlePath("features", "it")).toBe("/it/blog/features")
  expect(blogArticlePath("hello", "pt-br")).toBe("/pt-br/blog/hello")
})

test("the pagination of a later Italian page links to its neighbours and ends in Italian", () => {
  expect(paginationPaths("it", 2, 3)).toEqual({ 1: "/it/blog", 2: "/it/blog/pagina/2", 3: "/it/blog/pagina/3" })
})

test("an Italian card reads in Italian and leads to the Italian address; an English one is as before", async () => {
  const now = new Date("2026-06-10T12:00:00Z")
  const summary: ArticleSummary = {
    id: "1",
    slug: "ciao",
    title: "Ciao",
    meta_description: null,
    featured_image: null,
    published_at: "2026-05-10T12:00:00Z",
    published_url: null,
    created_at: "2026-05-10T12:00:00Z",
    updated_at: "2026-05-10T12:00:00Z",
    tags: [],
    words: 401,
    locale: "it",
    translation_key: null,
  }
  const { toPageData } = await import("./blog-view.server.ts")
  const page = await toPageData({ ...summary, tags: ["remix"], content_markdown: "Ciao", content_html: "<p>Ciao</p>" }, now)
  expect(page).toMatchObject({ blogPath: "/it/blog", tagPaths: { remix: "/it/blog/tag/remix" } })
  expect(await toCardData(summary, now)).toMatchObject({
    path: "/it/blog/ciao",
    readingTime: "3 min di lettura",
    published: "1 mese fa",
  })
  expect(await toCardData({ ...summary, locale: "en" }, now)).toMatchObject({
    path: "/blog/ciao",
    readingTime: "3 min read",
    published: "1 month ago",
  })
})
