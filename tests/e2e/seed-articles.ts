// What the browser tests expect the seeded blog to hold, read from the same
// Markdown files tests/e2e/server.ts seeds the database with, so the specs
// follow the seed when it changes.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parseArticleFile } from "#app/data/article-file.server.ts"
import type { ArticleInput } from "#app/data/article.ts"
import { SEED_DIR } from "#app/data/seed.server.ts"

const dirs = [SEED_DIR, path.join(import.meta.dirname, "fixtures")]

const now = Date.now()

// The fields the blog shows of each file, as the writer stores them (HTML aside: the pages render it).
const all: (ArticleInput & { tags: string[] })[] = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => {
      const { article, event } = parseArticleFile(readFileSync(path.join(dir, f), "utf8"), f)
      return {
        slug: article.slug,
        title: article.title ?? "",
        meta_description: article.meta_description ?? null,
        featured_image: typeof article.featured_image === "string" ? article.featured_image : null,
        content_markdown: article.content_markdown ?? "",
        content_html: "",
        published_at: event === "draft" ? null : (article.published_at ?? new Date(now).toISOString()),
        published_url: article.published_url ?? null,
        tags: article.tags ?? [],
      }
    }),
)

const isPublished = (a: ArticleInput) => a.published_at !== null && Date.parse(a.published_at) <= now

/** Published articles, newest first, as the blog lists them. */
export const publishedArticles = all.filter(isPublished).sort((a, b) => Date.parse(b.published_at!) - Date.parse(a.published_at!))

/** Drafts and scheduled articles: never listed, never served. */
export const draftArticles = all.filter((a) => !isPublished(a))

export function seeded(slug: string): ArticleInput {
  const article = all.find((a) => a.slug === slug)
  if (!article) throw new Error(`no seeded article "${slug}"`)
  return article
}
