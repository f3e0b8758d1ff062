import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { startPostgres } from "../../../tests/support/postgres-server.ts"
import { migratedPglite } from "../../../tests/support/migrated-pglite.ts"
import { pgliteClient } from "./pglite.server.ts"
import { postgresClient } from "./postgres.server.ts"
import type { PublishEvent, PublishInput } from "../publisher.server.ts"
import { type SqlArticles, type SqlClient, migrate, sqlArticles } from "../sql.server.ts"

/*
 * What no write may do to a stored article, on every driver that writes (issue 26, decision 0029):
 * replace another language's article, take a fixed article's slug, fail with a 500 on input that
 * can never be stored, take a loose or future date, or put an older version over a newer one. And
 * db:migrate on a table another tool made with SPEC §3's columns alone leaves it usable.
 * The refusals are matched by their names, so this file runs, and fails, on a writer without them.
 */

const article = (fields: Partial<PublishInput> = {}): PublishInput => ({
  slug: "lyric-guide",
  title: "A lyric guide",
  content_markdown: "How to write lyrics that fit the beat.",
  ...fields,
})

/** SPEC §3's table as another tool would create it (Supabase's table editor: a uuid key, a unique slug), with one article. */
const SPEC_TABLE = `
  create table articles (
    id uuid primary key default gen_random_uuid(),
    slug text not null unique,
    title text not null,
    meta_description text,
    featured_image text,
    content_markdown text,
    content_html text,
    published_at timestamptz,
    published_url text
  );
  insert into articles (slug, title, meta_description, content_markdown, content_html, published_at)
  values ('from-another-tool', 'From another tool', 'Written elsewhere', 'Some words', '<p>Some words</p>', '2025-02-01T09:00:00Z');`

/** The barest SPEC §3 table: a text id with no default, no unique slug, nullable bodies. */
const BARE_SPEC_TABLE = `
  create table articles (
    id text primary key, slug text, title text, meta_description text, featured_image text,
    content_markdown text, content_html text, published_at timestamp, published_url text
  );
  insert into articles (id, slug, title, published_at) values ('1', 'bare-row', 'A bare row', '2025-03-01 09:00:00');`

type Harness = {
  db: SqlArticles
  /** A new, empty database of this driver, to build a table in; the harness closes it. */
  fresh: () => Promise<SqlClient>
  stop: () => Promise<void>
}

const drivers: [string, () => Promise<Harness>][] = [
  [
    "pglite",
    async () => {
      const client = pgliteClient(await migratedPglite())
      const opened: SqlClient[] = []
      return {
        db: sqlArticles(client),
        fresh: async () => opened[opened.push(pgliteClient(await PGlite.create())) - 1]!,
        stop: async () => {
          for (const c of [client, ...opened]) await c.close()
        },
      }
    },
  ],
  [
    "postgres",
    async () => {
      const server = await startPostgres()
      const client = postgresClient(server.url)
      await migrate(client)
      const opened: SqlClient[] = []
      let databases = 0
      return {
        db: sqlArticles(client),
        fresh: async () => {
          const name = `fresh_${++databases}`
          await client.query(`create database ${name}`)
          return opened[opened.push(postgresClient(server.url.replace(/\/postgres$/, `/${name}`))) - 1]!
        },
        stop: async () => {
          for (const c of [client, ...opened]) await c.close()
          server.stop()
        },
      }
    },
  ],
]

