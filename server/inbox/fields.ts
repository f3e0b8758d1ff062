import type { PublishEvent, PublishInput } from "#app/data/publisher.server.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"

/*
 * What every adapter shares: a transliterating slug, the services' language codes onto our six,
 * and one article of a service as the one writer's input.
 */

/** Letters NFKD does not take apart into a base letter and a mark. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŧ: "t",
}

/** German writes its umlauts so when it drops the marks: "Größe zählt" → `groesse-zaehlt`, not `grosse-zahlt`. */
const GERMAN: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue" }

/**
 * A slug from a title: "Ünïcode Straße & Co." → "unicode-strasse-co"; "" when nothing is left.
 * In a German article (`locale` "de") the umlauts become ae, oe and ue.
 */
export function slugify(title: string, locale?: Locale | null): string {
  const lower = title.toLowerCase().normalize("NFC")
  const plain = (locale === "de" ? lower.replace(/[äöü]/g, (letter) => GERMAN[letter]!) : lower)
    .replace(/[ßæœøłđðþıħŧ]/g, (letter) => LETTERS[letter]!)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
  const slug = plain
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
  return slug.replace(/-+$/, "")
}

export class UnsupportedLanguage extends Error {
  override name = "UnsupportedLanguage"
}

/** A service's language code as one of our six: `pt`, `pt-BR`, `pt_br` → pt-br; `en-US` → en; null when none was given. */
export function languageOf(code: unknown): Locale | null {
  if (code === undefined || code === null || code === "") return null
  if (typeof code !== "string") throw new UnsupportedLanguage(`the language ${JSON.stringify(code)} is not a language code`)
  const normal = code.trim().toLowerCase().replace(/_/g, "-")
  const base = normal.split("-")[0]!
  if (base === "pt") return "pt-br"
  if ((locales as readonly string[]).includes(base)) return base as Locale
  throw new UnsupportedLanguage(`the language "${code.slice(0, 40)}" is not one this site publishes in (${locales.join(", ")})`)
}

/** One article as a service sent it, already under our names. */
export type Item = {
  /** The service's own id for the article, when it sends one. */
  providerId: string | null
  /** publish (live) or draft, or an event of the signed API's. */
  event: PublishEvent
  input: Omit<PublishInput, "slug"> & { slug?: string }
  /** The language as sent, for the 422 that names it. */
  language: unknown
  /** The service's version of the article (its updated time), part of the delivery's id when there is no delivery header. */
  version: string | null
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined)
const first = (record: Record<string, unknown>, names: string[]) => {
  for (const name of names) if (record[name] !== undefined && record[name] !== null) return record[name]
  return undefined
}

