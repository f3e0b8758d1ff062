import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { expect, test, vi } from "vitest"
import { ENTRY_OVERHEAD, type RenderedPage, createPageCache } from "./page-cache.ts"

const html = (text: string) =>
  `<!doctype html><html><body><h1>${text}</h1>${"<p>the same words again</p>".repeat(40)}</body></html>`

/** A render that counts its calls, of a page that read `dependencies`. */
function renderer(text: string, dependencies: string[] = [], page: Partial<RenderedPage> = {}) {
  const counted = {
    calls: 0,
    render: async (): Promise<RenderedPage> => {
      counted.calls++
      return {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, s-maxage=60" },
        body: Buffer.from(html(text)),
        dependencies: new Set(dependencies),
        stale: false,
        ...page,
      }
    },
  }
  return counted
}

const get = (headers: Record<string, string> = {}) => new Request("http://site.example/blog", { headers })
const gzip = { "accept-encoding": "gzip" }

test("a page asked for twice is rendered once; the second answer comes from memory, byte for byte the same", async () => {
  const cache = createPageCache()
  const blog = renderer("blog")
  const first = await cache.serve("/blog", get(), blog.render)
  const second = await cache.serve("/blog", get(), blog.render)
  expect(blog.calls).toBe(1)
  expect(await second.text()).toBe(await first.text())
  expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"))
  expect(cache.stats()).toMatchObject({ pages: 1, hits: 1, renders: 1 })
})

test("fifty visitors asking for a page while it is being rendered share one render", async () => {
  const cache = createPageCache()
  let finish!: () => void
  const gate = new Promise<void>((resolve) => (finish = resolve))
  const blog = renderer("blog")
  const slow = async () => {
    await gate
    return blog.render()
  }
  const answers = Array.from({ length: 50 }, () => cache.serve("/blog", get(gzip), slow))
  finish()
  const responses = await Promise.all(answers)
  expect(blog.calls).toBe(1)
  expect(new Set(responses.map((r) => r.status))).toEqual(new Set([200]))
  expect(gunzipSync(Buffer.from(await responses[49]!.arrayBuffer())).toString()).toBe(html("blog"))
})

test("pages are kept compressed: brotli and gzip by the visitor's Accept-Encoding and q-values, each with its own strong ETag", async () => {
  const cache = createPageCache()
  const blog = renderer("blog")
  await cache.serve("/blog", get(), blog.render)
  await cache.brotliMade()
  const br = await cache.serve("/blog", get({ "accept-encoding": "gzip, br" }), blog.render)
  expect(br.headers.get("Content-Encoding")).toBe("br")
  expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html("blog"))
  const gz = await cache.serve("/blog", get({ "accept-encoding": "br;q=0.5, gzip" }), blog.render)
  expect(gz.headers.get("Content-Encoding")).toBe("gzip")
  const plain = await cache.serve("/blog", get({ "accept-encoding": "br;q=0, gzip;q=0" }), blog.render)
  expect(plain.headers.get("Content-Encoding")).toBeNull()
  expect(await plain.text()).toBe(html("blog"))
  const tags = [br, gz, plain].map((r) => r.headers.get("ETag"))
  expect(new Set(tags).size).toBe(3)
  for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/)
  for (const r of [br, gz, plain]) expect(r.headers.get("Vary")).toBe("Accept-Encoding")
  const refused = await cache.serve("/blog", get({ "accept-encoding": "gzip, identity;q=0" }), blog.render)
  expect(refused.headers.get("Content-Encoding")).toBe("gzip")
  const nothing = await cache.serve("/blog", get({ "accept-encoding": "zstd, identity;q=0" }), blog.render)
  expect(nothing.status).toBe(406)
  expect(blog.calls).toBe(1)
})

test("a browser revalidating a kept page gets 304 with its ETag, Cache-Control and Vary, and no body", async () => {
  const cache = createPageCache()
  const blog = renderer("blog")
  const first = await cache.serve("/blog", get(gzip), blog.render)
  const etag = first.headers.get("ETag")!
  const again = await cache.serve("/blog", get({ ...gzip, "if-none-match": `W/${etag}` }), blog.render)
  expect(again.status).toBe(304)
  expect(await again.text()).toBe("")
  expect(again.headers.get("ETag")).toBe(etag)
  expect(again.headers.get("cache-control")).toBe("public, s-maxage=60")
  expect(again.headers.get("Vary")).toBe("Accept-Encoding")
  // A tag of another coding is another representation.
  expect((await cache.serve("/blog", get({ "accept-encoding": "br", "if-none-match": etag }), blog.render)).status).toBe(200)
})

