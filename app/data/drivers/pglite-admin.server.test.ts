import { request } from "node:http"
import { formatWithOptions } from "node:util"
import type { AddressInfo } from "node:net"
import type { Server } from "node:http"
import { afterAll, beforeAll, expect, test, vi } from "vitest"
import { MAX_ARTICLE_BODY_BYTES } from "../article-schema.ts"
import type { PublishInput, Publisher } from "../publisher.server.ts"
import type { SqlClient } from "../sql-client.ts"
import { type SqlArticles, sqlArticles } from "../sql.server.ts"
import { MAX_REQUEST_BYTES, remotePublisher, startAdminEndpoint } from "./pglite-admin.server.ts"
import { pgliteClient } from "./pglite.server.ts"
import { migratedPglite } from "../../../tests/support/migrated-pglite.ts"

const token = "t0ken"
let store: SqlArticles
let admin: Server
let base: string
let client: SqlClient

beforeAll(async () => {
  client = pgliteClient(await migratedPglite())
  store = sqlArticles(client)
  admin = await startAdminEndpoint(store.publisher, token)
  base = `http://127.0.0.1:${(admin.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => admin.close(resolve))
  await store.close()
})

const article = (fields: Partial<PublishInput> = {}): PublishInput => ({
  slug: "a-story",
  title: "A story",
  meta_description: null,
  featured_image: null,
  content_markdown: "Hello",
  content_html: "<p>Hello</p>",
  published_at: "2026-05-01T09:00:00.000Z",
  published_url: null,
  ...fields,
})

async function call(method: string, path: string, body?: string, auth = `Bearer ${token}`) {
  const response = await fetch(`${base}${path}`, { method, body, headers: { Authorization: auth } })
  return { status: response.status, headers: response.headers, body: (await response.json()) as { error?: string } }
}

const publish = (value: unknown, event = "publish") => call("POST", "/publish", JSON.stringify({ event, article: value }))
const slugs = async () => (await store.publisher.list()).map((a) => a.slug)

test("the endpoint carries a publish event to the server's writer, and the same write repeated leaves one article as sent", async () => {
  const sent = article({ slug: "twice", featured_image: "/media/blog/cover.webp", tags: ["news"] })
  const first = await publish(sent)
  expect(first).toMatchObject({ status: 201, body: { slug: "twice", status: "published", created: true } })
  expect(await publish(sent)).toMatchObject({ status: 200, body: { created: false } })
  const stored = (await store.publisher.list()).filter((a) => a.slug === "twice")
  expect(stored).toHaveLength(1)
  expect(stored[0]).toMatchObject({ ...sent, status: "published", tags: ["news"] })
})

test("every event goes through it: draft, unpublish, delete, and reads of one article or all", async () => {
  expect(await publish(article({ slug: "lifecycle" }), "draft")).toMatchObject({ status: 201, body: { status: "draft" } })
  expect(await call("GET", "/articles/lifecycle")).toMatchObject({ status: 200, body: { slug: "lifecycle", status: "draft" } })
  await publish({ slug: "lifecycle" })
  expect(await publish({ slug: "lifecycle" }, "unpublish")).toMatchObject({ status: 200, body: { status: "draft" } })
  expect(await publish({ slug: "lifecycle" }, "delete")).toMatchObject({
    status: 200,
    body: { status: "deleted", article: null },
  })
  expect(await call("GET", "/articles/lifecycle")).toMatchObject({ status: 404 })
  expect(await publish({ slug: "lifecycle" }, "delete")).toMatchObject({
    status: 404,
    body: { error: 'no article with slug "lifecycle"', field: "slug" },
  })
  expect(await slugs()).not.toContain("lifecycle")
})

test("the CLI's client of the endpoint is a Publisher like the one in the server", async () => {
  const remote: Publisher = remotePublisher((admin.address() as AddressInfo).port, token)
  expect(await remote.apply("schedule", article({ slug: "remote", published_at: "2099-01-01T00:00:00Z" }))).toMatchObject({
    status: "scheduled",
    created: true,
  })
  expect((await remote.get("remote"))?.status).toBe("scheduled")
  expect((await remote.list()).map((a) => a.slug)).toContain("remote")
  await expect(remote.apply("publish", article({ slug: "remote", title: "" }))).rejects.toMatchObject({
    name: "PublishValidationError",
    field: "title",
  })
  await expect(remote.apply("unpublish", { slug: "never-there" })).rejects.toMatchObject({ name: "ArticleNotFoundError" })
})

test("through the endpoint a conflict is a 409 naming the holder, and every bad field comes back to the CLI", async () => {
  await publish(article({ slug: "held", title: "Held", locale: "en" }))
  expect(await publish(article({ slug: "held", locale: "fr" }))).toMatchObject({
    status: 409,
    body: { field: "slug", holder: { slug: "held", locale: "en" }, error: expect.stringContaining('article "Held"') },
  })
  const remote: Publisher = remotePublisher((admin.address() as AddressInfo).port, token)
  await expect(remote.apply("publish", article({ slug: "held", locale: "fr" }))).rejects.toMatchObject({
    name: "WriteConflictError",
    field: "slug",
    detail: { holder: { slug: "held", locale: "en" } },
  })
  await expect(remote.apply("publish", article({ slug: "held", title: "", published_at: "1" }))).rejects.toMatchObject({
    name: "PublishValidationError",
    field: "title",
    errors: [{ field: "title" }, { field: "published_at" }],
  })
  expect((await store.publisher.get("held"))?.locale).toBe("en")
})

test.each([
  ["a javascript: featured image", { featured_image: "javascript:alert(1)" }, /featured_image must be a site path/],
  ["a protocol-relative featured image", { featured_image: "//evil.example/x.png" }, /featured_image must be a site path/],
  ["a backslash featured image", { featured_image: "/\\evil.example/x.png" }, /featured_image must be a site path/],
  ["a featured image with an invalid host", { featured_image: "https://a b/x.png" }, /featured_image must be a site path/],
  ["a javascript: source link", { published_url: "javascript:alert(1)" }, /published_url must be an http\(s\) URL/],
  ["an invalid slug", { slug: "Not A Slug!" }, /invalid slug "Not A Slug!"/],
  ["an empty title", { title: " " }, /title is required/],
  ["a title of 201 characters", { title: "t".repeat(201) }, /title is longer than 200 characters/],
  ["an invalid date", { published_at: "next tuesday" }, /published_at "next tuesday" is not a valid date/],
  ["a number for a title", { title: 7 }, /title must be text/],
  ["a tag that is no text", { tags: [{}] }, /tags must be text/],
  [
    "a Markdown body over 1 MB",
    { content_markdown: "a".repeat(MAX_ARTICLE_BODY_BYTES + 1) },
    /content_markdown is 1,000,001 bytes, over the limit of 1,000,000 bytes/,
  ],
  [
    "an HTML body over 1 MB",
    { content_html: "é".repeat(MAX_ARTICLE_BODY_BYTES / 2 + 1) },
    /content_html is 1,000,002 bytes, over the limit of 1,000,000 bytes/,
  ],
])(
  "the endpoint refuses an article with %s as the CLI does, naming the field, and stores nothing",
  async (_, fields, message) => {
    const result = await publish({ ...article({ slug: "refused" }), ...(fields as object) })
    expect(result.status).toBe(400)
    expect(result.body.error).toMatch(message)
    expect((result.body as { field?: string }).field).toBe(Object.keys(fields)[0])
    expect(await slugs()).not.toContain("refused")
  },
)

test("a request body over the limit is answered 413 and the endpoint stops reading it", async () => {
  const endless = Buffer.alloc(1 << 20, "a")
  let sent = 0
  let answered = false
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${base}/publish`, { method: "POST", headers: { Authorization: `Bearer ${token}` } })
    req.on("response", (res) => {
      answered = true
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () => {
        resolve({ status: res.statusCode!, body })
        req.destroy()
      })
    })
    // Once answered, the server drops the connection under the bytes still being sent.
    req.on("error", (error) => answered || reject(error))
    const write = () => {
      // 200 MB at most: a server that reads it all answers only after this loop ends.
      while (!answered && sent < 200 * (1 << 20)) {
        sent += endless.length
        if (!req.write(endless)) return void req.once("drain", write)
      }
      if (!answered) req.end()
    }
    write()
  })
  expect(answer.status).toBe(413)
  expect(JSON.parse(answer.body)).toEqual({ error: `request body over ${MAX_REQUEST_BYTES} bytes` })
  expect(sent).toBeLessThan(MAX_REQUEST_BYTES + 32 * (1 << 20))
})