describe.each(drivers)("the writer on %s", (_name, setup) => {
  let h: Harness
  beforeAll(async () => {
    h = await setup()
  }, 240_000)
  afterAll(async () => h?.stop())

  const apply = (event: PublishEvent, input: PublishInput, now?: Date) => h.db.publisher.apply(event, input, now)
  const stored = (slug: string) => h.db.publisher.get(slug)

  describe("a slug in another language", () => {
    test("is refused, naming the holder, and the first article stays as it was", async () => {
      await apply("publish", article({ locale: "en" }))
      const italian = apply("publish", article({ locale: "it", title: "Guida ai testi" }))
      await expect(italian).rejects.toMatchObject({
        name: "SlugConflictError",
        field: "slug",
        message: expect.stringContaining('the slug "lyric-guide" belongs to the English (en) article "A lyric guide"'),
        detail: { holder: { slug: "lyric-guide", locale: "en" } },
      })
      expect(await stored("lyric-guide")).toMatchObject({ locale: "en", title: "A lyric guide", status: "published" })
    })

    test("is refused for every event: an update, unpublish or delete naming another language changes nothing", async () => {
      for (const event of ["update", "unpublish", "delete", "draft"] as const)
        await expect(apply(event, { slug: "lyric-guide", locale: "it" })).rejects.toMatchObject({ name: "SlugConflictError" })
      expect(await stored("lyric-guide")).toMatchObject({ locale: "en", status: "published" })
    })

    test("the same language, or none named, updates the article as before", async () => {
      expect(await apply("publish", article({ locale: "en", title: "Renamed" }))).toMatchObject({ created: false })
      expect(await apply("update", { slug: "lyric-guide", title: "Renamed again" })).toMatchObject({ created: false })
      expect(await stored("lyric-guide")).toMatchObject({ locale: "en", title: "Renamed again" })
    })

    test("two first publishes of one slug in two languages at once: one is stored, the other refused", async () => {
      for (let round = 0; round < 5; round++) {
        const slug = `race-${round}`
        const results = await Promise.allSettled([
          apply("publish", article({ slug, locale: "en", title: "English" })),
          apply("publish", article({ slug, locale: "de", title: "Deutsch" })),
        ])
        const won = results.filter((r) => r.status === "fulfilled")
        const lost = results.filter((r) => r.status === "rejected")
        expect(won).toHaveLength(1)
        expect(lost).toEqual([expect.objectContaining({ reason: expect.objectContaining({ name: "SlugConflictError" }) })])
        const winner = results[0]!.status === "fulfilled" ? "en" : "de"
        expect((await stored(slug))?.locale).toBe(winner)
      }
    })
  })

  test("a fixed article's slug, English or Italian, is refused and nothing is stored", async () => {
    await expect(apply("publish", article({ slug: "viral-ai-music-video-tips" }))).rejects.toMatchObject({
      name: "SlugConflictError",
      field: "slug",
      message: expect.stringContaining("fixed article of the site"),
      detail: { holder: { slug: "viral-ai-music-video-tips", locale: "en", fixed: true } },
    })
    await expect(apply("draft", article({ slug: "consigli-video-musicali-ia-virali", locale: "it" }))).rejects.toMatchObject({
      name: "SlugConflictError",
      detail: { holder: { slug: "consigli-video-musicali-ia-virali", locale: "it", fixed: true } },
    })
    expect(await stored("viral-ai-music-video-tips")).toBeNull()
    expect(await stored("consigli-video-musicali-ia-virali")).toBeNull()
  })

  test.each([
    ["published_at", { published_at: "+010000-01-01T00:00:00Z" }],
    ["published_at", { published_at: "0000-01-01T00:00:00Z" }],
    ["title", { title: "Nul\u0000l" }],
    ["content_markdown", { content_markdown: "Body with \u0000 in it" }],
    ["content_html", { content_html: "<p>\u0000</p>" }],
  ])("input the database cannot store is a refusal naming %s, not a failure", async (field, fields) => {
    await expect(apply("publish", article({ slug: "never-stored", ...fields }))).rejects.toMatchObject({
      name: "PublishValidationError",
      field,
    })
    expect(await stored("never-stored")).toBeNull()
  })

  test('a loose date ("1") or an updated_at in the future is refused, not stored as another date', async () => {
    await expect(apply("publish", article({ slug: "loose", published_at: "1" }))).rejects.toMatchObject({
      name: "PublishValidationError",
      field: "published_at",
    })
    await expect(
      apply("publish", article({ slug: "loose", updated_at: "2099-01-01T00:00:00Z" }), new Date("2026-05-01T12:00:00Z")),
    ).rejects.toMatchObject({ name: "PublishValidationError", field: "updated_at" })
    expect(await stored("loose")).toBeNull()
  })

  test("an older version arriving after a newer one is refused, naming both times; the same or a newer one applies", async () => {
    const now = new Date("2026-05-01T12:00:00Z")
    await apply("publish", article({ slug: "versions", title: "Version 2", updated_at: "2026-05-01T10:00:00Z" }), now)
    const older = apply("update", { slug: "versions", title: "Version 1", updated_at: "2026-05-01T09:00:00+00:00" }, now)
    await expect(older).rejects.toMatchObject({
      name: "StaleWriteError",
      field: "updated_at",
      message: expect.stringMatching(/2026-05-01T10:00:00.000Z.*2026-05-01T09:00:00.000Z/),
      detail: { stored_updated_at: "2026-05-01T10:00:00.000Z" },
    })
    await expect(apply("delete", { slug: "versions", updated_at: "2026-05-01T09:30:00Z" }, now)).rejects.toMatchObject({
      name: "StaleWriteError",
    })
    expect(await stored("versions")).toMatchObject({ title: "Version 2", updated_at: "2026-05-01T10:00:00.000Z" })
    // A redelivery of the stored version, and a newer one, apply; a write without updated_at is not compared.
    await apply("update", { slug: "versions", title: "Version 2", updated_at: "2026-05-01T10:00:00Z" }, now)
    await apply("update", { slug: "versions", title: "Version 3", updated_at: "2026-05-01T11:00:00Z" }, now)
    await apply("update", { slug: "versions", title: "Version 4" }, now)
    expect(await stored("versions")).toMatchObject({ title: "Version 4", updated_at: now.toISOString() })
  })

  test("two first writes of one slug at once, dated differently: the newer is what stays, whichever commits last", async () => {
    const now = new Date("2026-05-01T12:00:00Z")
    for (let round = 0; round < 5; round++) {
      const slug = `dated-race-${round}`
      const send = (title: string, updated_at: string) => apply("publish", article({ slug, title, updated_at }), now)
      const results = await Promise.allSettled(
        round % 2
          ? [send("Older", "2026-05-01T09:00:00Z"), send("Newer", "2026-05-01T10:00:00Z")]
          : [send("Newer", "2026-05-01T10:00:00Z"), send("Older", "2026-05-01T09:00:00Z")],
      )
      for (const result of results)
        if (result.status === "rejected") expect(result.reason).toMatchObject({ name: "StaleWriteError" })
      expect(await stored(slug)).toMatchObject({ title: "Newer", updated_at: "2026-05-01T10:00:00.000Z" })
    }
  })

  describe("db:migrate on a table with SPEC §3's columns only", () => {
    // A database for each test, made first: a new embedded one takes seconds.
    const fresh: SqlClient[] = []
    beforeAll(async () => {
      for (let i = 0; i < 3; i++) fresh.push(await h.fresh())
    }, 240_000)

    test("adds what the site needs: the row is listed, and a publish works", async () => {
      const client = fresh.pop()!
      await client.exec(SPEC_TABLE)
      expect(await migrate(client)).toContain("0005_spec_only_table")
      const site = sqlArticles(client)
      expect((await site.listPublished()).map((a) => [a.slug, a.locale])).toEqual([["from-another-tool", "en"]])
      expect((await site.listPage({ offset: 0, limit: 12 })).total).toBe(1)
      expect(await site.publisher.apply("publish", article({ slug: "written-here" }))).toMatchObject({ created: true })
      expect(await site.publisher.apply("update", { slug: "from-another-tool", title: "Edited here" })).toMatchObject({
        created: false,
      })
      expect((await site.listPublished()).map((a) => a.slug).sort()).toEqual(["from-another-tool", "written-here"])
      expect(await migrate(client)).toEqual([])
    })

    test("mends the barest one too: a text id with no default, no unique slug, nullable bodies, a plain timestamp", async () => {
      const client = fresh.pop()!
      await client.exec(BARE_SPEC_TABLE)
      await migrate(client)
      const site = sqlArticles(client)
      expect(await site.getPublished("bare-row")).toMatchObject({ title: "A bare row", content_markdown: "" })
      const written = await site.publisher.apply("publish", article({ slug: "written-here" }))
      expect(written.article!.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(await site.publisher.apply("publish", article({ slug: "written-here", title: "Again" }))).toMatchObject({
        created: false,
      })
    })

    test("fails saying why when two rows share a slug, and applies once they are fixed", async () => {
      const client = fresh.pop()!
      await client.exec(`${BARE_SPEC_TABLE} insert into articles (id, slug, title) values ('2', 'bare-row', 'Its twin');`)
      await expect(migrate(client)).rejects.toThrow(/articles holds 2 rows with the slug "bare-row".*run db:migrate again/)
      await client.exec("delete from articles where id = '2'")
      // 0005 first, then the later ones, which it held back.
      expect((await migrate(client))[0]).toBe("0005_spec_only_table")
    })
  })
})
