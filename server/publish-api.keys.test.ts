import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { type PublishingStore, publishingStore } from "#app/data/publishing-store.server.ts"
import { type SqlArticles, type SqlClient, sqlArticles } from "#app/data/sql.server.ts"
import { migratedPglite } from "../tests/support/migrated-pglite.ts"
import { sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, signedPost } from "../tests/support/signed-delivery.ts"
import { apiKeysOf, publishApi } from "./publish-api.ts"

/*
 * An `api` key's rights on POST /api/articles (issue 26 item 2): a key made --drafts-only saves and
 * edits drafts and publishes nothing; one made --languages writes only those; each write is recorded
 * as the key's, and the key's last use is set. The keys are read as the server reads them (apiKeysOf).
 */

const SITE = "https://www.syncreel.example"

describe("api keys with limited rights, through the real writer on an embedded database", () => {
  let client: SqlClient
  let articles: SqlArticles
  let store: PublishingStore
  let request: (init: RequestInit) => Promise<Response>
  const secrets: Record<string, string> = {}
  const send = async (key: string, event: string, article: Record<string, unknown>) => {
    const response = await request(signedPost({ event, article }, { secret: secrets[key] }))
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const count = async () => Number((await client.query("select count(*)::int as n from articles"))[0]!.n)

  beforeAll(async () => {
    client = pgliteClient(await migratedPglite())
    articles = sqlArticles(client)
    store = publishingStore(client, { masterSecret: "a master secret for the tests" })
    const app = new Hono()
    app.route(
      "/api/articles",
      publishApi({
        secret: TEST_SECRET,
        publisher: async () => articles.publisher,
        errors: sourceWriterErrors,
        siteUrl: SITE,
        deliveries: async () => store,
        apiKeys: () => apiKeysOf(store),
        previewSecret: async () => "preview",
      }),
    )
    request = async (init) => app.request("/api/articles", init)
    secrets.drafter = (await store.createKey({ name: "drafter", provider: "api", mayPublish: false })).secret
    secrets.italian = (await store.createKey({ name: "italian", provider: "api", languages: ["it"] })).secret
    secrets.cms = (await store.createKey({ name: "cms", provider: "api" })).secret
    // The writer's first render loads Markdown and the sanitiser: done here, not in a test's time.
    await articles.publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
  }, 120_000)
  afterAll(() => client?.close())

  test("a drafts-only key saves and edits a draft, and is refused 403 for a publish, a schedule or a delete, writing nothing", async () => {
    const before = await count()
    const article = { slug: "drafted-by-key", title: "Drafted", content_markdown: "A draft." }
    const publish = await send("drafter", "publish", article)
    expect(publish).toMatchObject({ status: 403, body: { error: expect.stringMatching(/"drafter" may save drafts only/) } })
    expect(await count()).toBe(before)
    for (const event of ["schedule", "unpublish", "delete"])
      expect((await send("drafter", event, { ...article, published_at: "2099-01-01T00:00:00Z" })).status).toBe(403)
    expect(await count()).toBe(before)
    expect(await send("drafter", "draft", article)).toMatchObject({ status: 201, body: { status: "draft" } })
    expect(await send("drafter", "update", { slug: "drafted-by-key", title: "Drafted, edited" })).toMatchObject({
      status: 200,
      body: { status: "draft" },
    })
    expect(await articles.publisher.get("drafted-by-key")).toMatchObject({ status: "draft", title: "Drafted, edited" })
  })

  test("a drafts-only key may not edit a live article, nor send the archive's events", async () => {
    await articles.publisher.apply("publish", { slug: "live-one", title: "Live", content_markdown: "Live." })
    const edit = await send("drafter", "update", { slug: "live-one", title: "Taken over" })
    expect(edit).toMatchObject({ status: 403, body: { error: expect.stringMatching(/"live-one" is published/) } })
    const draft = await send("drafter", "draft", { slug: "live-one", title: "Taken down", content_markdown: "x" })
    expect(draft.status).toBe(403)
    expect((await send("drafter", "rename", { from: "live-one", to: "renamed-one" })).status).toBe(403)
    expect(await articles.publisher.get("live-one")).toMatchObject({ status: "published", title: "Live" })
  })

  test("a key limited to a language writes that language only, an article's stored language counting when none is sent", async () => {
    const before = await count()
    const english = await send("italian", "publish", { slug: "in-english", title: "English", content_markdown: "Hi." })
    expect(english).toMatchObject({ status: 403, body: { field: "locale", error: expect.stringMatching(/only in it, not en/) } })
    expect(await count()).toBe(before)
    const italian = { slug: "in-italiano", title: "Italiano", content_markdown: "Ciao.", locale: "it" }
    expect((await send("italian", "publish", italian)).status).toBe(201)
    expect((await send("italian", "update", { slug: "in-italiano", title: "Italiano, rivisto" })).status).toBe(200)
    expect((await send("italian", "update", { slug: "live-one", title: "Not mine" })).status).toBe(403)
    expect((await articles.publisher.get("live-one"))!.title).toBe("Live")
  })

  test("a key's writes are recorded as the key's, and its last use is set; PUBLISH_SECRET's as api", async () => {
    const article = { slug: "by-the-cms", title: "By the CMS", content_markdown: "One." }
    expect((await send("cms", "publish", article)).status).toBe(201)
    expect((await send("cms", "update", { slug: "by-the-cms", title: "By the CMS, edited" })).status).toBe(200)
    const secretUpdate = await request(signedPost({ event: "update", article: { slug: "by-the-cms", title: "Third" } }))
    expect(secretUpdate.status).toBe(200)
    const history = await articles.publisher.archive!.history("by-the-cms")
    expect(history.map((r) => r.actor)).toEqual(["api", "key:cms"])
    const keys = await store.listKeys()
    expect(keys.find((k) => k.name === "cms")!.last_used_at).not.toBeNull()
    expect(keys.find((k) => k.name === "italian")!.last_used_at).not.toBeNull()
  })
})
