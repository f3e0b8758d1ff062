import { mkdtempSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { type ServerType, serve } from "@hono/node-server"
import type { ServerBuild } from "react-router"
import { afterAll, beforeAll, expect, test, vi } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import type { Publisher } from "#app/data/publish.server.ts"
import { sqlPublisher } from "#app/data/publisher.server.ts"
import { previewUrl } from "#app/lib/preview-link.server.ts"
import { startFakePostgrest } from "../tests/support/fake-postgrest.ts"
import { sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, newSecret, signedPost } from "../tests/support/signed-delivery.ts"
import { createApp } from "./app.ts"
import { MAX_BODY_BYTES } from "./publish-api.ts"
import { migratedPglite } from "../tests/support/migrated-pglite.ts"

/*
 * 200 malformed or hostile requests to a running server's publishing API. None may answer 500,
 * none that is invalid may change what is stored, and the server keeps serving. The store is the real
 * writer on an in-memory embedded database.
 */

// The real writer, on an in-memory embedded database migrated as the site's is.
let publisher: Publisher

const good = {
  slug: "fuzz-base",
  title: "A fine article",
  meta_description: "Fine",
  featured_image: "https://cdn.example.com/a.webp",
  content_markdown: "Hello",
  content_html: "<p>Hello</p>",
}
const SCRIPTS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "</script><script>alert(document.cookie)</script>",
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  "{{constructor.constructor('alert(1)')()}}",
]
const JS_URLS = [
  "javascript:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "javascript://cdn.example.com/%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "//evil.example/x.png",
  "http://[::1",
]

/** `valid`: may be stored. A replay stores nothing but answers as its first delivery did. */
type Case = { name: string; init: RequestInit; valid: boolean; replay?: boolean }
const publish = (article: unknown, event: unknown = "publish") => ({ event, article })
const invalid = (name: string, init: RequestInit): Case => ({ name, init, valid: false })

