import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import net from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { type ServerType, serve } from "@hono/node-server"
import { type LoaderFunction, type ServerBuild, createRequestHandler, redirect } from "react-router"
import { afterEach, describe, expect, test, vi } from "vitest"
import type { ArticlesCheck } from "#app/data/articles.server.ts"
import type { ImageStats } from "#app/data/site-images.server.ts"
import { type AppOptions, createApp, safePath } from "./app.ts"
import { createMetrics } from "./metrics.ts"
import { jsonLog, jsonLogger } from "./json-log.ts"
import { PublishValidationError, WriteConflictError } from "#app/data/publish.server.ts"
import { sourceWriterErrors } from "../tests/support/recording-publisher.ts"

const buildFile = path.resolve("build/server/index.js")
const loadBuild = async () => (await import(buildFile)) as ServerBuild

/** The production build with the home page's loader replaced. */
async function buildWithHomeLoader(loader: LoaderFunction): Promise<ServerBuild> {
  const build = await loadBuild()
  const home = build.routes["routes/home"]!
  return { ...build, routes: { ...build.routes, "routes/home": { ...home, module: { ...home.module, loader } } } }
}

/** The production build with its article cards (app/data/article-card.server.ts) replaced. */
function withArticleCards(build: ServerBuild, articleSocialCard: (slug: string) => Promise<string | null>): ServerBuild {
  const module: ServerBuild["entry"]["module"] & { articleSocialCard: typeof articleSocialCard } = {
    ...build.entry.module,
    articleSocialCard,
  }
  return { ...build, entry: { ...build.entry, module } }
}

/** A client folder holding exactly `files`. */
function clientDirWith(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "client-"))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  return dir
}

const CLIP = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256))
const SITE_FILES = {
  "index.html": "<h1>home</h1>",
  "index.html.br": "home as br",
  "index.html.gz": "home as gzip",
  "features/lip-sync/index.html": "<h1>lip sync</h1>",
  "media/clip.mp4": CLIP,
  "media/card.png": "png bytes",
  "favicon.svg": "<svg/>",
  "favicon.svg.br": "svg as br",
}

/** The server over a small site of files (the home page prerendered), and the lines it logs. */
async function siteApp(options: Partial<AppOptions> = {}) {
  const lines: string[] = []
  const app = createApp({
    build: await loadBuild(),
    clientDir: clientDirWith(SITE_FILES),
    cspHashes: { "/": ["'sha256-homescript'"] },
    siteUrl: "https://www.syncreel.example",
    log: (line) => lines.push(line),
    ...options,
  })
  return { app, lines }
}

describe("safePath", () => {
  test("decodes ordinary paths", () => {
    expect(safePath("/blog/hello%20world")).toBe("/blog/hello world")
  })
  test.each(["/%E0%A4%A", "/%", "/a%00b", "/a/%2e%2e/b", "/..%5cetc", `/${"x".repeat(3000)}`, "relative"])("refuses %s", (raw) =>
    expect(safePath(raw)).toBeNull(),
  )
})

