import { createHash } from "node:crypto"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { beforeAll, describe, expect, test } from "vitest"
import { createApp } from "./app.ts"
import { pageCacheKey } from "./blog-page-cache.ts"

// The production build over an embedded database of its own, seeded as the server seeds it.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "page-cache-"))
const buildFile = path.resolve("build/server/index.js")

type Publisher = { apply(event: string, input: unknown): Promise<unknown> }
let build: ServerBuild
let publisher: Publisher
const lines: string[] = []
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  build = (await import(buildFile)) as ServerBuild
  const entry = build.entry.module as unknown as { startArticles(): Promise<void>; configuredPublisher(): Promise<Publisher> }
  await entry.startArticles()
  publisher = await entry.configuredPublisher()
  app = createApp({
    build,
    clientDir: path.resolve("build/client"),
    cspHashes: JSON.parse(readFileSync("build/csp-hashes.json", "utf8")) as Record<string, string[]>,
    siteUrl: "http://localhost:3000",
    log: (line) => lines.push(line),
  })
}, 180_000)

/** How often the page cache has rendered `key` so far. */
const renders = (key: string) => lines.filter((l) => l.startsWith(`page cache: rendered ${key} in`)).length
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })
const SEEN = "ai-music-videos-for-labels-and-agencies"
const EDITED = "choosing-a-visual-style-for-your-genre"

describe("the blog's page cache over the production build", () => {
  test("/blog asked for twice is rendered once, then served from memory with its ETag, and 304 to a browser that has it", async () => {
    const before = renders("/blog")
    // gzip: the brotli copy is made after the first answers (server/page-cache.test.ts).
    const first = await get("/blog", { "accept-encoding": "gzip" })
    const second = await get("/blog", { "accept-encoding": "gzip" })
    expect([first.status, second.status]).toEqual([200, 200])
    expect(renders("/blog")).toBe(before + 1)
    expect(second.headers.get("Content-Encoding")).toBe("gzip")
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"))
    const again = await get("/blog", { "accept-encoding": "gzip", "if-none-match": second.headers.get("ETag")! })
    expect(again.status).toBe(304)
    expect(again.headers.get("Content-Security-Policy")).toBe(second.headers.get("Content-Security-Policy"))
  })

  test("a kept page's answers, 304 included, carry the site's security headers and no X-Remix-Response", async () => {
    await get(`/blog/${SEEN}`)
    const kept = await get(`/blog/${SEEN}`, { "accept-encoding": "gzip" })
    const revalidated = await get(`/blog/${SEEN}`, { "accept-encoding": "gzip", "if-none-match": kept.headers.get("ETag")! })
    expect(revalidated.status).toBe(304)
    for (const answer of [kept, revalidated]) {
      expect(answer.headers.get("X-Frame-Options")).toBe("DENY")
      expect(answer.headers.get("Strict-Transport-Security")).toMatch(/max-age=/)
      expect(answer.headers.get("X-Remix-Response")).toBeNull()
      expect(answer.headers.get("Content-Security-Policy")).toContain("'sha256-")
    }
    const feed = await get("/blog/rss.xml")
    expect(feed.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'")
    expect(feed.headers.get("X-Content-Type-Options")).toBe("nosniff")
  })

  test("a cached page allows its inline scripts by their hashes, and carries no nonce", async () => {
    const page = await get(`/blog/${SEEN}`)
    const html = await page.text()
    const csp = page.headers.get("Content-Security-Policy")!
    expect(csp).not.toContain("nonce-")
    expect(html).not.toMatch(/\snonce=/)
    // Executable inline scripts: no src, and no data type such as JSON-LD's.
    const inline = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]+?)<\/script>/g)]
      .filter((m) => !/\ssrc=/.test(m[1]!) && !/\stype="application\//.test(m[1]!))
      .map((m) => [m[0], m[2]])
    expect(inline.length).toBeGreaterThan(0)
    for (const [, script] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(script!).digest("base64")}'`)
  })

  test("marketing parameters (utm_…) share the cached page and never appear in it; a preview link is never cached", async () => {
    await get("/blog/tag/workflow")
    const before = renders("/blog/tag/workflow")
    const tagged = await get("/blog/tag/workflow?utm_source=newsletter&utm_campaign=%22launch%22")
    expect(tagged.status).toBe(200)
    expect(await tagged.text()).not.toContain("utm_")
    expect(renders("/blog/tag/workflow")).toBe(before)
    const preview = await get(`/blog/${SEEN}?preview=not-a-valid-token`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get("Content-Security-Policy")).toContain("'nonce-")
  })

  test("publishing through the writer updates /blog and the article at once; editing one article leaves an unrelated one cached", async () => {
    await get("/blog")
    await get(`/blog/${SEEN}`)
    await get(`/blog/${EDITED}`)
    const missing = await get("/blog/page-cache-news")
    expect(missing.status).toBe(404)

    await publisher.apply("publish", {
      slug: "page-cache-news",
      title: "Page cache news",
      content_markdown: "Fresh words.",
      tags: ["news"],
    })
    expect(await (await get("/blog")).text()).toContain("Page cache news")
    const published = await get("/blog/page-cache-news")
    expect(published.status).toBe(200)
    expect(await published.text()).toContain("Fresh words.")

    // The edited article shows on /blog and its own page; the other's page (related cards by its
    // tags, then the newest three) never showed it, and is not rendered again.
    await get(`/blog/${SEEN}`)
    const seenRenders = renders(`/blog/${SEEN}`)
    const editedRenders = renders(`/blog/${EDITED}`)
    await publisher.apply("update", { slug: EDITED, title: "Choosing a look for your genre" })
    expect(await (await get(`/blog/${EDITED}`)).text()).toContain("Choosing a look for your genre")
    expect(await (await get("/blog")).text()).toContain("Choosing a look for your genre")
    await get(`/blog/${SEEN}`)
    expect(renders(`/blog/${EDITED}`)).toBe(editedRenders + 1)
    expect(renders(`/blog/${SEEN}`)).toBe(seenRenders)

    await publisher.apply("unpublish", { slug: "page-cache-news" })
    expect((await get("/blog/page-cache-news")).status).toBe(404)
    expect(await (await get("/blog")).text()).not.toContain("Page cache news")
  })

  test("the feed, the sitemap and the router's data requests are cached too, and follow writes", async () => {
    await get("/blog/rss.xml")
    await get("/sitemap.xml")
    const data = await get(`/blog/${SEEN}.data?_routes=routes%2Fblog-article&utm_source=x`)
    expect(data.status).toBe(200)
    const before = [renders("/blog/rss.xml"), renders("/sitemap.xml")]
    await get("/blog/rss.xml")
    await get("/sitemap.xml")
    expect([renders("/blog/rss.xml"), renders("/sitemap.xml")]).toEqual(before)
    expect(renders(`/blog/${SEEN}.data?_routes=routes%2Fblog-article`)).toBe(1)
    await publisher.apply("publish", { slug: "feed-news", title: "Feed news", content_markdown: "Words.", tags: ["news"] })
    expect(await (await get("/blog/rss.xml")).text()).toContain("Feed news")
    expect(await (await get("/sitemap.xml")).text()).toContain("/blog/feed-news")
  })
})