test("HEAD gets the page's headers and no body", async () => {
  const cache = createPageCache()
  const blog = renderer("blog")
  const head = await cache.serve("/blog", new Request("http://site.example/blog", { method: "HEAD" }), blog.render)
  expect(head.status).toBe(200)
  expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength(html("blog"))))
  expect(await head.text()).toBe("")
})

test("the cache stays within its size: the least recently used page goes first", async () => {
  const one = renderer("one")
  const probe = createPageCache()
  await probe.serve("/one", get(), one.render)
  await probe.brotliMade()
  const pageBytes = probe.stats().bytes
  const cache = createPageCache({ maxBytes: pageBytes * 5 + 10 })
  const serve = async (key: string) => {
    await cache.serve(key, get(), renderer(key.slice(1)).render)
    await cache.brotliMade()
  }
  for (const name of ["a", "b", "c", "d", "e"]) await serve(`/${name}`)
  // Reading /a makes /b the least recently used.
  await serve("/a")
  await serve("/f")
  expect(cache.stats().bytes).toBeLessThanOrEqual(pageBytes * 5 + 10)
  expect(["/a", "/b", "/c", "/d", "/e", "/f"].map((k) => cache.has(k))).toEqual([true, false, true, true, true, true])
  expect(cache.stats().evictions).toBe(1)
})

test("a change makes stale exactly the pages that read what it changed; the others stay kept", async () => {
  const cache = createPageCache()
  const pages = {
    "/blog": renderer("blog", ["list:*", "slug:a", "slug:b"]),
    "/blog/a": renderer("a", ["slug:a", "related:video", "slug:b"]),
    "/blog/c": renderer("c", ["slug:c", "related:audio", "slug:d"]),
  }
  for (const [key, page] of Object.entries(pages)) await cache.serve(key, get(), page.render)
  cache.invalidate(["slug:b", "any"])
  expect([cache.has("/blog"), cache.has("/blog/a"), cache.has("/blog/c")]).toEqual([false, false, true])
  for (const [key, page] of Object.entries(pages)) await cache.serve(key, get(), page.render)
  expect(Object.values(pages).map((p) => p.calls)).toEqual([2, 2, 1])
  cache.invalidateAll()
  expect(cache.has("/blog/c")).toBe(false)
})

test("a page rendered while a change touched what it read is served to its visitors but not kept as current", async () => {
  const cache = createPageCache()
  const blog = renderer("blog", ["list:*"])
  const during = async () => {
    cache.invalidate(["list:*"])
    return blog.render()
  }
  expect((await cache.serve("/blog", get(), during)).status).toBe(200)
  expect(cache.has("/blog")).toBe(false)
  await cache.serve("/blog", get(), blog.render)
  expect(cache.has("/blog")).toBe(true)
  // A change to something else meanwhile does not stop a page from being kept.
  const other = renderer("other", ["slug:x"])
  await cache.serve("/other", get(), async () => {
    cache.invalidate(["slug:y"])
    return other.render()
  })
  expect(cache.has("/other")).toBe(true)
})

test("stale-if-error: a stale page whose new render fails (503, a throw, last good copies) keeps serving its last good copy", async () => {
  const cache = createPageCache()
  await cache.serve("/blog", get(), renderer("before the outage", ["list:*"]).render)
  cache.invalidate(["list:*"])
  const down = renderer("No articles yet", [], { status: 503, headers: { "cache-control": "no-store" } })
  const served = await cache.serve("/blog", get(), down.render)
  expect(served.status).toBe(200)
  expect(await served.text()).toBe(html("before the outage"))
  const thrown = await cache.serve("/blog", get(), () => Promise.reject(new Error("render failed")))
  expect(await thrown.text()).toBe(html("before the outage"))
  const fromCopies = await cache.serve("/blog", get(), renderer("from copies", ["list:*"], { stale: true }).render)
  expect(await fromCopies.text()).toBe(html("before the outage"))
  expect(cache.stats().staleServed).toBe(3)
  // With no copy at all, the failure is the answer, and it is never kept.
  const fresh = createPageCache()
  expect((await fresh.serve("/blog", get(), down.render)).status).toBe(503)
  expect(fresh.has("/blog")).toBe(false)
  await expect(fresh.serve("/blog", get(), () => Promise.reject(new Error("render failed")))).rejects.toThrow("render failed")
})

test("a 404 is answered as rendered and not kept, and the page it replaces is dropped", async () => {
  const cache = createPageCache()
  await cache.serve("/blog/a", get(), renderer("a", ["slug:a"]).render)
  cache.invalidate(["slug:a"])
  const gone = renderer("Article Not Found", ["slug:a"], { status: 404 })
  const answer = await cache.serve("/blog/a", get(), gone.render)
  expect(answer.status).toBe(404)
  expect(await answer.text()).toBe(html("Article Not Found"))
  expect(cache.stats().pages).toBe(0)
  await cache.serve("/blog/a", get(), gone.render)
  expect(gone.calls).toBe(2)
})

