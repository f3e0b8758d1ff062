// `npm run articles -- publish|schedule|draft <file.md> | unpublish|delete|preview <slug> | list`,
// and the revisions, trash and redirects of scripts/lib/articles-archive.ts:
// publish Markdown articles without SQL, on the configured driver, through the one writer
// (app/data/publisher.server.ts; README, "Publishing with the CLI").
import { readFile } from "node:fs/promises"
import path from "node:path"
import { ArticleFileError, parseArticleFile } from "#app/data/article-file.server.ts"
import { RemoteRefused, WriteOutcomeUnknown } from "#app/data/drivers/pglite-admin.server.ts"
import { type DataConfig, DataEnvError, parseDataEnv } from "#app/data/env.server.ts"
import {
  ArticleNotFoundError,
  type PublishEvent,
  type PublishInput,
  type PublishOutcome,
  PublishValidationError,
  ReadOnlyBackendError,
  type StoredArticle,
  WriteConflictError,
} from "#app/data/publisher.server.ts"
import { openWriter } from "#app/data/writer.server.ts"
import { openKeyAdmin } from "#app/data/key-admin.server.ts"
import { buildSettings, readBuildSettings } from "../server/build-settings.ts"
import { ARCHIVE_USAGE, isArchiveCommand, runArchiveCommand } from "./lib/articles-archive.ts"
import { KEYS_USAGE, runKeysCli } from "./lib/keys-cli.ts"
import { SEARCHES_USAGE, runSearchesCli } from "./lib/searches-cli.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

const USAGE =
  `usage: npm run articles -- publish <file.md> | schedule <file.md> [--at <ISO date>] | draft <file.md> | unpublish <slug> | delete <slug> | preview <slug> | list | keys create|list|revoke … | ${SEARCHES_USAGE} | ` +
  ARCHIVE_USAGE

/** What each command takes: a file, a slug or nothing. */
const COMMANDS: Record<string, "file" | "slug" | "none"> = {
  publish: "file",
  schedule: "file",
  draft: "file",
  unpublish: "slug",
  delete: "slug",
  preview: "slug",
  list: "none",
}

const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "-")

function table(articles: StoredArticle[]): string[] {
  const rows = articles.map((a) => [a.slug, a.title, a.status, minute(a.published_at), minute(a.updated_at), a.tags.join(", ")])
  const header = ["slug", "title", "status", "published (UTC)", "updated (UTC)", "tags"]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  )
}

function done(outcome: PublishOutcome, event: PublishEvent, via: string): string {
  const at = outcome.article?.published_at ? ` for ${minute(outcome.article.published_at)} UTC` : ""
  if (outcome.status === "deleted")
    return `deleted ${outcome.slug} via ${via}: it is in the trash for 30 days (\`npm run articles -- undelete ${outcome.slug}\`)`
  if (event === "unpublish") return `unpublished ${outcome.slug}: it is a draft again, via ${via}`
  if (outcome.status === "draft") return `saved ${outcome.slug} as a draft via ${via}`
  if (outcome.status === "scheduled") return `scheduled ${outcome.slug}${at} via ${via}`
  return `published ${outcome.slug} via ${via}`
}

/** Whether the stored article is what the lost write would have made of it. */
function applied(stored: StoredArticle | null, event: PublishEvent, sent: PublishInput): boolean {
  if (event === "delete") return stored === null
  if (stored === null) return false
  if (event === "unpublish") return stored.status === "draft"
  const status = event === "draft" ? ["draft"] : event === "schedule" ? ["scheduled"] : ["published", "scheduled"]
  const image = typeof sent.featured_image === "string" ? sent.featured_image : (sent.featured_image?.url ?? null)
  return (
    status.includes(stored.status) &&
    stored.title === sent.title &&
    stored.meta_description === (sent.meta_description ?? null) &&
    stored.featured_image === image &&
    stored.content_markdown === sent.content_markdown &&
    stored.published_url === (sent.published_url ?? null) &&
    JSON.stringify(stored.tags) === JSON.stringify(sent.tags ?? [])
  )
}

/** The stored article with this slug (null: none), read afresh, or "unknown" when the database can't be read. */
async function storedArticle(config: DataConfig, slug: string): Promise<StoredArticle | null | "unknown"> {
  try {
    // With the server gone this opens the database itself; a server still up answers through its endpoint.
    const writer = await openWriter(config)
    try {
      return await writer.get(slug)
    } finally {
      await writer.close()
    }
  } catch {
    return "unknown"
  }
}

/**
 * The server holding the database stopped answering after the write left: it may or may not
 * have happened. Reads the article back and says which; repeating any command is safe.
 */
async function reportLostAnswer(
  lost: WriteOutcomeUnknown,
  config: DataConfig,
  command: string,
  event: PublishEvent,
  sent: PublishInput,
  out: Output,
) {
  const slug = sent.slug
  const stored = await storedArticle(config, slug)
  const retry = `npm run articles -- ${command} ${COMMANDS[command] === "file" ? "<file>" : slug}`
  if (stored === "unknown") {
    out.error(`${lost.message}; could not tell whether the change to ${slug} was made: check with \`npm run articles -- list\``)
    return 1
  }
  const what = COMMANDS[command] === "file" ? "the article was" : `${slug} was`
  const verb = { delete: "removed", unpublish: "unpublished" }[event as string] ?? "saved"
  if (applied(stored, event, sent)) {
    out.error(`${lost.message}; ${what} ${verb} all the same (checked in the database)`)
    return 0
  }
  out.error(`${lost.message}; ${what} NOT ${verb} (checked in the database): run \`${retry}\` again, which is safe to repeat`)
  return 1
}

