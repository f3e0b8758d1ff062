import { STORED_COLUMNS, isValidSlug } from "./article.ts"
import { type ArticleChange, CHANGE_CHANNEL, changePayload, reportChange } from "./article-changes.server.ts"
import { type PublishOutcome, type StoredArticle, type WriteOptions, toStoredArticle, visible } from "./stored-article.ts"
import { ArchiveConflictError, ArticleNotFoundError, PublishValidationError } from "./write-errors.ts"
import type { SqlClient, SqlQuery } from "./sql-client.ts"

/*
 * Revisions, trash and redirects (issue 26, docs/decisions/0030-revisions-trash-redirects.md), over
 * migration 0006's tables. The one writer (publisher.server.ts) calls `keepWritten` inside its
 * transaction (`keepRevision`, `moveToTrash`, `freeSlug`, `pruneTrash`); the writes of its own
 * here (rename, restore, undelete, redirects) run in one transaction each, keep a revision of what
 * they replace, and report their changes to the page cache like `apply` does. It shares the
 * writer's refusals (write-errors.ts) and its reading of a row (stored-article.ts), and imports
 * nothing of the writer.
 */

/** How long a deleted article stays in the trash. */
export const TRASH_DAYS = 30
const TRASH_MS = TRASH_DAYS * 24 * 60 * 60 * 1000
/** Who wrote, when a caller does not say. */
export const UNKNOWN_ACTOR = "unknown"

/** One kept version of an article: the row as it was before the write `event` by `actor` at `at` replaced it. */
export type Revision = {
  revision: number
  event: string
  actor: string
  at: string
  title: string
  status: string
  updated_at: string | null
}
export type TrashedArticle = {
  slug: string
  title: string
  locale: string
  actor: string
  deleted_at: string
  expires_at: string
}
export type Redirect = { from: string; to: string; actor: string; created_at: string }

/** What the CLI, the admin endpoint and the API offer besides `apply` and `rename`. */
export interface ArticleArchive {
  /** The slug's kept versions, newest first; ArticleNotFoundError when it has none and no article. */
  history(slug: string): Promise<Revision[]>
  /** Writes revision `revision` of `slug` back as the article (keeping the current version as a revision). */
  restore(slug: string, revision: number, options?: WriteOptions, now?: Date): Promise<PublishOutcome>
  /** The trash: deleted articles not yet past their 30 days, newest deletion first. */
  trash(now?: Date): Promise<TrashedArticle[]>
  /** Brings a trashed article back; ArchiveConflictError when its slug was taken meanwhile. */
  undelete(slug: string, options?: WriteOptions, now?: Date): Promise<PublishOutcome>
  redirects(): Promise<Redirect[]>
  /** Adds (or changes) a redirect; refused for a loop or a `from` an article holds. Answers it as stored (collapsed). */
  addRedirect(from: string, to: string, options?: WriteOptions): Promise<Redirect>
  removeRedirect(from: string): Promise<void>
}

const actorOf = (options?: WriteOptions) => options?.actor?.trim() || UNKNOWN_ACTOR
const isoOf = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString())

function checkSlug(field: string, slug: unknown): string {
  if (typeof slug !== "string" || !isValidSlug(slug))
    throw new PublishValidationError(field, `${field} must be a slug: lowercase letters, digits and single hyphens`)
  return slug
}

// ---- Called by the one writer inside its transaction ----

/**
 * What the one writer keeps with each write of `apply`, in its transaction, before it stores the
 * new row: the version the write replaces as a revision; a deleted article moved to the trash
 * (out of `articles`); the slug freed of any redirect from it; the trash pruned of articles past
 * their 30 days.
 */
export async function keepWritten(
  query: SqlQuery,
  slug: string,
  event: string,
  existing: StoredArticle | null,
  now: Date,
  options?: WriteOptions,
) {
  const actor = actorOf(options)
  if (existing) await keepRevision(query, slug, event, actor, now)
  if (event === "delete") await moveToTrash(query, slug, actor, now)
  else await freeSlug(query, slug)
  await pruneTrash(query, now)
}

/** Keeps the row `slug` holds now as its next revision, written by `actor` with `event`. */
export async function keepRevision(query: SqlQuery, slug: string, event: string, actor: string, now: Date) {
  await query(
    `insert into article_revisions (slug, revision, article, event, actor, created_at)
     select a.slug, coalesce((select max(revision) from article_revisions where slug = a.slug), 0) + 1, to_jsonb(a) - 'search_vector' - 'search_head', $2, $3, $4::timestamptz
     from articles a where a.slug = $1`,
    [slug, event, actor, now.toISOString()],
  )
}

