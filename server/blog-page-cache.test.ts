import { createHash, randomBytes } from "node:crypto"
import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"
import { serve } from "@hono/node-server"
import { Hono } from "hono"
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { createApp } from "./app.ts"
import { previewToken } from "#app/lib/preview-link.server.ts"
import { blogPageCache, pageCacheKeys } from "./blog-page-cache.ts"
import { serverEntry } from "./server-entry.ts"
import { builtApp } from "../tests/support/built-app.ts"
import { freshDatabase } from "../tests/support/db-template.ts"
import { signedPost } from "../tests/support/signed-delivery.ts"

// The production build over an embedded database of its own, seeded as the server seeds it.
// A copy of the database the server makes on its first start, made once a run (tests/support/db-template.ts).
process.env.DATA_DIR = await freshDatabase({ seeded: "as the server does" })

type Publisher = { apply(event: string, input: unknown): Promise<unknown> }
// The publishing secret: preview links are on.
const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`
let build: ServerBuild
let publisher: Publisher
const lines: string[] = []
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const built = await builtApp({ publishingSecret: SECRET, log: (line) => lines.push(line) })
  build = built.build
  app = built.app
  publisher = await built.entry.configuredPublisher()
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

  test("marketing parameters (utm_…) share the cached page and never appear in it", async () => {
    await get("/blog/tag/workflow")
    const before = renders("/blog/tag/workflow")
    const tagged = await get("/blog/tag/workflow?utm_source=newsletter&utm_campaign=%22launch%22")
    expect(tagged.status).toBe(200)
    expect(await tagged.text()).not.toContain("utm_")
    expect(renders("/blog/tag/workflow")).toBe(before)
  })

  test("?index, ?preview and _routes values that change nothing are served from the kept page: no render each", async () => {
    await get("/blog")
    await get("/blog.data?_routes=routes%2Fblog")
    await get(`/blog/${SEEN}`)
    const blogRenders = () => lines.filter((l) => /^page cache: rendered \/blog(?:\?|\.data| )/.test(l)).length
    const before = [blogRenders(), renders(`/blog/${SEEN}`)]
    for (let i = 0; i < 20; i++) {
      for (const target of [
        `/blog?index=${i}`,
        `/blog?preview=${i}`,
        `/blog.data?_routes=routes/blog,root-${i}&index=${i}`,
        `/blog/${SEEN}?preview=${i}.${"A".repeat(43)}`,
      ]) {
        const answer = await get(target)
        expect(answer.status, target).toBe(200)
        // A page the router rendered for this request would carry its nonce.
        expect(answer.headers.get("Content-Security-Policy"), target).not.toContain("'nonce-")
      }
    }
    expect([blogRenders(), renders(`/blog/${SEEN}`)]).toEqual(before)
  })

  test("a valid preview link on an article's page still passes the cache: its holder sees the draft, uncached", async () => {
    await publisher.apply("draft", { slug: "cache-draft", title: "Cache draft", content_markdown: "Draft words." })
    const preview = await get(`/blog/cache-draft?preview=${previewToken("cache-draft", SECRET)}`)
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain("Draft words.")
    expect(preview.headers.get("Cache-Control")).toContain("no-store")
    expect(preview.headers.get("Content-Security-Policy")).toContain("'nonce-")
    expect((await get("/blog/cache-draft")).status).toBe(404)
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

/** The cache's key for a URL on this site, with the build's routes and a publishing secret. */
const key = (url: string) => pageCacheKeys(build.routes, SECRET)(new URL(url, "http://site.example"))

test("the build's own writer's refusals reach the publishing API as the build's classes: an invalid article answers 422 naming its field, an unknown slug 404", async () => {
  const post = (payload: unknown) => app.request("/api/articles", signedPost(payload, { secret: SECRET }))
  const invalid = await post({ event: "publish", article: { slug: "no-title-here", content_markdown: "Body." } })
  expect({ status: invalid.status, body: await invalid.json() }).toEqual({
    status: 422,
    body: { error: expect.any(String), field: "title", errors: [{ field: "title", message: expect.any(String) }] },
  })
  const missing = await post({ event: "unpublish", article: { slug: "never-stored" } })
  expect({ status: missing.status, body: await missing.json() }).toEqual({
    status: 404,
    body: { error: 'no article with slug "never-stored"', field: "slug" },
  })
})

test("the cache's key: the path and the router's own parameters; other parameters dropped; previews and other paths not cached", () => {
  expect(key("/blog?utm_source=a&utm_medium=b")).toBe("/blog")
  expect(key("/blog/page/2")).toBe("/blog/page/2")
  expect(key("/blog/tag/lip-sync/page/2?x=1")).toBe("/blog/tag/lip-sync/page/2")
  expect(key("/blog/a-post.data?utm_source=a&_routes=routes%2Fblog-article")).toBe(
    "/blog/a-post.data?_routes=routes%2Fblog-article",
  )
  expect(key("/blog/rss.xml")).toBe("/blog/rss.xml")
  expect(key("/sitemap.xml")).toBe("/sitemap.xml")
  expect(key("/sitemap/articles-2.xml")).toBe("/sitemap/articles-2.xml")
  expect(key(`/blog/a-post?preview=${previewToken("a-post", SECRET)}`)).toBeNull()
  expect(key("/")).toBeNull()
  expect(key("/features/lip-sync")).toBeNull()
  expect(key("/blog/a/b/c")).toBeNull()
  expect(key("/robots.txt")).toBeNull()
})

test("_routes is kept only on a .data request, as the set of the build's route ids matching the page: sorted, once each", () => {
  const both = "/blog/a-post.data?_routes=root%2Croutes%2Fblog-article"
  expect(key("/blog/a-post.data?_routes=routes/blog-article,root")).toBe(both)
  expect(key("/blog/a-post.data?_routes=root,routes/blog-article,root,routes/blog-article")).toBe(both)
  // Ids the build has not, or whose paths do not match the page, load nothing: they are left out.
  expect(key(`/blog/a-post.data?_routes=root,${"x".repeat(12 * 1024)},routes/blog,blog-article.it`)).toBe(
    "/blog/a-post.data?_routes=root",
  )
  expect(key("/it/blog/un-articolo.data?_routes=blog-article.it")).toBe("/it/blog/un-articolo.data?_routes=blog-article.it")
  // The router reads the first _routes only; an empty one loads everything, as none does.
  expect(key("/blog.data?_routes=routes/blog&_routes=root")).toBe("/blog.data?_routes=routes%2Fblog")
  expect(key("/blog.data?_routes=")).toBe("/blog.data")
  // A list naming no route of the page: the router answers it (loading nothing), uncached.
  expect(key(`/blog.data?_routes=${"r".repeat(12 * 1024)}`)).toBeNull()
  expect(key("/blog.data?_routes=routes/blog-article")).toBeNull()
  // A document request ignores _routes; index means nothing to a GET of a page that is not an index route.
  expect(key("/blog?_routes=root")).toBe("/blog")
  expect(key("/blog?index=7")).toBe("/blog")
  expect(key("/blog.data?index=7&_routes=routes/blog")).toBe("/blog.data?_routes=routes%2Fblog")
})

test("only a preview link valid for an article's page passes the cache; any other preview value is left out of the key", () => {
  const token = previewToken("a-post", SECRET)
  expect(key(`/blog/a-post?preview=${token}`)).toBeNull()
  expect(key(`/blog/a-post.data?preview=${token}&_routes=routes/blog-article`)).toBeNull()
  expect(key(`/blog/a-post?preview=${previewToken("a-post", "another secret")}`)).toBe("/blog/a-post")
  expect(key(`/blog/another-post?preview=${token}`)).toBe("/blog/another-post")
  expect(key("/blog/a-post?preview=not-a-token")).toBe("/blog/a-post")
  expect(key("/blog?preview=7")).toBe("/blog")
  expect(key(`/blog/tag/a-post?preview=${token}`)).toBe("/blog/tag/a-post")
  // Without the publishing secret there are no previews: nothing passes.
  expect(pageCacheKeys(build.routes)(new URL(`http://site.example/blog/a-post?preview=${token}`))).toBe("/blog/a-post")
})

