import { UnrenderableBody, renderForWrite } from "#app/lib/render-for-write.server.ts"
import { type Article, type ArticleReader, STORED_COLUMNS, toArticle } from "./article.ts"
import { type ParsedPublishInput, publishInputSchema } from "./article-schema.ts"
import type { SqlClient, SqlQuery } from "./sql-client.ts"
import { localeInfo } from "#app/i18n/locales.ts"
import { type ArticleChange, CHANGE_CHANNEL, type Visible, changePayload, reportChange } from "./article-changes.server.ts"

/*
 * The one writer of articles (decision 0012). The publishing API, the articles CLI (directly or
 * through the running server's admin endpoint) and the seed all call `apply`; it checks the input
 * with publishInputSchema, renders Markdown and sanitises HTML, and stores the result in one
 * transaction. app/data/publish.server.ts re-exports it with the configured backend's publisher.
 */

export type ArticleStatus = "draft" | "scheduled" | "published"
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
}

/** A stored article; `status` is what a visitor sees now: a scheduled article whose time has come is "published". */
export type StoredArticle = Article & { status: ArticleStatus; tags: string[]; featured_image_alt: string | null }
export type PublishOutcome = { slug: string; status: ArticleStatus | "deleted"; created: boolean; article: StoredArticle | null }

/** A bad field: `field` names it, `message` says what is wrong. */
export class PublishValidationError extends Error {
  override name = "PublishValidationError"
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.field = field
  }
}

/** An event that needs a stored article (update, unpublish, delete) named a slug with none. */
export class ArticleNotFoundError extends PublishValidationError {
  override name = "ArticleNotFoundError"
  constructor(slug: string) {
    super("slug", `no article with slug "${slug}"`)
  }
}

/** The backend can't write (supabase via the anon key). */
export class ReadOnlyBackendError extends Error {
  override name = "ReadOnlyBackendError"
}

export const READ_ONLY_MESSAGE =
  "The supabase driver reads through the public anonymous key and cannot write: set DATABASE_URL to the project's Postgres connection string to publish"

export type WriteOptions = { actor?: string }

export interface Publisher {
  /** Validates `input` (throws PublishValidationError naming the field) and applies the event in one transaction. */
  apply(event: PublishEvent, input: unknown, now?: Date, options?: WriteOptions): Promise<PublishOutcome>
  /** Drafts and scheduled articles included. */
  get(slug: string): Promise<StoredArticle | null>
  /** Everything, newest first (undated drafts first). */
  list(): Promise<StoredArticle[]>
}

/** Checks a writer's input with the one schema; the first fault is thrown with its field. */
export function parsePublishInput(input: unknown): ParsedPublishInput {
  const parsed = publishInputSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const field = issue.path.length > 0 ? String(issue.path[0]) : "article"
  throw new PublishValidationError(field, issue.message)
}

function storedStatus(value: unknown): ArticleStatus {
  return value === "published" || value === "scheduled" ? value : "draft"
}

/** A row of our table as a StoredArticle, its status as seen at `now`. */
export function toStoredArticle(row: Record<string, unknown>, now = new Date()): StoredArticle {
  const article = toArticle(row)
  const stored = storedStatus(row.status)
  const live = article.published_at !== null && Date.parse(article.published_at) <= now.getTime()
  return {
    ...article,
    status: stored === "draft" || article.published_at === null ? "draft" : live ? "published" : "scheduled",
    tags: Array.isArray(row.tags) ? row.tags.map(String) : [],
    featured_image_alt: (row.featured_image_alt as string | null) ?? null,
  }
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

/** What a visitor sees of a stored article now: a scheduled one is not seen until its time. */
function visible(article: StoredArticle | null): Visible {
  return article?.status === "published" && article.published_at !== null
    ? { tags: article.tags, published_at: article.published_at, locale: article.locale, translation_key: article.translation_key }
    : null
}

async function store(query: SqlQuery, row: Row): Promise<Record<string, unknown>> {
  await checkTranslation(query, row)
  const [stored] = await query(
    `insert into articles (slug, title, meta_description, featured_image, featured_image_alt, content_markdown, content_html,
       published_at, published_url, status, tags, updated_at, locale, translation_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9, $10, array(select jsonb_array_elements_text(($11::text)::jsonb)), $12::timestamptz,
       $13, $14)
     on conflict (slug) do update set title = excluded.title, meta_description = excluded.meta_description,
       featured_image = excluded.featured_image, featured_image_alt = excluded.featured_image_alt,
       content_markdown = excluded.content_markdown, content_html = excluded.content_html,
       published_at = excluded.published_at, published_url = excluded.published_url, status = excluded.status,
       tags = excluded.tags, updated_at = excluded.updated_at, locale = excluded.locale, translation_key = excluded.translation_key
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
    ],
  )
  return stored!
}

/** The writer over our table, on PGlite or PostgreSQL. */
export function sqlPublisher(client: SqlClient): Publisher {
  return {
    async apply(event, input, now = new Date()) {
      if (!PUBLISH_EVENTS.includes(event))
        throw new PublishValidationError("event", `event must be one of ${PUBLISH_EVENTS.join(", ")}`)
      const parsed = parsePublishInput(input)
      // Rendering and sanitising take milliseconds (seconds for a 1 MB body): done before the transaction, which holds a row lock.
      const body = event === "delete" || event === "unpublish" ? null : await renderBody(parsed)
      let change: ArticleChange | null = null
      const outcome = await client
        .transaction(async (query): Promise<PublishOutcome> => {
          const [current] = await query(`select ${STORED_COLUMNS} from articles where slug = $1 for update`, [parsed.slug])
          const existing = current ? toStoredArticle(current, now) : null
          let result: PublishOutcome
          if (event === "delete") {
            if (!existing) throw new ArticleNotFoundError(parsed.slug)
            await query("delete from articles where slug = $1", [parsed.slug])
            result = { slug: parsed.slug, status: "deleted", created: false, article: null }
          } else {
            const row = nextRow(event, parsed, body, existing, current ? storedStatus(current.status) : null, now)
            const stored = await store(query, row)
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
      return outcome
    },
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
    featured_image_alt: null,
  })
  return {
    apply: () => Promise.reject(new ReadOnlyBackendError(READ_ONLY_MESSAGE)),
    get: async (slug) => {
      const article = await reader.getPublished(slug)
      return article && asStored(article)
    },
    list: async () => (await reader.listPublished()).map(asStored),
  }
}
