import { createHmac } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import type { NewKey, PublishingStore } from "#app/data/publishing-store.server.ts"
import type { SqlClient } from "#app/data/sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { inboxSiteOn } from "../../tests/support/inbox-site.ts"
import { type TwoServers, articleCount, sharedDatabases } from "../../tests/support/two-servers.ts"

/*
 * Issue 26 item 1: the sample delivery docs/publishing.md gives for each service, read from the
 * document itself (so the page and the tests cannot drift apart), replayed through the inbox on
 * PGlite and on PostgreSQL with two servers: exactly one article per item, and none when the same
 * delivery reaches the other server. Also: two live keys of one service at once, so a key is
 * replaced without a moment in which deliveries fail.
 */

const docs = readFileSync(path.resolve(import.meta.dirname, "../../docs/publishing.md"), "utf8")

/** The first fenced block of `language` after the heading `heading`. */
function blockAfter(heading: string, language: string): string {
  const at = docs.indexOf(`\n${heading}\n`)
  if (at < 0) throw new Error(`docs/publishing.md has no heading "${heading}"`)
  const block = new RegExp("```" + language + "\\n([\\s\\S]*?)\\n```").exec(docs.slice(at))
  if (!block) throw new Error(`docs/publishing.md has no ${language} block after "${heading}"`)
  return block[1]!
}

/** The samples as the page prints them: JSON text, sent byte for byte. */
const samples = {
  // Standard Webhooks sends the signed API's body: the page's example of it.
  "standard-webhooks": blockAfter("### `POST /api/articles`", "json"),
  outrank: blockAfter("### Outrank", "json"),
  arvow: blockAfter("### Arvow", "json"),
  babylovegrowth: blockAfter("### BabyLoveGrowth", "json"),
  // The generic webhook's sample is the body of its curl example.
  hmac: /^BODY='(.*)'$/m.exec(blockAfter("### Generic HMAC webhook", "sh"))![1]!,
}

/** How many articles each sample holds. */
const items = (provider: keyof typeof samples) => {
  const body = JSON.parse(samples[provider]) as { data?: { articles?: unknown[] } }
  return body.data?.articles?.length ?? 1
}

const siteOn = inboxSiteOn

/** The headers each service sends with `body`, signed or carrying `secret` as it does. */
function headersOf(provider: keyof typeof samples, secret: string, body: string, deliveryId: string): Record<string, string> {
  switch (provider) {
    case "outrank":
    case "babylovegrowth":
      return { Authorization: `Bearer ${secret}` }
    case "arvow":
      return { "X-SECRET": secret }
    case "hmac":
      return { "X-Signature": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` }
    case "standard-webhooks": {
      const at = new Date()
      return {
        "webhook-id": deliveryId,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(deliveryId, at, body),
      }
    }
  }
}

const key = async (store: PublishingStore, name: string, provider: NewKey["provider"]) =>
  (await store.createKey({ name, provider })).secret

describe.each(sharedDatabases)("each service's documented sample on $name", (driver) => {
  let db: TwoServers
  let one: ReturnType<typeof siteOn>
  let two: ReturnType<typeof siteOn>

  beforeAll(async () => {
    db = await driver.open()
    one = siteOn(db.a)
    two = siteOn(db.b)
    // The writer's first render loads Markdown and the sanitiser (seconds on a busy machine): done here, not in a test's time.
    await one.articles.publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
  }, 240_000)
  afterAll(() => db?.close())

  // Standard Webhooks first: its sample names its article by the slug Outrank's item also has, which
  // Outrank's item (with its own id) must then not take over.
  test.each(["standard-webhooks", "outrank", "arvow", "babylovegrowth", "hmac"] as const)(
    "%s: one article per item, and none when the same delivery reaches the other server",
    async (provider) => {
      const secret = await key(one.store, `${provider}-key`, provider)
      const body = samples[provider]
      const before = await articleCount(db.a)
      const first = await one.post(provider, body, headersOf(provider, secret, body, `msg_${provider}`))
      expect(first.status, JSON.stringify(first.body)).toBeLessThan(300)
      expect(await articleCount(db.a)).toBe(before + items(provider))
      const again = await two.post(provider, body, headersOf(provider, secret, body, `msg_${provider}`))
      expect(again.status, JSON.stringify(again.body)).toBeLessThan(300)
      expect(await articleCount(db.a)).toBe(before + items(provider))
    },
  )
})

describe("two live keys of one service", () => {
  let client: SqlClient
  let site: ReturnType<typeof siteOn>
  beforeAll(async () => {
    client = pgliteClient(await migratedPglite())
    site = siteOn(client)
    await site.articles.publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
  }, 120_000)
  afterAll(() => client?.close())

  test("both deliver until the old one is revoked, so a key is replaced with no delivery refused", async () => {
    const old = await key(site.store, "outrank-2025", "outrank")
    const fresh = await key(site.store, "outrank-2026", "outrank")
    const send = (secret: string, id: string) =>
      site.post(
        "outrank",
        JSON.stringify({
          event_type: "publish_articles",
          data: { articles: [{ id, title: `Article ${id}`, content_markdown: "Words.", slug: `article-${id}` }] },
        }),
        { Authorization: `Bearer ${secret}` },
      )
    expect((await send(old, "r1")).status).toBe(200)
    expect((await send(fresh, "r2")).status).toBe(200)
    await site.store.revokeKey("outrank-2025")
    expect(await send(old, "r3")).toMatchObject({ status: 401, body: { error: expect.stringMatching(/revoked/) } })
    expect((await send(fresh, "r4")).status).toBe(200)
    const keys = await site.store.listKeys()
    expect(keys.find((k) => k.name === "outrank-2026")).toMatchObject({ revoked_at: null, last_used_at: expect.any(String) })
  })
})
