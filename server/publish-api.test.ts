import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest"
import type { Publisher } from "#app/data/publish.server.ts"
import { previewUrl } from "#app/lib/preview-link.server.ts"
import { startFakePostgrest } from "../tests/support/fake-postgrest.ts"
import { recordingPublisher, sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, newSecret, signedGet, signedPost } from "../tests/support/signed-delivery.ts"
import { createApp } from "./app.ts"
import { type WriterErrors, serverEntry } from "./server-entry.ts"
import { MAX_BODY_BYTES, type PublishingOptions } from "./publish-api.ts"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { sqlArticles } from "#app/data/sql.server.ts"
import { migratedPglite } from "../tests/support/migrated-pglite.ts"

const SITE = "https://www.syncreel.example"
const loadBuild = async () => (await import(path.resolve("build/server/index.js"))) as ServerBuild

const article = {
  slug: "first-video",
  title: "Our first music video",
  meta_description: "How we made it",
  featured_image: { url: "https://cdn.example.com/cover.webp", alt: "A singer on stage" },
  content_markdown: "# Hello\n\nThe making of.",
  content_html: "<h1>Hello</h1><p>The making of.</p>",
  tags: ["making-of"],
}

/**
 * The site, publishing with `publisher`, whose refusals are of the classes `errors` (those of the
 * graph that made it), reading unsigned bodies within `unverified`'s limits.
 */
async function site(
  publisher: Publisher | null = recordingPublisher().publisher,
  secret = TEST_SECRET,
  { errors = sourceWriterErrors, unverified }: { errors?: WriterErrors; unverified?: PublishingOptions["unverified"] } = {},
) {
  const app = createApp({
    build: await loadBuild(),
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    siteUrl: SITE,
    publishing: publisher ? { secret, publisher: async () => publisher, errors, unverified } : undefined,
    log: () => {},
  })
  return (url: string, init?: RequestInit) => app.request(url, init)
}

async function withDouble(options: { readOnly?: boolean } = {}) {
  const double = recordingPublisher(options)
  return { ...double, request: await site(double.publisher) }
}

// The published articles the site reads are none: a stand-in Supabase with an empty table, so no
// test opens the embedded database.
let published: Awaited<ReturnType<typeof startFakePostgrest>>
beforeAll(async () => {
  published = await startFakePostgrest([])
  Object.assign(process.env, { DATABASE_DRIVER: "supabase", SUPABASE_URL: `${published.url}/ok`, SUPABASE_ANON_KEY: "anon" })
})
afterAll(() => published.close())
afterEach(() => vi.useRealTimers())

test("a signed publish creates the article: 201 with its live URL; publishing it again updates it: 200", async () => {
  const { request, rows } = await withDouble()
  const first = await request("/api/articles", signedPost({ event: "publish", article }))
  expect(first.status).toBe(201)
  expect(await first.json()).toEqual({ slug: "first-video", status: "published", url: `${SITE}/blog/first-video` })
  expect(rows.get("first-video")).toMatchObject({
    status: "published",
    featured_image_alt: "A singer on stage",
    tags: ["making-of"],
  })
  const again = await request("/api/articles", signedPost({ event: "publish", article: { ...article, title: "Renamed" } }))
  expect(again.status).toBe(200)
  expect(rows.get("first-video")!.title).toBe("Renamed")
})

test("a draft or a scheduled article answers its preview link, which opens its page", async () => {
  const { request } = await withDouble()
  const draft = await request("/api/articles", signedPost({ event: "draft", article }))
  const { url, status } = (await draft.json()) as { url: string; status: string }
  expect(status).toBe("draft")
  expect(url).toMatch(new RegExp(`^${SITE}/blog/first-video\\?preview=`))
  const page = await request(new URL(url).pathname + new URL(url).search)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain("Preview: not published")

  const future = new Date(Date.now() + 3_600_000).toISOString()
  const scheduled = await request(
    "/api/articles",
    signedPost({ event: "schedule", article: { ...article, published_at: future } }),
  )
  expect(await scheduled.json()).toMatchObject({ status: "scheduled", url: expect.stringContaining("?preview=") })
})

