import { Webhook } from "standardwebhooks"
import { afterAll, beforeAll, expect, test } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import type { SqlArticles, SqlClient } from "#app/data/sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { inboxSiteOn } from "../../tests/support/inbox-site.ts"

/*
 * Issue 26 item 2: a key limited to languages writes only those. An event that leaves the language
 * out acts on the stored article, in the stored article's language: that is the one the key must be
 * allowed, not English by default (which let an English-only key edit an Italian article, and
 * refused an Italian-only key its own article's edit).
 */

let client: SqlClient
let articles: SqlArticles
let send: (
  key: string,
  event: string,
  article: Record<string, unknown>,
) => Promise<{ status: number; body: Record<string, unknown> }>

beforeAll(async () => {
  client = pgliteClient(await migratedPglite())
  const site = inboxSiteOn(client)
  articles = site.articles
  const store = site.store
  const secrets = {
    english: (await store.createKey({ name: "english", provider: "standard-webhooks", languages: ["en"] })).secret,
    italian: (await store.createKey({ name: "italian", provider: "standard-webhooks", languages: ["it"] })).secret,
  }
  let n = 0
  send = async (key, event, article) => {
    const body = JSON.stringify({ event, article })
    const id = `msg_rights_${++n}`
    const at = new Date()
    return site.post("standard-webhooks", body, {
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secrets[key as keyof typeof secrets]).sign(id, at, body),
    })
  }
  await articles.publisher.apply("publish", { slug: "in-italiano", title: "Italiano", content_markdown: "Ciao.", locale: "it" })
}, 120_000)
afterAll(() => client?.close())

test("an English-only key may not edit, unpublish or delete an Italian article by leaving the language out", async () => {
  for (const event of ["update", "unpublish", "delete"]) {
    const answer = await send("english", event, { slug: "in-italiano", title: "Overwritten" })
    expect(answer, event).toMatchObject({ status: 403, body: { error: expect.stringMatching(/only in en, not it/) } })
  }
  expect(await articles.publisher.get("in-italiano")).toMatchObject({ title: "Italiano", status: "published" })
})

test("an Italian-only key edits its Italian article without naming the language", async () => {
  expect(await send("italian", "update", { slug: "in-italiano", title: "Italiano, rivisto" })).toMatchObject({ status: 200 })
  expect((await articles.publisher.get("in-italiano"))!.title).toBe("Italiano, rivisto")
  // A new article that names no language is English, which this key may not write.
  expect((await send("italian", "publish", { slug: "nuovo", title: "Nuovo", content_markdown: "x" })).status).toBe(403)
})
