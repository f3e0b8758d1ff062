import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest"
import { startPostgres } from "../../tests/support/postgres-server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { type ArticleArchive, TRASH_DAYS } from "./article-archive.server.ts"
import { type ChangeEvent, onArticleChange } from "./article-changes.server.ts"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { postgresClient } from "./drivers/postgres.server.ts"
import { ArchiveConflictError, ArticleNotFoundError, type PublishInput, PublishValidationError } from "./publisher.server.ts"
import { type SqlArticles, type SqlClient, migrate, sqlArticles } from "./sql.server.ts"

/*
 * Revisions, trash and redirects (migration 0006, decision 0030) through the one writer, on the
 * embedded database and on PostgreSQL.
 */

const input = (fields: Partial<PublishInput> = {}): PublishInput => ({
  slug: "lyric-guide",
  title: "A lyric guide",
  meta_description: "About lyrics",
  content_markdown: "First words",
  ...fields,
})
const DAY = 24 * 60 * 60 * 1000

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

describe.each(drivers)("revisions, trash and redirects on %s", (_name, setup) => {
  let h: Harness
  let archive: ArticleArchive
  beforeAll(async () => {
    h = await setup()
    archive = h.db.publisher.archive!
    // The first write starts the renderer and warms the database: setup's time, not a test's.
    await h.db.publisher.apply("publish", input({ slug: "warm-up" }))
  }, 240_000)
  afterAll(async () => h?.stop())
  beforeEach(async () => {
    await h.client.exec(
      "delete from articles; delete from article_revisions; delete from article_trash; delete from article_redirects;",
    )
  })

  test("every write keeps the version it replaces, with who wrote and when, and restore brings one back", async () => {
    const publisher = h.db.publisher
    const first = new Date("2026-01-01T10:00:00Z")
    await publisher.apply("publish", input(), first, { actor: "key:outrank" })
    // Creating replaces nothing: no revision yet.
    expect(await archive.history("lyric-guide")).toEqual([])
    await publisher.apply(
      "update",
      input({ title: "Second title", content_markdown: "Second words" }),
      new Date("2026-01-02T10:00:00Z"),
      {
        actor: "cli",
      },
    )
    await publisher.apply("unpublish", { slug: "lyric-guide" }, new Date("2026-01-03T10:00:00Z"))
    const history = await archive.history("lyric-guide")
    expect(history.map((r) => [r.revision, r.title, r.status, r.event, r.actor, r.at])).toEqual([
      [2, "Second title", "published", "unpublish", "unknown", "2026-01-03T10:00:00.000Z"],
      [1, "A lyric guide", "published", "update", "cli", "2026-01-02T10:00:00.000Z"],
    ])

    const restored = await archive.restore("lyric-guide", 1, { actor: "api" }, new Date("2026-01-04T10:00:00Z"))
    expect(restored).toMatchObject({ slug: "lyric-guide", status: "published", created: false })
    const article = await publisher.get("lyric-guide")
    expect(article).toMatchObject({ title: "A lyric guide", content_markdown: "First words", status: "published" })
    expect(article!.updated_at).toBe("2026-01-04T10:00:00.000Z")
    // The restore is itself a write: the draft it replaced is revision 3.
    const after = await archive.history("lyric-guide")
    expect(after[0]).toMatchObject({ revision: 3, title: "Second title", status: "draft", event: "restore", actor: "api" })

    await expect(archive.restore("lyric-guide", 9)).rejects.toThrow(/has no revision 9/)
    await expect(archive.restore("lyric-guide", 0)).rejects.toBeInstanceOf(PublishValidationError)
    await expect(archive.history("no-such-article")).rejects.toBeInstanceOf(ArticleNotFoundError)
  })

  test("a write the writer refuses keeps no revision", async () => {
    await h.db.publisher.apply("publish", input())
    await expect(h.db.publisher.apply("schedule", { slug: "lyric-guide", published_at: "2001-01-01T00:00:00Z" })).rejects.toThrow(
      /future/,
    )
    expect(await archive.history("lyric-guide")).toEqual([])
  })

  test("delete moves the article to the trash; undelete brings it back, refused with a conflict when the slug was taken", async () => {
    const publisher = h.db.publisher
    await publisher.apply("publish", input({ tags: ["lyrics"] }))
    const before = await publisher.get("lyric-guide")
    const changes: ChangeEvent[] = []
    const stop = onArticleChange((event) => changes.push(event))
    try {
      await publisher.apply("delete", { slug: "lyric-guide" }, undefined, { actor: "cli" })
      expect(await publisher.get("lyric-guide")).toBeNull()
      // Gone from every list the site reads, as before.
      expect((await h.db.listPage({ offset: 0, limit: 10 })).total).toBe(0)
      expect(await h.db.getPublished("lyric-guide")).toBeNull()
      const trash = await archive.trash()
      expect(trash).toEqual([
        expect.objectContaining({ slug: "lyric-guide", title: "A lyric guide", actor: "cli", locale: "en" }),
      ])
      expect(Date.parse(trash[0]!.expires_at) - Date.parse(trash[0]!.deleted_at)).toBe(TRASH_DAYS * DAY)

      const back = await archive.undelete("lyric-guide", { actor: "cli" })
      expect(back).toMatchObject({ slug: "lyric-guide", status: "published", created: true })
      // The very row: its id, creation and tags.
      expect(await publisher.get("lyric-guide")).toEqual(before)
      expect(await archive.trash()).toEqual([])
      // The page cache heard the article leave and come back.
      expect(changes.map((c) => (c.kind === "article" ? [c.change.slug, !!c.change.before, !!c.change.after] : c.kind))).toEqual([
        ["lyric-guide", true, false],
        ["lyric-guide", false, true],
      ])
    } finally {
      stop()
    }

    await publisher.apply("delete", { slug: "lyric-guide" })
    await publisher.apply("publish", input({ title: "Someone else's" }))
    const taken = archive.undelete("lyric-guide")
    await expect(taken).rejects.toBeInstanceOf(ArchiveConflictError)
    await expect(taken).rejects.toThrow(/taken meanwhile by the article "Someone else's"/)
    await expect(archive.undelete("never-was")).rejects.toThrow(/trash holds no article "never-was"/)
  })

  test("the trash keeps a deleted article 30 days: the next write after that prunes it", async () => {
    const publisher = h.db.publisher
    const deleted = new Date("2026-03-01T12:00:00Z")
    await publisher.apply("publish", input(), new Date("2026-02-01T12:00:00Z"))
    await publisher.apply("update", input({ title: "Edited" }), new Date("2026-02-02T12:00:00Z"))
    await publisher.apply("delete", { slug: "lyric-guide" }, deleted)
    const justBefore = new Date(deleted.getTime() + TRASH_DAYS * DAY - 1000)
    const after = new Date(deleted.getTime() + TRASH_DAYS * DAY + 1000)
    expect((await archive.trash(justBefore)).map((t) => t.slug)).toEqual(["lyric-guide"])
    // Past its 30 days it is no longer listed nor brought back, even before anything prunes it.
    expect(await archive.trash(after)).toEqual([])
    await expect(archive.undelete("lyric-guide", undefined, after)).rejects.toThrow(/trash holds no article/)
    // A write 30 days on prunes it for good, with its revisions.
    await publisher.apply("publish", input({ slug: "another-one" }), after)
    const [left] = await h.client.query(
      "select (select count(*) from article_trash)::int as trash, (select count(*) from article_revisions)::int as revisions",
    )
    expect(left).toEqual({ trash: 0, revisions: 0 })
  })

  test("rename moves the article and its history; the old slug redirects, chains collapse, and a new article frees its slug", async () => {
    const publisher = h.db.publisher
    await publisher.apply("publish", input())
    await publisher.apply("update", input({ title: "Edited" }))
    const renamed = await publisher.rename("lyric-guide", "lyrics-guide", { actor: "cli" })
    expect(renamed).toMatchObject({ slug: "lyrics-guide", status: "published" })
    expect(await publisher.get("lyric-guide")).toBeNull()
    expect((await publisher.get("lyrics-guide"))?.title).toBe("Edited")
    expect((await archive.history("lyrics-guide")).map((r) => [r.revision, r.event])).toEqual([
      [2, "rename"],
      [1, "update"],
    ])
    expect(await archive.redirects()).toEqual([
      expect.objectContaining({ from: "lyric-guide", to: "lyrics-guide", actor: "cli" }),
    ])

    // A second rename: the first old slug now leads straight to the newest.
    await publisher.rename("lyrics-guide", "the-lyrics-guide")
    expect((await archive.redirects()).map((r) => [r.from, r.to])).toEqual([
      ["lyric-guide", "the-lyrics-guide"],
      ["lyrics-guide", "the-lyrics-guide"],
    ])
    // Renaming back over an old slug takes it: that redirect goes, the others follow.
    await publisher.rename("the-lyrics-guide", "lyric-guide")
    expect((await archive.redirects()).map((r) => [r.from, r.to])).toEqual([
      ["lyrics-guide", "lyric-guide"],
      ["the-lyrics-guide", "lyric-guide"],
    ])
    // Publishing a new article at an old slug takes it too.
    await publisher.apply("publish", input({ slug: "lyrics-guide", title: "A new one" }))
    expect((await archive.redirects()).map((r) => r.from)).toEqual(["the-lyrics-guide"])

    // A version from before a rename (revision 3 was "lyrics-guide") comes back under the article's slug of today.
    expect((await archive.history("lyric-guide")).map((r) => r.event)).toEqual(["rename", "rename", "rename", "update"])
    await archive.restore("lyric-guide", 3)
    expect(await publisher.get("lyric-guide")).toMatchObject({ title: "Edited" })
    expect(await publisher.get("lyrics-guide")).toMatchObject({ title: "A new one" })
    await expect(publisher.rename("lyric-guide", "lyrics-guide")).rejects.toBeInstanceOf(ArchiveConflictError)
    await expect(publisher.rename("nothing-here", "something")).rejects.toBeInstanceOf(ArticleNotFoundError)
    await expect(publisher.rename("lyric-guide", "Not A Slug")).rejects.toBeInstanceOf(PublishValidationError)
  })

  test("a redirect and an article racing for one slug never both hold it", async () => {
    for (let round = 0; round < 30; round++) {
      const slug = `race-${round}`
      await Promise.allSettled([h.db.publisher.apply("publish", input({ slug })), archive.addRedirect(slug, "elsewhere")])
    }
    const [both] = await h.client.query(
      "select count(*)::int as n from article_redirects r join articles a on a.slug = r.from_slug",
    )
    expect(both).toEqual({ n: 0 })
  })

  test("redirects are added, collapsed and removed; a loop or a redirect over an article is refused", async () => {
    await h.db.publisher.apply("draft", input({ slug: "a-draft" }))
    await h.db.publisher.apply("publish", input({ slug: "target" }))
    expect(await archive.addRedirect("old-a", "old-b", { actor: "cli" })).toMatchObject({ from: "old-a", to: "old-b" })
    // b → target: a now goes straight to target too.
    expect(await archive.addRedirect("old-b", "target")).toMatchObject({ to: "target" })
    // c → a collapses to target.
    expect(await archive.addRedirect("old-c", "old-a")).toMatchObject({ to: "target" })
    expect((await archive.redirects()).map((r) => [r.from, r.to])).toEqual([
      ["old-a", "target"],
      ["old-b", "target"],
      ["old-c", "target"],
    ])

    const loop = archive.addRedirect("x-one", "x-one")
    await expect(loop).rejects.toBeInstanceOf(ArchiveConflictError)
    await archive.addRedirect("x-one", "x-two")
    await expect(archive.addRedirect("x-two", "x-one")).rejects.toThrow(
      /"x-one" already redirects to "x-two": .* would be a loop/,
    )
    // A chain that ends in a loop: x-three → x-one → x-two, then x-two → x-three.
    await archive.addRedirect("x-three", "x-one")
    await expect(archive.addRedirect("x-two", "x-three")).rejects.toBeInstanceOf(ArchiveConflictError)
    // Over an article, live or draft.
    await expect(archive.addRedirect("target", "old-a")).rejects.toThrow(/is the slug of the article .* would hide the article/)
    await expect(archive.addRedirect("a-draft", "target")).rejects.toBeInstanceOf(ArchiveConflictError)
    await expect(archive.addRedirect("ok", "Bad Slug")).rejects.toBeInstanceOf(PublishValidationError)

    await archive.removeRedirect("old-b")
    expect((await archive.redirects()).map((r) => r.from)).toEqual(["old-a", "old-c", "x-one", "x-three"])
    await expect(archive.removeRedirect("old-b")).rejects.toThrow(/no redirect from "old-b"/)
  })
})
