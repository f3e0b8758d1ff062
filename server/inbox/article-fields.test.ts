import { createHmac } from "node:crypto"
import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import type { PublishingStore } from "#app/data/publishing-store.server.ts"
import type { SqlArticles, SqlClient } from "#app/data/sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { inboxSiteOn } from "../../tests/support/inbox-site.ts"

/*
 * Issue 26 items 3 and 5 through the inbox: what a service sends beside the body reaches the writer
 * as it does through /api/articles. An article's `updated_at` (its version at the service) is
 * compared with the stored one, so an older version arriving late is refused with 409, not written
 * over the newer; and the per-article fields (canonical URL, social title and image, author, FAQ)
 * are kept, not dropped.
 */

describe("the inbox hands the writer an article's version and its per-article fields", () => {
  let client: SqlClient
  let articles: SqlArticles
  let store: PublishingStore
  let post: ReturnType<typeof inboxSiteOn>["post"]
  const secrets: Record<string, string> = {}

  beforeAll(async () => {
    client = pgliteClient(await migratedPglite())
    ;({ articles, store, post } = inboxSiteOn(client))
    secrets.svix = (await store.createKey({ name: "svix", provider: "standard-webhooks" })).secret
    secrets.generic = (await store.createKey({ name: "generic", provider: "hmac" })).secret
    secrets.blg = (await store.createKey({ name: "blg", provider: "babylovegrowth" })).secret
    await articles.publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
  }, 120_000)
  afterAll(() => client?.close())

  const signed = (body: string, id: string) => {
    const at = new Date()
    return {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secrets.svix!).sign(id, at, body),
    }
  }
  const hmac = (body: string) => ({
    "X-Signature": `sha256=${createHmac("sha256", secrets.generic!).update(body).digest("hex")}`,
  })

  test("an older version arriving after a newer one is refused with 409 and the newer stays, on every adapter", async () => {
    const newer = JSON.stringify({
      event: "publish",
      article: { slug: "versioned", title: "Version 2", content_markdown: "Two.", updated_at: "2026-05-01T10:00:00Z" },
    })
    expect((await post("standard-webhooks", newer, signed(newer, "msg_v2"))).status).toBe(201)
    const older = JSON.stringify({
      event: "update",
      article: { slug: "versioned", title: "Version 1", updated_at: "2026-05-01T09:00:00Z" },
    })
    const late = await post("standard-webhooks", older, signed(older, "msg_v1"))
    expect(late).toMatchObject({ status: 409, body: { field: "updated_at", stored_updated_at: "2026-05-01T10:00:00.000Z" } })
    expect(await articles.publisher.get("versioned")).toMatchObject({
      title: "Version 2",
      updated_at: "2026-05-01T10:00:00.000Z",
    })

    // A service's own article, by its id, with its camelCase version field.
    const auth = { Authorization: `Bearer ${secrets.blg}` }
    const item = { id: "blg-v", title: "BLG version 2", content_html: "<p>Two.</p>", updatedAt: "2026-06-01T10:00:00Z" }
    expect((await post("babylovegrowth", JSON.stringify(item), auth)).status).toBe(201)
    const stale = { ...item, title: "BLG version 1", updatedAt: "2026-06-01T08:00:00Z" }
    expect(await post("babylovegrowth", JSON.stringify(stale), auth)).toMatchObject({
      status: 409,
      body: { field: "updated_at" },
    })
    expect((await articles.publisher.get("blg-version-2"))!.title).toBe("BLG version 2")
  })

  test("a version in the future or without a zone is refused with 422 naming updated_at, and nothing is written", async () => {
    for (const updated_at of ["2099-01-01T00:00:00Z", "2026-05-01"]) {
      const body = JSON.stringify({
        event: "publish",
        article: { id: `dated-${updated_at}`, title: "Badly dated", content_markdown: "x", updated_at },
      })
      expect(await post("hmac", body, hmac(body))).toMatchObject({ status: 422, body: { field: "updated_at" } })
    }
    expect(await articles.publisher.get("badly-dated")).toBeNull()
  })

  test("the canonical URL, social title and image, author and FAQ a service sends are kept", async () => {
    const body = JSON.stringify({
      event: "publish",
      article: {
        id: "syndicated-1",
        title: "Syndicated",
        content_markdown: "First published elsewhere.",
        canonical_url: "https://elsewhere.example/syndicated",
        social_title: "Share this",
        social_image: "https://cdn.example.com/share.webp",
        author_name: "Ada Lovelace",
        faq: [{ question: "Is it syndicated?", answer: "Yes." }],
      },
    })
    expect((await post("hmac", body, hmac(body))).status).toBe(201)
    expect(await articles.publisher.get("syndicated")).toMatchObject({
      canonical_url: "https://elsewhere.example/syndicated",
      social_title: "Share this",
      social_image: "https://cdn.example.com/share.webp",
      author_name: "Ada Lovelace",
      faq: [{ question: "Is it syndicated?", answer: "Yes." }],
    })
  })
})
