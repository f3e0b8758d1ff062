import type { ServerBuild } from "react-router"
import { expect, test } from "vitest"
import { pageCacheKeys } from "./blog-page-cache.ts"

// The blog's search pages are never kept (decision 0045): each query would be a key of its own, and
// two visitors' different queries on one path would share one render (the cache keys by path alone).

const key = (path: string) => pageCacheKeys({} as ServerBuild["routes"])(new URL(path, "http://site.example"))

test.each([
  "/blog/search?q=lip-sync",
  "/blog/search",
  "/blog/search.data?q=a",
  "/it/blog/cerca?q=video",
  "/es/blog/buscar",
  "/de/blog/suche?q=x",
  "/fr/blog/recherche",
  "/pt-br/blog/busca",
  "/blog/Search?q=case",
  "/blog/%73earch?q=encoded",
])("%s has no page cache key", (path) => {
  expect(key(path)).toBeNull()
})

test("the blog's other pages keep theirs", () => {
  expect(key("/blog/searching-for-a-sound")).toBe("/blog/searching-for-a-sound")
  expect(key("/it/blog/cercare-suoni")).toBe("/it/blog/cercare-suoni")
})
