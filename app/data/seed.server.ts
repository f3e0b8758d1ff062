import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import { parseArticleFile } from "./article-file.server.ts"
import type { PublishInput, Publisher } from "./publisher.server.ts"
import { projectRoot } from "./sql.server.ts"

export const SEED_DIR = path.join(projectRoot(), "db", "seed")

/**
 * When a seed article was last changed: the `updated_at` its file names, else its publication
 * (a seed article has not changed since it went out), so the sitemap's lastmod and the page's
 * dateModified say when the content changed, not when the database was made. A file scheduled for
 * later, or a draft, has not gone out: its row is dated at seeding, as the writer dates any write.
 */
export function seedUpdatedAt(article: PublishInput, now = new Date()): string | undefined {
  if (article.updated_at !== undefined) return article.updated_at
  const published = article.published_at ? Date.parse(article.published_at) : Number.NaN
  return published <= now.getTime() ? article.published_at! : undefined
}

/** Publishes every Markdown file of the given folders through the one writer, each dated by its own content (seedUpdatedAt); returns the slugs written. */
export async function seedArticles(publisher: Pick<Publisher, "apply">, dirs: string[] = [SEED_DIR]): Promise<string[]> {
  const slugs: string[] = []
  for (const dir of dirs) {
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".md")).sort()) {
      const { article, event } = parseArticleFile(await readFile(path.join(dir, file), "utf8"), file)
      const updatedAt = seedUpdatedAt(article)
      await publisher.apply(event, updatedAt === undefined ? article : { ...article, updated_at: updatedAt }, undefined, {
        actor: "seed",
      })
      slugs.push(article.slug)
    }
  }
  return slugs
}
