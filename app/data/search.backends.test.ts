import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { Locale } from "#app/i18n/locales.ts"
import type { ArticleInput } from "./article.ts"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { postgresClient } from "./drivers/postgres.server.ts"
import { supabaseArticles } from "./drivers/supabase.server.ts"
import type { Publisher } from "./publisher.server.ts"
import type { SearchPage, SearchingReader } from "./search-types.ts"
import { migrate, sqlArticles } from "./sql.server.ts"
import { startFakePostgrest } from "../../tests/support/fake-postgrest.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { startPostgres } from "../../tests/support/postgres-server.ts"
import { runSearchesCli } from "../../scripts/lib/searches-cli.ts"

// The blog's search on each database (issue 29): stemming in each language, ranking, typos, no
// results, hostile input, and the counts' privacy. The same articles on PGlite, PostgreSQL and the
// supabase stand-in (which stems roughly, app/data/search-text.ts, where PostgREST uses PostgreSQL's).

const at = (day: number) => `2025-0${Math.min(day, 9)}-1${day % 10}T09:00:00.000Z`
const article = (slug: string, locale: Locale, title: string, description: string, body: string, day: number): ArticleInput => ({
  slug,
  title,
  meta_description: description,
  featured_image: null,
  content_markdown: body,
  content_html: "",
  published_at: at(day),
  published_url: null,
  locale,
  tags: ["guide"],
})

const ARTICLES: ArticleInput[] = [
  article(
    "body-only",
    "en",
    "Planning a release week",
    "A calendar for launch days.",
    "Add lip-sync clips to every post. Lip-sync lip-sync lip-sync.",
    1,
  ),
  article("in-description", "en", "Shooting on a phone", "How lip-sync holds up on small screens.", "Light and framing.", 2),
  article("in-title", "en", "Lip-sync explained", "How faces follow vocals.", "Matching mouths to sound.", 3),
  article("video-it", "it", "Il video musicale perfetto", "Guida pratica.", "Come girare un **video** con l’IA.", 4),
  article("canciones-es", "es", "Canciones y videos", "Guía.", "Las canciones más escuchadas del año.", 5),
  article("lieder-de", "de", "Musikvideos für Bands", "Ein Leitfaden.", "Die Bands drehen ihre Musikvideos selbst.", 6),
  article("chansons-fr", "fr", "Les chansons virales", "Un guide.", "Une chanson devient virale en un jour.", 7),
  article("cancoes-pt", "pt-br", "Canções para vídeos", "Um guia.", "As canções mais tocadas nas rádios.", 8),
  { ...article("draft-lip-sync", "en", "Lip-sync draft", "Not out.", "Lip-sync.", 9), published_at: null },
]

async function seed(publisher: Publisher) {
  for (const a of ARTICLES) await publisher.apply(a.published_at === null ? "draft" : "publish", a)
}

type Backend = { name: string; reader: SearchingReader; rough?: boolean }
let postgresUrl = ""
const backends: Backend[] = []
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  const pg = pgliteClient(await migratedPglite())
  const pglite = sqlArticles(pg)
  await seed(pglite.publisher)
  backends.push({ name: "pglite", reader: pglite })
  cleanups.push(() => pg.close())

  const server = await startPostgres()
  postgresUrl = server.url
  cleanups.push(() => server.stop())
  const client = postgresClient(server.url)
  await migrate(client)
  const postgres = sqlArticles(client)
  await seed(postgres.publisher)
  backends.push({ name: "postgres", reader: postgres })
  cleanups.push(() => client.close())

  // The stand-in serves the rows PGlite holds, our table's shape.
  const rows = await pg.query(
    "select id::text as id, slug, title, meta_description, featured_image, content_markdown, content_html, published_at, published_url, created_at, updated_at, status, tags, locale, translation_key, featured_image_alt from articles",
  )
  const fake = await startFakePostgrest(
    rows.map((r) => ({ ...r, published_at: r.published_at ? new Date(r.published_at as string).toISOString() : null })),
  )
  cleanups.push(() => fake.close())
  backends.push({ name: "supabase", reader: supabaseArticles(`${fake.url}/ok`, "anon"), rough: true })
}, 180_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const search = (b: Backend, text: string, locale: Locale = "en", offset = 0, limit = 12): Promise<SearchPage> =>
  b.reader.search!({ text, locale, offset, limit })
const slugs = (page: SearchPage) => page.hits.map((h) => h.slug)
const marked = (page: SearchPage, i = 0) => page.hits[i]!.excerpt.filter((p) => p.mark).map((p) => p.text.toLowerCase())