/** Moves the article out of `articles` into the trash (a later deletion of the slug replaces an earlier one there). */
export async function moveToTrash(query: SqlQuery, slug: string, actor: string, now: Date) {
  await query(
    `insert into article_trash (slug, article, actor, deleted_at)
     select a.slug, to_jsonb(a) - 'search_vector' - 'search_head', $2, $3::timestamptz from articles a where a.slug = $1
     on conflict (slug) do update set article = excluded.article, actor = excluded.actor, deleted_at = excluded.deleted_at`,
    [slug, actor, now.toISOString()],
  )
  await query("delete from articles where slug = $1", [slug])
}

/**
 * Serialises, until the transaction ends, what decides whether `slug` is an article's or a
 * redirect's: a redirect added while an article takes the slug would otherwise see neither's write.
 */
async function lockSlug(query: SqlQuery, slug: string) {
  await query("select pg_advisory_xact_lock(hashtext('article-slug:' || $1))", [slug])
}

/** An article now holds `slug`: a redirect from it would hide the article, so it goes. */
export async function freeSlug(query: SqlQuery, slug: string) {
  await lockSlug(query, slug)
  await query("delete from article_redirects where from_slug = $1", [slug])
}

/**
 * Empties the trash of articles deleted over 30 days before `now`, with the revisions of those
 * whose slug no article holds again. The writer runs it with every write.
 */
export async function pruneTrash(query: SqlQuery, now: Date) {
  const cutoff = new Date(now.getTime() - TRASH_MS).toISOString()
  const pruned = await query("delete from article_trash where deleted_at < $1::timestamptz returning slug", [cutoff])
  if (pruned.length === 0) return
  await query(
    `delete from article_revisions r where r.slug = any($1::text[]) and not exists (select 1 from articles a where a.slug = r.slug)`,
    [pruned.map((row) => String(row.slug))],
  )
}

// ---- Writes of their own ----

/**
 * The columns of `articles` a kept row (jsonb) can be written back to: those it has and the table
 * still has, so that a revision made before a later migration restores what it holds. (Revisions
 * leave out the generated search_vector and search_head: they are remade from the restored words.)
 */
async function columnsOf(query: SqlQuery, kept: Record<string, unknown>): Promise<string[]> {
  const rows = await query(
    // Generated columns (migration 0009's search_vector and search_head) are PostgreSQL's to fill, never written.
    `select attname as name from pg_attribute
     where attrelid = 'articles'::regclass and attnum > 0 and not attisdropped and attgenerated = ''`,
  )
  const table = new Set(rows.map((r) => String(r.name)))
  return Object.keys(kept).filter((name) => table.has(name) && /^[a-z_][a-z0-9_]*$/.test(name))
}

/** Writes a kept row back as the article `slug`: inserted, or over the stored one (its id and creation kept). */
async function writeBack(query: SqlQuery, kept: Record<string, unknown>, keepId: boolean) {
  const columns = (await columnsOf(query, kept)).filter((c) => keepId || c !== "id")
  const list = columns.join(", ")
  const updates = columns.filter((c) => !["id", "slug", "created_at"].includes(c)).map((c) => `${c} = excluded.${c}`)
  const [row] = await query(
    `insert into articles (${list}) select ${list} from jsonb_populate_record(null::articles, ($1::text)::jsonb)
     on conflict (slug) do update set ${updates.join(", ")}
     returning ${STORED_COLUMNS}`,
    [JSON.stringify(kept)],
  )
  return row!
}

/** A write of a translation key's language another article holds, refused as the writer refuses it. */
function translationClash(error: unknown): never {
  const message = String((error as { message?: unknown })?.message ?? "")
  if (message.includes("articles_translation_key_locale_idx"))
    throw new ArchiveConflictError(
      "translation_key",
      "another article is already this translation's version in that language: unpublish or rename it first",
    )
  if (message.includes("articles_pkey"))
    throw new ArchiveConflictError("slug", "another article holds this article's id: it cannot be brought back")
  throw error
}

/** Runs `work` in one transaction and reports its changes after the commit, as `apply` does (decision 0016). */
async function writeReporting<T>(client: SqlClient, work: (query: SqlQuery, changes: ArticleChange[]) => Promise<T>): Promise<T> {
  const changes: ArticleChange[] = []
  const result = await client
    .transaction(async (query) => {
      const value = await work(query, changes)
      for (const change of changes) await query("select pg_notify($1, $2)", [CHANGE_CHANNEL, changePayload(change)])
      return value
    })
    .catch((error: unknown) => translationClash(error))
  for (const change of changes) reportChange({ kind: "article", change })
  return result
}

