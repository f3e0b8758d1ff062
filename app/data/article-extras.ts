import { z } from "zod"
import { isImageSource } from "#app/lib/site-path.ts"

/*
 * The per-article fields services send and marketers expect (migration 0008, decision 0032): a
 * canonical URL for an article first published elsewhere, a social title and image for shares,
 * the author's name, and a FAQ. They are kept in their own columns and used by the article's page
 * and head (app/lib/seo.ts `articleMeta`) and left out of the sitemap when the canonical URL is
 * another site's. One place for their columns, their limits and how a row reads them.
 */

/** One question of an article's FAQ; both texts are plain text, shown escaped. */
export type FaqItem = { question: string; answer: string }

/** The fields as an article carries them; an article without them (or a table without migration 0008) has none. */
export type ArticleExtras = {
  canonical_url: string | null
  social_title: string | null
  social_image: string | null
  author_name: string | null
  faq: FaqItem[]
}

/** Migration 0008's columns. */
export const EXTRA_COLUMNS = "canonical_url, social_title, social_image, author_name, faq"
export const EXTRA_FIELDS = ["canonical_url", "social_title", "social_image", "author_name", "faq"] as const

export const MAX_SOCIAL_TITLE_LENGTH = 200
export const MAX_AUTHOR_NAME_LENGTH = 100
export const MAX_FAQ_ITEMS = 30
export const MAX_FAQ_QUESTION_LENGTH = 300
export const MAX_FAQ_ANSWER_LENGTH = 3_000
const MAX_URL_LENGTH = 2048

const nonEmptyText = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)

/** A stored FAQ as a list of items: jsonb comes back parsed from every driver, a text column as JSON text. */
export function faqOf(value: unknown): FaqItem[] {
  let list = value
  if (typeof list === "string") {
    try {
      list = JSON.parse(list)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  return list
    .filter((item): item is FaqItem => {
      const { question, answer } = (item ?? {}) as Partial<FaqItem>
      return typeof question === "string" && typeof answer === "string" && question.trim() !== "" && answer.trim() !== ""
    })
    .map(({ question, answer }) => ({ question, answer }))
}

/** The fields of a row from any driver; a row without the columns has none. */
export function extrasOf(row: Record<string, unknown>): ArticleExtras {
  return {
    canonical_url: nonEmptyText(row.canonical_url),
    social_title: nonEmptyText(row.social_title),
    social_image: nonEmptyText(row.social_image),
    author_name: nonEmptyText(row.author_name),
    faq: faqOf(row.faq),
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
// eslint-disable-next-line no-control-regex
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f]/

const number = new Intl.NumberFormat("en-US")

/** One line of text: no control characters, no line breaks, at most `max` characters, not blank. */
const line = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .refine((v) => v.trim() !== "", { message: `${field} must not be empty (send null to remove it)` })
    .refine((v) => v.length <= max, { message: `${field} is longer than ${number.format(max)} characters` })
    .refine((v) => !LINE_BREAK_OR_CONTROL.test(v), { message: `${field} must be one line without control characters` })

/** Plain text that may hold line breaks (a FAQ answer). */
const paragraph = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .refine((v) => v.trim() !== "", { message: `${field} must not be empty` })
    .refine((v) => v.length <= max, { message: `${field} is longer than ${number.format(max)} characters` })
    .refine((v) => !CONTROL.test(v), { message: `${field} must not hold control characters` })

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false
  const url = new URL(value)
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== ""
}

/**
 * The writer's rules for the fields (app/data/article-schema.ts spreads them into its object):
 * each optional (left out: an update keeps the stored value) and nullable (null removes it).
 */
export const extraFieldsSchema = {
  canonical_url: line("canonical_url", MAX_URL_LENGTH)
    .refine(isHttpUrl, { message: "canonical_url must be an http(s) URL" })
    .nullish(),
  social_title: line("social_title", MAX_SOCIAL_TITLE_LENGTH).nullish(),
  social_image: line("social_image", MAX_URL_LENGTH)
    .refine(isImageSource, { message: "social_image must be a site path (/media/…) or an https URL" })
    .nullish(),
  author_name: line("author_name", MAX_AUTHOR_NAME_LENGTH).nullish(),
  faq: z
    .array(
      z.object(
        {
          question: line("faq question", MAX_FAQ_QUESTION_LENGTH),
          answer: paragraph("faq answer", MAX_FAQ_ANSWER_LENGTH),
        },
        { message: "faq must be a list of { question, answer }" },
      ),
      { message: "faq must be a list of { question, answer }" },
    )
    .max(MAX_FAQ_ITEMS, { message: `faq holds more than ${MAX_FAQ_ITEMS} questions` })
    .nullish(),
}

/** The fields a write stores: each one given replaces the stored one (null removes it), each left out is kept. */
export function nextExtras(
  input: { [K in keyof ArticleExtras]?: ArticleExtras[K] | null },
  existing: ArticleExtras | null,
): ArticleExtras {
  const pick = <K extends keyof ArticleExtras>(key: K, none: ArticleExtras[K]): ArticleExtras[K] => {
    const given = input[key]
    if (given === undefined) return existing?.[key] ?? none
    return given ?? none
  }
  return {
    canonical_url: pick("canonical_url", null),
    social_title: pick("social_title", null),
    social_image: pick("social_image", null),
    author_name: pick("author_name", null),
    faq: pick("faq", []),
  }
}

/**
 * Whether an article is another site's to index: its canonical URL names another address than
 * its own page (`ownUrl`). Such an article is left out of our sitemap (decision 0032).
 */
export function canonicalElsewhere(canonicalUrl: string | null | undefined, ownUrl: string): boolean {
  if (!canonicalUrl) return false
  try {
    const a = new URL(canonicalUrl)
    const b = new URL(ownUrl)
    const trimmed = (u: URL) => `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, "")}`
    return trimmed(a) !== trimmed(b)
  } catch {
    return false
  }
}
