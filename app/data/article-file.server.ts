import path from "node:path"
import { parse as parseYaml } from "yaml"
import { z } from "zod"
import { markdownToHtml } from "#app/lib/markdown.server.ts"
import type { ArticleInput } from "./article.ts"
import { articleInputSchema, checkArticleInput } from "./article-schema.ts"

const text = (field: string) => z.string({ message: `${field} must be text` })
const optionalText = (field: string) => z.preprocess((v) => (v === "" ? null : v), text(field).nullish())

// Only the file's shape here; what makes a valid article is articleInputSchema's, which the
// running server's admin endpoint applies too.
const frontmatter = z.object({
  title: z.string({ message: "title is required" }).trim().min(1, { message: "title is required" }),
  slug: text("slug").optional(),
  meta_description: optionalText("meta_description"),
  featured_image: optionalText("featured_image"),
  published_at: z.union([z.date(), z.string()]).nullish(),
  published_url: optionalText("published_url"),
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

/**
 * A Markdown file with YAML frontmatter as an article row: slug defaults to
 * the file name, published_at to `now`; the body becomes sanitised HTML.
 */
export async function parseArticleFile(source: string, fileName: string, now = new Date()): Promise<ArticleInput> {
  const { data, body } = splitFrontmatter(source)
  const parsed = frontmatter.safeParse(data)
  if (!parsed.success) throw new ArticleFileError(parsed.error.issues.map((i) => i.message).join("; "))
  const fm = parsed.data
  const slug = fm.slug ?? path.basename(fileName).replace(/\.(md|markdown)$/i, "")
  // Absent: publish now. Empty or null: keep it as a draft.
  const raw = (data as Record<string, unknown>).published_at
  let publishedAt: Date | null = raw === undefined ? now : null
  if (fm.published_at !== undefined && fm.published_at !== null && fm.published_at !== "") {
    publishedAt = fm.published_at instanceof Date ? fm.published_at : new Date(fm.published_at)
    if (Number.isNaN(publishedAt.getTime())) {
      throw new ArticleFileError(`published_at "${String(fm.published_at)}" is not a valid date (use e.g. 2026-05-01T09:00:00Z)`)
    }
  }
  if (body.trim() === "") throw new ArticleFileError("the article has no body")
  // A body over the limit is refused before it is converted: that work grows with its size.
  const markdown = articleInputSchema.shape.content_markdown.safeParse(body.trim())
  if (!markdown.success) throw new ArticleFileError(markdown.error.issues.map((i) => i.message).join("; "))
  const checked = checkArticleInput({
    slug,
    title: fm.title,
    meta_description: fm.meta_description ?? null,
    featured_image: fm.featured_image ?? null,
    content_markdown: body.trim(),
    content_html: await markdownToHtml(body),
    published_at: publishedAt?.toISOString() ?? null,
    published_url: fm.published_url ?? null,
  } satisfies ArticleInput)
  if (!checked.ok) throw new ArticleFileError(checked.error)
  return checked.article
}
