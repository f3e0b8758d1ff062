import { randomUUID } from "node:crypto"
import { rmSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { Article, ArticleInput, ArticleReader } from "../article.ts"
import { resilientArticles } from "../articles.server.ts"
import { startFakePostgrest } from "../../../tests/support/fake-postgrest.ts"
import { freePort } from "../../../scripts/lib/free-port.ts"
import { startPostgres } from "../../../tests/support/postgres-server.ts"
import { openPglite } from "./pglite.server.ts"
import { postgresClient } from "./postgres.server.ts"
import { supabaseArticles } from "./supabase.server.ts"
import type { Publisher } from "../publisher.server.ts"
import { migrate, sqlArticles } from "../sql.server.ts"
import { countWords } from "../article.ts"
import { freshDatabase } from "../../../tests/support/db-template.ts"

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
    // Whitespace of every kind around and between words: the list's word count must match countWords, the reading time's.
    content_markdown: "  Lead  words,\tthen\n\nmore here \n",
  },
  { ...base, slug: "middle-post", title: "Middle", published_at: "2025-03-15T09:00:00.000Z" },
  { ...base, slug: "a-draft", title: "Draft", published_at: null },
  { ...base, slug: "scheduled-post", title: "Scheduled", published_at: "2099-01-01T09:00:00.000Z" },
]
/** Published once, then taken back to draft: only a table with a status can hold it. */
const takenDown: ArticleInput = { ...base, slug: "taken-down", title: "Taken down", published_at: "2025-03-01T09:00:00.000Z" }

/** Tags by slug; the unpublished articles carry the common tag too, and must not count. */
const TAGS: Record<string, string[]> = {
  "older-post": ["video", "ai"],
  "newer-post": ["ai"],
  "middle-post": ["video", "ai, with a comma"],
  "a-draft": ["ai", "video"],
  "scheduled-post": ["ai"],
  "taken-down": ["ai"],
}

/** The fixtures written through the one writer, as the CLI and the API write them. */
async function write(publisher: Publisher) {
  for (const f of fixtures) await publisher.apply(f.published_at === null ? "draft" : "publish", { ...f, tags: TAGS[f.slug] })
  await publisher.apply("publish", { ...takenDown, tags: TAGS["taken-down"] })
  await publisher.apply("unpublish", { slug: "taken-down" })
}

const statusOf = (a: ArticleInput) =>
  a.published_at === null ? "draft" : Date.parse(a.published_at) > Date.now() ? "scheduled" : "published"
const HOSTILE = [
  "ünïcødé-slug",
  "%27%20OR%201%3D1--",
  "' OR 1=1--",
  "x".repeat(2048),
  "newer-post' --",
  "../etc/passwd",
  "NEWER-POST",
]

type Harness = {
  reader: ArticleReader
  broken: () => Promise<ArticleReader[]>
  stop: () => Promise<void>
  /** A SPEC-exact table (no status, no bookkeeping columns): its undated rows are shown (decision 0012). */
  specExact?: boolean
}

