import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { afterAll, beforeAll, expect, test } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { type PublishingStore, publishingStore } from "#app/data/publishing-store.server.ts"
import { type SqlArticles, sqlArticles } from "#app/data/sql.server.ts"
import { startFakePostgrest } from "../../tests/support/fake-postgrest.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { sourceWriterErrors } from "../../tests/support/recording-publisher.ts"
import { TEST_SECRET, newSecret, signedPost } from "../../tests/support/signed-delivery.ts"
import { createApp } from "../app.ts"

/*
 * The inbox and preview links through the site's app (server/app.ts over the build): a service's
 * draft answers its preview link, which keeps opening the draft after PUBLISH_SECRET changes.
 */

const SITE = "https://www.syncreel.example"
const PREVIEW = "the site's preview secret"
let db: SqlArticles
let store: PublishingStore
let published: Awaited<ReturnType<typeof startFakePostgrest>>

/** The site as the server makes it, publishing through `db`, with `secret` as its PUBLISH_SECRET. */
async function site(secret: string) {
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild
  const publisher = async () => db.publisher
  const app = createApp({
    build,
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    siteUrl: SITE,
    publishing: { secret, publisher, errors: sourceWriterErrors, previewSecret: async () => PREVIEW },
    inbox: { publisher, store: async () => store, errors: sourceWriterErrors, previewSecret: async () => PREVIEW },
    previewSecret: () => PREVIEW,
    log: () => {},
  })
  return (url: string, init?: RequestInit) => app.request(url, init)
}

beforeAll(async () => {
  // The published articles the site's pages list come from a stand-in with none: no test opens .data.
  published = await startFakePostgrest([])
  Object.assign(process.env, { DATABASE_DRIVER: "supabase", SUPABASE_URL: `${published.url}/ok`, SUPABASE_ANON_KEY: "anon" })
  const client = pgliteClient(await migratedPglite())
  db = sqlArticles(client)
  store = publishingStore(client)
  await db.publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
}, 120_000)
afterAll(async () => {
  await db?.close()
  await published?.close()
})

test("a service's draft answers its preview link, which still opens it after PUBLISH_SECRET changes", async () => {
  const { secret } = await store.createKey({ name: "blg-drafts", provider: "babylovegrowth", mayPublish: false })
  const before = await site(TEST_SECRET)
  const delivered = await before("/api/inbox/babylovegrowth", {
    method: "POST",
    headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
    body: JSON.stringify({ id: "blg-1", title: "A draft from a service", content_html: "<p>Soon.</p>", status: "draft" }),
  })
  expect(delivered.status).toBe(201)
  const { url } = (await delivered.json()) as { url: string }
  expect(url).toMatch(/\/blog\/a-draft-from-a-service\?preview=/)
  const after = await site(newSecret())
  const page = await after(new URL(url).pathname + new URL(url).search)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain("Preview: not published")
})

test("a preview link the signed API answered still opens the draft after PUBLISH_SECRET changes", async () => {
  const before = await site(TEST_SECRET)
  const after = await site(newSecret())
  const draft = await before(
    "/api/articles",
    signedPost({ event: "draft", article: { slug: "api-draft", title: "API draft", content_markdown: "Soon." } }),
  )
  const link = new URL(((await draft.json()) as { url: string }).url)
  expect((await after(link.pathname + link.search)).status).toBe(200)
})

test("the inbox answers through the app: a wrong key 401 JSON, an unknown service 404 JSON, GET no write", async () => {
  const request = await site(TEST_SECRET)
  const wrong = await request("/api/inbox/outrank", {
    method: "POST",
    headers: { Authorization: "Bearer nope", "Content-Type": "application/json" },
    body: "{}",
  })
  expect(wrong.status).toBe(401)
  expect(await wrong.json()).toEqual({ error: expect.stringMatching(/not one of this site's publishing keys/) })
  const unknown = await request("/api/inbox/medium", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  })
  expect(unknown.status).toBe(404)
  expect(await unknown.json()).toMatchObject({ error: expect.stringMatching(/no inbox for "medium"/) })
  expect((await request("/api/inbox/outrank")).status).toBe(404)
  expect((await request("/api/inbox/outrank", { method: "PUT" })).status).toBe(405)
})
