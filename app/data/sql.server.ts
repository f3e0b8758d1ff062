import { existsSync } from "node:fs"
import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ARTICLE_COLUMNS, type Article, type ArticleInput, type ArticleReader, type ArticleWriter, toArticle } from "./article.ts"

/** The two ways the SQL drivers (PGlite, postgres.js) talk to a database. */
export type SqlClient = {
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>
  /** Runs a script of several statements, without parameters, in one transaction. */
  exec(text: string): Promise<void>
  close(): Promise<void>
}

export type SqlArticles = ArticleReader & ArticleWriter

const PUBLISHED = "published_at is not null and published_at <= now()"

/** Reads and writes of `articles` in plain SQL, shared by the PGlite and PostgreSQL drivers. */
export function sqlArticles(client: SqlClient): SqlArticles {
  return {
    async listPublished() {
      const rows = await client.query(
        `select ${ARTICLE_COLUMNS} from articles where ${PUBLISHED} order by published_at desc, slug`,
      )
      return rows.map(toArticle)
    },
    async getPublished(slug) {
      const rows = await client.query(`select ${ARTICLE_COLUMNS} from articles where slug = $1 and ${PUBLISHED}`, [slug])
      return rows[0] ? toArticle(rows[0]) : null
    },
    async listAll() {
      const rows = await client.query(`select ${ARTICLE_COLUMNS} from articles order by published_at desc nulls first, slug`)
      return rows.map(toArticle)
    },
    async upsert(a: ArticleInput) {
      await client.query(
        `insert into articles (slug, title, meta_description, featured_image, content_markdown, content_html, published_at, published_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (slug) do update set title = excluded.title, meta_description = excluded.meta_description,
           featured_image = excluded.featured_image, content_markdown = excluded.content_markdown,
           content_html = excluded.content_html, published_at = excluded.published_at,
           published_url = excluded.published_url, updated_at = now()`,
        [
          a.slug,
          a.title,
          a.meta_description,
          a.featured_image,
          a.content_markdown,
          a.content_html,
          a.published_at,
          a.published_url,
        ],
      )
    },
    async remove(slug) {
      const rows = await client.query("delete from articles where slug = $1 returning slug", [slug])
      return rows.length > 0
    },
    close: () => client.close(),
  }
}

/** The project's root: the nearest folder above this module (source or build) holding db/migrations. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, "db", "migrations"))) return dir
    const parent = path.dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

/** Applies the migrations in db/migrations not yet recorded; returns the versions it applied. */
export async function migrate(client: SqlClient, dir = path.join(projectRoot(), "db", "migrations")): Promise<string[]> {
  await client.exec(
    "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
  )
  const done = new Set((await client.query("select version from schema_migrations")).map((r) => String(r.version)))
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort()
  const applied: string[] = []
  for (const file of files) {
    const version = file.replace(/\.sql$/, "")
    if (done.has(version)) continue
    const script = await readFile(path.join(dir, file), "utf8")
    await client.exec(`${script}\ninsert into schema_migrations (version) values ('${version}');`)
    applied.push(version)
  }
  return applied
}

export type { Article }
