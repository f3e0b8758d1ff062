// What the browser tests expect the seeded blog to hold, read from the same
// Markdown files tests/e2e/server.ts seeds the database with, so the specs
// follow the seed when it changes.
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parseArticleFile } from "#app/data/article-file.server.ts"
import type { ArticleInput } from "#app/data/article.ts"
import { SEED_DIR } from "#app/data/seed.server.ts"
import type { Locale } from "#app/i18n/locales.ts"

const dirs = [SEED_DIR, path.join(import.meta.dirname, "fixtures")]

const now = Date.now()

// The fields the blog shows of each file, as the writer stores them (HTML aside: the pages render it).
type Seeded = ArticleInput & { tags: string[]; locale: Locale; translation_key: string | null }
const all: Seeded[] = dirs.flatMap((dir) =>
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
        locale: (article.locale ?? "en") as Locale,
        translation_key: article.translation_key ?? null,
      }
    }),
)

const isPublished = (a: ArticleInput) => a.published_at !== null && Date.parse(a.published_at) <= now

/** A language's published articles, newest first, as its blog lists them. */
export const publishedArticlesIn = (locale: Locale) =>
  all
    .filter((a) => isPublished(a) && a.locale === locale)
    .sort((a, b) => Date.parse(b.published_at!) - Date.parse(a.published_at!))

/** Published English articles, newest first, as /blog lists them. */
export const publishedArticles = publishedArticlesIn("en")

/** Drafts and scheduled articles: never listed, never served. */
export const draftArticles = all.filter((a) => !isPublished(a))

export function seeded(slug: string): Seeded {
  const article = all.find((a) => a.slug === slug)
  if (!article) throw new Error(`no seeded article "${slug}"`)
  return article
}