describe("the server with the production build", () => {
  test("needs the build (npm test builds first)", () => {
    expect(existsSync(buildFile), "run `npm run build` first").toBe(true)
  })

  test("a loader that throws answers 500 with the error screen, and the server keeps serving", async () => {
    const build = (await import(buildFile)) as ServerBuild
    const home = build.routes["routes/home"]!
    const broken: ServerBuild = {
      ...build,
      routes: {
        ...build.routes,
        "routes/home": {
          ...home,
          module: {
            ...home.module,
            loader: () => {
              throw new TypeError("boom")
            },
          },
        },
      },
    }
    // An empty client folder, so "/" is rendered instead of served from its prerendered file.
    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"))
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    const app = createApp({ build: broken, clientDir, cspHashes: {}, log: () => {} })

    const response = await app.request("/")
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain("Unexpected Application Error!")
    expect(html).not.toContain("TypeError: boom")
    expect(errors).toHaveBeenCalled()

    const health = await app.request("/healthz")
    expect(health.status).toBe(200)
    errors.mockRestore()
  })

  test("a social card that was not generated is answered with the default social image", async () => {
    const build = (await import(buildFile)) as ServerBuild
    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"))
    mkdirSync(path.join(clientDir, "media"))
    writeFileSync(path.join(clientDir, "media/og-default.png"), "default image")
    mkdirSync(path.join(clientDir, "social"))
    writeFileSync(path.join(clientDir, "social/index.png"), "home card")
    const app = createApp({ build: withArticleCards(build, async () => null), clientDir, cspHashes: {}, log: () => {} })

    const card = await app.request("/social/index.png")
    expect(await card.text()).toBe("home card")
    // A prerendered page's card, as its og:image names it: a link preview takes it only as image/png.
    expect(card.headers.get("Content-Type")).toBe("image/png")
    const fallback = await app.request("/social/blog/some-article.png")
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get("Content-Type")).toBe("image/png")
    expect(fallback.headers.get("Cache-Control")).toBe("public, max-age=86400")
    expect(await fallback.text()).toBe("default image")
    expect((await app.request("/media/missing.png")).status).toBe(404)
  })

  test("a database article's card is drawn on request and served like a public file, with an ETag and 304", async () => {
    const cards = mkdtempSync(path.join(tmpdir(), "cards-"))
    writeFileSync(path.join(cards, "0123abcd.png"), "the article's card")
    const asked: string[] = []
    const build = withArticleCards(await loadBuild(), async (slug) => {
      asked.push(slug)
      return slug === "a-story" ? path.join(cards, "0123abcd.png") : null
    })
    const app = createApp({
      build,
      clientDir: clientDirWith({ "media/og-default.png": "default image" }),
      cspHashes: {},
      log: () => {},
    })

    const card = await app.request("/social/blog/a-story.png?v=abc")
    expect(card.status).toBe(200)
    expect(card.headers.get("Content-Type")).toBe("image/png")
    expect(card.headers.get("Cache-Control")).toBe("public, max-age=86400")
    expect(await card.text()).toBe("the article's card")
    const etag = card.headers.get("ETag")!
    expect(etag).toMatch(/^"/)
    const again = await app.request("/social/blog/a-story.png", { headers: { "If-None-Match": etag } })
    expect(again.status).toBe(304)

    expect(await (await app.request("/social/blog/not-an-article.png")).text()).toBe("default image")
    // Only an article's own card path is asked about: nothing deeper, nothing outside /social/blog/.
    expect((await app.request("/social/blog/a/b.png")).status).toBe(200)
    expect((await app.request("/social/other.png")).status).toBe(200)
    expect(asked).toEqual(["a-story", "a-story", "not-an-article"])
  })

  test("a card that fails to render is answered with the default image, kept a minute only, and the failure is logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    const build = withArticleCards(await loadBuild(), () => Promise.reject(new Error("no font")))
    const app = createApp({
      build,
      clientDir: clientDirWith({ "media/og-default.png": "default image" }),
      cspHashes: {},
      log: () => {},
    })

    const fallback = await app.request("/social/blog/a-story.png")
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get("Content-Type")).toBe("image/png")
    expect(fallback.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60")
    expect(await fallback.text()).toBe("default image")
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"a-story"'), expect.any(Error))
    errors.mockRestore()
  })
})

test('the health check answers 503 "starting" until the blog\'s database is open, then 200', async () => {
  const build = (await import(buildFile)) as ServerBuild
  let ready = false
  const app = createApp({
    build,
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    ready: () => ready,
    log: () => {},
  })
  const starting = await app.request("/healthz")
  expect({ status: starting.status, body: await starting.text(), cache: starting.headers.get("cache-control") }).toEqual({
    status: 503,
    body: "starting",
    cache: "no-store",
  })
  ready = true
  expect((await app.request("/healthz")).status).toBe(200)
})

/** The production build with members of its entry module (its data layer's) replaced. */
function withEntry(build: ServerBuild, members: Record<string, unknown>): ServerBuild {
  const module: ServerBuild["entry"]["module"] = { ...build.entry.module, ...members }
  return { ...build, entry: { ...build.entry, module } }
}

describe("the readiness check", () => {
  test("/readyz answers 503 while starting, 503 with the data layer's reason while its database fails, 200 once it answers; never stored", async () => {
    let ready = false
    let answer: ArticlesCheck = {
      ok: false,
      reason: "the blog's database failed a read (ECONNREFUSED)",
      error: new Error("refused"),
    }
    const checks: string[] = []
    const checkArticles = async () => {
      checks.push("check")
      await new Promise((resolve) => setTimeout(resolve, 10))
      return answer
    }
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    const logs = vi.spyOn(console, "log").mockImplementation(() => {})
    try {
      const app = createApp({
        build: withEntry(await loadBuild(), { checkArticles }),
        clientDir: clientDirWith({}),
        cspHashes: {},
        ready: () => ready,
        log: () => {},
      })
      const read = async () => {
        const response = await app.request("/readyz")
        return { status: response.status, body: await response.text(), cache: response.headers.get("cache-control") }
      }
      expect(await read()).toEqual({
        status: 503,
        body: "not ready: starting: the blog's database is still opening",
        cache: "no-store",
      })
      expect(checks).toEqual([])
      ready = true
      // The liveness check says nothing of the database.
      expect((await app.request("/healthz")).status).toBe(200)
      // Load balancers asking at once share one check.
      const [first, second] = await Promise.all([read(), read()])
      expect(first).toEqual({
        status: 503,
        body: "not ready: the blog's database failed a read (ECONNREFUSED)",
        cache: "no-store",
      })
      expect(second).toEqual(first)
      expect(checks).toEqual(["check"])
      await read()
      // The failure is logged once, with its whole error, not at every check.
      expect(errors).toHaveBeenCalledTimes(1)
      expect(errors).toHaveBeenCalledWith("Not ready: the blog's database failed a read (ECONNREFUSED):", answer.error)
      answer = { ok: true }
      expect(await read()).toEqual({ status: 200, body: "ready", cache: "no-store" })
      expect(logs).toHaveBeenCalledWith("Ready again: the blog's database answers")
    } finally {
      errors.mockRestore()
      logs.mockRestore()
    }
  })
})

