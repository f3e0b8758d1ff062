import { spawnSync } from "node:child_process"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { sqlArticles } from "#app/data/sql.server.ts"
import { type PostgresServer, startPostgres } from "../tests/support/postgres-server.ts"

/*
 * `npm run db:migrate` (scripts/db-migrate.ts) on a table another tool made with SPEC §3's columns
 * alone, with an article in it: afterwards the blog lists the article and a publish works; a table
 * it cannot mend makes it fail, saying what to fix (issue 26, migration 0005).
 */

const SPEC_TABLE = `
  create table articles (
    id uuid primary key default gen_random_uuid(), slug text not null, title text not null,
    meta_description text, featured_image text, content_markdown text, content_html text,
    published_at timestamptz, published_url text
  );
  insert into articles (slug, title, content_markdown, content_html, published_at)
  values ('from-another-tool', 'From another tool', 'Some words', '<p>Some words</p>', '2025-02-01T09:00:00Z');`

const TWIN = "insert into articles (slug, title) values ('from-another-tool', 'Its twin');"

function dbMigrate(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["scripts/db-migrate.ts"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
    timeout: 120_000,
  })
  return { code: result.status, out: result.stdout, err: result.stderr }
}

const article = { slug: "written-here", title: "Written here", content_markdown: "Hello." }

describe("on PostgreSQL", () => {
  let server: PostgresServer
  beforeAll(async () => {
    server = await startPostgres()
  }, 240_000)
  afterAll(() => server?.stop())

  const database = async (name: string, sql: string) => {
    const admin = postgresClient(server.url)
    await admin.query(`create database ${name}`)
    await admin.close()
    const url = server.url.replace(/\/postgres$/, `/${name}`)
    const client = postgresClient(url)
    await client.exec(sql)
    return { url, client }
  }

  test("mends a SPEC-only table: its article is listed and a publish works", async () => {
    const { url, client } = await database("spec_only", SPEC_TABLE)
    try {
      const run = dbMigrate({ DATABASE_URL: url })
      expect(run).toMatchObject({ code: 0, err: "" })
      const site = sqlArticles(client)
      expect((await site.listPublished()).map((a) => a.slug)).toEqual(["from-another-tool"])
      expect(await site.publisher.apply("publish", article)).toMatchObject({ status: "published", created: true })
      expect(run.out).toMatch(/^applied 0001_articles, .*0005_spec_only_table/)
      expect(dbMigrate({ DATABASE_URL: url })).toMatchObject({ code: 0, out: "already up to date\n" })
    } finally {
      await client.close()
    }
  }, 180_000)

  test("fails saying why when two rows share a slug", async () => {
    const { url, client } = await database("spec_twins", SPEC_TABLE + TWIN)
    await client.close()
    const run = dbMigrate({ DATABASE_URL: url })
    expect(run.code).toBe(1)
    expect(run.err).toMatch(
      /^db:migrate failed: articles holds 2 rows with the slug "from-another-tool": .* delete or rename the others, then run db:migrate again/,
    )
  }, 180_000)
})

describe("on the embedded database", () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  /** A new folder for a DATA_DIR, removed after the tests. */
  const newDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "db-migrate-"))
    dirs.push(dir)
    return dir
  }
  // PGlite's initdb once (4 s of one core on the quiet machine, 15-50 s on the loaded one): each
  // DATA_DIR below starts as a copy of this empty database.
  let empty: Promise<string> | undefined
  const emptyDatabase = () =>
    (empty ??= (async () => {
      const dir = newDir()
      await (await PGlite.create(path.join(dir, "pglite"))).close()
      return dir
    })())

  /** A DATA_DIR whose database holds only `sql` (no migrations), as another tool would leave it. */
  const dataDir = async (sql: string) => {
    const dir = newDir()
    cpSync(await emptyDatabase(), dir, { recursive: true })
    const db = await PGlite.create(path.join(dir, "pglite"))
    await db.exec(sql)
    await db.close()
    return dir
  }

  test("mends a SPEC-only table: its article is listed and a publish works", async () => {
    const dir = await dataDir(SPEC_TABLE)
    const run = dbMigrate({ DATA_DIR: dir })
    expect(run).toMatchObject({ code: 0, err: "" })
    const db = await openPglite(dir)
    try {
      expect((await db.listPublished()).map((a) => a.slug)).toEqual(["from-another-tool"])
      expect(await db.publisher.apply("publish", article)).toMatchObject({ status: "published", created: true })
    } finally {
      await db.close()
    }
  }, 180_000)

  test("fails saying why when two rows share a slug", async () => {
    const run = dbMigrate({ DATA_DIR: await dataDir(SPEC_TABLE + TWIN) })
    expect(run.code).toBe(1)
    expect(run.err).toMatch(/db:migrate failed: .*articles holds 2 rows with the slug "from-another-tool"/)
  }, 180_000)
})
