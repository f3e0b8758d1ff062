import path from "node:path"
import { parse as parseYaml } from "yaml"
import { z } from "zod"
import type { PublishInput } from "./publisher.server.ts"

const text = (field: string) => z.string({ message: `${field} must be text` })
const optionalText = (field: string) => z.preprocess((v) => (v === "" ? null : v), text(field).nullish())

// Only the file's shape here; what makes a valid article is publishInputSchema's, which the
// writer (app/data/publisher.server.ts) applies to every write.
const frontmatter = z.object({
  title: z.string({ message: "title is required" }).trim().min(1, { message: "title is required" }),
  slug: text("slug").optional(),
  meta_description: optionalText("meta_description"),
  featured_image: optionalText("featured_image"),
  featured_image_alt: optionalText("featured_image_alt"),
  published_at: z.union([z.date(), z.string()]).nullish(),
  // When the article last changed (the writer refuses one older than the stored article's).
  updated_at: z.union([z.date(), z.string()]).nullish(),
  published_url: optionalText("published_url"),
  tags: z
    .array(z.union([z.string(), z.number()]).transform(String), { message: "tags must be a list (tags: [one, two])" })
    .nullish(),
  // The writer checks the language and the key (publishInputSchema); either spelling of the key is read.
  locale: optionalText("locale"),
  translation_key: optionalText("translation_key"),
  translationKey: optionalText("translationKey"),
  // Migration 0008's per-article fields; the writer checks them (app/data/article-extras.ts).
  canonical_url: optionalText("canonical_url"),
  social_title: optionalText("social_title"),
  social_image: optionalText("social_image"),
  author_name: optionalText("author_name"),
  faq: z.unknown().optional(),
})
export class ArticleFileError extends Error {
  override name = "ArticleFileError"
}

function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new ArticleFileError("missing YAML frontmatter (a block between --- lines at the top)")
  try {
    return { data: parseYaml(match[1]!) ?? {}, body: match[2]! }
  } catch (error) {
    throw new ArticleFileError(`frontmatter is not valid YAML: ${(error as Error).message.split("\n")[0]}`)
  }
}

/** A file as the writer's input, and the event it asks for when published. */
export type ArticleFile = { article: PublishInput; event: "publish" | "draft" }

/**
 * A Markdown file with YAML frontmatter as a writer's input: slug defaults to the file name.
 * Without published_at it is published now; an empty published_at keeps it a draft; a future
 * one schedules it. `updated_at` (optional) says when it last changed. `locale` (en, it, es, de, fr, pt-br; English when absent) and `translation_key`
 * (shared with its translations) are optional. The writer renders the body and checks every field.
 */
export function parseArticleFile(source: string, fileName: string): ArticleFile {
  const { data, body } = splitFrontmatter(source)
  const parsed = frontmatter.safeParse(data)
  if (!parsed.success) throw new ArticleFileError(parsed.error.issues.map((i) => i.message).join("; "))
  const fm = parsed.data
  const raw = (data as Record<string, unknown>).published_at
  let publishedAt: string | undefined
  if (fm.published_at !== undefined && fm.published_at !== null && fm.published_at !== "") {
    const date = fm.published_at instanceof Date ? fm.published_at : new Date(fm.published_at)
    if (Number.isNaN(date.getTime())) {
      throw new ArticleFileError(`published_at "${String(fm.published_at)}" is not a valid date (use e.g. 2026-05-01T09:00:00Z)`)
    }
    publishedAt = date.toISOString()
  }
  let updatedAt: string | undefined
  if (fm.updated_at !== undefined && fm.updated_at !== null && fm.updated_at !== "") {
    const date = fm.updated_at instanceof Date ? fm.updated_at : new Date(fm.updated_at)
    if (Number.isNaN(date.getTime())) {
      throw new ArticleFileError(`updated_at "${String(fm.updated_at)}" is not a valid date (use e.g. 2026-05-01T09:00:00Z)`)
    }
    updatedAt = date.toISOString()
  }
  if (body.trim() === "") throw new ArticleFileError("the article has no body")
  const article: PublishInput = {
    slug: fm.slug ?? path.basename(fileName).replace(/\.(md|markdown)$/i, ""),
    title: fm.title,
    meta_description: fm.meta_description ?? null,
    featured_image: fm.featured_image ?? null,
    featured_image_alt: fm.featured_image_alt ?? null,
    content_markdown: body.trim(),
    published_url: fm.published_url ?? null,
    tags: fm.tags ?? [],
    ...(publishedAt ? { published_at: publishedAt } : {}),
    ...(updatedAt ? { updated_at: updatedAt } : {}),
    ...(fm.locale ? { locale: fm.locale } : {}),
    ...(fm.translation_key ? { translation_key: fm.translation_key } : {}),
    ...(fm.translationKey ? { translationKey: fm.translationKey } : {}),
    // Migration 0008's fields: a file names what it has; one left out keeps nothing (a file is the whole article).
    canonical_url: fm.canonical_url ?? null,
    social_title: fm.social_title ?? null,
    social_image: fm.social_image ?? null,
    author_name: fm.author_name ?? null,
    faq: (fm.faq ?? null) as PublishInput["faq"],
  }
  return { article, event: raw === undefined || publishedAt ? "publish" : "draft" }
}