/** The write a command asks for, read and checked before the database is touched: a bad file changes nothing. */
async function request(
  command: string,
  target: string,
  at: string | undefined,
): Promise<{ event: PublishEvent; input: PublishInput }> {
  if (COMMANDS[command] === "slug") return { event: command as PublishEvent, input: { slug: target } }
  const file = parseArticleFile(await readFile(target, "utf8"), target)
  if (command === "draft") return { event: "draft", input: file.article }
  if (command === "schedule") {
    const input = at === undefined ? file.article : { ...file.article, published_at: at }
    if (input.published_at === undefined)
      throw new PublishValidationError("published_at", "schedule needs a date: published_at in the file, or --at <ISO date>")
    return { event: "schedule", input }
  }
  // A file whose published_at is empty is a draft, as it always was: publishing it keeps it one.
  return { event: file.event, input: file.article }
}

/**
 * The public origin preview links are on: the one the built site serves with (build/site-settings.json),
 * or, before any build, the SITE_URL of this environment.
 */
function siteOrigin(env: Record<string, string | undefined>): string {
  const buildDir = path.resolve(import.meta.dirname, "..", env.BUILD_DIR ?? "build")
  try {
    return readBuildSettings(buildDir).site.siteUrl
  } catch {
    return buildSettings(env).site.siteUrl
  }
}

/** The preview links' secret the database keeps (made there the first time it is asked for). */
async function databasePreviewSecret(config: DataConfig, env: Record<string, string | undefined>): Promise<string> {
  const admin = await openKeyAdmin(config, env)
  try {
    return await admin.previewSecret()
  } finally {
    await admin.close()
  }
}

/** Prints the article's secret preview link, signed as the server signs them. */
async function preview(config: DataConfig, env: Record<string, string | undefined>, slug: string, out: Output): Promise<number> {
  const writer = await openWriter(config)
  let article: StoredArticle | null
  try {
    article = await writer.get(slug)
  } finally {
    await writer.close()
  }
  if (!article) throw new ArticleNotFoundError(slug)
  // Signed as the server signs them: with PREVIEW_SECRET, or the secret kept in the database.
  const secret = env.PREVIEW_SECRET || (await databasePreviewSecret(config, env))
  // Loaded for this command only: the other commands need no signing.
  const { previewUrl } = await import("#app/lib/preview-link.server.ts")
  const { withPrefix } = await import("#app/i18n/locales.ts")
  // Previewed where it will be read: under its language's prefix.
  out.log(new URL(withPrefix(previewUrl(slug, secret), article.locale), siteOrigin(env)).href)
  if (article.status === "published") out.error(`note: ${slug} is already published`)
  return 0
}

function parseArgs(args: string[]): { command: string; target?: string; at?: string } | null {
  const [command, target, ...rest] = args
  const takes = COMMANDS[command ?? ""]
  if (takes === undefined) return null
  if (takes === "none") return target === undefined ? { command: command! } : null
  if (!target || target.startsWith("--")) return null
  if (rest.length === 0) return { command: command!, target }
  if (command === "schedule" && rest.length === 2 && rest[0] === "--at") return { command, target, at: rest[1] }
  return null
}

/** Runs one command; returns the process exit code. */
export async function runArticlesCli(
  args: string[],
  env: Record<string, string | undefined>,
  out: Output = console,
): Promise<number> {
  if (isArchiveCommand(args[0])) return runArchiveCommand(args, env, out, USAGE)
  if (args[0] === "searches") return runSearchesCli(args.slice(1), env, out)
  if (args[0] === "keys") {
    let config: DataConfig
    try {
      config = parseDataEnv(env)
    } catch (error) {
      out.error((error as Error).message)
      return 1
    }
    return runKeysCli(args.slice(1), config, env, () => siteOrigin(env), out)
  }
  const parsed = parseArgs(args)
  if (!parsed) {
    out.error(USAGE)
    out.error(KEYS_USAGE)
    return 2
  }
  const { command, target, at } = parsed
  const place = COMMANDS[command] === "file" ? `${target}: ` : ""
  try {
    const config = parseDataEnv(env)
    if (command === "preview") return await preview(config, env, target!, out)
    const write = target === undefined ? null : await request(command, target, at)
    const writer = await openWriter(config)
    let lost: WriteOutcomeUnknown | null = null
    try {
      if (write) {
        const outcome = await writer.apply(write.event, write.input, undefined, { actor: "cli" })
        out.log(done(outcome, write.event, writer.via))
        // Kept, but its pages will not show these images (decision 0031).
        for (const warning of outcome.warnings ?? []) out.error(`Warning: ${warning}`)
      } else for (const line of table(await writer.list())) out.log(line)
    } catch (error) {
      if (!(error instanceof WriteOutcomeUnknown) || !write) throw error
      lost = error
    } finally {
      await writer.close()
    }
    return lost && write ? await reportLostAnswer(lost, config, command, write.event, write.input, out) : 0
  } catch (error) {
    if (error instanceof ArticleNotFoundError) out.error(error.message)
    // Every bad field, one a line.
    else if (error instanceof PublishValidationError) for (const problem of error.errors) out.error(`${place}${problem.message}`)
    // A slug another language's article or a fixed article holds (the message names it), or a stale write: nothing changed.
    else if (error instanceof WriteConflictError) out.error(`${place}${error.message}; nothing was changed`)
    else if (error instanceof ArticleFileError) out.error(`${place}${error.message}`)
    else if (error instanceof DataEnvError || error instanceof ReadOnlyBackendError || error instanceof RemoteRefused)
      out.error(error.message)
    else if ((error as NodeJS.ErrnoException).code === "ENOENT") out.error(`${target}: no such file`)
    else out.error(`articles ${command} failed: ${(error as Error).message}`)
    return 1
  }
}

if (import.meta.main) process.exitCode = await runArticlesCli(process.argv.slice(2), process.env)