test("the cache's key: the path and the router's own parameters; other parameters dropped; previews and other paths not cached", () => {
  const key = (url: string) => pageCacheKey(new URL(url, "http://site.example"))
  expect(key("/blog?utm_source=a&utm_medium=b")).toBe("/blog")
  expect(key("/blog/page/2")).toBe("/blog/page/2")
  expect(key("/blog/tag/lip-sync/page/2?x=1")).toBe("/blog/tag/lip-sync/page/2")
  expect(key("/blog/a-post.data?utm_source=a&_routes=routes%2Fblog-article")).toBe(
    "/blog/a-post.data?_routes=routes%2Fblog-article",
  )
  expect(key("/blog/rss.xml")).toBe("/blog/rss.xml")
  expect(key("/sitemap.xml")).toBe("/sitemap.xml")
  expect(key("/sitemap/articles-2.xml")).toBe("/sitemap/articles-2.xml")
  expect(key("/blog/a-post?preview=token")).toBeNull()
  expect(key("/")).toBeNull()
  expect(key("/features/lip-sync")).toBeNull()
  expect(key("/blog/a/b/c")).toBeNull()
  expect(key("/robots.txt")).toBeNull()
})

test("each language's blog pages are kept too: its lists, tag pages, articles and feed, under their translated words", () => {
  const key = (url: string) => pageCacheKey(new URL(url, "http://site.example"))
  for (const path of [
    "/it/blog",
    "/it/blog/pagina/2",
    "/it/blog/tag/remix/pagina/2",
    "/de/blog/thema/remix/seite/3",
    "/pt-br/blog/um-artigo",
    "/it/blog/rss.xml",
    "/it/blog/un-articolo.data",
  ])
    expect(key(path), path).toBe(path)
  expect(key("/it/funzionalita/lip-sync")).toBeNull()
  expect(key("/xx/blog")).toBeNull()
  expect(key("/it/blog/a/b/c")).toBeNull()
})
