import { UnrenderableBody, renderForWrite } from "#app/lib/render-for-write.server.ts"
import { imageWarnings } from "./image-warnings.server.ts"
import { type Article, type ArticleReader, STORED_COLUMNS } from "./article.ts"
import { type ParsedPublishInput, publishInputSchema } from "./article-schema.ts"
import type { SqlClient, SqlQuery } from "./sql-client.ts"
import { localeInfo } from "#app/i18n/locales.ts"
import { type ArticleChange, CHANGE_CHANNEL, WRITER_SETTING, changePayload, reportChange } from "./article-changes.server.ts"
import { type FaqItem, extrasOf, nextExtras } from "./article-extras.ts"
import { fixedArticleHolding } from "./fixed-slugs.server.ts"
import { CLOCK_SKEW_MS, parseStrictDate } from "./strict-date.ts"
import { type ArticleArchive, keepWritten, renameArticle, sqlArchive } from "./article-archive.server.ts"
import {
  type ArticleStatus,
  type PublishOutcome,
  type StoredArticle,
  type WriteOptions,
  storedStatus,
  toStoredArticle,
  visible,
} from "./stored-article.ts"
import {
  ArticleNotFoundError,
  type FieldProblem,
  PublishValidationError,
  READ_ONLY_MESSAGE,
  ReadOnlyBackendError,
  SlugConflictError,
  StaleWriteError,
} from "./write-errors.ts"

/*
 * The one writer of articles (decision 0012). The publishing API, the articles CLI (directly or
 * through the running server's admin endpoint) and the seed all call `apply`; it checks the input
 * with publishInputSchema, renders Markdown and sanitises HTML, and stores the result in one
 * transaction. app/data/publish.server.ts re-exports it with the configured backend's publisher.
 * What a write answers (stored-article.ts) and its refusals (write-errors.ts) stand below it, so
 * that its archive uses them too; it hands them on, and its callers take them from here.
 */
export * from "./stored-article.ts"
export * from "./write-errors.ts"

export type PublishEvent = "publish" | "schedule" | "draft" | "update" | "unpublish" | "delete"
export const PUBLISH_EVENTS: readonly PublishEvent[] = ["publish", "schedule", "draft", "update", "unpublish", "delete"]

/** What a writer sends: SPEC §3's fields; featured_image as a URL or { url, alt }; optional tags and updated_at. */
export type PublishInput = {
  slug: string
  title?: string
  meta_description?: string | null
  featured_image?: string | { url: string; alt?: string | null } | null
  /** The featured image's alt text when featured_image is given as a plain URL (the CLI's frontmatter). */
  featured_image_alt?: string | null
  content_markdown?: string | null
  content_html?: string | null
  published_at?: string | null
  published_url?: string | null
  tags?: string[]
  updated_at?: string
  /** Its language (one of app/i18n/locales.ts's); English when a new article leaves it out, unchanged when an update does. */
  locale?: string
  /** Shared by the articles that translate each other, one per language; `translationKey` is accepted too. */
  translation_key?: string | null
  translationKey?: string | null
  // Migration 0008's per-article fields (app/data/article-extras.ts); left out, an update keeps them; null removes one.
  canonical_url?: string | null
  social_title?: string | null
  social_image?: string | null
  author_name?: string | null
  faq?: FaqItem[] | null
}

export interface Publisher {
  /**
   * Validates `input` (throws PublishValidationError listing every bad field), refuses a conflict
   * (WriteConflictError: a slug another article holds, an older version) and applies the event in one transaction.
   */
  apply(event: PublishEvent, input: unknown, now?: Date, options?: WriteOptions): Promise<PublishOutcome>
  /** Gives the article `from` the slug `to` (keeping a revision); the old slug answers 301 with the new one. */
  rename(from: string, to: string, options?: WriteOptions): Promise<PublishOutcome>
  /** Revisions, trash and redirects (app/data/article-archive.server.ts); absent where nothing can be written. */
  archive?: ArticleArchive
  /** Drafts and scheduled articles included. */
  get(slug: string): Promise<StoredArticle | null>
  /** Everything, newest first (undated drafts first). */
  list(): Promise<StoredArticle[]>
}

/** An `updated_at` ahead of the server's clock by more than CLOCK_SKEW_MS, as a problem; a future one would become the article's modified date. */
function futureUpdate(input: unknown, now: Date): FieldProblem[] {
  const sent = (input as { updated_at?: unknown } | null)?.updated_at
  const at = typeof sent === "string" ? parseStrictDate(sent) : null
  if (!(at instanceof Date) || at.getTime() <= now.getTime() + CLOCK_SKEW_MS) return []
  return [
    {
      field: "updated_at",
      message: `updated_at "${sent}" is in the future (the server's time is ${now.toISOString()}; clocks may differ by ${CLOCK_SKEW_MS / 60_000} minutes)`,
    },
  ]
}

