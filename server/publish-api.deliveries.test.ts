import { Hono } from "hono"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { publishingStore } from "#app/data/publishing-store.server.ts"
import { type SqlClient, sqlArticles } from "#app/data/sql.server.ts"
import { recordingPublisher, sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, newSecret, signedPost } from "../tests/support/signed-delivery.ts"
import { type TwoServers, articleCount, sharedDatabases } from "../tests/support/two-servers.ts"
import { publishApi } from "./publish-api.ts"

/*
 * The signed API's answers kept in the database (issue 26): a redelivery to another server, or to
 * a restarted one, writes nothing; only successes are replayed; PUBLISH_SECRET may hold two secrets;
 * `api` keys sign as PUBLISH_SECRET does, and a revoked one no longer does.
 */

const SITE = "https://www.syncreel.example"
const article = { slug: "lyric-guide", title: "Lyric guide", content_markdown: "Words first." }

function apiOn(client: SqlClient, secret = TEST_SECRET) {
  const articles = sqlArticles(client)
  const store = publishingStore(client, { masterSecret: "a master secret for the tests" })
  const app = new Hono()
  app.route(
    "/api/articles",
    publishApi({
      secret,
      publisher: async () => articles.publisher,
      errors: sourceWriterErrors,
      siteUrl: SITE,
      deliveries: async () => store,
      apiKeys: async () =>
        (await store.signingKeys("api")).map(({ key, secret }) => ({ secret, revoked: key.revoked_at !== null })),
      previewSecret: async () => "preview",
    }),
  )
  return { request: (init: RequestInit) => app.request("/api/articles", init), articles, store }
}

describe.each(sharedDatabases)("deliveries kept on $name", (driver) => {
  let db: TwoServers
  beforeAll(async () => {
    db = await driver.open()
    // The writer's first render loads Markdown and the sanitiser: done here, not in a test's time.
    await sqlArticles(db.a).publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
  }, 120_000)
  afterAll(() => db?.close())

  test("a redelivery to the other server gets the first answer and writes nothing", async () => {
    const one = apiOn(db.a)
    const two = apiOn(db.b)
    const before = await articleCount(db.a)
    const first = await one.request(signedPost({ event: "publish", article }, { id: "msg_shared" }))
    expect(first.status).toBe(201)
    await one.articles.publisher.apply("update", { slug: "lyric-guide", title: "Edited meanwhile" })
    const again = await two.request(signedPost({ event: "publish", article }, { id: "msg_shared" }))
    expect(again.status).toBe(201)
    expect(again.headers.get("Webhook-Replayed")).toBe("true")
    expect(await again.json()).toEqual(await first.json())
    expect((await two.articles.publisher.get("lyric-guide"))!.title).toBe("Edited meanwhile")
    expect(await articleCount(db.a)).toBe(before + 1)
  })

  test("an update that arrived before its publish succeeds once the article exists: a 404 is not replayed", async () => {
    const one = apiOn(db.a)
    const two = apiOn(db.b)
    const update = { event: "update", article: { slug: "early-bird", title: "Early bird" } }
    const early = await one.request(signedPost(update, { id: "msg_update" }))
    expect(early.status).toBe(404)
    expect(
      (await one.request(signedPost({ event: "publish", article: { ...article, slug: "early-bird" } }, { id: "msg_pub" })))
        .status,
    ).toBe(201)
    const retried = await two.request(signedPost(update, { id: "msg_update" }))
    expect(retried.status).toBe(200)
    expect(retried.headers.get("Webhook-Replayed")).toBeNull()
    expect((await one.articles.publisher.get("early-bird"))!.title).toBe("Early bird")
  })

  test("two secrets in PUBLISH_SECRET are both accepted, and an api key signs until it is revoked", async () => {
    const next = newSecret()
    const api = apiOn(db.a, `${TEST_SECRET} ${next}`)
    const publish = (slug: string) => ({ event: "publish", article: { ...article, slug } })
    expect((await api.request(signedPost(publish("old-secret")))).status).toBe(201)
    expect((await api.request(signedPost(publish("new-secret"), { secret: next }))).status).toBe(201)
    const { secret } = await api.store.createKey({ name: "cms", provider: "api" })
    expect(secret).toMatch(/^whsec_/)
    expect((await api.request(signedPost(publish("by-key"), { secret }))).status).toBe(201)
    await api.store.revokeKey("cms")
    expect((await api.request(signedPost(publish("by-revoked-key"), { secret }))).status).toBe(404)
  })
})

test("without a database to keep them in, answers are kept in the process, successes only", async () => {
  const double = recordingPublisher()
  const app = new Hono()
  app.route(
    "/api/articles",
    publishApi({ secret: TEST_SECRET, publisher: async () => double.publisher, errors: sourceWriterErrors, siteUrl: SITE }),
  )
  const request = (init: RequestInit) => app.request("/api/articles", init)
  const update = { event: "update", article: { slug: "later", title: "Later", content_markdown: "Later." } }
  // The double refuses an unknown slug with 422 (the real writer: 404); either way a refusal.
  expect((await request(signedPost(update, { id: "msg_mem" }))).status).toBe(422)
  await double.publisher.apply("publish", { ...article, slug: "later" })
  expect((await request(signedPost(update, { id: "msg_mem" }))).status).toBe(200)
  const replay = await request(signedPost(update, { id: "msg_mem" }))
  expect(replay.headers.get("Webhook-Replayed")).toBe("true")
})
