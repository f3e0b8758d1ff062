import { expect, test } from "vitest"
import { blogPendingData } from "#app/content/blog-chrome.server.ts"
import { pendingBlogText } from "./blog-pending.tsx"

const english = blogPendingData("en")
const italian = blogPendingData("it")
const german = blogPendingData("de")

test("a navigation to the blog's lists says it is loading articles, in the page's language", () => {
  expect(pendingBlogText("/blog", english)).toBe("Loading articles...")
  expect(pendingBlogText("/blog/page/2", english)).toBe("Loading articles...")
  expect(pendingBlogText("/blog/tag/lip-sync", english)).toBe("Loading articles...")
  expect(pendingBlogText("/it/blog", italian)).toBe("Caricamento degli articoli…")
  expect(pendingBlogText("/it/blog/pagina/2", italian)).toBe("Caricamento degli articoli…")
  expect(pendingBlogText("/de/blog/", german)).toBe("Artikel werden geladen …")
})

test("a navigation to a database article says it is loading the article, in the page's language", () => {
  expect(pendingBlogText("/blog/a-story", english)).toBe("Loading article...")
  expect(pendingBlogText("/it/blog/una-storia", italian)).toBe("Caricamento dell’articolo…")
})

test("a fixed article, in English or Italian, the feed and other pages show no loading screen", () => {
  expect(pendingBlogText("/blog/how-to-use-nanobanana", english)).toBeNull()
  expect(pendingBlogText("/it/blog/come-usare-nano-banana", italian)).toBeNull()
  expect(pendingBlogText("/blog/rss.xml", english)).toBeNull()
  expect(pendingBlogText("/pricing", english)).toBeNull()
  expect(pendingBlogText("/it/prezzi", italian)).toBeNull()
})