function cases(): Case[] {
  const all: Case[] = []
  const body = JSON.stringify(publish(good))
  // 40 without a valid signature.
  for (let i = 0; i < 10; i++)
    all.push(
      invalid(`unsigned ${i}`, { method: "POST", body: body + " ".repeat(i), headers: { "content-type": "application/json" } }),
    )
  for (let i = 0; i < 10; i++)
    all.push(invalid(`other secret ${i}`, signedPost(publish({ ...good, title: `t${i}` }), { secret: newSecret() })))
  for (let i = 0; i < 10; i++) {
    const signed = signedPost(body)
    all.push(invalid(`tampered ${i}`, { ...signed, body: body.replace("fine", `f${i}ne`) }))
  }
  for (const signature of ["", "v1,", "v1,===", `v1,${"A".repeat(44)}`, "v1,AAAA v1,BBBB v2,CCCC"]) {
    const signed = signedPost(body)
    all.push(
      invalid(`signature ${JSON.stringify(signature)}`, {
        ...signed,
        headers: { ...(signed.headers as object), "webhook-signature": signature },
      }),
    )
  }
  for (let i = 0; i < 5; i++)
    all.push(invalid(`stale and unsigned ${i}`, signedPost(body, { secret: newSecret(), timestamp: 1_000_000_000 + i })))
  // 25 bodies that are not JSON, or not the JSON asked for.
  const notJson: (string | Buffer)[] = [
    "",
    " ",
    "{",
    "}",
    '{"event":',
    '{"event": "publish", "article": {',
    "null",
    "true",
    "42",
    '"publish"',
    "[]",
    '{"a":1}{"b":2}',
    "{'event': 'publish'}",
    '{"event": "publish",}',
    "NaN",
    "<xml/>",
    "\uFEFF\uFEFF{}",
    "event=publish&slug=x",
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    `{"n": 1${"0".repeat(400)}}`,
    Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
    Buffer.alloc(100, 0),
    '{"event": "publish", "article": "\\ud800"}',
    "\u0000",
  ]
  for (const text of notJson) all.push(invalid(`not JSON ${JSON.stringify(text.slice(0, 20))}`, signedPost(text)))
  // 10 with the wrong content type.
  for (const contentType of [
    null,
    "text/plain",
    "text/html",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "application/jsonp",
    "application/json-patch+json",
    "json",
    "*/*",
    "application/xml",
  ])
    all.push(invalid(`content type ${contentType}`, signedPost(publish(good), { contentType })))
  // 35 with wrong types.
  for (const event of [1, null, [], {}, "PUBLISH", "__proto__", "constructor", "toString", " publish", "publish\n"])
    all.push(invalid(`event ${JSON.stringify(event)}`, signedPost(publish(good, event))))
  for (const article of ["fuzz-base", [], null, 7, true])
    all.push(invalid(`article ${JSON.stringify(article)}`, signedPost(publish(article))))
  const wrongFields: Record<string, unknown>[] = [
    { title: 1 },
    { title: ["a"] },
    { title: { text: "a" } },
    { title: null },
    { title: true },
    { title: "   " },
    { slug: 5 },
    { slug: null },
    { tags: "music" },
    { tags: [1] },
    { tags: { a: 1 } },
    { featured_image: 5 },
    { featured_image: { url: 5 } },
    { featured_image: { url: "https://cdn.example.com/a.webp", alt: 3 } },
    { published_at: "tomorrow" },
    { published_at: 123 },
    { content_markdown: [] },
    { meta_description: {} },
    { content_markdown: "", content_html: "" },
  ]
  for (const fields of wrongFields)
    all.push(invalid(`fields ${JSON.stringify(fields)}`, signedPost(publish({ ...good, ...fields }))))
  all.push(
    invalid("prototype pollution", signedPost('{"event":"publish","article":{"__proto__":{"slug":"polluted","title":"x"}}}')),
  )
  // 20 with huge fields; the last three over 2 MB in all.
  const huge: Record<string, unknown>[] = [
    { title: "t".repeat(10_000) },
    { slug: "s".repeat(5_000) },
    { meta_description: "m".repeat(100_000) },
    { content_markdown: "x".repeat(1_500_000) },
    { content_html: `<p>${"x".repeat(1_500_000)}</p>` },
    { tags: Array.from({ length: 10_000 }, (_, i) => `t${i}`) },
    { tags: ["x".repeat(10_000)] },
    { featured_image: `https://cdn.example.com/${"a".repeat(5_000)}.webp` },
    { featured_image: { url: "https://cdn.example.com/a.webp", alt: "a".repeat(100_000) } },
    { published_url: `https://example.com/${"p".repeat(5_000)}` },
    { title: "🎵".repeat(5_000) },
    { slug: "a-".repeat(200) + "b" },
    { published_at: "9".repeat(1_000) },
    { meta_description: "\u0000".repeat(1_000) },
    { content_markdown: "\u202e".repeat(600_000) },
    { title: "x".repeat(201) },
    { meta_description: "x".repeat(501) },
  ]
  for (const fields of huge) all.push(invalid(`huge ${Object.keys(fields)[0]}`, signedPost(publish({ ...good, ...fields }))))
  for (let i = 0; i < 3; i++)
    all.push(
      invalid(`body over 2 MB ${i}`, signedPost(publish({ ...good, content_markdown: "x".repeat(MAX_BODY_BYTES + i * 1000) }))),
    )
  // 30 javascript: and other unsafe URLs.
  for (const url of JS_URLS) {
    all.push(invalid(`featured_image ${url}`, signedPost(publish({ ...good, featured_image: url }))))
    all.push(invalid(`featured_image.url ${url}`, signedPost(publish({ ...good, featured_image: { url, alt: "x" } }))))
    all.push(invalid(`published_url ${url}`, signedPost(publish({ ...good, published_url: url }))))
  }
  // 30 with script in every text field: refused in the slug; elsewhere stored as text (the page
  // escapes it, and sanitises the HTML whoever wrote it).
  for (const [i, script] of SCRIPTS.entries()) {
    all.push(invalid(`script in slug ${i}`, signedPost(publish({ ...good, slug: script }))))
    for (const field of ["title", "meta_description", "content_markdown", "content_html"])
      all.push({
        name: `script in ${field} ${i}`,
        init: signedPost(publish({ ...good, slug: `hostile-${i}`, [field]: script })),
        valid: true,
      })
  }
  // 10 signed but out of time, and replays of one delivery.
  const now = Math.floor(Date.now() / 1000)
  for (const offset of [-301, -3600, -86_400 * 365, 360, 86_400])
    all.push(invalid(`timestamp ${offset}`, signedPost(publish({ ...good, slug: "late" }), { timestamp: now + offset })))
  all.push({
    name: "the delivery replayed below",
    init: signedPost(publish({ ...good, slug: "replayed" }), { id: "msg_fuzz" }),
    valid: true,
  })
  for (let i = 0; i < 4; i++)
    all.push({
      ...invalid(`replay ${i}`, signedPost(publish({ ...good, slug: `replayed-${i}` }), { id: "msg_fuzz" })),
      replay: true,
    })
  return all
}

