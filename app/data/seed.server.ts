import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import type { ArticleWriter } from "./article.ts"
import { parseArticleFile } from "./article-file.server.ts"
import { projectRoot } from "./sql.server.ts"

export const SEED_DIR = path.join(projectRoot(), "db", "seed")

/** Publishes every Markdown file of the given folders; returns the slugs written. */
export async function seedArticles(db: Pick<ArticleWriter, "upsert">, dirs: string[] = [SEED_DIR]): Promise<string[]> {
  const slugs: string[] = []
  for (const dir of dirs) {
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".md")).sort()) {
      const article = await parseArticleFile(await readFile(path.join(dir, file), "utf8"), file)
      await db.upsert(article)
      slugs.push(article.slug)
    }
  }
  return slugs
}