/** Tags as a list of strings: a list, or one comma-separated string. */
function tagsOf(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [value]
  return list
    .map((tag) => (typeof tag === "string" ? tag : isObject(tag) ? text(tag.name) : undefined))
    .filter((tag): tag is string => tag !== undefined && tag.trim() !== "")
    .map((tag) => tag.trim())
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The event a service's item asks for: a draft when it says so, live otherwise. */
function eventOf(record: Record<string, unknown>): PublishEvent {
  const status = text(first(record, ["status", "post_status", "state"]))?.toLowerCase()
  if (status === "draft" || record.draft === true || record.published === false || record.publish === false) return "draft"
  return "publish"
}

/** The names each field goes by across the services (docs/publishing.md has the table per service). */
const NAMES = {
  id: ["id", "article_id", "articleId", "post_id", "postId"],
  title: ["title", "name"],
  slug: ["slug"],
  html: ["content_html", "contentHtml", "html", "content", "body_html"],
  markdown: ["content_markdown", "contentMarkdown", "markdown", "body_markdown"],
  description: ["meta_description", "metaDescription", "metadescription", "description", "excerpt"],
  image: [
    "image_url",
    "imageUrl",
    "hero_image_url",
    "heroImageUrl",
    "featured_image",
    "featuredImage",
    "thumbnail",
    "cover_image",
    "image",
  ],
  alt: ["image_alt", "imageAlt", "thumbnail_alt_text", "hero_image_alt", "heroImageAlt", "featured_image_alt", "alt"],
  tags: ["tags", "keywords"],
  language: ["language_code", "languageCode", "language", "lang", "locale"],
  published: ["published_at", "publishedAt", "publish_date"],
  updated: ["updated_at", "updatedAt", "modified_at"],
  canonical: ["canonical_url", "canonicalUrl"],
  socialTitle: ["social_title", "socialTitle", "og_title", "ogTitle"],
  socialImage: ["social_image", "socialImage", "og_image", "ogImage"],
  author: ["author_name", "authorName", "author"],
  faq: ["faq", "faqs"],
}

/**
 * The first of `names` the record has, null included (null removes a per-article field, as on
 * /api/articles); undefined when it has none. The writer checks the value and answers 422 naming
 * the field when it is wrong.
 */
const given = (record: Record<string, unknown>, names: string[]) => {
  for (const name of names) if (name in record && record[name] !== undefined) return record[name]
  return undefined
}

/** The per-article fields (migration 0008) a service sends, under the writer's names. */
function extrasOf(record: Record<string, unknown>): Partial<PublishInput> {
  const author = given(record, NAMES.author)
  const extras: Record<string, unknown> = {
    canonical_url: given(record, NAMES.canonical),
    social_title: given(record, NAMES.socialTitle),
    social_image: given(record, NAMES.socialImage),
    // An author may come as { name }.
    author_name: isObject(author) ? (author.name ?? null) : author,
    faq: given(record, NAMES.faq),
  }
  return Object.fromEntries(Object.entries(extras).filter(([, value]) => value !== undefined)) as Partial<PublishInput>
}

/** A service's article as the writer's input; the slug comes from the title when none is sent. */
export function itemOf(record: Record<string, unknown>, event: PublishEvent = eventOf(record)): Item {
  const id = first(record, NAMES.id)
  const image = first(record, NAMES.image)
  const imageUrl = isObject(image) ? text(image.url) : text(image)
  const alt = text(first(record, NAMES.alt)) ?? (isObject(image) ? text(image.alt) : undefined)
  const title = text(first(record, NAMES.title))
  const given = text(first(record, NAMES.slug))
  const language = first(record, NAMES.language)
  const locale = languageOf(language)
  const input: Item["input"] = {
    slug: given?.trim() ? given.trim().toLowerCase() : title ? slugify(title, locale) : undefined,
    title,
    meta_description: text(first(record, NAMES.description)),
    content_html: text(first(record, NAMES.html)),
    content_markdown: text(first(record, NAMES.markdown)),
    featured_image: imageUrl ? { url: imageUrl, alt: alt ?? null } : undefined,
    tags: tagsOf(first(record, NAMES.tags)),
    ...(locale ? { locale } : {}),
    // The signed API's own fields, for senders that use them.
    translation_key: text(record.translation_key),
    published_url: text(record.published_url),
    // The service's version: an older one than the stored article's is refused (409), not written over it.
    updated_at: text(first(record, NAMES.updated)),
    ...extrasOf(record),
  }
  const published = text(first(record, NAMES.published))
  if (published !== undefined && event !== "draft") input.published_at = published
  for (const key of Object.keys(input) as (keyof typeof input)[]) if (input[key] === undefined) delete input[key]
  const updated = text(first(record, NAMES.updated))
  return {
    providerId: typeof id === "string" || typeof id === "number" ? String(id) : null,
    event,
    input,
    language,
    version: updated ?? null,
  }
}

/** Test and ping deliveries: they check the connection and write nothing. */
export function isTestDelivery(body: Record<string, unknown>): boolean {
  const kind = text(first(body, ["event", "event_type", "eventType", "type"]))?.toLowerCase()
  return (
    body.test === true ||
    (kind !== undefined && ["test", "ping", "test_webhook", "webhook.test", "webhook_test", "connection_test"].includes(kind))
  )
}