/** Checks a writer's input with the one schema at `now`; every fault is thrown at once, each with its field. */
export function parsePublishInput(input: unknown, now = new Date()): ParsedPublishInput {
  const parsed = publishInputSchema.safeParse(input)
  const problems: FieldProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: issue.path.length > 0 ? String(issue.path[0]) : "article",
        message: issue.message,
      }))
  problems.push(...futureUpdate(input, now))
  if (parsed.success && problems.length === 0) return parsed.data
  throw new PublishValidationError(problems[0]!.field, problems[0]!.message, problems)
}

/** A fixed article's slug is refused in any language, except to unpublish or delete a stored article that holds it. */
function checkFixedSlug(event: PublishEvent, slug: string) {
  const fixed = fixedArticleHolding(slug)
  if (fixed && event !== "unpublish" && event !== "delete") throw new SlugConflictError({ ...fixed, fixed: true })
}

/**
 * Refuses a write that would lose the stored article: one naming another language (slugs are
 * unique across languages), or one carrying an `updated_at` older than the stored one.
 */
function checkConflicts(input: ParsedPublishInput, existing: StoredArticle | null) {
  if (!existing) return
  if (input.locale !== undefined && input.locale !== existing.locale)
    throw new SlugConflictError({ slug: existing.slug, locale: existing.locale, title: existing.title, fixed: false })
  if (input.updated_at !== undefined && Date.parse(input.updated_at) < Date.parse(existing.updated_at))
    throw new StaleWriteError(existing.slug, input.updated_at, existing.updated_at)
}

/** The body's safe HTML, rendered off the event loop; a body that can't be is a bad `field`. */
async function rendered(field: "content_markdown" | "content_html", text: string): Promise<string> {
  try {
    return await renderForWrite(field === "content_markdown" ? "markdown" : "html", text)
  } catch (error) {
    if (error instanceof UnrenderableBody) throw new PublishValidationError(field, `${field} ${error.message}`)
    throw error
  }
}

/** The body as stored: both columns replaced whenever either is given; HTML always sanitised. */
async function renderBody(input: ParsedPublishInput): Promise<{ markdown: string; html: string } | null> {
  const markdown = input.content_markdown ?? null
  const html = input.content_html ?? null
  if (markdown === null && html === null) return null
  if (html !== null && html.trim() !== "") {
    const clean = await rendered("content_html", html)
    if (clean.trim() === "")
      throw new PublishValidationError("content_html", "content_html holds nothing that can be shown once sanitised")
    return { markdown: markdown ?? "", html: clean }
  }
  if (markdown === null || markdown.trim() === "")
    throw new PublishValidationError("content_markdown", "the article has no body (content_markdown and content_html are empty)")
  return { markdown: markdown.trim(), html: await rendered("content_markdown", markdown) }
}

function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>()
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()))
}

const iso = (value: string) => new Date(value).toISOString()