test("a declared length over the limit is refused before any of the body is read", async () => {
  const result = await call("POST", "/publish", "x".repeat(MAX_REQUEST_BYTES + 1))
  expect(result).toMatchObject({ status: 413, body: { error: `request body over ${MAX_REQUEST_BYTES} bytes` } })
})

test("client mistakes get a 4xx and a message, never a 500", async () => {
  expect(await call("GET", "/articles/%zz")).toMatchObject({
    status: 400,
    body: { error: "the slug in the path is not valid percent-encoding" },
  })
  expect(await call("POST", "/publish", "{not json")).toMatchObject({
    status: 400,
    body: { error: "request body is not valid JSON" },
  })
  expect(await call("POST", "/publish", "[1, 2]")).toMatchObject({
    status: 400,
    body: { error: "the request body must be a JSON object { event, article }" },
  })
  expect(await call("POST", "/publish", JSON.stringify({ event: "explode", article: {} }))).toMatchObject({
    status: 400,
    body: { error: "event must be one of publish, schedule, draft, update, unpublish, delete", field: "event" },
  })
  expect(await publish([1, 2])).toMatchObject({ status: 400, body: { error: "an article must be a JSON object" } })
  const wrongMethod = await call("PUT", "/articles", "{}")
  expect(wrongMethod).toMatchObject({ status: 405, body: { error: "PUT is not allowed on /articles" } })
  expect(wrongMethod.headers.get("allow")).toBe("GET")
  expect((await call("DELETE", "/articles/a-story")).status).toBe(405)
  expect((await call("GET", "/publish")).headers.get("allow")).toBe("POST")
  expect(await call("GET", "/nothing-here")).toMatchObject({ status: 404, body: { error: "not found" } })
  expect((await call("GET", "/articles", undefined, "Bearer wrong")).status).toBe(401)
  expect(await call("GET", "/articles/no-such-article")).toMatchObject({ status: 404, body: { error: "no such article" } })
})