const drivers: [string, () => Promise<Harness>][] = [
  [
    "pglite",
    async () => {
      const dir = await freshDatabase({ seeded: false })
      const db = await openPglite(dir)
      await write(db.publisher)
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
      await write(db.publisher)
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
    "supabase (our table)",
    async () => {
      const now = new Date().toISOString()
      const rows = [...fixtures, takenDown].map((f) => ({
        ...f,
        id: randomUUID(),
        created_at: now,
        updated_at: now,
        status: f === takenDown ? "draft" : statusOf(f),
        tags: TAGS[f.slug] ?? [],
        featured_image_alt: null,
        locale: "en",
        translation_key: null,
      }))
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
  [
    "supabase (a table with SPEC §3's columns only)",
    async () => {
      const fake = await startFakePostgrest(fixtures.map((f) => ({ id: randomUUID(), ...f })))
      return {
        reader: supabaseArticles(`${fake.url}/ok`, "anon-key"),
        broken: async () => [supabaseArticles(`${fake.url}/fail`, "anon-key")],
        stop: fake.close,
        specExact: true,
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
    // A SPEC-exact table has no way to mark a draft: its undated row is shown, last, as the SPEC's site shows it.
    expect(list.map((a) => a.slug)).toEqual(
      h.specExact ? ["newer-post", "middle-post", "older-post", "a-draft"] : ["newer-post", "middle-post", "older-post"],
    )
    expect(list[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(list[0]!.created_at).toMatch(h.specExact ? /^$/ : /^\d{4}-\d\d-\d\dT/)
  })

  test("reads one published article with every field", async () => {
    expect(visible(await h.reader.getPublished("newer-post"))).toEqual(
      visible({ ...fixtures[1]!, id: "", created_at: "", updated_at: "", locale: "en", translation_key: null }),
    )
  })

  test("answers null for missing, draft and scheduled slugs", async () => {
    for (const slug of ["no-such-post", "taken-down", "scheduled-post"]) expect(await h.reader.getPublished(slug)).toBeNull()
    if (h.specExact) expect((await h.reader.getPublished("a-draft"))?.published_at).toBeNull()
    else expect(await h.reader.getPublished("a-draft")).toBeNull()
  })

  test("reads the blog a page at a time: the page's articles, newest first, and how many there are in all", async () => {
    const total = h.specExact ? 4 : 3
    const first = await h.reader.listPage({ offset: 0, limit: 2 })
    expect(first.articles.map((a) => a.slug)).toEqual(["newer-post", "middle-post"])
    expect(first.total).toBe(total)
    const second = await h.reader.listPage({ offset: 2, limit: 2 })
    expect(second.articles.map((a) => a.slug)).toEqual(h.specExact ? ["older-post", "a-draft"] : ["older-post"])
    expect(second.total).toBe(total)
  })

  test("a page past the end is empty and still knows how many articles there are", async () => {
    expect(await h.reader.listPage({ offset: 12, limit: 12 })).toEqual({ articles: [], total: h.specExact ? 4 : 3 })
  })

  test("a list read carries no bodies, and its word count gives the reading time the article page shows", async () => {
    const { articles } = await h.reader.listPage({ offset: 0, limit: 12 })
    for (const summary of articles) {
      expect(summary).not.toHaveProperty("content_html")
      expect(summary).not.toHaveProperty("content_markdown")
      const full = await h.reader.getPublished(summary.slug)
      expect(summary.words).toBe(countWords(full!.content_markdown))
    }
    expect(articles[0]!.words).toBe(5)
  })

  test("a list read for a sitemap skips the word count, and reads no body", async () => {
    const { articles, total } = await h.reader.listPage({ offset: 0, limit: 2, words: false })
    expect(articles.map((a) => [a.slug, a.words])).toEqual([
      ["newer-post", 0],
      ["middle-post", 0],
    ])
    expect(total).toBe(h.specExact ? 4 : 3)
  })

  test("a tag's pages list only the published articles carrying it, tags compared exactly", async () => {
    const video = await h.reader.listPage({ offset: 0, limit: 12, tag: "video" })
    const comma = await h.reader.listPage({ offset: 0, limit: 12, tag: "ai, with a comma" })
    const second = await h.reader.listPage({ offset: 1, limit: 1, tag: "video" })
    if (h.specExact) {
      // A table with SPEC §3's columns only has no tags: every tag is unknown.
      for (const page of [video, comma, second]) expect(page).toEqual({ articles: [], total: 0 })
      return
    }
    expect(video.articles.map((a) => a.slug)).toEqual(["middle-post", "older-post"])
    expect(video.total).toBe(2)
    expect(video.articles[0]!.tags).toEqual(["video", "ai, with a comma"])
    expect(comma.articles.map((a) => a.slug)).toEqual(["middle-post"])
    expect(second).toEqual({ articles: [expect.objectContaining({ slug: "older-post" })], total: 2 })
    expect(await h.reader.listPage({ offset: 0, limit: 12, tag: "Video" })).toEqual({ articles: [], total: 0 })
  })

  test("related reading: the articles sharing most tags first, then the newest, never the article itself", async () => {
    const related = (await h.reader.listRelated("older-post", ["video", "ai"], 3)).map((a) => a.slug)
    const newest = (await h.reader.listRelated("newer-post", [], 3)).map((a) => a.slug)
    const byOneTag = (await h.reader.listRelated("older-post", ["video"], 1)).map((a) => a.slug)
    if (h.specExact) {
      expect(related).toEqual(["newer-post", "middle-post", "a-draft"])
    } else {
      // middle-post shares "video", newer-post "ai": one tag each, so the newer goes first.
      expect(related).toEqual(["newer-post", "middle-post"])
      expect(byOneTag).toEqual(["middle-post"])
    }
    expect(newest.slice(0, 2)).toEqual(["middle-post", "older-post"])
  })

  test("lists the tags of published articles, each with its count and last change", async () => {
    const tags = await h.reader.listTags()
    if (h.specExact) return expect(tags).toEqual([])
    expect(tags.map(({ tag, count }) => ({ tag, count }))).toEqual([
      { tag: "ai", count: 2 },
      { tag: "ai, with a comma", count: 1 },
      { tag: "video", count: 2 },
    ])
    expect(tags[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  test.each(HOSTILE.map((s) => [s.slice(0, 40), s]))("answers null for the hostile slug %s", async (_label, slug) => {
    expect(await h.reader.getPublished(slug)).toBeNull()
  })

  test("fails loudly when the backend fails, and the site serves its last good copy", async () => {
    let current = h.reader
    const site = resilientArticles(async () => current, { baseDelayMs: 10, log: () => {} })
    const firstPage = async () => (await site.listArticlesPage({ offset: 0, limit: 12 })).articles.map((a) => a.slug)
    const good = await firstPage()
    expect(good.slice(0, 3)).toEqual(["newer-post", "middle-post", "older-post"])
    const brokenReaders = await h.broken()
    current = brokenReaders[0]!
    expect(await firstPage()).toEqual(good)
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

describe("the supabase driver reads languages", () => {
  const now = new Date().toISOString()
  const row = (slug: string, locale: string, translation_key: string | null, tags: string[] = []) => ({
    ...base,
    slug,
    title: slug,
    published_at: "2025-01-01T09:00:00.000Z",
    id: randomUUID(),
    created_at: now,
    updated_at: now,
    status: "published",
    tags,
    featured_image_alt: null,
    locale,
    translation_key,
  })

  test("our table: a language's list, its tags and an article's translations", async () => {
    const fake = await startFakePostgrest([
      row("hello", "en", "greeting", ["intro"]),
      row("ciao", "it", "greeting", ["intro"]),
      row("alone", "en", null),
    ])
    try {
      const reader = supabaseArticles(`${fake.url}/ok`, "anon-key")
      expect((await reader.listPage({ offset: 0, limit: 12, locale: "it" })).articles.map((a) => [a.slug, a.locale])).toEqual([
        ["ciao", "it"],
      ])
      expect((await reader.listPage({ offset: 0, limit: 12, locale: "en" })).total).toBe(2)
      expect((await reader.listPage({ offset: 0, limit: 12, locale: "de" })).total).toBe(0)
      expect((await reader.listRelated("hello", ["intro"], 3, "en")).map((a) => a.slug)).toEqual(["alone"])
      expect(await reader.listTranslations(["greeting"])).toEqual(
        expect.arrayContaining([
          { translation_key: "greeting", locale: "en", slug: "hello" },
          { translation_key: "greeting", locale: "it", slug: "ciao" },
        ]),
      )
      expect((await reader.listTags()).map((t) => [t.tag, t.locale, t.count])).toEqual([
        ["intro", "en", 1],
        ["intro", "it", 1],
      ])
      expect(await reader.getPublished("ciao")).toMatchObject({ locale: "it", translation_key: "greeting" })
    } finally {
      await fake.close()
    }
  })

  test("a table with SPEC §3's columns only: every article is English, no language has its own, none has translations", async () => {
    const fake = await startFakePostgrest(fixtures.map((f) => ({ id: randomUUID(), ...f })))
    try {
      const reader = supabaseArticles(`${fake.url}/ok`, "anon-key")
      expect((await reader.listPage({ offset: 0, limit: 12, locale: "en" })).total).toBe(4)
      expect(await reader.listPage({ offset: 0, limit: 12, locale: "it" })).toEqual({ articles: [], total: 0 })
      expect(await reader.listTranslations(["anything"])).toEqual([])
      expect(await reader.getPublished("newer-post")).toMatchObject({ locale: "en", translation_key: null })
    } finally {
      await fake.close()
    }
  })
})