describe("the metrics", () => {
  test("count each request by what answered it and its status, never by its path", async () => {
    const metrics = createMetrics()
    const { app } = await siteApp({ metrics, build: withEntry(await loadBuild(), { checkArticles: async () => ({ ok: true }) }) })
    for (const target of ["/", "/features/lip-sync", "/favicon.svg", "/favicon.svg", "/healthz", "/readyz", "/api/articles"])
      await app.request(target)
    expect(await app.request("/no-such-page")).toHaveProperty("status", 404)
    const text = await metrics.registry.metrics()
    const count = (kind: string, status: number) =>
      Number(
        new RegExp(`^syncreel_http_request_duration_seconds_count\\{kind="${kind}",status="${status}"\\} (\\d+)$`, "m").exec(
          text,
        )?.[1],
      )
    expect(count("page", 200)).toBe(2)
    expect(count("file", 200)).toBe(2)
    expect(count("health", 200)).toBe(2)
    expect(count("api", 404)).toBe(1)
    expect(count("other", 404)).toBe(1)
    expect(text).not.toContain("lip-sync")
    expect(text).not.toContain("favicon")
  })

  test("time the router's renders and count the publishing API's deliveries by event and result, a refusal known by its class", async () => {
    const metrics = createMetrics()
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    try {
      const { app } = await siteApp({ metrics, pageCacheBytes: 0 })
      // A page the router renders: the price calculator's answer.
      expect((await app.request("/pricing?tracks=3")).status).toBe(200)
      const text = await metrics.registry.metrics()
      expect(text).toMatch(/^syncreel_render_duration_seconds_count 1$/m)
      expect(text).toMatch(/^syncreel_renders_in_flight 0$/m)
    } finally {
      errors.mockRestore()
    }
    const publisher = metrics.countPublishes(
      async () => ({
        apply: async (event, input) => {
          const slug = (input as { slug?: string }).slug
          if (slug === "bad") throw new PublishValidationError("title", "no title")
          if (slug === "held") throw new WriteConflictError("slug", "held by another article")
          // Named as a refusal is, but of no refusal's class: a failure.
          if (slug === "named") throw Object.assign(new Error("disk full"), { name: "PublishValidationError" })
          return { slug: "a", status: event === "draft" ? "draft" : "published", created: true, article: null }
        },
        get: async () => null,
        list: async () => [],
        rename: async () => Promise.reject(new Error("not called")),
      }),
      sourceWriterErrors,
    )
    await (await publisher()).apply("publish", { slug: "a" })
    await (await publisher()).apply("publish", { slug: "a" })
    await expect((await publisher()).apply("publish", { slug: "bad" })).rejects.toThrow("no title")
    await expect((await publisher()).apply("publish", { slug: "named" })).rejects.toThrow("disk full")
    await expect((await publisher()).apply("publish", { slug: "held" })).rejects.toThrow("held by another article")
    const text = await metrics.registry.metrics()
    expect(text).toMatch(/^syncreel_publishes_total\{event="publish",result="published"\} 2$/m)
    expect(text).toMatch(/^syncreel_publishes_total\{event="publish",result="invalid"\} 1$/m)
    expect(text).toMatch(/^syncreel_publishes_total\{event="publish",result="failed"\} 1$/m)
    expect(text).toMatch(/^syncreel_publishes_total\{event="publish",result="conflict"\} 1$/m)
  })

  test("read the page cache's, the breaker's and the image service's figures when scraped; no image figures from a service that keeps none", async () => {
    let open = false
    let imageStats: ImageStats | null = {
      queueDepth: 2,
      encodesInFlight: 1,
      diskBytes: 4096,
      diskMaxBytes: 8192,
      diskEntries: 3,
      diskWritesSkipped: 4,
      memoryEntries: 5,
    }
    const metrics = createMetrics()
    createApp({
      build: withEntry(await loadBuild(), { articlesBreakerOpen: () => open, siteImageStats: () => imageStats }),
      clientDir: clientDirWith({}),
      cspHashes: {},
      log: () => {},
      metrics,
    })
    let text = await metrics.registry.metrics()
    expect(text).toMatch(/^syncreel_articles_breaker_open 0$/m)
    expect(text).toMatch(/^syncreel_image_queue_depth 2$/m)
    expect(text).toMatch(/^syncreel_image_disk_cache_bytes 4096$/m)
    expect(text).toMatch(/^syncreel_image_disk_cache_max_bytes 8192$/m)
    expect(text).toMatch(/^syncreel_image_disk_writes_skipped_total 4$/m)
    expect(text).toMatch(/^syncreel_page_cache_hits_total 0$/m)
    expect(text).toMatch(/^syncreel_page_cache_max_bytes \d+$/m)
    open = true
    imageStats = { ...imageStats, queueDepth: 7 }
    text = await metrics.registry.metrics()
    expect(text).toMatch(/^syncreel_articles_breaker_open 1$/m)
    expect(text).toMatch(/^syncreel_image_queue_depth 7$/m)

    const withoutImageStats = createMetrics()
    createApp({
      build: withEntry(await loadBuild(), { siteImageStats: () => null }),
      clientDir: clientDirWith({}),
      cspHashes: {},
      log: () => {},
      metrics: withoutImageStats,
    })
    expect(await withoutImageStats.registry.metrics()).not.toContain("syncreel_image_")
  })
})

