// `npm run articles -- publish post.md | list | unpublish <slug>`: publish
// Markdown articles without SQL, on the configured driver (see README).
import { readFile } from "node:fs/promises"
import { ArticleFileError, parseArticleFile } from "#app/data/article-file.server.ts"
import type { Article, ArticleInput } from "#app/data/article.ts"
import { RemoteRefused, WriteOutcomeUnknown } from "#app/data/drivers/pglite-admin.server.ts"
import { type DataConfig, DataEnvError, parseDataEnv } from "#app/data/env.server.ts"
import { WriterError, openWriter } from "#app/data/writer.server.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

const USAGE = "usage: npm run articles -- publish <file.md> | list | unpublish <slug>"

function status(article: Article, now: Date) {
  if (!article.published_at) return "draft"
  return new Date(article.published_at) > now ? "scheduled" : "published"
}

function table(articles: Article[], now: Date): string[] {
  const rows = articles.map((a) => [
    a.slug,
    a.title,
    a.published_at ? a.published_at.slice(0, 16).replace("T", " ") : "-",
    status(a, now),
  ])
  const header = ["slug", "title", "date (UTC)", "status"]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) => r.map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  "))
}

function sameArticle(stored: Article, sent: ArticleInput) {
  const time = (value: string | null) => (value === null ? null : Date.parse(value))
  return (
    stored.title === sent.title &&
    stored.meta_description === sent.meta_description &&
    stored.featured_image === sent.featured_image &&
    stored.content_markdown === sent.content_markdown &&
    stored.content_html === sent.content_html &&
    stored.published_url === sent.published_url &&
    time(stored.published_at) === time(sent.published_at)
  )
}

/** The stored article with this slug (null: none), read afresh, or "unknown" when the database can't be read. */
async function storedArticle(config: DataConfig, slug: string): Promise<Article | null | "unknown"> {
  try {
    // With the server gone this opens the database itself; a server still up answers through its endpoint.
    const writer = await openWriter(config)
    try {
      return (await writer.listAll()).find((a) => a.slug === slug) ?? null
    } finally {
      await writer.close()
    }
  } catch {
    return "unknown"
  }
}

/**
 * The server holding the database stopped answering after the write left: it may or may not
 * have happened. Reads the article back and says which; repeating either command is safe.
 */
async function reportLostAnswer(
  lost: WriteOutcomeUnknown,
  config: DataConfig,
  command: string,
  slug: string,
  sent: ArticleInput | null,
  out: Output,
) {
  const stored = await storedArticle(config, slug)
  const retry = `npm run articles -- ${command} ${command === "publish" ? "<file>" : slug}`
  if (stored === "unknown") {
    out.error(`${lost.message}; could not tell whether the change to ${slug} was made: check with \`npm run articles -- list\``)
    return 1
  }
  const done = sent ? stored !== null && sameArticle(stored, sent) : stored === null
  const what = sent ? "the article was" : `${slug} was`
  if (done) {
    out.error(`${lost.message}; ${what} ${sent ? "saved" : "removed"} all the same (checked in the database)`)
    return 0
  }
  out.error(
    `${lost.message}; ${what} NOT ${sent ? "saved" : "removed"} (checked in the database): run \`${retry}\` again, which is safe to repeat`,
  )
  return 1
}

/** Runs one command; returns the process exit code. */
export async function runArticlesCli(
  args: string[],
  env: Record<string, string | undefined>,
  out: Output = console,
): Promise<number> {
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
    let lost: WriteOutcomeUnknown | null = null
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
    } catch (error) {
      if (!(error instanceof WriteOutcomeUnknown) || command === "list") throw error
      lost = error
    } finally {
      await writer.close()
    }
    return lost ? await reportLostAnswer(lost, config, command!, article?.slug ?? target!, article, out) : 0
  } catch (error) {
    if (error instanceof ArticleFileError) out.error(`${target}: ${error.message}`)
    else if (error instanceof DataEnvError || error instanceof WriterError || error instanceof RemoteRefused)
      out.error(error.message)
    else if ((error as NodeJS.ErrnoException).code === "ENOENT") out.error(`${target}: no such file`)
    else out.error(`articles ${command} failed: ${(error as Error).message}`)
    return 1
  }
}

if (import.meta.main) process.exitCode = await runArticlesCli(process.argv.slice(2), process.env)