test("delete answers 200 with the slug and status deleted", async () => {
  const { request, rows } = await withDouble()
  await request("/api/articles", signedPost({ event: "publish", article }))
  const deleted = await request("/api/articles", signedPost({ event: "delete", article: { slug: "first-video" } }))
  expect(deleted.status).toBe(200)
  expect(await deleted.json()).toEqual({ slug: "first-video", status: "deleted" })
  expect(rows.size).toBe(0)
})

test("a signed GET returns the article as stored, drafts included; an unknown slug is a JSON 404", async () => {
  const { request } = await withDouble()
  await request("/api/articles", signedPost({ event: "draft", article }))
  const stored = await request("/api/articles/first-video", signedGet())
  expect(stored.status).toBe(200)
  expect(await stored.json()).toMatchObject({ slug: "first-video", status: "draft", title: article.title })
  const missing = await request("/api/articles/no-such-article", signedGet())
  expect(missing.status).toBe(404)
  expect(await missing.json()).toEqual({ error: 'no article with the slug "no-such-article"' })
  // Unsigned, the same read learns nothing.
  expect((await request("/api/articles/first-video")).status).toBe(404)
})

test("without a valid signature every request gets the same 404, and nothing is written", async () => {
  const { request, writes } = await withDouble()
  const body = JSON.stringify({ event: "publish", article })
  const good = signedPost(body)
  const goodHeaders = good.headers as Record<string, string>
  const attempts: RequestInit[] = [
    { method: "POST", body, headers: { "content-type": "application/json" } },
    signedPost(body, { secret: newSecret() }),
    { ...good, body: body.replace("first", "other") },
    { ...good, headers: { ...goodHeaders, "webhook-signature": "v1,bm90IGEgc2lnbmF0dXJl" } },
    // Stale and unsigned: not told that it is stale.
    signedPost(body, { secret: newSecret(), timestamp: 1_000_000_000 }),
  ]
  for (const init of attempts) {
    const answer = await request("/api/articles", init)
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe("Not found")
    expect(answer.headers.get("Cache-Control")).toBe("no-store")
  }
  expect(writes).toEqual([])
})

test("with publishing off (no PUBLISH_SECRET), signed requests get 404 too", async () => {
  const request = await site(null)
  expect((await request("/api/articles", signedPost({ event: "publish", article }))).status).toBe(404)
  expect((await request("/api/articles/first-video", signedGet())).status).toBe(404)
})

test("a signed delivery older than 5 minutes, or more than 5 minutes ahead, is refused with a reason", async () => {
  const { request, writes } = await withDouble()
  const now = Math.floor(Date.now() / 1000)
  const old = await request("/api/articles", signedPost({ event: "publish", article }, { timestamp: now - 600 }))
  expect(old.status).toBe(400)
  expect(((await old.json()) as { error: string }).error).toMatch(/seconds old/)
  const ahead = await request("/api/articles", signedPost({ event: "publish", article }, { timestamp: now + 600 }))
  expect(ahead.status).toBe(400)
  expect(((await ahead.json()) as { error: string }).error).toMatch(/in the future/)
  expect(writes).toEqual([])
})

test("a repeated webhook-id gets the first answer again and writes nothing twice, even with a changed body", async () => {
  const { request, writes } = await withDouble()
  const first = await request("/api/articles", signedPost({ event: "publish", article }, { id: "msg_once" }))
  const firstBody = await first.json()
  // A retry is signed anew, with a new timestamp: it is the same message.
  const retry = await request(
    "/api/articles",
    signedPost({ event: "publish", article }, { id: "msg_once", timestamp: Math.floor(Date.now() / 1000) + 1 }),
  )
  expect(retry.status).toBe(first.status)
  expect(await retry.json()).toEqual(firstBody)
  expect(retry.headers.get("Webhook-Replayed")).toBe("true")
  const changed = await request(
    "/api/articles",
    signedPost({ event: "delete", article: { slug: "first-video" } }, { id: "msg_once" }),
  )
  expect(changed.status).toBe(201)
  expect(writes).toHaveLength(1)
})