test("with a JSON log, each request is one JSON line with its method, path, status and time", async () => {
  const writes: string[] = []
  const { app } = await siteApp({ log: jsonLog(jsonLogger((text) => writes.push(text))) })
  await app.request("/favicon.svg")
  await app.request("/no-such-page")
  await new Promise((resolve) => setImmediate(resolve))
  const lines = writes.join("").trimEnd().split("\n")
  const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === "request")
  expect(requests).toEqual([
    expect.objectContaining({ level: "info", method: "GET", path: "/favicon.svg", status: 200, ms: expect.any(Number) }),
    expect.objectContaining({ level: "info", method: "GET", path: "/no-such-page", status: 404, ms: expect.any(Number) }),
  ])
})

describe("redirects stay on this site", () => {
  test.each([
    "//evil.example/",
    "//evil.example/?next=1",
    "/%2F%2Fevil.example/",
    "/%2F%2Fevil.example/?next=1",
    "/%2f/evil.example/",
    "/%2f/evil.example/?next=1",
    "//",
    "/\\evil.example/",
    "/\\evil.example/?next=1",
    "///evil.example//",
  ])("%s answers 404, with no Location", async (target) => {
    const { app } = await siteApp()
    const response = await app.request(target)
    expect(response.status).toBe(404)
    expect(response.headers.get("Location")).toBeNull()
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60")
  })

  test("a trailing slash redirects to the page's own path on this site, query kept", async () => {
    const { app } = await siteApp()
    const cases: [string, string][] = [
      ["/blog/", "/blog"],
      ["/features/lip-sync/?utm_source=news", "/features/lip-sync?utm_source=news"],
      ["/features/lip-sync//", "/features/lip-sync"],
      ["/blog/caf%C3%A9/", "/blog/caf%C3%A9"],
      ["/blog/a%3Fb/", "/blog/a%3Fb"],
    ]
    for (const [from, to] of cases) {
      const response = await app.request(from)
      expect(response.status, from).toBe(308)
      expect(response.headers.get("Location"), from).toBe(to)
      expect(response.headers.get("Cache-Control"), from).toBe("public, max-age=3600")
    }
  })

  test("/index.html and /features/lip-sync/index.html redirect to the page instead of serving a second copy", async () => {
    const { app } = await siteApp()
    const home = await app.request("/index.html")
    expect(home.status).toBe(308)
    expect(home.headers.get("Location")).toBe("/")
    const feature = await app.request("/features/lip-sync/index.html?ref=x")
    expect(feature.status).toBe(308)
    expect(feature.headers.get("Location")).toBe("/features/lip-sync?ref=x")
  })

  test("a redirect the router makes off the site answers 404 instead", async () => {
    const build = await buildWithHomeLoader(() => redirect("https://evil.example/"))
    const app = createApp({
      build,
      clientDir: clientDirWith({}),
      cspHashes: {},
      siteUrl: "https://www.syncreel.example",
      log: () => {},
    })
    const response = await app.request("/")
    expect(response.status).toBe(404)
    expect(response.headers.get("Location")).toBeNull()
    const onSite = await buildWithHomeLoader(() => redirect("https://www.syncreel.example/blog"))
    const allowed = await createApp({
      build: onSite,
      clientDir: clientDirWith({}),
      cspHashes: {},
      siteUrl: "https://www.syncreel.example",
      log: () => {},
    }).request("/")
    expect(allowed.status).toBe(302)
    expect(allowed.headers.get("Location")).toBe("https://www.syncreel.example/blog")
  })
})

