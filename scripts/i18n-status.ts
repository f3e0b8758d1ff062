// `npm run i18n:status`: per language, the strings that are missing and those whose English changed
// since they were translated (docs/translating.md). Exits 0 when there are none, 1 when there are
// some, 2 on a bad argument or an unreadable file (then it writes nothing).
//   npm run i18n:status                       every language, as text
//   npm run i18n:status -- it de --json       those languages, as JSON for tools
//   npm run i18n:status -- --mark it footer.product pages/affiliate
//                                             record English's current text as what `it` was translated from
//                                             (`--mark all …`: in every language that has those strings)
//   npm run i18n:status -- --mark-all it      the same for every string `it` has (`--mark-all all`: every language)
import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  type LocaleStatus,
  StatusError,
  mark,
  parseLocale,
  sourcesFile,
  sourcesJson,
  status,
  targetLocales,
} from "./lib/i18n-status.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

const USAGE =
  "usage: npm run i18n:status -- [<locale>...] [--json] | --mark <locale|all> <id or prefix>... | --mark-all <locale|all>"

const NOTES = {
  "missing-file": "  (the whole file)",
  missing: "",
  changed: "",
  unrecorded: "  (no English source recorded: translated, never marked)",
} as const

function report(results: LocaleStatus[], out: Output) {
  const clean: string[] = []
  for (const { locale, missing, changed } of results) {
    if (missing.length + changed.length === 0) {
      clean.push(locale)
      continue
    }
    out.log(`${locale}: ${missing.length} missing, ${changed.length} changed`)
    for (const finding of [...missing, ...changed])
      out.log(
        `  ${finding.reason === "missing-file" ? "missing" : finding.reason === "unrecorded" ? "changed" : finding.reason}  ${finding.id}  ${finding.file}${NOTES[finding.reason]}`,
      )
  }
  if (clean.length > 0) out.log(`Nothing missing or changed in ${clean.join(", ")}.`)
}

/** Runs the command on the tree at `root`; returns the exit code. */
export function runI18nStatus(args: string[], root: string, out: Output): number {
  try {
    const [first, ...rest] = args
    if (first === "--mark" || first === "--mark-all") {
      const which = rest[0]
      const every = which === "all"
      const chosen = every ? targetLocales : [parseLocale(which)]
      const selectors = first === "--mark-all" ? "all" : rest.slice(1)
      if (first === "--mark-all" ? rest.length !== 1 : selectors.length === 0) throw new StatusError(USAGE)
      // Work out every language's file before writing any, so a refusal leaves all of them as they were.
      // In every language, a string one of them lacks (or isn't owed: the terms) is skipped there.
      const results = chosen.map((locale) => ({ locale, ...mark(root, locale, selectors, every) }))
      if (results.every((r) => r.marked.length === 0))
        throw new StatusError(`no language has ${selectors === "all" ? "any string" : selectors.join(", ")} to mark`)
      for (const { locale, sources, marked } of results) {
        const file = path.join(root, sourcesFile(locale))
        mkdirSync(path.dirname(file), { recursive: true })
        writeFileSync(file, sourcesJson(sources))
        out.log(`${locale}: recorded the English source of ${marked.length} string${marked.length === 1 ? "" : "s"}`)
      }
      return 0
    }
    const json = args.includes("--json")
    const unknownFlag = args.find((a) => a.startsWith("--") && a !== "--json")
    if (unknownFlag) throw new StatusError(`unknown option ${unknownFlag}\n${USAGE}`)
    const asked = args.filter((a) => a !== "--json").map(parseLocale)
    if (asked.includes("en")) throw new StatusError("English is the source: name a language translated from it")
    const results = status(root, asked.length > 0 ? asked : targetLocales)
    if (json) out.log(JSON.stringify({ locales: results }, null, 2))
    else report(results, out)
    return results.some((r) => r.missing.length + r.changed.length > 0) ? 1 : 0
  } catch (error) {
    if (!(error instanceof StatusError)) throw error
    out.error(error.message)
    return 2
  }
}

if (import.meta.main)
  process.exitCode = runI18nStatus(process.argv.slice(2), path.resolve(import.meta.dirname, ".."), {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  })