test("two deliveries of one message at the same moment write once, and both get the answer", async () => {
  const { request, writes } = await withDouble()
  const [a, b] = await Promise.all([
    request("/api/articles", signedPost({ event: "publish", article }, { id: "msg_twice" })),
    request("/api/articles", signedPost({ event: "publish", article }, { id: "msg_twice" })),
  ])
  expect([a.status, b.status]).toEqual([201, 201])
  expect(writes).toHaveLength(1)
})

test("an answer is replayed for 15 minutes, then the id is forgotten", async () => {
  vi.useFakeTimers({ toFake: ["Date"] })
  const { request, writes } = await withDouble()
  vi.setSystemTime(new Date("2026-07-01T12:00:00Z"))
  const send = () => request("/api/articles", signedPost({ event: "publish", article }, { id: "msg_late" }))
  await send()
  vi.setSystemTime(new Date("2026-07-01T12:14:00Z"))
  expect((await send()).headers.get("Webhook-Replayed")).toBe("true")
  vi.setSystemTime(new Date("2026-07-01T12:16:00Z"))
  expect((await send()).headers.get("Webhook-Replayed")).toBeNull()
  expect(writes).toHaveLength(2)
})

test("a failure of the server is not replayed: the sender's retry tries again", async () => {
  const double = recordingPublisher()
  let failures = 1
  const flaky: Publisher = {
    ...double.publisher,
    apply: (...args) => (failures-- > 0 ? Promise.reject(new Error("connection reset")) : double.publisher.apply(...args)),
  }
  const request = await site(flaky)
  vi.spyOn(console, "error").mockImplementation(() => {})
  const first = await request("/api/articles", signedPost({ event: "publish", article }, { id: "msg_retry" }))
  expect(first.status).toBe(500)
  expect(await first.json()).toEqual({ error: "the article could not be stored; nothing was written, try again" })
  const retry = await request("/api/articles", signedPost({ event: "publish", article }, { id: "msg_retry" }))
  expect(retry.status).toBe(201)
})

test("signed but wrong: each mistake gets a 4xx JSON error that says what is wrong", async () => {
  const { request, writes } = await withDouble()
  const post = async (payload: unknown, contentType?: string | null) => {
    const answer = await request("/api/articles", signedPost(payload, { contentType }))
    return { status: answer.status, body: (await answer.json()) as { error: string; field?: string } }
  }
  expect(await post({ event: "publish", article }, "text/plain")).toMatchObject({
    status: 415,
    body: { error: expect.stringMatching(/application\/json/) },
  })
  expect(await post({ event: "publish", article }, null)).toMatchObject({ status: 415 })
  expect(await post('{"event": "publish", "article": {')).toMatchObject({
    status: 400,
    body: { error: expect.stringMatching(/not valid JSON/) },
  })
  expect(await post(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))).toMatchObject({
    status: 400,
    body: { error: expect.stringMatching(/UTF-8/) },
  })
  expect(await post("[1, 2]")).toMatchObject({ status: 400, body: { error: expect.stringMatching(/JSON object/) } })
  expect(await post({ event: "publish-now", article })).toMatchObject({ status: 422, body: { field: "event" } })
  expect(await post({ event: "publish" })).toMatchObject({ status: 422, body: { field: "article" } })
  expect(await post({ event: "publish", article: { ...article, featured_image: "javascript:alert(1)" } })).toMatchObject({
    status: 422,
    body: { field: "featured_image", error: expect.stringMatching(/featured_image/) },
  })
  expect(await post({ event: "publish", article: { ...article, title: 42 } })).toMatchObject({
    status: 422,
    body: { field: "title" },
  })
  expect(writes).toEqual([])
})

