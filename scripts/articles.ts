// `npm run articles -- publish post.md | list | unpublish <slug>`: publish
// Markdown articles without SQL, on the configured driver (see README).
import { readFile } from "node:fs/promises"
import { ArticleFileError, parseArticleFile } from "#app/data/article-file.server.ts"
import type { Article } from "#app/data/article.ts"
import { DataEnvError, parseDataEnv } from "#app/data/env.server.ts"
import { WriterError, openWriter } from "#app/data/writer.server.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

const USAGE = "usage: npm run articles -- publish <file.md> | list | unpublish <slug>"

function status(article: Article, now: Date) {
  if (!article.published_at) return "draft"
  return new Date(article.published_at) > now ? "scheduled" : "published"
}

function table(articles: Article[], now: Date): string[] {
  const rows = articles.map((a) => [a.slug, a.title, a.published_at ? a.published_at.slice(0, 16).replace("T", " ") : "-", status(a, now)])
  const header = ["slug", "title", "date (UTC)", "status"]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  "))
}

/** Runs one command; returns the process exit code. */
export async function runArticlesCli(args: string[], env: Record<string, string | undefined>, out: Output = console): Promise<number> {
  const [command, target, ...rest] = args
  const arity = { publish: 1, unpublish: 1, list: 0 }[command ?? ""]
  if (arity === undefined || (arity === 1 && !target) || (arity === 0 && target) || rest.length > 0) {
    out.error(USAGE)
    return 2
  }
  try {
    const config = parseDataEnv(env)
    // Read and check the file before touching the database: a bad file changes nothing.
    const article = command === "publish" ? await parseArticleFile(await readFile(target!, "utf8"), target!) : null
    const writer = await openWriter(config)
    try {
      const now = new Date()
      if (article) {
        await writer.upsert(article)
        out.log(`published ${article.slug} (${status({ ...article } as Article, now)}) via ${writer.via}`)
      } else if (command === "unpublish") {
        if (!(await writer.remove(target!))) {
          out.error(`no article with slug "${target}"`)
          return 1
        }
        out.log(`removed ${target} via ${writer.via}`)
      } else {
        for (const line of table(await writer.listAll(), now)) out.log(line)
      }
    } finally {
      await writer.close()
    }
    return 0
  } catch (error) {
    if (error instanceof ArticleFileError) out.error(`${target}: ${error.message}`)
    else if (error instanceof DataEnvError || error instanceof WriterError) out.error(error.message)
    else if ((error as NodeJS.ErrnoException).code === "ENOENT") out.error(`${target}: no such file`)
    else out.error(`articles ${command} failed: ${(error as Error).message}`)
    return 1
  }
}

if (import.meta.main) process.exitCode = await runArticlesCli(process.argv.slice(2), process.env)
