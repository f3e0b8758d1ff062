import { readFile, readdir } from "node:fs/promises"
import path from "node:path"
import { parseArticleFile } from "./article-file.server.ts"
import type { Publisher } from "./publisher.server.ts"
import { projectRoot } from "./sql.server.ts"

export const SEED_DIR = path.join(projectRoot(), "db", "seed")

/** Publishes every Markdown file of the given folders through the one writer; returns the slugs written. */
export async function seedArticles(publisher: Pick<Publisher, "apply">, dirs: string[] = [SEED_DIR]): Promise<string[]> {
  const slugs: string[] = []
  for (const dir of dirs) {
    for (const file of (await readdir(dir)).filter((f) => f.endsWith(".md")).sort()) {
      const { article, event } = parseArticleFile(await readFile(path.join(dir, file), "utf8"), file)
      await publisher.apply(event, article, undefined, { actor: "seed" })
      slugs.push(article.slug)
    }
  }
  return slugs
}
