import { nextExtras } from "#app/data/article-extras.ts"
import { publishInputSchema } from "#app/data/article-schema.ts"
import { isValidSlug } from "#app/data/article.ts"
import type { WriterErrors } from "../../server/server-entry.ts"
import {
  ArticleNotFoundError,
  type ArticleStatus,
  type Publisher,
  type PublishEvent,
  PublishValidationError,
  ReadOnlyBackendError,
  SlugConflictError,
  StaleWriteError,
  type StoredArticle,
  WriteConflictError,
} from "#app/data/publish.server.ts"

/*
 * A Publisher for the API's tests: an in-memory table that checks its input with the repo's article
 * schema (plus the API's `featured_image: { url, alt }` and `tags`) and keeps the article it would
 * store. It does not sanitise or render Markdown: the real writer (app/data/publish.server.ts) does,
 * and the tests that need that run against it.
 */

/**
 * The writer's refusal classes as the tests' own module graph (the source) has them: the server
 * matches a publisher's errors with the classes of the graph that made it, and a publisher made in
 * a test (this double, or sqlPublisher) throws these, not the build's.
 */
export const sourceWriterErrors: WriterErrors = {
  ArticleNotFoundError,
  PublishValidationError,
  ReadOnlyBackendError,
  WriteConflictError,
  SlugConflictError,
  StaleWriteError,
}

type Row = Record<string, unknown>
const isRow = (value: unknown): value is Row => typeof value === "object" && value !== null && !Array.isArray(value)

function checked(input: Row, existing: StoredArticle | undefined, now: Date): Omit<StoredArticle, "status"> {
  // The fields' own rules are the real writer's schema; what an event needs on top is checked here.
  const parsed = publishInputSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new PublishValidationError(String(issue.path[0] ?? "article"), issue.message)
  }
  const a = parsed.data
  // A field sent replaces the stored one, null included; a field left out keeps it.
  const field = <K extends keyof typeof a & keyof StoredArticle>(name: K, fallback: StoredArticle[K] | undefined) =>
    a[name] !== undefined ? a[name] : (existing?.[name] ?? fallback)
  let featured_image = a.featured_image !== undefined ? a.featured_image : (existing?.featured_image ?? null)
  let featured_image_alt = a.featured_image_alt !== undefined ? a.featured_image_alt : (existing?.featured_image_alt ?? null)
  if (featured_image !== null && typeof featured_image === "object") {
    featured_image_alt = featured_image.alt ?? null
    featured_image = featured_image.url
  }
  const title = field("title", undefined)
  if (typeof title !== "string") throw new PublishValidationError("title", "title is required")
  const content_markdown = field("content_markdown", "") ?? ""
  const content_html = field("content_html", "") ?? ""
  if (content_markdown.trim() === "" && content_html.trim() === "")
    throw new PublishValidationError("content_markdown", "the article has no body (content_markdown is empty)")
  const stamp = now.toISOString()
  return {
    slug: a.slug,
    title,
    meta_description: field("meta_description", null) ?? null,
    featured_image: featured_image ?? null,
    featured_image_alt: featured_image_alt ?? null,
    content_markdown,
    content_html,
    published_at: field("published_at", null) ?? null,
    published_url: field("published_url", null) ?? null,
    id: existing?.id ?? a.slug,
    created_at: existing?.created_at ?? stamp,
    updated_at: stamp,
    tags: a.tags ?? existing?.tags ?? [],
    locale: a.locale ?? existing?.locale ?? "en",
    translation_key: a.translation_key !== undefined ? a.translation_key : (existing?.translation_key ?? null),
    ...nextExtras(a, existing ?? null),
  }
}

export function recordingPublisher(options: { readOnly?: boolean } = {}) {
  const rows = new Map<string, StoredArticle>()
  /** One entry a write that reached the table. */
  const writes: { event: PublishEvent; slug: string }[] = []

  const publisher: Publisher = {
    async apply(event, input, now = new Date()) {
      if (options.readOnly) throw new ReadOnlyBackendError("The supabase driver cannot write")
      if (!isRow(input)) throw new PublishValidationError("article", "article must be an object")
      const slug = input.slug
      if (typeof slug !== "string" || !isValidSlug(slug)) throw new PublishValidationError("slug", "invalid slug")
      const existing = rows.get(slug)
      if (event === "delete" || event === "unpublish" || event === "update") {
        if (!existing) throw new PublishValidationError("slug", `no article with the slug "${slug}"`)
      }
      if (event === "delete") {
        rows.delete(slug)
        writes.push({ event, slug })
        return { slug, status: "deleted", created: false, article: null }
      }
      const article = checked(event === "unpublish" ? { slug } : input, existing, now)
      let status: ArticleStatus
      if (event === "publish") {
        article.published_at ??= now.toISOString()
        status = Date.parse(article.published_at) > now.getTime() ? "scheduled" : "published"
      } else if (event === "schedule") {
        if (article.published_at === null || Date.parse(article.published_at) <= now.getTime())
          throw new PublishValidationError("published_at", "schedule needs a published_at in the future")
        status = "scheduled"
      } else if (event === "update") status = existing!.status
      else status = "draft"
      const stored: StoredArticle = { ...article, status }
      rows.set(slug, stored)
      writes.push({ event, slug })
      return { slug, status, created: !existing, article: stored }
    },
    get: async (slug) => rows.get(slug) ?? null,
    list: async () => [...rows.values()],
    async rename(from, to) {
      if (options.readOnly) throw new ReadOnlyBackendError("The supabase driver cannot write")
      const existing = rows.get(from)
      if (!existing) throw new PublishValidationError("slug", `no article with the slug "${from}"`)
      if (!isValidSlug(to) || rows.has(to)) throw new PublishValidationError("to", `"${to}" cannot be taken`)
      rows.delete(from)
      const article = { ...existing, slug: to }
      rows.set(to, article)
      return { slug: to, status: article.status, created: false, article }
    },
  }
  return { publisher, rows, writes }
}
