import { existsSync } from "node:fs"
import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { ARTICLE_COLUMNS, type Article, LANGUAGE_COLUMNS, PAGE_COLUMNS, localeOf, toArticle, toSummary } from "./article.ts"
import { type Publisher, sqlPublisher } from "./publisher.server.ts"
import { sqlSearch } from "./search-sql.server.ts"
import type { SearchingReader } from "./search-types.ts"
import type { SqlClient } from "./sql-client.ts"
import type { TaggedArticle } from "./tag-versions.server.ts"

export type { SqlClient, SqlQuery } from "./sql-client.ts"

export type SqlArticles = SearchingReader & {
  publisher: Publisher
  client: SqlClient
  /**
   * The live tagged articles whose translation key another live article of another language shares,
   * newest first: all the tag pages' relation across languages reads (./site-tag-versions.server.ts).
   */
  listTagged(): Promise<TaggedArticle[]>
  /**
   * A short text that changes whenever what the relation reads does (a live article's language,
   * key or tags, or their order), and not when only a body or a title does.
   */
  taggedFingerprint(): Promise<string>
}

/**
 * What the site shows (decision 0012): a published or scheduled article whose time has come.
 * A scheduled article goes live at its published_at, compared with the database's clock by
 * every read, so the data needs nothing to trigger it (the schedule in article-changes.server.ts
 * only tells the page cache which pages to render again).
 */
export const LIVE = "status <> 'draft' and published_at is not null and published_at <= now()"

/**
 * SPEC §9's word count of the body, made where the body is, so that a list read never carries a
 * body: whitespace-separated words, empty pieces (leading or trailing whitespace) not counted, as
 * `countWords` in app/data/article.ts counts them. An article sent as HTML only (no Markdown) has
 * its HTML's text counted, its tags taken out, as `bodyWords` there does.
 */
export const WORD_COUNT = `(select count(*) from regexp_split_to_table(
  case when content_markdown ~ '\\S' then content_markdown else regexp_replace(content_html, '<[^>]*>', ' ', 'g') end,
  '\\s+') w where w <> '')::int`

/**
 * What a list shows of an article (`ArticleSummary`): every column but the bodies, and the body's word
 * count; the featured image's alt (cards show it) and the canonical URL (the sitemap leaves out another site's).
 */
const SUMMARY_COLUMNS = `id, slug, title, meta_description, featured_image, published_at, published_url, created_at, updated_at, tags, ${LANGUAGE_COLUMNS}, featured_image_alt, canonical_url`

/** The site's reads of `articles` in plain SQL, and the one writer, shared by the PGlite and PostgreSQL drivers. */
export function sqlArticles(client: SqlClient): SqlArticles {
  return {
    async listPublished() {
      const rows = await client.query(
        `select ${ARTICLE_COLUMNS}, ${LANGUAGE_COLUMNS}, tags, ${PAGE_COLUMNS} from articles where ${LIVE} order by published_at desc, slug`,
      )
      return rows.map(toArticle)
    },
    async getPublished(slug) {
      const rows = await client.query(
        `select ${ARTICLE_COLUMNS}, tags, ${LANGUAGE_COLUMNS}, ${PAGE_COLUMNS} from articles where slug = $1 and ${LIVE}`,
        [slug],
      )
      return rows[0] ? toArticle(rows[0]) : null
    },
    async listPage({ offset, limit, tag, locale, words = true }) {
      // The filters' values are the first parameters, in this order.
      const filter: string[] = []
      let where = LIVE
      if (tag !== undefined) where += ` and tags @> array[$${filter.push(tag)}]::text[]`
      if (locale !== undefined) where += ` and locale = $${filter.push(locale)}`
      const at = filter.length
      // The page is chosen first, so only its rows' bodies are counted.
      const rows = await client.query(
        `select ${SUMMARY_COLUMNS}, ${words ? WORD_COUNT : 0} as words from (
           select * from articles where ${where} order by published_at desc, slug limit $${at + 1} offset $${at + 2}
         ) page order by published_at desc, slug`,
        [...filter, limit, offset],
      )
      const [count] = await client.query(`select count(*)::int as total from articles where ${where}`, filter)
      return { articles: rows.map(toSummary), total: Number(count!.total) }
    },
    async listRelated(slug, tags, limit, locale = "en") {
      // Reading next is in the article's own language.
      const rows = await client.query(
        `select ${SUMMARY_COLUMNS}, ${WORD_COUNT} as words from (
           select *, cardinality(array(select unnest(tags) intersect select unnest($2::text[]))) as shared
           from articles where ${LIVE} and slug <> $1 and locale = $4
           order by shared desc, published_at desc, slug limit $3
         ) related order by shared desc, published_at desc, slug`,
        [slug, tags, limit, locale],
      )
      return rows.map(toSummary)
    },
    async listTags() {
      const rows = await client.query(
        `select tag, locale, count(*)::int as count, max(updated_at) as updated_at
         from articles, unnest(tags) tag where ${LIVE} group by tag, locale order by tag, locale`,
      )
      return rows.map((r) => ({
        tag: String(r.tag),
        locale: localeOf(r.locale),
        count: Number(r.count),
        updatedAt: r.updated_at ? new Date(r.updated_at as string | Date).toISOString() : null,
      }))
    },
    async listTranslations(keys) {
      if (keys.length === 0) return []
      const rows = await client.query(
        `select translation_key, locale, slug from articles where ${LIVE} and translation_key = any($1::text[])
         order by translation_key, locale`,
        [keys],
      )
      return rows.map((r) => ({ translation_key: String(r.translation_key), locale: localeOf(r.locale), slug: String(r.slug) }))
    },
    async listUpcoming(limit) {
      const rows = await client.query(
        `select slug, tags, published_at, locale, translation_key from articles
         where status <> 'draft' and published_at > now() order by published_at, slug limit $1`,
        [limit],
      )
      return rows.map((r) => ({
        slug: String(r.slug),
        tags: Array.isArray(r.tags) ? r.tags.map(String) : [],
        published_at: new Date(r.published_at as string | Date).toISOString(),
        locale: localeOf(r.locale),
        translation_key: (r.translation_key as string | null) ?? null,
      }))
    },
    async listTagged() {
      // One row, the articles as JSON: PGlite hands each row to JavaScript one at a time (10,000 rows:
      // ~70 ms against ~30 ms). An article whose key no other language shares pairs no tags: not read.
      const [row] = await client.query(
        `select coalesce(json_agg(json_build_array(locale, translation_key, tags) order by published_at desc, slug), '[]') as rows
         from articles
         where ${LIVE} and cardinality(tags) > 0 and translation_key in (
           select translation_key from articles where ${LIVE} and translation_key is not null
           group by translation_key having count(distinct locale) > 1)`,
      )
      const rows = (typeof row?.rows === "string" ? JSON.parse(row.rows) : (row?.rows ?? [])) as [string, string, string[]][]
      return rows.map(([locale, translation_key, tags]) => ({ locale: localeOf(locale), translation_key, tags }))
    },
    async taggedFingerprint() {
      const [row] = await client.query(
        `select md5(coalesce(string_agg(locale || ' ' || translation_key || ' ' || array_to_string(tags, ' '), E'\n'
           order by published_at desc, slug), '')) as fingerprint
         from articles where ${LIVE} and translation_key is not null and cardinality(tags) > 0`,
      )
      return String(row?.fingerprint ?? "")
    },
    // The blog's search and its counts (app/data/search-sql.server.ts).
    ...sqlSearch(client, { LIVE, SUMMARY_COLUMNS }),
    publisher: sqlPublisher(client),
    client,
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