test("each language's blog pages are kept too: its lists, tag pages, articles and feed, under their translated words", () => {
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

describe("hostile queries against a real server", () => {
  /** The heap after a full collection (the flag is set at run time, so no command line needs it). */
  const heapAfterGc = () => {
    setFlagsFromString("--expose-gc")
    ;(runInNewContext("gc") as () => void)()
    return process.memoryUsage().heapUsed
  }

  /** The page cache over the production build, on a loopback port, with the router behind it. */
  async function cachedServer(maxBytes: number) {
    const entry = serverEntry(build)
    const handleRequest = createRequestHandler(build, "production")
    const blog = blogPageCache({
      build,
      entry,
      handleRequest,
      nonceContext: entry.nonceContext,
      policy: () => "default-src 'self'",
      origin: "http://localhost:3000",
      maxBytes,
    })
    const hono = new Hono()
    hono.use(blog.middleware)
    hono.all("*", (c) => {
      const context = new RouterContextProvider()
      context.set(entry.nonceContext, "")
      return handleRequest(c.req.raw, context)
    })
    const port = await new Promise<number>((resolve) => {
      const server = serve({ fetch: hono.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port))
      stops.push(() => server.close())
    })
    return { cache: blog.cache, url: `http://127.0.0.1:${port}` }
  }
  const stops: (() => void)[] = []
  afterAll(() => stops.forEach((stop) => stop()))

  /** Sends `count` requests, eight at a time, each for the URL `target(i)` makes; every answer must be `status`. */
  async function flood(count: number, target: (i: number) => string, status: number) {
    let next = 0
    const worker = async () => {
      for (let i = next++; i < count; i = next++) {
        const response = await fetch(target(i))
        await response.arrayBuffer()
        expect(response.status).toBe(status)
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker))
  }

  test("3,000 .data requests with random 12 KB _routes keep no page, stay within the budget and leave the heap as it was", async () => {
    const maxBytes = 8 * 1024 * 1024
    const { cache, url } = await cachedServer(maxBytes)
    await flood(1, () => `${url}/blog.data?_routes=routes%2Fblog`, 200)
    const { pages } = cache.stats()
    const heap = heapAfterGc()
    await flood(3_000, (i) => `${url}/blog.data?_routes=${i}-${randomBytes(6 * 1024).toString("hex")}`, 200)
    const after = cache.stats()
    expect(after.pages).toBe(pages)
    expect(after.bytes).toBeLessThanOrEqual(maxBytes)
    // 3,000 keys of 12 KB would be 36 MB; the bound leaves room for the collector's noise.
    expect(heapAfterGc() - heap).toBeLessThan(16 * 1024 * 1024)
  }, 180_000)
})
