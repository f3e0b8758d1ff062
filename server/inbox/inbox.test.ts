import { createHmac } from "node:crypto"
import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { NewKey, PublishingStore } from "#app/data/publishing-store.server.ts"
import { INBOX_SITE, inboxSiteOn } from "../../tests/support/inbox-site.ts"
import { type TwoServers, articleCount, sharedDatabases } from "../../tests/support/two-servers.ts"

/*
 * Each service's documented delivery, replayed through the inbox on the real writer: on PGlite, and
 * on PostgreSQL with two apps (two servers) sharing one database, each redelivery going to the other.
 */

const SITE = INBOX_SITE

const siteOn = inboxSiteOn

/** Outrank's documented batch: `publish_articles` with data.articles. */
const outrankBatch = {
  event_type: "publish_articles",
  timestamp: "2026-11-27T06:00:00.000Z",
  data: {
    articles: [
      {
        id: "or-101",
        title: "How to make a lyric video",
        content_markdown: "# Lyric videos\n\nStart with the words.",
        content_html: "<h1>Lyric videos</h1><p>Start with the words.</p>",
        meta_description: "A short guide to lyric videos",
        created_at: "2026-11-27T05:59:00.000Z",
        image_url: "https://cdn.example.com/lyric.webp",
        slug: "make-a-lyric-video",
        tags: ["guides", "lyrics"],
      },
      {
        id: "or-102",
        title: "Visualizers für Anfänger: Größe & Stil",
        content_markdown: "Visualizers, step by step.",
        content_html: "<p>Visualizers, step by step.</p>",
        meta_description: "Visualizers",
        created_at: "2026-11-27T05:59:00.000Z",
        image_url: "https://cdn.example.com/vis.webp",
        slug: "",
        tags: ["guides"],
      },
    ],
  },
}

/** Arvow's documented article. */
const arvowArticle = {
  id: "arvow-77",
  title: "Come scegliere la musica per un video",
  content: "<p>Scegli il ritmo prima delle immagini.</p>",
  content_markdown: "Scegli il ritmo prima delle immagini.",
  tags: ["guide"],
  thumbnail: "https://cdn.example.com/it.webp",
  thumbnail_alt_text: "Una cantante sul palco",
  metadescription: "Come scegliere la musica",
  keyword_seed: "musica video",
  language_code: "it",
}

/** BabyLoveGrowth's documented article. */
const blgArticle = {
  id: "blg-5",
  title: "Como fazer um videoclipe",
  slug: "como-fazer-um-videoclipe",
  metaDescription: "Um guia curto",
  content_html: "<p>Comece pela música.</p>",
  content_markdown: "Comece pela música.",
  hero_image_url: "https://cdn.example.com/pt.webp",
  languageCode: "pt-BR",
}

const genericArticle = {
  event: "publish",
  article: { id: "gen-1", title: "Beat sync explained", content_markdown: "Cut on the beat.", tags: ["editing"] },
}

const hmacHeaders = (secret: string, body: string) => ({
  "X-Signature": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
})
const swHeaders = (secret: string, body: string, id: string) => {
  const at = new Date()
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(id, at, body),
  }
}