test("pages marked private or no-store, or setting a cookie, are never kept", async () => {
  const cache = createPageCache()
  for (const headers of [
    { "cache-control": "private, no-store" },
    { "cache-control": "no-store" },
    { "set-cookie": "a=b" },
  ] as Record<string, string>[])
    await cache.serve("/blog/x", get(), renderer("x", [], { headers }).render)
  expect(cache.stats().pages).toBe(0)
})

test("past its revalidation age a page is served at once and rendered again in the background (stale-while-revalidate)", async () => {
  let clock = 0
  const cache = createPageCache({ revalidateAfterMs: () => 60_000, now: () => clock })
  let version = "first"
  const calls: string[] = []
  const render = async (): Promise<RenderedPage> => {
    calls.push(version)
    return renderer(version).render()
  }
  await cache.serve("/blog", get(), render)
  clock = 59_999
  version = "second"
  expect(await (await cache.serve("/blog", get(), render)).text()).toBe(html("first"))
  expect(calls).toEqual(["first"])
  clock = 60_000
  expect(await (await cache.serve("/blog", get(), render)).text()).toBe(html("first"))
  // Rendered and compressed in the background: kept once done, however long a busy machine takes.
  await vi.waitFor(async () => expect(await (await cache.serve("/blog", get(), render)).text()).toBe(html("second")))
  expect(calls).toEqual(["first", "second"])
})

test("the site's headers go with every answer from a kept page, 304 and 406 included; a page's own header wins", async () => {
  const cache = createPageCache({
    headers: { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'self'" },
  })
  const blog = renderer("blog", [], {
    headers: { "content-type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'sha256-page'" },
  })
  const rendered = await cache.serve("/blog", get(), blog.render)
  const kept = await cache.serve("/blog", get(), blog.render)
  const revalidated = await cache.serve("/blog", get({ "if-none-match": kept.headers.get("ETag")! }), blog.render)
  const refused = await cache.serve("/blog", get({ "accept-encoding": "identity;q=0" }), blog.render)
  for (const answer of [rendered, kept, revalidated, refused]) expect(answer.headers.get("X-Frame-Options")).toBe("DENY")
  expect(kept.headers.get("Content-Security-Policy")).toBe("script-src 'sha256-page'")
  expect(revalidated.status).toBe(304)
  expect(revalidated.headers.get("Content-Security-Policy")).toBe("script-src 'sha256-page'")
  expect(refused.status).toBe(406)
  expect(cache.answeredFromMemory(kept)).toBe(true)
})

test("keys, headers and bookkeeping count against the budget: tiny pages under long keys cannot hold more than it", async () => {
  const maxBytes = 1024 * 1024
  const cache = createPageCache({ maxBytes })
  const tiny = renderer("", [], { body: Buffer.from("{}"), headers: { "content-type": "text/x-script" } })
  for (let i = 0; i < 2_000; i++) await cache.serve(`/blog.data?_routes=${i}-${"x".repeat(12 * 1024)}`, get(), tiny.render)
  const { pages, bytes, metaBytes } = cache.stats()
  expect(bytes).toBeLessThanOrEqual(maxBytes)
  expect(pages).toBeLessThanOrEqual(Math.floor(maxBytes / (12 * 1024)))
  expect(metaBytes).toBeGreaterThanOrEqual(pages * (12 * 1024 + ENTRY_OVERHEAD))
})

test("a page that is not kept is answered as rendered, and not counted as answered from memory", async () => {
  const cache = createPageCache({ headers: { "X-Frame-Options": "DENY" } })
  const missing = renderer("gone", [], { status: 404 })
  const answer = await cache.serve("/blog/gone", get(), missing.render)
  expect(answer.status).toBe(404)
  expect(cache.answeredFromMemory(answer)).toBe(false)
})

test("the first visitors are not kept waiting for brotli: they get gzip until the brotli copy is made, then brotli", async () => {
  const cache = createPageCache()
  const blog = renderer("blog")
  const both = { "accept-encoding": "br, gzip" }
  const first = await cache.serve("/blog", get(both), blog.render)
  expect(first.headers.get("Content-Encoding")).toBe("gzip")
  expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(html("blog"))
  await cache.brotliMade()
  const later = await cache.serve("/blog", get(both), blog.render)
  expect(later.headers.get("Content-Encoding")).toBe("br")
  expect(brotliDecompressSync(Buffer.from(await later.arrayBuffer())).toString()).toBe(html("blog"))
  const { bytes, metaBytes } = cache.stats()
  expect(bytes - metaBytes).toBe(
    html("blog").length + Number(first.headers.get("Content-Length")) + Number(later.headers.get("Content-Length")),
  )
  expect(blog.calls).toBe(1)
})