async function lockArticle(query: SqlQuery, slug: string, now: Date): Promise<StoredArticle | null> {
  const [row] = await query(`select ${STORED_COLUMNS} from articles where slug = $1 for update`, [slug])
  return row ? toStoredArticle(row, now) : null
}

/** A redirect's target once chains are followed (they are collapsed when written, so one step). */
async function finalTarget(query: SqlQuery, slug: string): Promise<string> {
  const [row] = await query("select to_slug from article_redirects where from_slug = $1", [slug])
  return row ? String(row.to_slug) : slug
}

/** Points `from` at `to` (collapsed), and every redirect that ended at `from` at `to` too. */
async function storeRedirect(query: SqlQuery, from: string, to: string, actor: string, now: Date) {
  const target = await finalTarget(query, to)
  if (target === from)
    throw new ArchiveConflictError(
      "to",
      to === from
        ? `a redirect from "${from}" to itself would be a loop`
        : `"${to}" already redirects to "${from}": a redirect from "${from}" to "${to}" would be a loop`,
    )
  await query(
    `insert into article_redirects (from_slug, to_slug, actor, created_at) values ($1, $2, $3, $4::timestamptz)
     on conflict (from_slug) do update set to_slug = excluded.to_slug, actor = excluded.actor, created_at = excluded.created_at`,
    [from, target, actor, now.toISOString()],
  )
  await query("update article_redirects set to_slug = $2 where to_slug = $1", [from, target])
  return target
}

/** Renames an article: its revisions follow it, the old slug answers 301 with the new one (Publisher.rename). */
export async function renameArticle(
  client: SqlClient,
  fromInput: unknown,
  toInput: unknown,
  options?: WriteOptions,
  now = new Date(),
): Promise<PublishOutcome> {
  const from = checkSlug("from", fromInput)
  const to = checkSlug("to", toInput)
  if (from === to) throw new PublishValidationError("to", `the article is already "${to}"`)
  const actor = actorOf(options)
  return writeReporting(client, async (query, changes) => {
    const existing = await lockArticle(query, from, now)
    if (!existing) throw new ArticleNotFoundError(from)
    const [holder] = await query("select title from articles where slug = $1", [to])
    if (holder) throw new ArchiveConflictError("to", `the slug "${to}" is taken by the article "${String(holder.title)}"`)
    await keepRevision(query, from, "rename", actor, now)
    // The revisions follow the article, numbered after any an earlier article of the new slug left.
    await query(
      `update article_revisions set slug = $2,
         revision = revision + (select coalesce(max(revision), 0) from article_revisions where slug = $2)
       where slug = $1`,
      [from, to],
    )
    const [row] = await query(
      `update articles set slug = $2, updated_at = $3::timestamptz where slug = $1 returning ${STORED_COLUMNS}`,
      [from, to, now.toISOString()],
    )
    await freeSlug(query, to)
    await storeRedirect(query, from, to, actor, now)
    await pruneTrash(query, now)
    const article = toStoredArticle(row!, now)
    changes.push({ slug: from, before: visible(existing), after: null }, { slug: to, before: null, after: visible(article) })
    return { slug: to, status: article.status, created: false, article }
  })
}