describe.each(["pglite", "postgres", "supabase"])("search on %s", (name) => {
  const b = () => backends.find((x) => x.name === name)!

  test("ranks a match in the title above the description above the body, and leaves drafts out", async () => {
    const found = await search(b(), "lip-sync")
    expect(slugs(found)).toEqual(["in-title", "in-description", "body-only"])
    expect(found.total).toBe(3)
    expect(found.tiers).toEqual([1, 1, 1])
    expect(found.approximate).toBe(false)
    expect(found.hits[0]!.words).toBeGreaterThan(0)
  })

  test("stems each language's words", async () => {
    expect(slugs(await search(b(), "video musicali", "it"))).toEqual(["video-it"])
    expect(slugs(await search(b(), "canción", "es"))).toEqual(["canciones-es"])
    expect(slugs(await search(b(), "canciones", "es"))).toEqual(["canciones-es"])
    expect(slugs(await search(b(), "Musikvideo", "de"))).toEqual(["lieder-de"])
    expect(slugs(await search(b(), "chanson virale", "fr"))).toEqual(["chansons-fr"])
    expect(slugs(await search(b(), "canção", "pt-br"))).toEqual(["cancoes-pt"])
    // Only the page's language: the Italian article is not an English result.
    expect(slugs(await search(b(), "musicale", "en"))).toEqual([])
  })

  test("marks the matching words in the excerpt", async () => {
    const found = await search(b(), "video", "it")
    expect(marked(found)).toContain("video")
    // Markdown's marks are not shown.
    expect(found.hits[0]!.excerpt.map((p) => p.text).join("")).not.toContain("**")
  })

  test("pages the results", async () => {
    const first = await search(b(), "lip-sync", "en", 0, 2)
    const second = await search(b(), "lip-sync", "en", 2, 2)
    expect(slugs(first)).toEqual(["in-title", "in-description"])
    expect(slugs(second)).toEqual(["body-only"])
    expect(second.total).toBe(3)
  })

  test("finds titles close to a short mistyped query", async () => {
    const found = await search(b(), "lipsinc explaned")
    expect(found.approximate).toBe(true)
    expect(slugs(found)).toContain("in-title")
  })

  test("answers no results for words no article holds", async () => {
    const found = await search(b(), "zeppelin harmonica quartet in winter")
    expect(found).toEqual({ hits: [], total: 0, approximate: false, tiers: [0, 0, 0] })
  })

  test.each([
    "lip & | ! <-> sync",
    "'\"unterminated",
    "<script>alert(1)</script>",
    "a:* & !b",
    ")))(((",
    "-",
    "emoji 🎬 ünïcödé 日本語",
    "\\",
    "the and of",
    "%_%' or 1=1 --",
  ])("never fails on %j", async (text) => {
    const found = await search(b(), text)
    expect(Array.isArray(found.hits)).toBe(true)
    for (const hit of found.hits) for (const part of hit.excerpt) expect(part.text).not.toMatch(/[\uE000\uE001]/)
  })
})

describe.each(["pglite", "postgres"])("the search counts on %s", (name) => {
  const b = () => backends.find((x) => x.name === name)!

  test("add up per language and query, and hold nothing else", async () => {
    const reader = b().reader
    await reader.recordSearches!([
      { locale: "en", query: "k-pop lip-sync", searches: 2, noResults: 2 },
      { locale: "it", query: "k-pop lip-sync", searches: 1, noResults: 1 },
    ])
    await reader.recordSearches!([{ locale: "en", query: "k-pop lip-sync", searches: 1, noResults: 1 }])
    expect(await reader.missingSearches!(3, 10)).toEqual([{ locale: "en", query: "k-pop lip-sync", searches: 3, noResults: 3 }])
    const client =
      "client" in reader ? (reader as { client: { query: (q: string) => Promise<Record<string, unknown>[]> } }).client : null
    const columns = await client!.query(
      "select column_name from information_schema.columns where table_name = 'search_counts' order by ordinal_position",
    )
    // No address, no cookie, no user agent, not even a time.
    expect(columns.map((c) => c.column_name)).toEqual(["locale", "query", "searches", "no_results"])
  })
})

test("npm run articles -- searches lists the queries with no result seen at least 3 times", async () => {
  const reader = backends.find((x) => x.name === "postgres")!.reader
  await reader.recordSearches!([
    { locale: "de", query: "k-pop tanz", searches: 5, noResults: 4 },
    { locale: "de", query: "once only", searches: 2, noResults: 2 },
  ])
  const lines: string[] = []
  const errors: string[] = []
  const out = { log: (line: string) => lines.push(line), error: (line: string) => errors.push(line) }
  expect(await runSearchesCli([], { DATABASE_URL: postgresUrl }, out)).toBe(0)
  expect(errors).toEqual([])
  expect(lines[0]).toMatch(/^no results\s+searches\s+language\s+query$/)
  expect(lines.some((l) => /^4\s+5\s+de\s+k-pop tanz$/.test(l))).toBe(true)
  expect(lines.some((l) => l.includes("once only"))).toBe(false)
  expect(await runSearchesCli(["--min", "0"], { DATABASE_URL: postgresUrl }, out)).toBe(2)
  expect(await runSearchesCli([], { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: "anon" }, out)).toBe(1)
  expect(errors.at(-1)).toMatch(/keeps no search counts/)
})
