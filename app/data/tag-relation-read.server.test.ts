import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { Locale } from "#app/i18n/locales.ts"
import type { ArticleInput } from "./article.ts"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { postgresClient } from "./drivers/postgres.server.ts"
import { relationFor, taggedArticles, taggedArticlesByPages } from "./site-tag-versions.server.ts"
import { type SqlArticles, migrate, sqlArticles } from "./sql.server.ts"
import { tagVersions } from "./tag-versions.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { startPostgres } from "../../tests/support/postgres-server.ts"

// The tag pages' relation across languages (decision 0043) reads its rows in one statement on
// PGlite and PostgreSQL (issue 29: by list steps it took ~570 ms at 10,000 articles on PGlite,
// docs/performance.md), and makes the same relation as from every article. And migration 0011:
// the search's GIN indexes keep no pending list, which PGlite (no autovacuum) emptied only at its 4 MB limit.

const article = (slug: string, locale: Locale, key: string | null, tags: string[], day: number, draft = false): ArticleInput => ({
  slug,
  title: slug,
  meta_description: null,
  featured_image: null,
  content_markdown: `Words of ${slug}.`,
  content_html: "",
  published_at: draft ? null : `2025-03-${String(day).padStart(2, "0")}T09:00:00.000Z`,
  published_url: null,
  locale,
  translation_key: key,
  tags,
})

const ARTICLES: ArticleInput[] = [
  article("lip-en", "en", "lip", ["lip-sync", "technology"], 1),
  article("lip-it", "it", "lip", ["lip-sync", "tecnologia"], 2),
  article("lip-de", "de", "lip", ["lippensynchron", "technik"], 3),
  article("vertical-en", "en", "vertical", ["vertical-video", "social-media"], 4),
  article("vertical-it", "it", "vertical", ["video-verticale", "social-media"], 5),
  // Alone under its key, untagged, without a key, a draft: none pairs a tag.
  article("alone-fr", "fr", "alone", ["seul"], 6),
  article("untagged-es", "es", "vertical", [], 7),
  article("keyless-en", "en", null, ["product"], 8),
  article("draft-pt", "pt-br", "lip", ["sincronia"], 9, true),
]

const readers: { name: string; reader: SqlArticles }[] = []
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  const pg = sqlArticles(pgliteClient(await migratedPglite()))
  cleanups.push(() => pg.close())
  const server = await startPostgres()
  cleanups.push(() => server.stop())
  const client = postgresClient(server.url)
  await migrate(client)
  const postgres = sqlArticles(client)
  cleanups.push(() => client.close())
  for (const reader of [pg, postgres])
    for (const a of ARTICLES) await reader.publisher.apply(a.published_at === null ? "draft" : "publish", a)
  readers.push({ name: "pglite", reader: pg }, { name: "postgres", reader: postgres })
}, 180_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe.each(["pglite", "postgres"])("on %s", (name) => {
  const reader = () => readers.find((r) => r.name === name)!.reader

  test("the relation's rows are read in one statement: only translations another language shares, newest first", async () => {
    const rows = await reader().listTagged()
    expect(rows.map((r) => `${r.locale}:${r.translation_key}`)).toEqual([
      "it:vertical",
      "en:vertical",
      "de:lip",
      "it:lip",
      "en:lip",
    ])
    expect(rows[0]).toEqual({ locale: "it", translation_key: "vertical", tags: ["video-verticale", "social-media"] })
  })

  test("the relation made from them is the one made from every article, a list step at a time", async () => {
    const tags = await reader().listTags()
    const read = await taggedArticles(reader())
    expect(read).toEqual(await reader().listTagged())
    const fromAll = tagVersions(await taggedArticlesByPages(reader()), tags)
    expect(tagVersions(read, tags)).toEqual(fromAll)
    expect(fromAll.get("de\u0000technik")?.map((v) => v.path)).toEqual([
      "/blog/tag/technology",
      "/it/blog/tag/tecnologia",
      "/de/blog/thema/technik",
    ])
  })

  test("the relation is made again when a write changes what it is made of, not when only a body does", async () => {
    let reads = 0
    const counted = async () => ({
      listPage: reader().listPage.bind(reader()),
      listTagged: () => {
        reads++
        return reader().listTagged()
      },
      taggedFingerprint: () => reader().taggedFingerprint(),
    })
    // A tag of this database's own: the other database's relation, kept by the module, is not this one's.
    const tag = `extra-${name}`
    await reader().publisher.apply("update", { slug: "lip-it", tags: ["lip-sync", "tecnologia", tag] })
    const changed = await relationFor(await reader().listTags(), counted)
    expect(reads).toBe(1)
    expect(changed.get(`it\u0000${tag}`)).toBeUndefined()
    expect(changed).toEqual(tagVersions(await taggedArticlesByPages(reader()), await reader().listTags()))
    // A body edited: the tags' state moves (their last change), the relation's rows do not.
    await reader().publisher.apply("update", { slug: "lip-en", content_markdown: "New words." })
    const tags = await reader().listTags()
    expect(await relationFor(tags, counted)).toBe(changed)
    expect(reads).toBe(1)
    // A tag renamed: made again.
    await reader().publisher.apply("update", { slug: "lip-de", tags: ["lippensynchron", "technologie"] })
    const renamed = await relationFor(await reader().listTags(), counted)
    expect(reads).toBe(2)
    expect(renamed.get("de\u0000technologie")?.map((v) => v.tag)).toEqual(["technology", "tecnologia", "technologie"])
    await reader().publisher.apply("update", { slug: "lip-it", tags: ["lip-sync", "tecnologia"] })
    await reader().publisher.apply("update", { slug: "lip-de", tags: ["lippensynchron", "technik"] })
  })

  test("the search's GIN indexes keep no pending list (migration 0011)", async () => {
    const rows = await reader().client.query(
      `select relname, reloptions from pg_class where relname in ('articles_search_vector', 'articles_search_head', 'articles_title_trigrams') order by relname`,
    )
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) expect(row.reloptions, String(row.relname)).toEqual(["fastupdate=off"])
  })
})
