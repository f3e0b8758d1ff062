import { existsSync } from "node:fs"
import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ARTICLE_COLUMNS, type Article, type ArticleReader, toArticle } from "./article.ts"
import { type Publisher, sqlPublisher } from "./publisher.server.ts"

/** The way the SQL drivers (PGlite, postgres.js) send a statement. */
export type SqlQuery = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

/** The ways the SQL drivers talk to a database. */
export type SqlClient = {
  query: SqlQuery
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (query: SqlQuery) => Promise<T>): Promise<T>
  /** Runs a script of several statements, without parameters, in one transaction. */
  exec(text: string): Promise<void>
  close(): Promise<void>
}

export type SqlArticles = ArticleReader & { publisher: Publisher }

/**
 * What the site shows (decision 0012): a published or scheduled article whose time has come.
 * A scheduled article goes live at its published_at, read against the database's clock on
 * every request, with nothing to trigger it.
 */
export const LIVE = "status <> 'draft' and published_at is not null and published_at <= now()"

/** The site's reads of `articles` in plain SQL, and the one writer, shared by the PGlite and PostgreSQL drivers. */
export function sqlArticles(client: SqlClient): SqlArticles {
  return {
    async listPublished() {
      const rows = await client.query(`select ${ARTICLE_COLUMNS} from articles where ${LIVE} order by published_at desc, slug`)
      return rows.map(toArticle)
    },
    async getPublished(slug) {
      const rows = await client.query(`select ${ARTICLE_COLUMNS} from articles where slug = $1 and ${LIVE}`, [slug])
      return rows[0] ? toArticle(rows[0]) : null
    },
    publisher: sqlPublisher(client),
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
