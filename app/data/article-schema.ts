import { z } from "zod"
import { isImageSource } from "#app/lib/site-path.ts"
import { type ArticleInput, isValidSlug } from "./article.ts"

/*
 * The one set of rules every write of an article passes, whoever sends it: the
 * articles CLI and the seed (through parseArticleFile) and the running server's
 * admin endpoint (app/data/drivers/pglite-admin.server.ts). README, "Scripts", lists the limits.
 */

/** Each of content_markdown and content_html, in UTF-8 bytes: far above any article we publish (the longest seed is ~12 KB). */
export const MAX_ARTICLE_BODY_BYTES = 1_000_000
const MAX_TITLE_LENGTH = 200
const MAX_META_DESCRIPTION_LENGTH = 500
const MAX_URL_LENGTH = 2048

const number = new Intl.NumberFormat("en-US")

const text = (field: string) => z.string({ message: `${field} must be text` })

const nullableText = (field: string, max: number) =>
  text(field)
    .max(max, { message: `${field} is longer than ${number.format(max)} characters` })
    .nullable()

const body = (field: string) =>
  text(field).refine((value) => Buffer.byteLength(value, "utf8") <= MAX_ARTICLE_BODY_BYTES, {
    error: (issue) =>
      `${field} is ${number.format(Buffer.byteLength(String(issue.input), "utf8"))} bytes, over the limit of ${number.format(MAX_ARTICLE_BODY_BYTES)} bytes (1 MB)`,
  })

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false
  const url = new URL(value)
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
}

/** One article as a writer sends it (`ArticleInput`); each message names its field. */
export const articleInputSchema = z.object({
  slug: text("slug").refine(isValidSlug, {
    error: (issue) => `invalid slug "${String(issue.input).slice(0, 80)}": use lowercase letters, digits and single hyphens`,
  }),
  title: text("title")
    .refine((title) => title.trim() !== "", { message: "title is required" })
    .refine((title) => title.length <= MAX_TITLE_LENGTH, { message: `title is longer than ${MAX_TITLE_LENGTH} characters` }),
  meta_description: nullableText("meta_description", MAX_META_DESCRIPTION_LENGTH),
  featured_image: nullableText("featured_image", MAX_URL_LENGTH).refine((v) => v === null || isImageSource(v), {
    message: "featured_image must be a site path (/media/…) or an https URL",
  }),
  content_markdown: body("content_markdown").refine((v) => v.trim() !== "", {
    message: "the article has no body (content_markdown is empty)",
  }),
  content_html: body("content_html"),
  published_at: text("published_at")
    .nullable()
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), {
      error: (issue) => `published_at "${String(issue.input).slice(0, 80)}" is not a valid date (use e.g. 2026-05-01T09:00:00Z)`,
    }),
  published_url: nullableText("published_url", MAX_URL_LENGTH).refine((v) => v === null || isHttpUrl(v), {
    message: "published_url must be an http(s) URL",
  }),
}) satisfies z.ZodType<ArticleInput>

export type ArticleCheck = { ok: true; article: ArticleInput } | { ok: false; error: string }

/** Checks a would-be article; on failure, one line naming every field at fault. */
export function checkArticleInput(value: unknown): ArticleCheck {
  const parsed = articleInputSchema.safeParse(value)
  if (parsed.success) return { ok: true, article: parsed.data }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return { ok: false, error: "an article must be a JSON object" }
  return { ok: false, error: parsed.error.issues.map((issue) => issue.message).join("; ") }
}