test("/pricing is its prerendered file, whatever other query it carries, and the router's answer when the calculator's form sent one", async () => {
  const { app } = await siteApp({
    clientDir: clientDirWith({ ...SITE_FILES, "pricing/index.html": "<h1>pricing as prerendered</h1>" }),
  })
  expect(await (await app.request("/pricing")).text()).toBe("<h1>pricing as prerendered</h1>")
  expect(await (await app.request("/pricing?utm_source=newsletter")).text()).toBe("<h1>pricing as prerendered</h1>")
  const answer = await app.request("/pricing?length=2%3A00&videos=1")
  expect(answer.status).toBe(200)
  expect(answer.headers.get("Content-Security-Policy")).toMatch(/'nonce-/)
  const html = await answer.text()
  expect(html).toContain("The cheapest plan that fits is Super, billed yearly, at $8.25/month.")
  const wrong = await (await app.request("/pricing?length=9%3A99&videos=")).text()
  expect(wrong).toContain("Seconds go from 00 to 59, e.g. 2:45.")
  expect(wrong).toContain("Enter how many videos you make a month, e.g. 4.")
  // Three renders of the production build: seconds on a busy 2-core machine.
}, 30_000)

test("each language's pricing page answers the calculator's form itself, in its language; other queries get its file", async () => {
  const { app } = await siteApp({
    clientDir: clientDirWith({ ...SITE_FILES, "it/prezzi/index.html": "<h1>prezzi as prerendered</h1>" }),
  })
  expect(await (await app.request("/it/prezzi?utm_source=newsletter")).text()).toBe("<h1>prezzi as prerendered</h1>")
  const answer = await app.request("/it/prezzi?length=2%3A00&videos=1")
  expect(answer.status).toBe(200)
  expect((await answer.text()).replace(/\s/g, " ")).toContain(
    "Il piano più economico che basta è Super, con pagamento annuale, a 8,25 $/mese.",
  )
  const wrong = await (await app.request("/de/preise?length=9%3A99&videos=")).text()
  expect(wrong).toContain("Sekunden gehen von 00 bis 59, z. B. 2:45.")
}, 30_000)

describe("files and prerendered pages over HTTP", () => {
  const range = (value: string, extra: Record<string, string> = {}) => ({ headers: { range: value, ...extra } })

  test("a video player asking for bytes=0-1 gets those two bytes (206), as Safari needs to play it", async () => {
    const { app } = await siteApp()
    const response = await app.request("/media/clip.mp4", range("bytes=0-1"))
    expect(response.status).toBe(206)
    expect(response.headers.get("Content-Range")).toBe("bytes 0-1/1000")
    expect(response.headers.get("Content-Length")).toBe("2")
    expect(response.headers.get("Accept-Ranges")).toBe("bytes")
    expect(response.headers.get("Content-Type")).toBe("video/mp4")
    expect(Buffer.from(await response.arrayBuffer())).toEqual(CLIP.subarray(0, 2))
  })

  test("a range past the end answers 416 with the file's size", async () => {
    const { app } = await siteApp()
    const response = await app.request("/media/clip.mp4", range("bytes=999999999-"))
    expect(response.status).toBe(416)
    expect(response.headers.get("Content-Range")).toBe("bytes */1000")
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff")
  })

  test("a suffix range bytes=-500 gets the last 500 bytes", async () => {
    const { app } = await siteApp()
    const response = await app.request("/media/clip.mp4", range("bytes=-500"))
    expect(response.status).toBe(206)
    expect(response.headers.get("Content-Range")).toBe("bytes 500-999/1000")
    expect(Buffer.from(await response.arrayBuffer())).toEqual(CLIP.subarray(500))
    const open = await app.request("/media/clip.mp4", range("bytes=990-"))
    expect(open.headers.get("Content-Range")).toBe("bytes 990-999/1000")
  })

  test("an invalid range (bytes=5-2) and several ranges are ignored: the whole file, 200, ranges still offered", async () => {
    const { app } = await siteApp()
    for (const value of ["bytes=5-2", "bytes=0-1,4-5", "items=0-1", "bytes=abc"]) {
      const response = await app.request("/media/clip.mp4", range(value))
      expect(response.status, value).toBe(200)
      expect(response.headers.get("Content-Range"), value).toBeNull()
      expect(response.headers.get("Accept-Ranges"), value).toBe("bytes")
      expect(Buffer.from(await response.arrayBuffer()), value).toEqual(CLIP)
    }
  })

  test("a range applies to the file itself, never to its brotli copy", async () => {
    const { app } = await siteApp()
    const response = await app.request("/", range("bytes=0-3", { "accept-encoding": "br, gzip" }))
    expect(response.status).toBe(206)
    expect(response.headers.get("Content-Encoding")).toBeNull()
    expect(await response.text()).toBe("<h1>")
  })

  test("If-Range: a range is served while the file is unchanged, the whole file once it changed", async () => {
    const { app } = await siteApp()
    const etag = (await app.request("/media/clip.mp4")).headers.get("ETag")!
    const lastModified = (await app.request("/media/clip.mp4")).headers.get("Last-Modified")!
    expect((await app.request("/media/clip.mp4", range("bytes=0-1", { "if-range": etag }))).status).toBe(206)
    expect((await app.request("/media/clip.mp4", range("bytes=0-1", { "if-range": lastModified }))).status).toBe(206)
    expect((await app.request("/media/clip.mp4", range("bytes=0-1", { "if-range": '"an-older-version"' }))).status).toBe(200)
    expect((await app.request("/media/clip.mp4", range("bytes=0-1", { "if-range": `W/${etag}` }))).status).toBe(200)
  })

  test("HEAD describes the whole file, Range or not", async () => {
    const { app } = await siteApp()
    const response = await app.request("/media/clip.mp4", { method: "HEAD", ...range("bytes=0-1") })
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Length")).toBe("1000")
    expect(response.headers.get("Accept-Ranges")).toBe("bytes")
  })

  test("a prerendered page carries a strong ETag and Last-Modified, one tag per encoding", async () => {
    const { app } = await siteApp()
    const tags = new Set<string>()
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await app.request("/", { headers: { "accept-encoding": encoding } })
      const etag = response.headers.get("ETag")
      expect(etag, encoding).toMatch(/^"[^"]+"$/)
      expect(new Date(response.headers.get("Last-Modified")!).getTime(), encoding).toBeGreaterThan(0)
      tags.add(etag!)
    }
    expect(tags.size).toBe(3)
  })

  test("a browser revalidating a page gets 304 with its ETag, Cache-Control, Vary, CSP and security headers", async () => {
    const { app } = await siteApp()
    const first = await app.request("/", { headers: { "accept-encoding": "br" } })
    const etag = first.headers.get("ETag")!
    const again = await app.request("/", { headers: { "accept-encoding": "br", "if-none-match": `"other", ${etag}` } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe("")
    expect(again.headers.get("ETag")).toBe(etag)
    expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"))
    expect(again.headers.get("Vary")).toBe("Accept-Encoding")
    expect(again.headers.get("Content-Security-Policy")).toContain("'sha256-homescript'")
    expect(again.headers.get("Strict-Transport-Security")).toMatch(/max-age=/)
    // A weak comparison: a CDN may hand back the tag as W/"…".
    expect((await app.request("/", { headers: { "accept-encoding": "br", "if-none-match": `W/${etag}` } })).status).toBe(304)
    // The brotli tag does not validate the gzip body.
    expect((await app.request("/", { headers: { "accept-encoding": "gzip", "if-none-match": etag } })).status).toBe(200)
  })

  test("If-Modified-Since answers 304 when the file is no newer, and only when there is no If-None-Match", async () => {
    const { app } = await siteApp()
    const lastModified = (await app.request("/media/card.png")).headers.get("Last-Modified")!
    const later = new Date(Date.parse(lastModified) + 60_000).toUTCString()
    const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString()
    expect((await app.request("/media/card.png", { headers: { "if-modified-since": lastModified } })).status).toBe(304)
    expect((await app.request("/media/card.png", { headers: { "if-modified-since": later } })).status).toBe(304)
    expect((await app.request("/media/card.png", { headers: { "if-modified-since": earlier } })).status).toBe(200)
    const both = { "if-modified-since": later, "if-none-match": '"stale"' }
    expect((await app.request("/media/card.png", { headers: both })).status).toBe(200)
  })

  test("Accept-Encoding is parsed: br;q=0 gets no brotli, xbrx is not brotli, * gets brotli", async () => {
    const { app } = await siteApp()
    const encodingFor = async (accept: string) =>
      (await app.request("/", { headers: { "accept-encoding": accept } })).headers.get("Content-Encoding")
    expect(await encodingFor("br;q=0")).toBeNull()
    expect(await encodingFor("br;q=0, gzip")).toBe("gzip")
    expect(await encodingFor("xbrx")).toBeNull()
    expect(await encodingFor("*")).toBe("br")
    expect(await encodingFor("gzip;q=0.9, br;q=0.1")).toBe("gzip")
  })

  test("identity;q=0 is honoured: a compressed copy where there is one, else 406", async () => {
    const { app } = await siteApp()
    const page = await app.request("/", { headers: { "accept-encoding": "identity;q=0, gzip" } })
    expect(page.headers.get("Content-Encoding")).toBe("gzip")
    const image = await app.request("/media/card.png", { headers: { "accept-encoding": "identity;q=0, gzip" } })
    expect(image.status).toBe(406)
    expect(image.headers.get("Vary")).toBe("Accept-Encoding")
  })
})

describe("the build's files held in memory", () => {
  test("a prerendered page is read once: later visitors get the same bytes, tags and 304 without the disk", async () => {
    const clientDir = clientDirWith(SITE_FILES)
    const app = createApp({ build: await loadBuild(), clientDir, cspHashes: { "/": ["'sha256-homescript'"] }, log: () => {} })
    const first = await app.request("/", { headers: { "accept-encoding": "br" } })
    const etag = first.headers.get("ETag")!
    expect(await first.text()).toBe("home as br")
    rmSync(path.join(clientDir, "index.html"))
    rmSync(path.join(clientDir, "index.html.br"))

    const again = await app.request("/", { headers: { "accept-encoding": "br" } })
    expect(again.status).toBe(200)
    expect(again.headers.get("ETag")).toBe(etag)
    expect(again.headers.get("Content-Security-Policy")).toContain("'sha256-homescript'")
    expect(await again.text()).toBe("home as br")
    expect((await app.request("/", { headers: { "accept-encoding": "br", "if-none-match": etag } })).status).toBe(304)
    expect(await (await app.request("/", { headers: { range: "bytes=4-6" } })).text()).toBe("hom")
  })

  test("a path found missing stays missing: the router answers it without another look at the disk", async () => {
    const clientDir = clientDirWith(SITE_FILES)
    const app = createApp({ build: await loadBuild(), clientDir, cspHashes: {}, log: () => {} })
    expect((await app.request("/media/late.png")).status).toBe(404)
    writeFileSync(path.join(clientDir, "media/late.png"), "written after the start")
    expect((await app.request("/media/late.png")).status).toBe(404)
  })

  test("a file over the size limit stays on disk and is still served whole and by ranges", async () => {
    const clientDir = clientDirWith(SITE_FILES)
    const app = createApp({
      build: await loadBuild(),
      clientDir,
      cspHashes: {},
      log: () => {},
      fileMemory: { maxFileBytes: 500 },
    })
    expect(Buffer.from(await (await app.request("/media/clip.mp4")).arrayBuffer())).toEqual(CLIP)
    const changed = Buffer.alloc(1000, 7)
    writeFileSync(path.join(clientDir, "media/clip.mp4"), changed)
    // Read from disk on each request: the new bytes, a new tag.
    const whole = await app.request("/media/clip.mp4")
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(changed)
    const part = await app.request("/media/clip.mp4", { headers: { range: "bytes=998-" } })
    expect(part.status).toBe(206)
    expect(part.headers.get("Content-Range")).toBe("bytes 998-999/1000")
    expect(Buffer.from(await part.arrayBuffer())).toEqual(changed.subarray(998))
    // The small page beside it is held.
    await app.request("/favicon.svg")
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg>new</svg>")
    expect(await (await app.request("/favicon.svg")).text()).toBe("<svg/>")
  })

  test("once the memory's total is reached, further files are served from disk", async () => {
    const clientDir = clientDirWith(SITE_FILES)
    const app = createApp({ build: await loadBuild(), clientDir, cspHashes: {}, log: () => {}, fileMemory: { maxBytes: 12 } })
    await app.request("/media/card.png")
    await app.request("/favicon.svg", { headers: { "accept-encoding": "identity" } })
    writeFileSync(path.join(clientDir, "media/card.png"), "new png")
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg>new</svg>")
    // card.png (9 bytes) fitted in 12; favicon.svg and its brotli copy (6 + 9 bytes) did not.
    expect(await (await app.request("/media/card.png")).text()).toBe("png bytes")
    expect(await (await app.request("/favicon.svg", { headers: { "accept-encoding": "identity" } })).text()).toBe(
      "<svg>new</svg>",
    )
  })
})

describe("paths with control characters or line separators", () => {
  afterEach(() => vi.restoreAllMocks())
  const BAD_PATHS = [
    "/x%0a",
    "/%0a",
    "/it/x%0ay",
    "/pricing%0a",
    "/x%E2%80%A8y",
    "/x%E2%80%A9",
    "/blog/x%0d",
    "/a%09b",
    "/a%7F",
    "/a%C2%85",
  ]

  test.each(BAD_PATHS)("safePath refuses %s", (raw) => expect(safePath(raw)).toBeNull())

  test("each answers 400 with one log line and nothing else logged", async () => {
    const logged = ["error", "warn", "log", "info"].map((name) => vi.spyOn(console, name as "error").mockImplementation(() => {}))
    const { app, lines } = await siteApp()
    for (const target of [...BAD_PATHS, "/blog/x%0a.data"]) {
      lines.length = 0
      const response = await app.request(target)
      expect(response.status, target).toBe(400)
      expect(await response.text(), target).toBe("Bad request")
      expect(lines, target).toEqual([`GET ${target} 400 ${lines[0]?.split(" ").at(-1)}`])
    }
    for (const spy of logged) expect(spy).not.toHaveBeenCalled()
  })

  test("the router itself answers a path no route matches with a bare 404 document, not a 500 from the root's layout", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    const handle = createRequestHandler(await loadBuild(), "production")
    const response = await handle(new Request("http://localhost/x%0a"))
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("This page could not be shown.")
    // The router reports the path it could not match, once; the layout adds nothing.
    expect(errors.mock.calls.length).toBeLessThanOrEqual(1)
  })
})

describe("methods other than GET and HEAD", () => {
  afterEach(() => vi.restoreAllMocks())

  test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s answers 405 with Allow, a short body and one log line",
    async (method) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {})
      const { app, lines } = await siteApp()
      for (const target of ["/", "/blog", "/no-such-page", "/favicon.svg", "/blog.data", "/healthz"]) {
        lines.length = 0
        const response = await app.request(target, { method, body: method === "OPTIONS" ? undefined : "x=1" })
        expect(response.status, target).toBe(405)
        expect(response.headers.get("Allow"), target).toBe("GET, HEAD")
        expect(response.headers.get("X-Remix-Response"), target).toBeNull()
        expect(response.headers.get("X-Frame-Options"), target).toBe("DENY")
        const body = await response.text()
        expect(body, target).toBe("Method not allowed\n")
        expect(lines, target).toEqual([expect.stringMatching(new RegExp(`^${method} ${target.replace(".", "\\.")} 405 `))])
      }
      expect(errors).not.toHaveBeenCalled()
    },
  )

  test("the router's X-Remix-Response header goes only with its own .data answers, whose client reads it", async () => {
    const { app } = await siteApp()
    expect((await app.request("/no-such-page")).headers.get("X-Remix-Response")).toBeNull()
    expect((await app.request("/no-such-page.data")).headers.get("X-Remix-Response")).toBe("yes")
  })
})