let server: ServerType
let origin: string
let published: Awaited<ReturnType<typeof startFakePostgrest>>

beforeAll(async () => {
  const client = pgliteClient(await migratedPglite())
  publisher = sqlPublisher(client)
  published = await startFakePostgrest([])
  Object.assign(process.env, { DATABASE_DRIVER: "supabase", SUPABASE_URL: `${published.url}/ok`, SUPABASE_ANON_KEY: "anon" })
  const app = createApp({
    build: (await import(path.resolve("build/server/index.js"))) as ServerBuild,
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    siteUrl: "https://www.syncreel.example",
    publishing: { secret: TEST_SECRET, publisher: async () => publisher, errors: sourceWriterErrors },
    log: () => {},
  })
  server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started))
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await published.close()
})

test(
  "200 malformed or hostile requests: no 500, nothing invalid stored, and the server still serves",
  { timeout: 120_000 },
  async () => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const all = cases()
    expect(all).toHaveLength(200)
    const statuses = new Map<number, number>()
    const wrongly: string[] = []
    for (const { name, init, valid, replay } of all) {
      const before = JSON.stringify(await publisher.list())
      const answer = await fetch(`${origin}/api/articles`, init)
      const text = await answer.text()
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status >= 500) wrongly.push(`${name}: ${answer.status} ${text.slice(0, 200)}`)
      if (!valid && JSON.stringify(await publisher.list()) !== before) wrongly.push(`${name}: stored something`)
      if (!valid && !replay && answer.status < 400) wrongly.push(`${name}: accepted with ${answer.status}`)
      if (replay && answer.headers.get("Webhook-Replayed") !== "true") wrongly.push(`${name}: not replayed`)
      if (answer.status !== 404) expect(answer.headers.get("Content-Type"), name).toMatch(/^application\/json/)
    }
    expect(wrongly).toEqual([])
    // Every kind of refusal was met: unsigned 404, bad request 400, 413, 415 and 422.
    expect([...statuses.keys()].sort()).toEqual([200, 201, 400, 404, 413, 415, 422])

    expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    const after = await fetch(`${origin}/api/articles`, signedPost(publish({ ...good, slug: "after-the-storm" })))
    expect(after.status).toBe(201)
    // Script stored in a draft reaches its page only as escaped text or sanitised HTML.
    const script = SCRIPTS[0]!
    const hostile = {
      ...good,
      slug: "hostile-draft",
      title: script,
      meta_description: script,
      content_html: `<p>ok</p>${script}`,
    }
    expect((await fetch(`${origin}/api/articles`, signedPost(publish(hostile, "draft")))).status).toBe(201)
    const page = await (await fetch(origin + previewUrl("hostile-draft", TEST_SECRET))).text()
    expect(page).toContain("Preview: not published")
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(page).not.toContain(script)
  },
)