/** The article's next row, or an error naming the field an event misses. */
function nextRow(
  event: Exclude<PublishEvent, "delete">,
  input: ParsedPublishInput,
  body: Awaited<ReturnType<typeof renderBody>>,
  existing: StoredArticle | null,
  rawStatus: ArticleStatus | null,
  now: Date,
) {
  if (!existing && (event === "update" || event === "unpublish")) throw new ArticleNotFoundError(input.slug)
  const given = input.published_at === undefined ? undefined : input.published_at === null ? null : iso(input.published_at)
  const future = (at: string | null) => at !== null && Date.parse(at) > now.getTime()
  let publishedAt: string | null
  let status: ArticleStatus
  switch (event) {
    case "publish":
      // Publishing an article that is already live again keeps its date; a future date schedules it.
      publishedAt = given ?? (existing?.status === "published" ? existing.published_at : null) ?? now.toISOString()
      status = future(publishedAt) ? "scheduled" : "published"
      break
    case "schedule":
      publishedAt = given === undefined ? (existing?.published_at ?? null) : given
      if (!future(publishedAt)) throw new PublishValidationError("published_at", "schedule needs a published_at in the future")
      status = "scheduled"
      break
    case "draft":
      publishedAt = given === undefined ? (existing?.published_at ?? null) : given
      status = "draft"
      break
    case "update":
      publishedAt = given === undefined ? existing!.published_at : given
      status = rawStatus ?? "draft"
      if (status !== "draft" && publishedAt === null)
        throw new PublishValidationError(
          "published_at",
          "a published or scheduled article needs a published_at; unpublish it instead",
        )
      break
    case "unpublish":
      // Back to draft and nothing else: the row, its date and its content stay for the next publish.
      return { ...existing!, status: "draft" as const, updated_at: input.updated_at ? iso(input.updated_at) : now.toISOString() }
  }
  const title = input.title ?? existing?.title
  if (title === undefined) throw new PublishValidationError("title", "title is required")
  const markdown = body?.markdown ?? existing?.content_markdown
  const html = body?.html ?? existing?.content_html
  if (markdown === undefined || html === undefined)
    throw new PublishValidationError("content_markdown", "the article has no body (give content_markdown or content_html)")
  let image = existing?.featured_image ?? null
  let alt = existing?.featured_image_alt ?? null
  if (input.featured_image === null) [image, alt] = [null, null]
  else if (typeof input.featured_image === "string") {
    alt = input.featured_image === image ? alt : null
    image = input.featured_image
  } else if (input.featured_image) [image, alt] = [input.featured_image.url, input.featured_image.alt ?? null]
  if (input.featured_image_alt !== undefined) alt = input.featured_image_alt
  return {
    slug: input.slug,
    title,
    meta_description: input.meta_description === undefined ? (existing?.meta_description ?? null) : input.meta_description,
    featured_image: image,
    featured_image_alt: image === null ? null : alt,
    content_markdown: markdown,
    content_html: html,
    published_at: publishedAt,
    published_url: input.published_url === undefined ? (existing?.published_url ?? null) : input.published_url,
    status,
    tags: input.tags === undefined ? (existing?.tags ?? []) : uniqueTags(input.tags),
    updated_at: input.updated_at ? iso(input.updated_at) : now.toISOString(),
    locale: input.locale ?? existing?.locale ?? "en",
    translation_key: input.translation_key === undefined ? (existing?.translation_key ?? null) : input.translation_key,
    ...nextExtras(input, existing),
  }
}

/** The unique index of migration 0003 on (translation_key, locale). */
const TRANSLATION_INDEX = "articles_translation_key_locale_idx"

/** Two versions of one article in one language: the second is refused, naming the first. */
function translationTaken(row: { locale: Row["locale"]; translation_key: string | null }, slug: string | null) {
  const language = localeInfo[row.locale].name
  return new PublishValidationError(
    "translation_key",
    `${slug ? `the article "${slug}"` : "another article"} is already the ${language} (${row.locale}) version of translation_key "${row.translation_key}": an article has one version per language`,
  )
}

/** Refuses a row whose translation key already has an article in its language (the index would too, less clearly). */
async function checkTranslation(query: SqlQuery, row: Row) {
  if (row.translation_key === null) return
  const [other] = await query("select slug from articles where translation_key = $1 and locale = $2 and slug <> $3", [
    row.translation_key,
    row.locale,
    row.slug,
  ])
  if (other) throw translationTaken(row, String(other.slug))
}

type Row = ReturnType<typeof nextRow>

/**
 * Stores the row. The upsert replaces a row only in the same language and, when the write carries
 * its own `updated_at` (`dated`), only an older one: a row another writer stored between our read
 * and our write (a first publish of the slug in another language, a newer version) is refused.
 */
async function store(query: SqlQuery, row: Row, dated: boolean): Promise<Record<string, unknown>> {
  await checkTranslation(query, row)
  const [stored] = await query(
    `insert into articles (slug, title, meta_description, featured_image, featured_image_alt, content_markdown, content_html,
       published_at, published_url, status, tags, updated_at, locale, translation_key,
       canonical_url, social_title, social_image, author_name, faq)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9, $10, array(select jsonb_array_elements_text(($11::text)::jsonb)), $12::timestamptz,
       $13, $14,
       $15, $16, $17, $18, ($19::text)::jsonb)
     on conflict (slug) do update set title = excluded.title, meta_description = excluded.meta_description,
       featured_image = excluded.featured_image, featured_image_alt = excluded.featured_image_alt,
       content_markdown = excluded.content_markdown, content_html = excluded.content_html,
       published_at = excluded.published_at, published_url = excluded.published_url, status = excluded.status,
       tags = excluded.tags, updated_at = excluded.updated_at, locale = excluded.locale, translation_key = excluded.translation_key,
       canonical_url = excluded.canonical_url, social_title = excluded.social_title, social_image = excluded.social_image,
       author_name = excluded.author_name, faq = excluded.faq
     where articles.locale = excluded.locale
       and (not $20::boolean or date_trunc('milliseconds', articles.updated_at) <= excluded.updated_at)
     returning ${STORED_COLUMNS}, (xmax = 0) as inserted`,
    [
      row.slug,
      row.title,
      row.meta_description,
      row.featured_image,
      row.featured_image_alt,
      row.content_markdown,
      row.content_html,
      row.published_at,
      row.published_url,
      row.status,
      JSON.stringify(row.tags),
      row.updated_at,
      row.locale,
      row.translation_key,
      // Migration 0008's fields.
      row.canonical_url,
      row.social_title,
      row.social_image,
      row.author_name,
      JSON.stringify(row.faq),
      dated,
    ],
  )
  if (stored) return stored
  // The upsert's condition refused it: the row it met says which conflict.
  const [holder] = await query(`select ${STORED_COLUMNS} from articles where slug = $1`, [row.slug])
  const other = toStoredArticle(holder!)
  if (other.locale !== row.locale)
    throw new SlugConflictError({ slug: other.slug, locale: other.locale, title: other.title, fixed: false })
  throw new StaleWriteError(other.slug, row.updated_at, other.updated_at)
}

