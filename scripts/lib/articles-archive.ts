// The articles CLI's revisions, trash and redirects (README, "Publishing with the CLI";
// docs/decisions/0030-revisions-trash-redirects.md): history, restore, trash, undelete, rename,
// redirects. Each goes through the one writer on the configured driver, as the other commands do.
import { RemoteRefused, WriteOutcomeUnknown } from "#app/data/drivers/pglite-admin.server.ts"
import { DataEnvError, parseDataEnv } from "#app/data/env.server.ts"
import type { ArticleArchive } from "#app/data/article-archive.server.ts"
import {
  PublishValidationError,
  ReadOnlyBackendError,
  WriteConflictError,
  type WriteOptions,
} from "#app/data/publisher.server.ts"
import { type Writer, openWriter } from "#app/data/writer.server.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

/** Who the CLI's writes are kept as in each revision. */
const CLI: WriteOptions = { actor: "cli" }

export const ARCHIVE_USAGE =
  "history <slug> | restore <slug> <revision> | trash | undelete <slug> | rename <old> <new> | redirects [add <from> <to> | remove <from>]"

const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "-")

/** Rows as aligned columns, the last one unpadded. */
function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  )
}

/** Each command's arguments, by count: null when they don't fit. */
function parse(args: string[]): { command: string; rest: string[] } | null {
  const [command = "", ...rest] = args
  const fits = (n: number) => rest.length === n && rest.every((a) => a !== "" && !a.startsWith("--"))
  switch (command) {
    case "history":
    case "undelete":
      return fits(1) ? { command, rest } : null
    case "restore":
    case "rename":
      return fits(2) ? { command, rest } : null
    case "trash":
      return fits(0) ? { command, rest } : null
    case "redirects":
      if (rest.length === 0) return { command, rest }
      if (rest[0] === "add" && rest.length === 3) return { command: "redirects add", rest: rest.slice(1) }
      if (rest[0] === "remove" && rest.length === 2) return { command: "redirects remove", rest: rest.slice(1) }
      return null
    default:
      return null
  }
}

export const isArchiveCommand = (command: string | undefined) =>
  ["history", "restore", "trash", "undelete", "rename", "redirects"].includes(command ?? "")

async function run(writer: Writer, archive: ArticleArchive, command: string, rest: string[], out: Output): Promise<void> {
  const [a = "", b = ""] = rest
  const via = `via ${writer.via}`
  switch (command) {
    case "history": {
      const revisions = await archive.history(a)
      if (revisions.length === 0) return out.log(`${a} has no earlier versions yet`)
      const rows = revisions.map((r) => [String(r.revision), r.title, r.status, minute(r.at), r.actor, r.event])
      for (const line of table(["revision", "title", "status", "replaced (UTC)", "by", "with"], rows)) out.log(line)
      return
    }
    case "restore": {
      if (!/^\d+$/.test(b)) throw new PublishValidationError("revision", `revision must be a whole number, not "${b}"`)
      const outcome = await archive.restore(a, Number(b), CLI)
      return out.log(`restored revision ${b} of ${a}: it is ${outcome.status} now, ${via}`)
    }
    case "trash": {
      const trashed = await archive.trash()
      if (trashed.length === 0) return out.log("the trash is empty")
      const rows = trashed.map((t) => [t.slug, t.title, t.locale, minute(t.deleted_at), t.actor, minute(t.expires_at)])
      for (const line of table(["slug", "title", "language", "deleted (UTC)", "by", "gone after (UTC)"], rows)) out.log(line)
      return
    }
    case "undelete": {
      const outcome = await archive.undelete(a, CLI)
      return out.log(`brought ${a} back from the trash: it is ${outcome.status}, ${via}`)
    }
    case "rename": {
      await writer.rename(a, b, CLI)
      return out.log(`renamed ${a} to ${b}: /blog/${a} answers 301 with /blog/${b} in every language, ${via}`)
    }
    case "redirects": {
      const redirects = await archive.redirects()
      if (redirects.length === 0) return out.log("no redirects")
      const rows = redirects.map((r) => [r.from, r.to, minute(r.created_at), r.actor])
      for (const line of table(["from", "to", "since (UTC)", "by"], rows)) out.log(line)
      return
    }
    case "redirects add": {
      const stored = await archive.addRedirect(a, b, CLI)
      const collapsed = stored.to === b ? "" : ` (${b} already redirects there)`
      return out.log(`/blog/${a} now answers 301 with /blog/${stored.to}${collapsed}, ${via}`)
    }
    case "redirects remove": {
      await archive.removeRedirect(a)
      return out.log(`removed the redirect from ${a}, ${via}`)
    }
  }
}

/** Runs one of the archive's commands; returns the process exit code. */
export async function runArchiveCommand(
  args: string[],
  env: Record<string, string | undefined>,
  out: Output,
  usage: string,
): Promise<number> {
  const parsed = parse(args)
  if (!parsed) {
    out.error(usage)
    return 2
  }
  try {
    const writer = await openWriter(parseDataEnv(env))
    try {
      if (!writer.archive) throw new ReadOnlyBackendError("this database keeps no revisions, trash or redirects")
      await run(writer, writer.archive, parsed.command, parsed.rest, out)
      return 0
    } finally {
      await writer.close()
    }
  } catch (error) {
    if (error instanceof WriteOutcomeUnknown)
      out.error(`${error.message}; the change may or may not have been made: check with \`npm run articles -- list\``)
    else if (
      error instanceof PublishValidationError ||
      error instanceof WriteConflictError ||
      error instanceof DataEnvError ||
      error instanceof ReadOnlyBackendError ||
      error instanceof RemoteRefused
    )
      out.error(error.message)
    else out.error(`articles ${parsed.command} failed: ${(error as Error).message}`)
    return 1
  }
}