test("a body over 2 MB is refused with 413 without being read to its end", async () => {
  const { request, writes } = await withDouble()
  const huge = JSON.stringify({ event: "publish", article: { ...article, content_markdown: "x".repeat(MAX_BODY_BYTES) } })
  let pulled = 0
  const chunk = new TextEncoder().encode(huge.slice(0, 64 * 1024))
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  const headers = signedPost(huge).headers as Record<string, string>
  const answer = await request("/api/articles", { method: "POST", body: stream, headers, duplex: "half" } as RequestInit)
  expect(answer.status).toBe(413)
  expect(await answer.json()).toEqual({ error: `the body is over ${MAX_BODY_BYTES} bytes (2 MB)` })
  // An endless body: reading stopped a little past the limit.
  expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * 64 * 1024)
  expect(writes).toEqual([])
})

/** A signed delivery whose body sends its first bytes and then nothing more. */
function stalled() {
  const { headers } = signedPost({ event: "publish", article })
  const body = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new TextEncoder().encode('{"event"')) })
  return { method: "POST", body, headers, duplex: "half" } as RequestInit
}

test("unverified bodies are read a few at once: past the bound 503 with Retry-After, a stalled one 408, then the places are free", async () => {
  const double = recordingPublisher()
  const request = await site(double.publisher, TEST_SECRET, { unverified: { maxBodies: 2, readTimeoutMs: 1_000 } })
  const first = request("/api/articles", stalled())
  const second = request("/api/articles", stalled())
  const refused = await request("/api/articles", stalled())
  expect(refused.status).toBe(503)
  expect(refused.headers.get("Retry-After")).toBe("1")
  expect(await refused.json()).toEqual({ error: expect.stringMatching(/send this one again/) })
  for (const answer of await Promise.all([first, second])) {
    expect(answer.status).toBe(408)
    expect(await answer.json()).toEqual({ error: "the body did not arrive within 1 s" })
  }
  // A request without the three webhook headers is not counted, and stays a 404.
  expect((await request("/api/articles", { method: "POST", body: "{}" })).status).toBe(404)
  expect((await request("/api/articles", signedPost({ event: "publish", article }))).status).toBe(201)
  expect(double.writes).toHaveLength(1)
})

test("a read-only backend (supabase) answers 501 saying how to publish", async () => {
  const { request } = await withDouble({ readOnly: true })
  const answer = await request("/api/articles", signedPost({ event: "publish", article }))
  expect(answer.status).toBe(501)
  expect(((await answer.json()) as { error: string }).error).toMatch(/DATABASE_URL/)
})

test("the build's own writer's refusal is matched by the build's class: its read-only backend (supabase here) answers 501", async () => {
  const entry = serverEntry(await loadBuild())
  const request = await site(await entry.configuredPublisher(), TEST_SECRET, { errors: entry })
  const answer = await request("/api/articles", signedPost({ event: "publish", article }))
  expect(answer.status).toBe(501)
  expect(((await answer.json()) as { error: string }).error).toMatch(/DATABASE_URL/)
})

test("an error that only carries a refusal's name is no refusal: 500, not 422", async () => {
  const double = recordingPublisher()
  const named = Object.assign(new Error("disk full"), { name: "PublishValidationError", field: "title" })
  const request = await site({ ...double.publisher, apply: () => Promise.reject(named) })
  const logged = vi.spyOn(console, "error").mockImplementation(() => {})
  try {
    const answer = await request("/api/articles", signedPost({ event: "publish", article }))
    expect(answer.status).toBe(500)
    expect(await answer.json()).toEqual({ error: "the article could not be stored; nothing was written, try again" })
    expect(logged).toHaveBeenCalledWith(
      `Publishing "${article.slug}" (publish) failed:`,
      expect.stringMatching(/^PublishValidationError: disk full/),
    )
  } finally {
    logged.mockRestore()
  }
})