/** The writer over our table, on PGlite or PostgreSQL. */
export function sqlPublisher(client: SqlClient): Publisher {
  return {
    async apply(event, input, now = new Date(), options) {
      if (!PUBLISH_EVENTS.includes(event))
        throw new PublishValidationError("event", `event must be one of ${PUBLISH_EVENTS.join(", ")}`)
      const parsed = parsePublishInput(input, now)
      checkFixedSlug(event, parsed.slug)
      // Rendering and sanitising take milliseconds (seconds for a 1 MB body): done before the transaction, which holds a row lock.
      const body = event === "delete" || event === "unpublish" ? null : await renderBody(parsed)
      let change: ArticleChange | null = null
      const outcome = await client
        .transaction(async (query): Promise<PublishOutcome> => {
          // Migration 0007's trigger stays quiet: this transaction notifies its own change below.
          await query("select set_config($1, 'on', true)", [WRITER_SETTING])
          const [current] = await query(`select ${STORED_COLUMNS} from articles where slug = $1 for update`, [parsed.slug])
          const existing = current ? toStoredArticle(current, now) : null
          checkConflicts(parsed, existing)
          let result: PublishOutcome
          if (event === "delete") {
            if (!existing) throw new ArticleNotFoundError(parsed.slug)
            await keepWritten(query, parsed.slug, event, existing, now, options)
            result = { slug: parsed.slug, status: "deleted", created: false, article: null }
          } else {
            const row = nextRow(event, parsed, body, existing, current ? storedStatus(current.status) : null, now)
            await keepWritten(query, parsed.slug, event, existing, now, options)
            const stored = await store(query, row, parsed.updated_at !== undefined)
            const article = toStoredArticle(stored, now)
            result = { slug: article.slug, status: article.status, created: stored.inserted === true, article }
          }
          // Other server processes on this database hear the change when it commits, and only then.
          change = { slug: parsed.slug, before: visible(existing), after: visible(result.article) }
          await query("select pg_notify($1, $2)", [CHANGE_CHANNEL, changePayload(change)])
          return result
        })
        .catch((error: unknown) => {
          // Another writer stored the same language's version of the key between our check and our write.
          if (String((error as { message?: unknown })?.message ?? "").includes(TRANSLATION_INDEX))
            throw translationTaken({ locale: parsed.locale ?? "en", translation_key: parsed.translation_key ?? null }, null)
          throw error
        })
      // Committed: this process's page cache forgets what the change made stale (decision 0016).
      if (change) reportChange({ kind: "article", change })
      const warnings = outcome.article ? imageWarnings(outcome.article) : []
      return warnings.length > 0 ? { ...outcome, warnings } : outcome
    },
    rename: (from, to, options) => renameArticle(client, from, to, options),
    archive: sqlArchive(client),
    async get(slug) {
      const [row] = await client.query(`select ${STORED_COLUMNS} from articles where slug = $1`, [slug])
      return row ? toStoredArticle(row) : null
    },
    async list() {
      const rows = await client.query(`select ${STORED_COLUMNS} from articles order by published_at desc nulls first, slug`)
      const now = new Date()
      return rows.map((row) => toStoredArticle(row, now))
    },
  }
}

/** A backend read with the anonymous key: it shows what the site shows, and refuses every write. */
export function readOnlyPublisher(reader: ArticleReader): Publisher {
  const asStored = (article: Article): StoredArticle => ({
    ...article,
    status: "published",
    tags: [],
    featured_image_alt: article.featured_image_alt ?? null,
    ...extrasOf(article),
  })
  return {
    apply: () => Promise.reject(new ReadOnlyBackendError(READ_ONLY_MESSAGE)),
    rename: () => Promise.reject(new ReadOnlyBackendError(READ_ONLY_MESSAGE)),
    get: async (slug) => {
      const article = await reader.getPublished(slug)
      return article && asStored(article)
    },
    list: async () => (await reader.listPublished()).map(asStored),
  }
}
