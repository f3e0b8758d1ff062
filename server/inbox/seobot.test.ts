import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, expect, test } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { publishingStore } from "#app/data/publishing-store.server.ts"
import { type SqlArticles, sqlArticles } from "#app/data/sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { pullSeobot } from "./seobot.ts"

/*
 * The SEObot pull against a loopback stand-in of its CDN: the index, then each article; new and
 * changed articles are written once, an unchanged index writes nothing, a deleted one is unpublished.
 */

const KEY = "0b7c2c1e-4f55-4a36-9d0e-6a3f1f1f1f1f"
let index: Record<string, unknown>[] = []
const articles: Record<string, Record<string, unknown>> = {}
const asked: string[] = []
const cdn = createServer((req, res) => {
  asked.push(req.url ?? "")
  const match = new RegExp(`^/${KEY}/(system/base|blog/([^/]+))\\.json$`).exec(req.url ?? "")
  const body = match?.[1] === "system/base" ? index : match?.[2] ? articles[match[2]] : undefined
  res.writeHead(body ? 200 : 404, { "Content-Type": "application/json" })
  res.end(JSON.stringify(body ?? { error: "not found" }))
})
let db: Awaited<ReturnType<typeof migratedPglite>>
let site: SqlArticles
let pull: () => ReturnType<typeof pullSeobot>

beforeAll(async () => {
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve))
  db = await migratedPglite()
  const client = pgliteClient(db)
  site = sqlArticles(client)
  const store = publishingStore(client)
  const { port } = cdn.address() as AddressInfo
  pull = () =>
    pullSeobot({
      apiKey: KEY,
      indexUrl: `http://127.0.0.1:${port}/{key}/system/base.json`,
      publisher: async () => site.publisher,
      store: async () => store,
    })
  await site.publisher.apply("draft", { slug: "warm-up", title: "Warm-up", content_markdown: "Warm." })
}, 120_000)
afterAll(async () => {
  cdn.close()
  await db?.close()
})

test("new articles are written once; an unchanged index writes nothing; a changed one is written again", async () => {
  articles["sb-1"] = {
    id: "sb-1",
    slug: "ai-music-videos",
    headline: "AI music videos in 2026",
    metaDescription: "What changed",
    html: "<p>Everything changed.</p>",
    markdown: "Everything changed.",
    image: "https://cdn.example.com/sb.webp",
    category: { title: "Trends" },
    tags: [{ title: "AI" }],
    publishedAt: "2026-11-20T10:00:00.000Z",
    published: true,
    deleted: false,
  }
  index = [
    {
      id: "sb-1",
      s: "ai-music-videos",
      h: "AI music videos in 2026",
      cr: "2026-11-20T10:00:00.000Z",
      u: "2026-11-20T10:00:00.000Z",
    },
  ]
  expect((await pull()).written).toEqual(["ai-music-videos"])
  expect(await site.publisher.get("ai-music-videos")).toMatchObject({
    title: "AI music videos in 2026",
    tags: ["Trends", "AI"],
    featured_image: "https://cdn.example.com/sb.webp",
    status: "published",
  })
  asked.length = 0
  expect(await pull()).toMatchObject({ written: [], unchanged: 1 })
  expect(asked).toEqual([`/${KEY}/system/base.json`])
  articles["sb-1"] = { ...articles["sb-1"], headline: "AI music videos, revised" }
  index = [{ ...index[0], u: new Date(Date.now() + 1000).toISOString() }]
  expect((await pull()).written).toEqual(["ai-music-videos"])
  expect((await site.publisher.get("ai-music-videos"))!.title).toBe("AI music videos, revised")
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from articles where slug like 'ai-music-videos%'")
  expect(rows[0]!.n).toBe(1)
  articles["sb-1"] = { ...articles["sb-1"], deleted: true }
  index = [{ ...index[0], u: new Date(Date.now() + 2000).toISOString() }]
  await pull()
  expect((await site.publisher.get("ai-music-videos"))!.status).toBe("draft")
})

test("an index that cannot be read is an error; an article that cannot be read is reported, the rest written", async () => {
  index = [{ id: "missing", u: "2026-11-21T00:00:00.000Z" }]
  expect((await pull()).failed).toEqual([{ id: "missing", error: expect.stringMatching(/404/) }])
  index = "nope" as never
  await expect(pull()).rejects.toThrow(/not a list/)
})