test("API answers carry no-store and the security headers; other methods and paths keep their 405", async () => {
  const { request } = await withDouble()
  const answer = await request("/api/articles", signedPost({ event: "publish", article }))
  expect(answer.headers.get("Cache-Control")).toBe("no-store")
  expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff")
  expect(answer.headers.get("Content-Security-Policy")).toBeTruthy()
  expect((await request("/api/articles", { method: "PUT" })).status).toBe(405)
  expect((await request("/api/articles/first-video", signedPost({ event: "publish", article }))).status).toBe(405)
  expect((await request("/blog", { method: "POST" })).status).toBe(405)
})

test("a draft's preview page shows the bar, is noindex and private; without a valid link the draft is a 404", async () => {
  const { request } = await withDouble()
  await request("/api/articles", signedPost({ event: "draft", article }))
  const page = await request(previewUrl("first-video", TEST_SECRET))
  expect(page.status).toBe(200)
  expect(page.headers.get("Cache-Control")).toBe("private, no-store")
  expect(page.headers.get("X-Robots-Tag")).toBe("noindex")
  const html = await page.text()
  expect(html).toMatch(/<div role="status"[^>]*>.*Preview: not published/)
  expect(html).toContain('<meta name="robots" content="noindex"/>')
  expect(html).toContain("Our first music video")

  expect((await request("/blog/first-video")).status).toBe(404)
  expect((await request(previewUrl("first-video", newSecret()))).status).toBe(404)
  expect((await request(previewUrl("other-video", TEST_SECRET).replace("other-video", "first-video"))).status).toBe(404)
})

test("with publishing off, a preview link opens nothing", async () => {
  const double = recordingPublisher()
  await double.publisher.apply("draft", article)
  const app = createApp({
    build: await loadBuild(),
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    siteUrl: SITE,
    log: () => {},
  })
  expect((await app.request(previewUrl("first-video", TEST_SECRET))).status).toBe(404)
})

