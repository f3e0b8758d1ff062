import { randomUUID } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { Article, ArticleInput, ArticleReader } from "../article.ts"
import { resilientArticles } from "../articles.server.ts"
import { startFakePostgrest } from "../../../tests/support/fake-postgrest.ts"
import { freePort } from "../../../scripts/lib/free-port.ts"
import { startPostgres } from "../../../tests/support/postgres-server.ts"
import { openPglite } from "./pglite.server.ts"
import { postgresClient } from "./postgres.server.ts"
import { supabaseArticles } from "./supabase.server.ts"
import { migrate, sqlArticles } from "../sql.server.ts"

const base = {
  meta_description: "About it.",
  featured_image: null,
  content_markdown: "Some words here",
  content_html: "<p>Some words here</p>",
  published_url: null,
}
const fixtures: ArticleInput[] = [
  { ...base, slug: "older-post", title: "Older", published_at: "2025-01-01T09:00:00.000Z" },
  {
    ...base,
    slug: "newer-post",
    title: "Newer",
    published_at: "2025-06-01T09:00:00.000Z",
    featured_image: "/media/blog/x.webp",
    published_url: "https://example.com/a",
  },
  { ...base, slug: "a-draft", title: "Draft", published_at: null },
  { ...base, slug: "scheduled-post", title: "Scheduled", published_at: "2099-01-01T09:00:00.000Z" },
]
const HOSTILE = [
  "ünïcødé-slug",
  "%27%20OR%201%3D1--",
  "' OR 1=1--",
  "x".repeat(2048),
  "newer-post' --",
  "../etc/passwd",
  "NEWER-POST",
]

type Harness = { reader: ArticleReader; broken: () => Promise<ArticleReader[]>; stop: () => Promise<void> }

const drivers: [string, () => Promise<Harness>][] = [
  [
    "pglite",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "conformance-pglite-"))
      const db = await openPglite(dir)
      for (const f of fixtures) await db.upsert(f)
      return {
        reader: db,
        broken: async () => {
          await db.close()
          return [db]
        },
        stop: async () => rmSync(dir, { recursive: true, force: true }),
      }
    },
  ],
  [
    "postgres",
    async () => {
      const server = await startPostgres()
      const client = postgresClient(server.url)
      await migrate(client)
      const db = sqlArticles(client)
      for (const f of fixtures) await db.upsert(f)
      const closed = sqlArticles(postgresClient(`postgres://postgres@127.0.0.1:${await freePort()}/postgres`))
      return {
        reader: db,
        broken: async () => [closed],
        stop: async () => {
          await db.close()
          await closed.close()
          server.stop()
        },
      }
    },
  ],
  [
    "supabase",
    async () => {
      const now = new Date().toISOString()
      const rows: Article[] = fixtures.map((f) => ({ ...f, id: randomUUID(), created_at: now, updated_at: now }))
      const fake = await startFakePostgrest(rows)
      return {
        reader: supabaseArticles(`${fake.url}/ok`, "anon-key"),
        broken: async () => [
          supabaseArticles(`${fake.url}/fail`, "anon-key"),
          supabaseArticles(`http://127.0.0.1:${await freePort()}`, "anon-key"),
        ],
        stop: fake.close,
      }
    },
  ],
]

const visible = (a: Article | null) =>
  a && {
    slug: a.slug,
    title: a.title,
    meta_description: a.meta_description,
    featured_image: a.featured_image,
    content_markdown: a.content_markdown,
    content_html: a.content_html,
    published_at: a.published_at,
    published_url: a.published_url,
  }

describe.each(drivers)("the %s driver", (_name, setup) => {
  let h: Harness
  beforeAll(async () => {
    h = await setup()
  }, 240_000)
  afterAll(async () => h?.stop())

  test("lists published articles newest first, without drafts or scheduled ones", async () => {
    const list = await h.reader.listPublished()
    expect(list.map((a) => a.slug)).toEqual(["newer-post", "older-post"])
    expect(list[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(list[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  test("reads one published article with every field", async () => {
    expect(visible(await h.reader.getPublished("newer-post"))).toEqual(
      visible({ ...fixtures[1]!, id: "", created_at: "", updated_at: "" }),
    )
  })

  test("answers null for missing, draft and scheduled slugs", async () => {
    for (const slug of ["no-such-post", "a-draft", "scheduled-post"]) expect(await h.reader.getPublished(slug)).toBeNull()
  })

  test.each(HOSTILE.map((s) => [s.slice(0, 40), s]))("answers null for the hostile slug %s", async (_label, slug) => {
    expect(await h.reader.getPublished(slug)).toBeNull()
  })

  test("fails loudly when the backend fails, and the site serves its last good copy", async () => {
    let current = h.reader
    const site = resilientArticles(async () => current, { baseDelayMs: 10, log: () => {} })
    expect(await site.listArticles()).toHaveLength(2)
    const brokenReaders = await h.broken()
    current = brokenReaders[0]!
    expect((await site.listArticles()).map((a) => a.slug)).toEqual(["newer-post", "older-post"])
    await expect(site.getArticle("older-post")).rejects.toThrow("The articles backend is unavailable")
    for (const broken of brokenReaders) {
      await expect(broken.listPublished()).rejects.toThrow()
      await expect(broken.getPublished("newer-post")).rejects.toThrow()
    }
  }, 30_000)
})

test("PostgREST's older 406 wording also means not found", async () => {
  const fake = await startFakePostgrest([])
  try {
    expect(await supabaseArticles(`${fake.url}/old`, "anon-key").getPublished("x")).toBeNull()
  } finally {
    await fake.close()
  }
})