test("a failing database answers 500 without its message or stack, which go to the server's log", async () => {
  const failing: Publisher = {
    ...store.publisher,
    apply: () => Promise.reject(new Error('relation "articles" at /srv/secret/pglite does not exist')),
  }
  const server = await startAdminEndpoint(failing, token)
  const log = vi.spyOn(console, "error").mockImplementation(() => {})
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/publish`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ event: "publish", article: article() }),
    })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).not.toMatch(/secret|relation|at /)
    expect(JSON.parse(text)).toEqual({ error: "the server could not complete the request; see its log" })
    expect(String(log.mock.calls[0]?.[1])).toMatch(/\/srv\/secret/)
  } finally {
    log.mockRestore()
    await new Promise((resolve) => server.close(resolve))
  }
})

test("a write the database refuses is logged with its slug, message and code, and none of the article's words", async () => {
  // What a full disk does to the write, with PostgreSQL's own code for it; to this article only.
  await client.exec(`
    create function refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = '53100'; end $$;
    create trigger refuse_write before insert or update on articles
      for each row when (new.slug = 'next-big-thing') execute function refuse_write();
  `)
  const logged: string[] = []
  const log = vi
    .spyOn(console, "error")
    .mockImplementation((...args: unknown[]) => void logged.push(formatWithOptions({}, ...args)))
  const words = "the unannounced partnership with Aurora Records"
  try {
    const answer = await publish(article({ slug: "next-big-thing", content_markdown: words }), "draft")
    expect(answer.status).toBe(500)
    const text = logged.join("\n")
    expect(text).toContain("next-big-thing")
    expect(text).toContain("No space left on device")
    expect(text).toContain("53100")
    expect(text).not.toContain(words)
  } finally {
    log.mockRestore()
  }
})

test("revisions, trash and redirects go through it with the CLI's actor; conflicts are 409, unknown slugs 404, wrong methods 405", async () => {
  await publish(article({ slug: "kept" }))
  const update = JSON.stringify({ event: "update", article: { slug: "kept", title: "Kept, edited" }, actor: "cli" })
  expect((await call("POST", "/publish", update)).status).toBe(200)
  expect(await call("GET", "/articles/kept/history")).toMatchObject({
    status: 200,
    body: [{ revision: 1, title: "A story", event: "update", actor: "cli" }],
  })
  expect(await call("POST", "/restore", JSON.stringify({ slug: "kept", revision: 1, actor: "cli" }))).toMatchObject({
    status: 200,
    body: { slug: "kept", article: { title: "A story" } },
  })
  expect(await call("POST", "/rename", JSON.stringify({ from: "kept", to: "kept-renamed" }))).toMatchObject({
    status: 200,
    body: { slug: "kept-renamed" },
  })
  expect(await call("GET", "/redirects")).toMatchObject({ status: 200, body: [{ from: "kept", to: "kept-renamed" }] })
  expect(await call("POST", "/redirects", JSON.stringify({ from: "kept-renamed", to: "kept" }))).toMatchObject({
    status: 409,
    body: { field: "from", error: expect.stringMatching(/would hide the article/) },
  })
  expect(await call("DELETE", "/redirects/kept")).toMatchObject({ status: 200 })
  expect(await call("DELETE", "/redirects/kept")).toMatchObject({ status: 400, body: { field: "from" } })
  expect(await call("GET", "/articles/never-written/history")).toMatchObject({ status: 404, body: { field: "slug" } })
  expect(await call("PUT", "/trash")).toMatchObject({ status: 405 })

  expect((await publish({ slug: "kept-renamed" }, "delete")).status).toBe(200)
  // Other tests here delete articles too: theirs are in the trash as well.
  const trash = await call("GET", "/trash")
  expect(trash.status).toBe(200)
  expect(trash.body).toContainEqual(expect.objectContaining({ slug: "kept-renamed", actor: "unknown" }))
  await publish(article({ slug: "kept-renamed", title: "Another" }))
  expect(await call("POST", "/undelete", JSON.stringify({ slug: "kept-renamed" }))).toMatchObject({
    status: 409,
    body: { field: "slug", error: expect.stringMatching(/taken meanwhile by the article "Another"/) },
  })
})