describe("languages, through the real writer on an embedded database of its own in memory", () => {
  let db: ReturnType<typeof sqlArticles>
  let request: Awaited<ReturnType<typeof site>>
  beforeAll(async () => {
    const client = pgliteClient(await migratedPglite())
    db = sqlArticles(client)
    request = await site(db.publisher)
  }, 120_000)
  afterAll(() => db?.close())

  test("an article's language and translation key are stored and returned, and its live URL is under its language", async () => {
    await request("/api/articles", signedPost({ event: "publish", article: { ...article, translationKey: "first-video" } }))
    const italian = await request(
      "/api/articles",
      signedPost({
        event: "publish",
        article: {
          ...article,
          slug: "primo-video",
          title: "Il nostro primo video",
          locale: "it",
          translation_key: "first-video",
        },
      }),
    )
    expect(italian.status).toBe(201)
    expect(await italian.json()).toEqual({ slug: "primo-video", status: "published", url: `${SITE}/it/blog/primo-video` })
    const read = await request("/api/articles/primo-video", signedGet())
    expect(await read.json()).toMatchObject({ slug: "primo-video", locale: "it", translation_key: "first-video" })
    // An article sent without them is English with no translations.
    await request("/api/articles", signedPost({ event: "publish", article: { ...article, slug: "plain" } }))
    expect(await (await request("/api/articles/plain", signedGet())).json()).toMatchObject({
      locale: "en",
      translation_key: null,
    })
  })

  test("an unknown language is refused with the list of the site's languages, and nothing is written", async () => {
    const answer = await request(
      "/api/articles",
      signedPost({ event: "publish", article: { ...article, slug: "klingon", locale: "klingon" } }),
    )
    expect(answer.status).toBe(422)
    const error = 'locale "klingon" is not one of the site\'s languages: en, it, es, de, fr, pt-br'
    expect(await answer.json()).toEqual({ error, field: "locale", errors: [{ field: "locale", message: error }] })
    expect(await db.publisher.get("klingon")).toBeNull()
  })

  test("a second article with the same translation key and language is refused, naming the first", async () => {
    const send = (slug: string) =>
      request(
        "/api/articles",
        signedPost({ event: "publish", article: { ...article, slug, locale: "it", translation_key: "same" } }),
      )
    expect((await send("primo")).status).toBe(201)
    const second = await send("secondo")
    expect(second.status).toBe(422)
    const error =
      'the article "primo" is already the Italiano (it) version of translation_key "same": an article has one version per language'
    expect(await second.json()).toEqual({
      error,
      field: "translation_key",
      errors: [{ field: "translation_key", message: error }],
    })
    expect(await db.publisher.get("secondo")).toBeNull()
  })

  test("the same slug in another language is refused with 409 naming the holder, and the first article stays", async () => {
    const send = (locale: string, title: string) =>
      request("/api/articles", signedPost({ event: "publish", article: { ...article, slug: "lyric-guide", locale, title } }))
    expect((await send("en", "A lyric guide")).status).toBe(201)
    const italian = await send("it", "Guida ai testi")
    expect(italian.status).toBe(409)
    expect(await italian.json()).toEqual({
      error:
        'the slug "lyric-guide" belongs to the English (en) article "A lyric guide": slugs are unique across languages, so give this article its own slug (or delete that one first)',
      field: "slug",
      holder: { slug: "lyric-guide", locale: "en" },
    })
    expect(await (await request("/api/articles/lyric-guide", signedGet())).json()).toMatchObject({
      locale: "en",
      title: "A lyric guide",
    })
  })

  test("a fixed article's slug is refused with 409, and nothing is stored", async () => {
    const answer = await request(
      "/api/articles",
      signedPost({ event: "publish", article: { ...article, slug: "viral-ai-music-video-tips" } }),
    )
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({
      field: "slug",
      error: expect.stringContaining("fixed article of the site"),
      holder: { slug: "viral-ai-music-video-tips", locale: "en", fixed: true },
    })
    expect(await db.publisher.get("viral-ai-music-video-tips")).toBeNull()
  })

  test.each([
    ["published_at", { published_at: "+010000-01-01T00:00:00Z" }],
    ["published_at", { published_at: "0000-01-01T00:00:00Z" }],
    ["published_at", { published_at: "1" }],
    ["title", { title: "Nul\u0000l" }],
    ["content_markdown", { content_markdown: "A\u0000B" }],
    ["updated_at", { updated_at: "2099-01-01T00:00:00Z" }],
  ])("input that can never be stored answers 422 naming %s, not 500 (which a sender retries forever)", async (field, fields) => {
    const answer = await request(
      "/api/articles",
      signedPost({ event: "publish", article: { ...article, slug: "never-stored", ...fields } }),
    )
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({ field, errors: [{ field }] })
    expect(await db.publisher.get("never-stored")).toBeNull()
  })

  test("an older version arriving after a newer one answers 409 naming both times, and the newer stays", async () => {
    const send = (title: string, updated_at: string) =>
      request("/api/articles", signedPost({ event: "publish", article: { ...article, slug: "versions", title, updated_at } }))
    expect((await send("Newer", "2026-01-02T00:00:00Z")).status).toBe(201)
    const older = await send("Older", "2026-01-01T00:00:00Z")
    expect(older.status).toBe(409)
    expect(await older.json()).toEqual({
      error:
        'the stored "versions" was updated at 2026-01-02T00:00:00.000Z, after this write\'s updated_at 2026-01-01T00:00:00.000Z: an older version is not applied over a newer one',
      field: "updated_at",
      stored_updated_at: "2026-01-02T00:00:00.000Z",
    })
    expect((await db.publisher.get("versions"))?.title).toBe("Newer")
  })

  test("every invalid field is in one answer; error and field are the first's", async () => {
    const answer = await request(
      "/api/articles",
      signedPost({
        event: "publish",
        article: { ...article, slug: "many-faults", title: "", featured_image: "javascript:alert(1)", published_at: "soon" },
      }),
    )
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as { error: string; field: string; errors: { field: string; message: string }[] }
    expect(body.errors.map((e) => e.field)).toEqual(["title", "featured_image", "published_at"])
    expect(body).toMatchObject({ error: "title is required", field: "title" })
    expect(body.errors[2]!.message).toMatch(/published_at "soon" is not a valid date/)
  })
})