describe("404s", () => {
  test("a page that does not exist carries a Cache-Control a CDN can honour; a missing asset is never cached", async () => {
    const { app } = await siteApp()
    const page = await app.request("/no-such-page")
    expect(page.status).toBe(404)
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60")
    const file = await app.request("/media/missing.png")
    expect(file.status).toBe(404)
    expect(file.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60")
    const asset = await app.request("/assets/missing-123.js")
    expect(asset.headers.get("Cache-Control")).toBe("no-store")
  })
})

describe("a client that hangs up", () => {
  test("is logged as 499, not as the 500 the router answers no one, and without a stack", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    let loaderStarted!: () => void
    const started = new Promise<void>((resolve) => (loaderStarted = resolve))
    const build = await buildWithHomeLoader(({ request }) => {
      loaderStarted()
      return new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason)))
    })
    const lines: string[] = []
    const app = createApp({ build, clientDir: clientDirWith({}), cspHashes: {}, log: (line) => lines.push(line) })
    const client = new AbortController()
    const pending = app.request("/", { signal: client.signal })
    await started
    client.abort()
    await Promise.resolve(pending).catch(() => {})
    expect(lines).toEqual([expect.stringMatching(/^GET \/ 499 /)])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})

describe("the server on a socket", () => {
  let server: ServerType | undefined
  afterEach(() => {
    server?.close()
    server = undefined
  })

  async function listen(app: ReturnType<typeof createApp>) {
    return new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port))
    })
  }

  /** Sends `head` as written (a client library would fix it up) and reads the answer to the end. */
  function exchange(port: number, head: string) {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(head))
      let answer = ""
      socket.on("data", (chunk) => (answer += chunk))
      socket.on("end", () => resolve(answer))
      socket.on("error", reject)
    })
  }

  test("two Host headers in one request answer 400; one answers 200", async () => {
    const { app } = await siteApp()
    const port = await listen(app)
    const two = await exchange(
      port,
      "GET / HTTP/1.1\r\nHost: www.syncreel.example\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    )
    expect(two).toMatch(/^HTTP\/1\.1 400 /)
    expect(two).toContain("more than one Host header")
    const one = await exchange(port, "GET / HTTP/1.1\r\nHost: www.syncreel.example\r\nConnection: close\r\n\r\n")
    expect(one).toMatch(/^HTTP\/1\.1 200 /)
  })

  test("a request answered in full on a kept-alive connection is logged once, with its status", async () => {
    const { app, lines } = await siteApp()
    const port = await listen(app)
    for (let i = 0; i < 2; i++) expect((await fetch(`http://127.0.0.1:${port}/media/clip.mp4`)).status).toBe(200)
    await vi.waitFor(() => expect(lines).toHaveLength(2))
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/media\/clip\.mp4 200 /),
      expect.stringMatching(/^GET \/media\/clip\.mp4 200 /),
    ])
  })

  test("a client that closes its connection mid-render is logged as 499", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    let loaderStarted!: () => void
    const started = new Promise<void>((resolve) => (loaderStarted = resolve))
    const build = await buildWithHomeLoader(({ request }) => {
      loaderStarted()
      return new Promise((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason)))
    })
    const lines: string[] = []
    const port = await listen(createApp({ build, clientDir: clientDirWith({}), cspHashes: {}, log: (line) => lines.push(line) }))
    const socket = net.connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n"))
    await started
    socket.destroy()
    await vi.waitFor(() => expect(lines).toHaveLength(1))
    expect(lines[0]).toMatch(/^GET \/ 499 /)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