describe.each(sharedDatabases)("the inbox on $name", (driver) => {
  let db: TwoServers
  let one: ReturnType<typeof siteOn>
  let two: ReturnType<typeof siteOn>
  const secrets: Record<string, string> = {}
  const key = async (store: PublishingStore, name: string, provider: NewKey["provider"], extra: Partial<NewKey> = {}) =>
    (secrets[name] = (await store.createKey({ name, provider, ...extra })).secret)

  beforeAll(async () => {
    db = await driver.open()
    one = siteOn(db.a)
    two = siteOn(db.b)
    await key(one.store, "outrank", "outrank")
    await key(one.store, "arvow", "arvow")
    await key(one.store, "blg", "babylovegrowth")
    await key(one.store, "blg-drafts", "babylovegrowth", { mayPublish: false })
    await key(one.store, "blg-german", "babylovegrowth", { languages: ["de"] })
    await key(one.store, "generic", "hmac")
    await key(one.store, "svix", "standard-webhooks")
    await key(one.store, "old-outrank", "outrank")
    await one.store.revokeKey("old-outrank")
    // The writer's first render loads Markdown and the sanitiser (seconds on a busy machine): done here, not in a test's time.
    await one.articles.publisher.apply("draft", {
      slug: "warm-up",
      title: "Warm-up",
      content_markdown: "Warm.",
      content_html: "<p>Warm.</p>",
    })
  }, 120_000)
  afterAll(() => db?.close())

  test("Outrank's batch: one article per item, answered per item; the redelivery to the other server writes nothing", async () => {
    const before = await articleCount(db.a)
    const auth = { Authorization: `Bearer ${secrets.outrank}` }
    const first = await one.post("outrank", outrankBatch, auth)
    expect(first.status).toBe(200)
    expect(first.body.results).toHaveLength(2)
    expect(first.body.results.map((r: { slug: string }) => r.slug)).toEqual([
      "make-a-lyric-video",
      "visualizers-fur-anfanger-grosse-stil",
    ])
    expect(first.body.url).toBe(`${SITE}/blog/make-a-lyric-video`)
    expect(first.body.results[0]).toMatchObject({ status: "published", published_url: `${SITE}/blog/make-a-lyric-video` })
    expect(await articleCount(db.a)).toBe(before + 2)
    const again = await two.post("outrank", outrankBatch, auth)
    expect(again.status).toBe(200)
    expect(again.body.results.map((r: { slug: string }) => r.slug)).toEqual(
      first.body.results.map((r: { slug: string }) => r.slug),
    )
    expect(await articleCount(db.a)).toBe(before + 2)
    const stored = await one.articles.publisher.get("make-a-lyric-video")
    expect(stored).toMatchObject({ featured_image: "https://cdn.example.com/lyric.webp", tags: ["guides", "lyrics"] })
  })

  test("an edited item sent again with a new slug updates its article and renames it: the old slug redirects, no second article", async () => {
    const before = await articleCount(db.a)
    const edited = structuredClone(outrankBatch)
    edited.data.articles = [{ ...edited.data.articles[0]!, title: "Lyric videos, revised", slug: "lyric-videos-revised" }]
    const answer = await two.post("outrank", edited, { Authorization: `Bearer ${secrets.outrank}` })
    expect(answer.status).toBe(200)
    expect(answer.body.results[0]).toMatchObject({ slug: "lyric-videos-revised", status: "published" })
    expect(answer.body.results[0].url).toBe(`${SITE}/blog/lyric-videos-revised`)
    expect(await one.articles.publisher.get("make-a-lyric-video")).toBeNull()
    expect((await one.articles.publisher.get("lyric-videos-revised"))!.title).toBe("Lyric videos, revised")
    expect(await one.articles.publisher.archive!.redirects()).toContainEqual(
      expect.objectContaining({ from: "make-a-lyric-video", to: "lyric-videos-revised" }),
    )
    expect(await articleCount(db.a)).toBe(before)
    // Sent again, it is the same article under its new slug.
    const again = await one.post("outrank", edited, { Authorization: `Bearer ${secrets.outrank}` })
    expect(again.body.results[0]).toMatchObject({ slug: "lyric-videos-revised" })
    expect(await articleCount(db.a)).toBe(before)
  })

  test("an item whose article was deleted and brought back from the trash is still that article", async () => {
    const item = { ...arvowArticle, id: "arvow-trash-1", title: "Kept through the trash", slug: "kept-through-the-trash" }
    const first = await one.post("arvow", item, { "X-SECRET": secrets.arvow! })
    expect(first.status).toBe(201)
    await one.articles.publisher.apply("delete", { slug: "kept-through-the-trash" })
    await one.articles.publisher.archive!.undelete("kept-through-the-trash")
    const before = await articleCount(db.a)
    const edited = await two.post("arvow", { ...item, title: "Kept, edited" }, { "X-SECRET": secrets.arvow! })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ slug: "kept-through-the-trash" })
    expect(await articleCount(db.a)).toBe(before)
  })

  test("a write the writer refuses as a conflict answers 409 with its detail: a slug another language's article holds", async () => {
    await one.articles.publisher.apply("publish", {
      slug: "held-in-english",
      title: "Held in English",
      content_markdown: "English.",
      locale: "en",
    })
    const sw = JSON.stringify({
      event: "publish",
      article: { slug: "held-in-english", title: "Tenuto", content_markdown: "Italiano.", locale: "it" },
    })
    const answer = await one.post("standard-webhooks", sw, swHeaders(secrets.svix!, sw, "msg_conflict_1"))
    expect(answer.status).toBe(409)
    expect(answer.body).toMatchObject({ field: "slug", holder: { slug: "held-in-english", locale: "en" } })
  })

  test("Arvow, BabyLoveGrowth, generic HMAC and Standard Webhooks: one article each, none on redelivery", async () => {
    const before = await articleCount(db.a)
    const arvow = await one.post("arvow", arvowArticle, { "X-SECRET": secrets.arvow! })
    expect(arvow.status).toBe(201)
    expect(arvow.body).toMatchObject({
      slug: "come-scegliere-la-musica-per-un-video",
      url: `${SITE}/it/blog/come-scegliere-la-musica-per-un-video`,
    })
    expect(await one.articles.publisher.get(arvow.body.slug)).toMatchObject({
      locale: "it",
      featured_image_alt: "Una cantante sul palco",
      meta_description: "Come scegliere la musica",
    })
    const blg = await one.post("babylovegrowth", blgArticle, { Authorization: `Bearer ${secrets.blg}` })
    expect(blg.status).toBe(201)
    expect(blg.body).toMatchObject({ slug: "como-fazer-um-videoclipe", url: `${SITE}/pt-br/blog/como-fazer-um-videoclipe` })
    const hmacBody = JSON.stringify(genericArticle)
    const hmac = await one.post("hmac", hmacBody, hmacHeaders(secrets.generic!, hmacBody))
    expect(hmac.status).toBe(201)
    const swBody = JSON.stringify({
      event: "publish",
      article: { slug: "sw-article", title: "Signed", content_markdown: "Signed." },
    })
    const sw = await one.post("standard-webhooks", swBody, swHeaders(secrets.svix!, swBody, "msg_sw_1"))
    expect(sw.status).toBe(201)
    expect(await articleCount(db.a)).toBe(before + 4)

    expect((await two.post("arvow", arvowArticle, { "X-SECRET": secrets.arvow! })).status).toBe(201)
    expect((await two.post("babylovegrowth", blgArticle, { Authorization: `Bearer ${secrets.blg}` })).status).toBe(201)
    expect((await two.post("hmac", hmacBody, hmacHeaders(secrets.generic!, hmacBody))).status).toBe(201)
    const swAgain = await two.post("standard-webhooks", swBody, swHeaders(secrets.svix!, swBody, "msg_sw_1"))
    expect(swAgain).toMatchObject({ status: 201, body: { replayed: true } })
    expect(await articleCount(db.a)).toBe(before + 4)
  })

  test("test and ping deliveries, and an empty batch, answer 200, write nothing and mark the key used", async () => {
    const before = await articleCount(db.a)
    const auth = { Authorization: `Bearer ${secrets.blg}` }
    expect((await one.post("babylovegrowth", { event: "test" }, auth)).status).toBe(200)
    expect((await one.post("outrank", { event_type: "test" }, { Authorization: `Bearer ${secrets.outrank}` })).status).toBe(200)
    expect(
      (
        await one.post(
          "outrank",
          { event_type: "publish_articles", data: { articles: [] } },
          { Authorization: `Bearer ${secrets.outrank}` },
        )
      ).status,
    ).toBe(200)
    const ping = JSON.stringify({ event: "ping" })
    expect((await one.post("hmac", ping, hmacHeaders(secrets.generic!, ping))).status).toBe(200)
    expect(await articleCount(db.a)).toBe(before)
    const keys = await one.store.listKeys()
    expect(keys.find((k) => k.name === "blg")!.last_used_at).not.toBeNull()
    expect(keys.find((k) => k.name === "blg-german")!.last_used_at).toBeNull()
  })

  test("a wrong or revoked key gets 401 with a JSON error; a drafts-only key 403 on a live publish; a language-limited key 403", async () => {
    const before = await articleCount(db.a)
    const wrong = await one.post("outrank", outrankBatch, { Authorization: "Bearer not-a-key" })
    expect(wrong).toMatchObject({ status: 401, body: { error: expect.stringMatching(/not one of this site's publishing keys/) } })
    const revoked = await one.post("outrank", outrankBatch, { Authorization: `Bearer ${secrets["old-outrank"]}` })
    expect(revoked).toMatchObject({ status: 401, body: { error: expect.stringMatching(/revoked/) } })
    // A key of another service is not this one's.
    expect((await one.post("outrank", outrankBatch, { Authorization: `Bearer ${secrets.blg}` })).status).toBe(401)
    const badSignature = JSON.stringify(genericArticle)
    expect((await one.post("hmac", badSignature, hmacHeaders("not the secret", badSignature))).status).toBe(401)
    const drafts = await one.post(
      "babylovegrowth",
      { ...blgArticle, id: "blg-6", slug: "drafted" },
      { Authorization: `Bearer ${secrets["blg-drafts"]}` },
    )
    expect(drafts).toMatchObject({ status: 403, body: { error: expect.stringMatching(/drafts only/) } })
    const draft = await one.post(
      "babylovegrowth",
      { ...blgArticle, id: "blg-7", slug: "drafted", status: "draft" },
      { Authorization: `Bearer ${secrets["blg-drafts"]}` },
    )
    expect(draft).toMatchObject({ status: 201, body: { status: "draft", published_url: null } })
    expect(draft.body.url).toMatch(/\/pt-br\/blog\/drafted\?preview=/)
    // Nor may it turn a live article into a draft.
    const overLive = await one.post(
      "babylovegrowth",
      { ...blgArticle, status: "draft" },
      { Authorization: `Bearer ${secrets["blg-drafts"]}` },
    )
    expect(overLive).toMatchObject({
      status: 403,
      body: { error: expect.stringMatching(/"como-fazer-um-videoclipe" is published/) },
    })
    const german = await one.post(
      "babylovegrowth",
      { ...blgArticle, id: "blg-8" },
      { Authorization: `Bearer ${secrets["blg-german"]}` },
    )
    expect(german).toMatchObject({ status: 403, body: { error: expect.stringMatching(/only in de/) } })
    expect(await articleCount(db.a)).toBe(before + 1)
  })

  test("an unsupported language is refused with 422 naming it; a slug held by another article is not written over", async () => {
    const before = await articleCount(db.a)
    const auth = { Authorization: `Bearer ${secrets.blg}` }
    const ja = await one.post("babylovegrowth", { ...blgArticle, id: "blg-9", languageCode: "ja" }, auth)
    expect(ja).toMatchObject({ status: 422, body: { field: "language_code", error: expect.stringMatching(/"ja"/) } })
    const clash = await one.post("babylovegrowth", { ...blgArticle, id: "blg-10", title: "Another" }, auth)
    expect(clash.status).toBe(201)
    expect(clash.body.slug).toBe("como-fazer-um-videoclipe-2")
    expect(clash.body.warnings[0]).toMatch(/belongs to another article/)
    expect((await one.articles.publisher.get("como-fazer-um-videoclipe"))!.title).toBe("Como fazer um videoclipe")
    expect(await articleCount(db.a)).toBe(before + 1)
  })

  test('an HMAC key\'s own header, base64 and timestamp: signed over "<timestamp>.<body>", a stale one 400', async () => {
    const secret = await key(one.store, "github-style", "hmac", {
      settings: { signatureHeader: "X-Hub-Signature-256", encoding: "base64", timestampHeader: "X-Timestamp" },
    })
    const body = JSON.stringify({
      event: "publish",
      article: { id: "gh-1", title: "Signed with a timestamp", content_markdown: "Yes." },
    })
    const signed = (at: number) => ({
      "X-Timestamp": String(at),
      "X-Hub-Signature-256": createHmac("sha256", secret).update(`${at}.`).update(body).digest("base64"),
    })
    const now = Math.floor(Date.now() / 1000)
    expect((await one.post("hmac", body, signed(now))).status).toBe(201)
    const stale = await one.post("hmac", body, signed(now - 600))
    // The server counts the age when it reads the delivery: a second may have turned since `now`.
    expect(stale).toMatchObject({ status: 400, body: { error: expect.stringMatching(/60[01] seconds old/) } })
    // The body's own signature without the timestamp is not this key's.
    const bare = { "X-Timestamp": String(now), "X-Hub-Signature-256": createHmac("sha256", secret).update(body).digest("base64") }
    expect((await one.post("hmac", body, bare)).status).toBe(401)
  })

  test("an update that arrived before its publish succeeds once the article exists: a refusal is not replayed", async () => {
    const body = (event: string) =>
      JSON.stringify({ event, article: { slug: "early-update", title: "Early", content_markdown: "Early." } })
    const update = body("update")
    const early = await one.post("standard-webhooks", update, swHeaders(secrets.svix!, update, "msg_early"))
    expect(early.status).toBe(404)
    const publish = body("publish")
    expect((await one.post("standard-webhooks", publish, swHeaders(secrets.svix!, publish, "msg_publish"))).status).toBe(201)
    const retried = await two.post("standard-webhooks", update, swHeaders(secrets.svix!, update, "msg_early"))
    expect(retried.status).toBe(200)
  })
})