/** The archive over one SQL client (PGlite or PostgreSQL). */
export function sqlArchive(client: SqlClient): ArticleArchive {
  return {
    async history(slugInput) {
      const slug = checkSlug("slug", slugInput)
      const rows = await client.query(
        `select revision, event, actor, created_at, article->>'title' as title, article->>'status' as status,
           article->>'updated_at' as updated_at
         from article_revisions where slug = $1 order by revision desc`,
        [slug],
      )
      if (rows.length === 0) {
        const [held] = await client.query("select 1 from articles where slug = $1", [slug])
        if (!held) throw new ArticleNotFoundError(slug)
      }
      return rows.map((r) => ({
        revision: Number(r.revision),
        event: String(r.event),
        actor: String(r.actor),
        at: isoOf(r.created_at)!,
        title: String(r.title ?? ""),
        status: String(r.status ?? ""),
        updated_at: isoOf(r.updated_at),
      }))
    },

    async restore(slugInput, revision, options, now = new Date()) {
      const slug = checkSlug("slug", slugInput)
      if (!Number.isInteger(revision) || revision < 1)
        throw new PublishValidationError("revision", "revision must be a whole number from 1 (see `history`)")
      const actor = actorOf(options)
      return writeReporting(client, async (query, changes) => {
        const [kept] = await query("select article from article_revisions where slug = $1 and revision = $2", [slug, revision])
        if (!kept) throw new PublishValidationError("revision", `"${slug}" has no revision ${revision}`)
        const existing = await lockArticle(query, slug, now)
        if (existing) await keepRevision(query, slug, "restore", actor, now)
        const row = typeof kept.article === "string" ? (JSON.parse(kept.article) as Record<string, unknown>) : kept.article
        // Under the slug the article has now (a version from before a rename holds the old one); the
        // restored version is a change made now, and its modified date says so.
        const stored = await writeBack(query, { ...(row as Record<string, unknown>), slug, updated_at: now.toISOString() }, false)
        await freeSlug(query, slug)
        await pruneTrash(query, now)
        const article = toStoredArticle(stored, now)
        changes.push({ slug, before: visible(existing), after: visible(article) })
        return { slug, status: article.status, created: !existing, article }
      })
    },

    async trash(now = new Date()) {
      const rows = await client.query(
        `select slug, article->>'title' as title, article->>'locale' as locale, actor, deleted_at from article_trash
         where deleted_at >= $1::timestamptz order by deleted_at desc, slug`,
        [new Date(now.getTime() - TRASH_MS).toISOString()],
      )
      return rows.map((r) => {
        const deleted = isoOf(r.deleted_at)!
        return {
          slug: String(r.slug),
          title: String(r.title ?? ""),
          locale: String(r.locale ?? "en"),
          actor: String(r.actor),
          deleted_at: deleted,
          expires_at: new Date(Date.parse(deleted) + TRASH_MS).toISOString(),
        }
      })
    },

    async undelete(slugInput, _options, now = new Date()) {
      const slug = checkSlug("slug", slugInput)
      return writeReporting(client, async (query, changes) => {
        await pruneTrash(query, now)
        const [trashed] = await query("select article from article_trash where slug = $1 for update", [slug])
        if (!trashed) throw new PublishValidationError("slug", `the trash holds no article "${slug}"`)
        const [holder] = await query("select title from articles where slug = $1", [slug])
        if (holder)
          throw new ArchiveConflictError(
            "slug",
            `the slug "${slug}" was taken meanwhile by the article "${String(holder.title)}": rename or delete that one first`,
          )
        const row = typeof trashed.article === "string" ? JSON.parse(trashed.article) : trashed.article
        const stored = await writeBack(query, row as Record<string, unknown>, true)
        await query("delete from article_trash where slug = $1", [slug])
        await freeSlug(query, slug)
        const article = toStoredArticle(stored, now)
        changes.push({ slug, before: null, after: visible(article) })
        return { slug, status: article.status, created: true, article }
      })
    },

    async redirects() {
      const rows = await client.query("select from_slug, to_slug, actor, created_at from article_redirects order by from_slug")
      return rows.map((r) => ({
        from: String(r.from_slug),
        to: String(r.to_slug),
        actor: String(r.actor),
        created_at: isoOf(r.created_at)!,
      }))
    },

    async addRedirect(fromInput, toInput, options) {
      const from = checkSlug("from", fromInput)
      const to = checkSlug("to", toInput)
      const actor = actorOf(options)
      const now = new Date()
      return writeReporting(client, async (query) => {
        await lockSlug(query, from)
        const [holder] = await query("select title, status from articles where slug = $1", [from])
        if (holder)
          throw new ArchiveConflictError(
            "from",
            `"${from}" is the slug of the article "${String(holder.title)}" (${String(holder.status)}): a redirect from it would hide the article`,
          )
        const target = await storeRedirect(query, from, to, actor, now)
        return { from, to: target, actor, created_at: now.toISOString() }
      })
    },

    async removeRedirect(fromInput) {
      const from = checkSlug("from", fromInput)
      const removed = await client.query("delete from article_redirects where from_slug = $1 returning from_slug", [from])
      if (removed.length === 0) throw new PublishValidationError("from", `there is no redirect from "${from}"`)
    },
  }
}

/** Where the page of a slug with no article now is, or null: the final target of its redirect. */
export async function redirectTarget(query: SqlQuery, slug: string): Promise<string | null> {
  const [row] = await query("select to_slug from article_redirects where from_slug = $1", [slug])
  return row ? String(row.to_slug) : null
}
