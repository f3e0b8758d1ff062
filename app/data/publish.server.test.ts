import { copyFileSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { startPostgres } from "../../tests/support/postgres-server.ts"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { postgresClient } from "./drivers/postgres.server.ts"
import { supabaseArticles } from "./drivers/supabase.server.ts"
import { ArticleNotFoundError, type PublishInput, PublishValidationError, ReadOnlyBackendError } from "./publish.server.ts"
import { readOnlyPublisher } from "./publisher.server.ts"
import { type SqlArticles, type SqlClient, migrate, projectRoot, sqlArticles } from "./sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"

const MIGRATIONS = path.join(projectRoot(), "db", "migrations")
const now = new Date()
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString()

const input = (fields: Partial<PublishInput> = {}): PublishInput => ({
  slug: "a-story",
  title: "A story",
  meta_description: "About a story",
  content_markdown: "# Hello\n\nWorld",
  ...fields,
})

type Harness = { client: SqlClient; db: SqlArticles; stop: () => Promise<void> }

const drivers: [string, () => Promise<Harness>][] = [
  [
    "pglite",
    async () => {
      const client = pgliteClient(await migratedPglite())
      return { client, db: sqlArticles(client), stop: () => client.close() }
    },
  ],
  [
    "postgres",
    async () => {
      const server = await startPostgres()
      const client = postgresClient(server.url)
      await migrate(client)
      return {
        client,
        db: sqlArticles(client),
        stop: async () => {
          await client.close()
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

  const live = async () => (await h.db.listPublished()).map((a) => a.slug)

  test("publish creates an article from Markdown alone, live now, its HTML rendered and sanitised", async () => {
    const outcome = await h.db.publisher.apply(
      "publish",
      input({ slug: "from-markdown", content_markdown: "Hi <script>alert(1)</script> **there**", tags: ["AI", "video", "ai"] }),
    )
    expect(outcome).toMatchObject({ slug: "from-markdown", status: "published", created: true })
    expect(outcome.article!.content_html).toMatch(/<strong>there<\/strong>/)
    expect(outcome.article!.content_html).not.toMatch(/script/)
    expect(outcome.article!.tags).toEqual(["AI", "video"])
    expect(Date.parse(outcome.article!.published_at!)).toBeLessThanOrEqual(Date.now())
    expect(await live()).toContain("from-markdown")
  })

  test("publish takes HTML alone and sanitises it, and the featured image as { url, alt }", async () => {
    const outcome = await h.db.publisher.apply("publish", {
      slug: "from-html",
      title: "From HTML",
      content_html: `<p onclick="x()">Body</p><a href="javascript:alert(1)">link</a>`,
      featured_image: { url: "https://cdn.example.com/cover.webp", alt: "A cover" },
    })
    expect(outcome.article).toMatchObject({
      featured_image: "https://cdn.example.com/cover.webp",
      featured_image_alt: "A cover",
      content_markdown: "",
    })
    expect(outcome.article!.content_html).not.toMatch(/onclick|javascript:/)
  })

  test("publishing again updates the article by slug, keeps its date and counts as no creation", async () => {
    const first = await h.db.publisher.apply("publish", input({ slug: "again", published_at: hours(-48) }))
    const second = await h.db.publisher.apply(
      "publish",
      input({ slug: "again", title: "Again, edited" }),
      new Date(Date.now() + 1000),
    )
    expect(second).toMatchObject({ created: false, status: "published" })
    expect(second.article!.title).toBe("Again, edited")
    expect(second.article!.published_at).toBe(first.article!.published_at)
    expect(Date.parse(second.article!.updated_at)).toBeGreaterThan(Date.parse(first.article!.updated_at))
  })

  test("publish with a future date schedules the article; schedule needs a future date", async () => {
    expect(await h.db.publisher.apply("publish", input({ slug: "later", published_at: hours(2) }))).toMatchObject({
      status: "scheduled",
    })
    expect(await h.db.publisher.apply("schedule", input({ slug: "later-too", published_at: hours(3) }))).toMatchObject({
      status: "scheduled",
    })
    await expect(h.db.publisher.apply("schedule", input({ slug: "not-later", published_at: hours(-1) }))).rejects.toMatchObject({
      field: "published_at",
      message: "schedule needs a published_at in the future",
    })
    expect(await live()).not.toContain("later")
    expect(await h.db.publisher.get("not-later")).toBeNull()
  })

  test("a scheduled article goes live at its time, read afresh with nothing to trigger it", async () => {
    const at = new Date(Date.now() + 1_500).toISOString()
    await h.db.publisher.apply("schedule", input({ slug: "goes-live", published_at: at }))
    expect(await live()).not.toContain("goes-live")
    expect(await h.db.getPublished("goes-live")).toBeNull()
    await expect.poll(live, { timeout: 15_000, interval: 250 }).toContain("goes-live")
    expect((await h.db.getPublished("goes-live"))?.title).toBe("A story")
    expect((await h.db.publisher.get("goes-live"))?.status).toBe("published")
  }, 20_000)

  test("draft stores an article nobody sees; get and list still show it", async () => {
    expect(await h.db.publisher.apply("draft", input({ slug: "in-draft" }))).toMatchObject({ status: "draft", created: true })
    expect(await live()).not.toContain("in-draft")
    expect(await h.db.getPublished("in-draft")).toBeNull()
    expect((await h.db.publisher.get("in-draft"))?.status).toBe("draft")
    expect((await h.db.publisher.list()).find((a) => a.slug === "in-draft")?.status).toBe("draft")
  })

  test("update changes the given fields and keeps the status and the rest", async () => {
    await h.db.publisher.apply("draft", input({ slug: "to-update", tags: ["one"] }))
    const outcome = await h.db.publisher.apply("update", {
      slug: "to-update",
      meta_description: "New words",
      updated_at: "2026-01-02T03:04:05Z",
    })
    expect(outcome.article).toMatchObject({
      status: "draft",
      title: "A story",
      meta_description: "New words",
      tags: ["one"],
      updated_at: "2026-01-02T03:04:05.000Z",
    })
    await expect(h.db.publisher.apply("update", { slug: "never-written", title: "X" })).rejects.toBeInstanceOf(
      ArticleNotFoundError,
    )
  })

  test("unpublish takes a live article back to draft and keeps the row; publish brings it back", async () => {
    await h.db.publisher.apply("publish", input({ slug: "taken-down", published_at: hours(-5) }))
    expect(await h.db.publisher.apply("unpublish", { slug: "taken-down" })).toMatchObject({ status: "draft", created: false })
    expect(await live()).not.toContain("taken-down")
    expect(await h.db.publisher.get("taken-down")).toMatchObject({ status: "draft", title: "A story" })
    await h.db.publisher.apply("publish", { slug: "taken-down" })
    expect(await live()).toContain("taken-down")
  })

  test("delete removes the article; deleting it again names the slug", async () => {
    await h.db.publisher.apply("publish", input({ slug: "removed" }))
    expect(await h.db.publisher.apply("delete", { slug: "removed" })).toEqual({
      slug: "removed",
      status: "deleted",
      created: false,
      article: null,
    })
    expect(await h.db.publisher.get("removed")).toBeNull()
    await expect(h.db.publisher.apply("delete", { slug: "removed" })).rejects.toMatchObject({
      field: "slug",
      message: 'no article with slug "removed"',
    })
  })

  test.each([
    ["a new article without a title", { title: undefined }, "title", /title is required/],
    ["a new article without a body", { content_markdown: undefined }, "content_markdown", /has no body/],
    ["an invalid slug", { slug: "Not A Slug!" }, "slug", /invalid slug/],
    ["a javascript: featured image", { featured_image: "javascript:alert(1)" }, "featured_image", /site path/],
    ["a javascript: source link", { published_url: "javascript:alert(1)" }, "published_url", /http\(s\) URL/],
    ["a number for a title", { title: 7 }, "title", /title must be text/],
    ["a tag that is not text", { tags: ["ok", 3] }, "tags", /tags must be text/],
    ["a tag of 51 characters", { tags: ["t".repeat(51)] }, "tags", /at most 50 characters/],
    ["an invalid date", { published_at: "next tuesday" }, "published_at", /not a valid date/],
    [
      "an HTML body that sanitises to nothing",
      { content_markdown: undefined, content_html: "<script>x</script>" },
      "content_html",
      /nothing that can be shown/,
    ],
  ])("%s is refused with the field named, and nothing is written", async (_label, fields, field, message) => {
    const before = await h.db.publisher.list()
    const error = await h.db.publisher
      .apply("publish", { ...input({ slug: "refused" }), ...(fields as object) })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PublishValidationError)
    expect(error).toMatchObject({ field, message: expect.stringMatching(message) })
    expect(await h.db.publisher.list()).toEqual(before)
  })

  test("an unknown event and a body that is no object are refused by name", async () => {
    await expect(h.db.publisher.apply("explode" as never, input())).rejects.toMatchObject({ field: "event" })
    await expect(h.db.publisher.apply("publish", [1, 2])).rejects.toMatchObject({ message: "an article must be a JSON object" })
  })

  test("an article without a language is English with no translations, and an update that leaves them out keeps them", async () => {
    const { article } = await h.db.publisher.apply("publish", input({ slug: "plain-english" }))
    expect(article).toMatchObject({ locale: "en", translation_key: null })
    await h.db.publisher.apply("publish", input({ slug: "storia-italiana", locale: "it", translation_key: "plain-english" }))
    await h.db.publisher.apply("update", { slug: "storia-italiana", title: "Una storia" })
    expect(await h.db.publisher.get("storia-italiana")).toMatchObject({
      title: "Una storia",
      locale: "it",
      translation_key: "plain-english",
    })
  })

  test("a language's articles are listed on their own, and translations find each other by their key", async () => {
    await h.db.publisher.apply("publish", input({ slug: "guide-en", translationKey: "guide" }))
    await h.db.publisher.apply("publish", input({ slug: "guida-it", locale: "it", translationKey: "guide", tags: ["remix"] }))
    await h.db.publisher.apply("publish", input({ slug: "guia-es", locale: "es", translation_key: "guide" }))
    const italian = await h.db.listPage({ offset: 0, limit: 50, locale: "it" })
    expect(italian.articles.every((a) => a.locale === "it")).toBe(true)
    expect(italian.articles.map((a) => a.slug)).toContain("guida-it")
    expect((await h.db.listPage({ offset: 0, limit: 50, locale: "en" })).articles.map((a) => a.slug)).not.toContain("guida-it")
    expect((await h.db.listPage({ offset: 0, limit: 50, locale: "it", tag: "remix" })).articles.map((a) => a.slug)).toEqual([
      "guida-it",
    ])
    expect(await h.db.listTranslations(["guide"])).toEqual([
      { translation_key: "guide", locale: "en", slug: "guide-en" },
      { translation_key: "guide", locale: "es", slug: "guia-es" },
      { translation_key: "guide", locale: "it", slug: "guida-it" },
    ])
    expect((await h.db.listTags()).find((t) => t.tag === "remix")).toMatchObject({ locale: "it", count: 1 })
    // A draft is nobody's translation yet.
    await h.db.publisher.apply("draft", input({ slug: "leitfaden-de", locale: "de", translation_key: "guide" }))
    expect((await h.db.listTranslations(["guide"])).map((t) => t.locale)).toEqual(["en", "es", "it"])
  })

  test("two articles sharing a translation key and a language are refused, naming the one already there", async () => {
    await h.db.publisher.apply("publish", input({ slug: "first-italian", locale: "it", translation_key: "twice" }))
    const error = await h.db.publisher
      .apply("publish", input({ slug: "second-italian", locale: "it", translation_key: "twice" }))
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PublishValidationError)
    expect(error).toMatchObject({ field: "translation_key" })
    expect((error as Error).message).toMatch(/"first-italian" is already the Italiano \(it\) version of translation_key "twice"/)
    expect(await h.db.publisher.get("second-italian")).toBeNull()
    // The database refuses it too, whoever writes.
    await expect(
      h.client.query("update articles set translation_key = 'twice', locale = 'it' where slug = 'plain-english'"),
    ).rejects.toThrow(/articles_translation_key_locale_idx/)
  })

  test("an unknown language and a malformed translation key are refused by name", async () => {
    await expect(h.db.publisher.apply("publish", input({ slug: "klingon", locale: "tlh" }))).rejects.toMatchObject({
      field: "locale",
      message: 'locale "tlh" is not one of the site\'s languages: en, it, es, de, fr, pt-br',
    })
    await expect(h.db.publisher.apply("publish", input({ slug: "klingon", locale: "IT" }))).rejects.toMatchObject({
      field: "locale",
    })
    await expect(h.db.publisher.apply("publish", input({ slug: "klingon", translation_key: "Not A Key" }))).rejects.toMatchObject(
      { field: "translation_key" },
    )
    await expect(
      h.db.publisher.apply("publish", input({ slug: "klingon", translation_key: "one", translationKey: "two" })),
    ).rejects.toMatchObject({ field: "translation_key", message: "translation_key and translationKey differ: send one of them" })
    expect(await h.db.publisher.get("klingon")).toBeNull()
  })

  test("a write the database refuses halfway leaves nothing behind", async () => {
    await h.db.publisher.apply("publish", input({ slug: "kept-whole", title: "Whole" }))
    // A NUL character passes the schema but no PostgreSQL text column takes it: the statement fails inside the transaction.
    await expect(h.db.publisher.apply("update", { slug: "kept-whole", title: "Broken\u0000title" })).rejects.toThrow()
    expect((await h.db.publisher.get("kept-whole"))?.title).toBe("Whole")
    // The connection is usable afterwards: the failed transaction was rolled back.
    expect((await h.db.publisher.apply("update", { slug: "kept-whole", title: "Whole again" })).article?.title).toBe(
      "Whole again",
    )
  })
})

describe("migrations 0002 and 0003 on a database written before them", () => {
  let client: SqlClient
  const old = mkdtempSync(path.join(tmpdir(), "migrations-0001-"))
  beforeAll(async () => {
    copyFileSync(path.join(MIGRATIONS, "0001_articles.sql"), path.join(old, "0001_articles.sql"))
    client = pgliteClient(await PGlite.create())
    expect(await migrate(client, old)).toEqual(["0001_articles"])
    const row = `insert into articles (slug, title, content_markdown, content_html, published_at) values ($1, $2, 'x', '<p>x</p>', $3)`
    await client.query(row, ["was-published", "Published", "2025-01-01T00:00:00Z"])
    await client.query(row, ["was-scheduled", "Scheduled", "2099-01-01T00:00:00Z"])
    await client.query(row, ["was-a-draft", "Draft", null])
    expect(await migrate(client)).toEqual(["0002_article_status", "0003_article_locale", "0004_publishing_keys"])
  }, 120_000)
  afterAll(async () => {
    await client.close()
    rmSync(old, { recursive: true, force: true })
  })

  test("carries each row over: a past date is published, a future one scheduled, none a draft", async () => {
    const rows = await client.query("select slug, status, tags, featured_image_alt from articles order by slug")
    expect(rows).toEqual([
      { slug: "was-a-draft", status: "draft", tags: [], featured_image_alt: null },
      { slug: "was-published", status: "published", tags: [], featured_image_alt: null },
      { slug: "was-scheduled", status: "scheduled", tags: [], featured_image_alt: null },
    ])
    expect((await sqlArticles(client).listPublished()).map((a) => a.slug)).toEqual(["was-published"])
  })

  test("the status column only takes the three states", async () => {
    await expect(client.query("update articles set status = 'archived' where slug = 'was-a-draft'")).rejects.toThrow(
      /articles_status_check/,
    )
  })

  test("a row another tool inserts with SPEC §3's columns alone is shown by its date, as before", async () => {
    await client.query(
      "insert into articles (slug, title, content_markdown, content_html, published_at) values ('by-another-tool', 'T', 'x', '<p>x</p>', now() - interval '1 hour')",
    )
    expect((await sqlArticles(client).listPublished()).map((a) => a.slug)).toContain("by-another-tool")
  })

  test("every row written before languages is English, with no translations", async () => {
    const [article] = await sqlArticles(client).listPublished()
    expect(article).toMatchObject({ locale: "en", translation_key: null })
    expect((await sqlArticles(client).listPage({ offset: 0, limit: 12, locale: "it" })).total).toBe(0)
  })

  test("the locale column only takes the site's six languages", async () => {
    await expect(client.query("update articles set locale = 'xx' where slug = 'was-a-draft'")).rejects.toThrow(
      /articles_locale_check/,
    )
  })
})

test("on the read-only supabase backend every write says why and how to publish there", async () => {
  const publisher = readOnlyPublisher(supabaseArticles("http://127.0.0.1:9", "anon"))
  for (const event of ["publish", "delete"] as const) {
    const error = await publisher.apply(event, input()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReadOnlyBackendError)
    expect((error as Error).message).toMatch(/cannot write: set DATABASE_URL/)
  }
})
