import { z } from "zod"
import { isImageSource } from "#app/lib/site-path.ts"
import { isValidSlug } from "./article.ts"
import { isLocale, locales } from "#app/i18n/locales.ts"
import { parseStrictDate } from "./strict-date.ts"
import { extraFieldsSchema } from "./article-extras.ts"

/*
 * The one set of rules every write of an article passes, whoever sends it: the publishing API,
 * the articles CLI and the seed (through parseArticleFile) and the running server's admin
 * endpoint all hand their input to the one writer, app/data/publisher.server.ts, which checks it
 * with publishInputSchema. README, "Publishing with the CLI", lists the limits.
 */

/** Each of content_markdown and content_html, in UTF-8 bytes: far above any article we publish (the longest seed is ~11 KB). */
export const MAX_ARTICLE_BODY_BYTES = 1_000_000
const MAX_TITLE_LENGTH = 200
const MAX_META_DESCRIPTION_LENGTH = 500
const MAX_URL_LENGTH = 2048
const MAX_ALT_LENGTH = 500
const MAX_TAGS = 20
const MAX_TAG_LENGTH = 50

const number = new Intl.NumberFormat("en-US")

// PostgreSQL's text cannot hold U+0000: refused here, with its field, rather than failing the write.
const text = (field: string) =>
  z.string({ message: `${field} must be text` }).refine((value) => !value.includes("\u0000"), {
    message: `${field} holds the character U+0000 (NUL), which an article cannot store: remove it`,
  })

const limited = (field: string, max: number) =>
  text(field).max(max, { message: `${field} is longer than ${number.format(max)} characters` })

const body = (field: string) =>
  text(field).refine((value) => Buffer.byteLength(value, "utf8") <= MAX_ARTICLE_BODY_BYTES, {
    error: (issue) =>
      `${field} is ${number.format(Buffer.byteLength(String(issue.input), "utf8"))} bytes, over the limit of ${number.format(MAX_ARTICLE_BODY_BYTES)} bytes (1 MB)`,
  })

/** An RFC 3339 date-time with a zone (app/data/strict-date.ts), as the instant in UTC: "2026-05-01T07:00:00.000Z". */
const date = (field: string) =>
  text(field).transform((value, ctx) => {
    const parsed = parseStrictDate(value)
    if (parsed instanceof Date) return parsed.toISOString()
    ctx.addIssue({ code: "custom", message: `${field} "${value.slice(0, 80)}" ${parsed}` })
    return z.NEVER
  })

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false
  const url = new URL(value)
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
}

const imageUrl = limited("featured_image", MAX_URL_LENGTH).refine(isImageSource, {
  message: "featured_image must be a site path (/media/…) or an https URL",
})

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

const tag = text("tags")
  .transform((t) => t.trim())
  .refine((t) => t !== "", { message: "tags must not be empty" })
  .refine((t) => t.length <= MAX_TAG_LENGTH, { message: `tags must be at most ${MAX_TAG_LENGTH} characters each` })
  .refine((t) => !CONTROL.test(t), { message: "tags must not hold control characters" })

/** The article's language: one of the site's six (app/i18n/locales.ts). */
const locale = z.unknown().superRefine((value, ctx) => {
  if (!isLocale(value))
    ctx.addIssue({
      code: "custom",
      message:
        typeof value === "string"
          ? `locale "${value.slice(0, 40)}" is not one of the site's languages: ${locales.join(", ")}`
          : `locale must be one of the site's languages: ${locales.join(", ")}`,
    })
}) as unknown as z.ZodType<(typeof locales)[number]>

/** Shared by an article's translations: written like a slug (often the English version's slug). */
const translationKey = (field: string) =>
  text(field).refine(isValidSlug, {
    error: (issue) =>
      `invalid ${field} "${String(issue.input).slice(0, 80)}": use lowercase letters, digits and single hyphens (e.g. the English version's slug)`,
  })

/**
 * One article as a writer sends it: SPEC §3's fields (only `slug` is always required; what
 * else an event needs, publisher.server.ts decides), `featured_image` as a URL or `{ url, alt }`,
 * and optional `tags` and `updated_at`. Fields it does not know are ignored. Each message names its field.
 */
export const publishInputSchema = z
  .object(
    {
      slug: text("slug").refine(isValidSlug, {
        error: (issue) => `invalid slug "${String(issue.input).slice(0, 80)}": use lowercase letters, digits and single hyphens`,
      }),
      title: text("title")
        .refine((title) => title.trim() !== "", { message: "title is required" })
        .refine((title) => title.length <= MAX_TITLE_LENGTH, { message: `title is longer than ${MAX_TITLE_LENGTH} characters` })
        .optional(),
      meta_description: limited("meta_description", MAX_META_DESCRIPTION_LENGTH).nullish(),
      featured_image: z
        .union([imageUrl, z.object({ url: imageUrl, alt: limited("featured_image.alt", MAX_ALT_LENGTH).nullish() })], {
          error: (issue) =>
            issue.code === "invalid_union" && issue.errors.every((e) => e[0]?.code === "invalid_type")
              ? "featured_image must be a URL or { url, alt }"
              : undefined,
        })
        .nullish(),
      featured_image_alt: limited("featured_image_alt", MAX_ALT_LENGTH).nullish(),
      content_markdown: body("content_markdown").nullish(),
      content_html: body("content_html").nullish(),
      published_at: date("published_at").nullish(),
      published_url: limited("published_url", MAX_URL_LENGTH)
        .refine(isHttpUrl, { message: "published_url must be an http(s) URL" })
        .nullish(),
      tags: z
        .array(tag, { message: "tags must be a list of text" })
        .max(MAX_TAGS, { message: `tags holds more than ${MAX_TAGS} tags` })
        .optional(),
      updated_at: date("updated_at").optional(),
      // Its language and its translations' shared key (migration 0003). An article that never names
      // them is English with no translations; a later write that leaves them out keeps them.
      locale: locale.optional(),
      translation_key: translationKey("translation_key").nullish(),
      translationKey: translationKey("translationKey").nullish(),
      // Migration 0008's per-article fields: canonical_url, social_title, social_image, author_name, faq.
      ...extraFieldsSchema,
    },
    { message: "an article must be a JSON object" },
  )
  .transform(({ translationKey, ...article }, ctx) => {
    // Either spelling of the key; both at once must agree.
    if (translationKey !== undefined && article.translation_key !== undefined && translationKey !== article.translation_key) {
      ctx.addIssue({
        code: "custom",
        path: ["translation_key"],
        message: "translation_key and translationKey differ: send one of them",
      })
      return z.NEVER
    }
    return { ...article, translation_key: article.translation_key !== undefined ? article.translation_key : translationKey }
  })

export type ParsedPublishInput = z.output<typeof publishInputSchema>
