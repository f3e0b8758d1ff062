// The translator's round trip (issue 27, item 6; docs/translating.md): which of a language's strings
// are missing, and which were translated from English that has changed since. Every translatable
// string is a "unit" with an id:
//   - a catalog key, its dotted path in app/i18n/messages/<locale>.json: "footer.product";
//   - a Markdown page's frontmatter string or its body: "pages/affiliate#steps[1].text", "pages/affiliate#body";
//   - a fixed article's, the same way: "articles/sora-2-for-music-videos#title".
// app/i18n/sources/<locale>.json maps each unit id to a short hash of the English text the language's
// translation was made from. They sit in a folder of their own, not beside the catalogs: the site
// reads every app/i18n/messages/*.json as a catalog, and so would a tool pointed at that folder.
// A unit is changed when English's hash now differs from the recorded one, or when none is recorded.
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { parse as parseYaml } from "yaml"
import { translationFrontmatter } from "#app/content/articles/frontmatter.ts"
import { type Locale, isLocale, locales } from "#app/i18n/locales.ts"

/** The languages translated from English. */
export const targetLocales = locales.filter((locale) => locale !== "en")

export const MESSAGES_DIR = "app/i18n/messages"
export const SOURCES_DIR = "app/i18n/sources"
export const PAGES_DIR = "app/content/pages"
export const ARTICLES_DIR = "app/content/articles"

/** A problem in the files or the arguments: the CLI prints it and exits 2, writing nothing. */
export class StatusError extends Error {}

/** One translatable string as English has it. `file` is the English file; `text` what is hashed. */
type Unit = { id: string; group: string; text: string }

/** A page family (a folder of app/content/pages/, or the fixed articles) and its English strings. */
type Family = { group: string; englishFile: string; fileIn: (locale: Locale) => string; locales: readonly Locale[] }

export type Finding = { id: string; file: string; reason: "missing" | "missing-file" | "changed" | "unrecorded" }

export type LocaleStatus = { locale: Locale; missing: Finding[]; changed: Finding[] }

/** The short hash recorded for an English text: 10 hex digits of its SHA-256. */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text.replace(/\r\n/g, "\n")).digest("hex").slice(0, 10)
}

/**
 * The Markdown folders owed in fewer languages than all: the terms are published in English and
 * Italian only (Italian law governs them; app/content/pages/terms/page.server.ts). Every other folder
 * is owed in every language. This is the intent, written here on purpose rather than read from the
 * route table: the route table routes a page only in the languages whose files are complete
 * (app/content/site-pages.ts), so it cannot say which files are missing.
 */
export const FOLDERS_IN_FEWER_LANGUAGES: Readonly<Record<string, readonly Locale[]>> = { terms: ["en", "it"] }

const read = (root: string, file: string) => readFileSync(path.join(root, file), "utf8")
const exists = (root: string, file: string) => existsSync(path.join(root, file))

function readJson(root: string, file: string): unknown {
  try {
    return JSON.parse(read(root, file))
  } catch (error) {
    throw new StatusError(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A catalog's messages by dotted key. */
function flatten(tree: unknown, file: string, at = ""): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof tree === "string") return out.set(at, tree)
  if (!tree || typeof tree !== "object" || Array.isArray(tree))
    throw new StatusError(`${file}: ${at || "the catalog"} is neither a message nor a group of messages`)
  for (const [key, value] of Object.entries(tree))
    for (const entry of flatten(value, file, at ? `${at}.${key}` : key)) out.set(...entry)
  return out
}

/** A Markdown file's strings: each frontmatter string by its path ("steps[1].text"), then "body". */
function markdownUnits(source: string, file: string, keepTopLevel?: ReadonlySet<string>): Map<string, string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new StatusError(`${file}: a page starts with its frontmatter between two --- lines`)
  let data: unknown
  try {
    data = parseYaml(match[1] as string)
  } catch (error) {
    throw new StatusError(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const out = new Map<string, string>()
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") out.set(at, value)
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`))
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) {
        if (!at && keepTopLevel && !keepTopLevel.has(key)) continue
        walk(item, at ? `${at}.${key}` : key)
      }
  }
  walk(data, "")
  const body = (match[2] as string).trim()
  if (body) out.set("body", body)
  return out
}

/** The Markdown families: each folder of app/content/pages/ with an en.md, then the fixed articles. */
function families(root: string): Family[] {
  const folders = readdirSync(path.join(root, PAGES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && exists(root, `${PAGES_DIR}/${entry.name}/en.md`))
    .map((entry) => entry.name)
    .sort()
  const pages = folders.map((folder) => ({
    group: `pages/${folder}`,
    englishFile: `${PAGES_DIR}/${folder}/en.md`,
    fileIn: (locale: Locale) => `${PAGES_DIR}/${folder}/${locale}.md`,
    locales: FOLDERS_IN_FEWER_LANGUAGES[folder] ?? locales,
  }))
  // The fixed articles are routed in the languages each has a file in (app/content/articles/index.ts),
  // which cannot say one is missing: each is owed in every language any of them is written in
  // (English and Italian today).
  const articleDir = path.join(root, ARTICLES_DIR)
  const slugs = readdirSync(articleDir)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => name.slice(0, -".mdx".length))
    .sort()
  const articleLocales = locales.filter(
    (locale) =>
      locale === "en" || (existsSync(path.join(articleDir, locale)) && readdirSync(path.join(articleDir, locale)).length > 0),
  )
  const articles = slugs.map((slug) => ({
    group: `articles/${slug}`,
    englishFile: `${ARTICLES_DIR}/${slug}.mdx`,
    fileIn: (locale: Locale) => (locale === "en" ? `${ARTICLES_DIR}/${slug}.mdx` : `${ARTICLES_DIR}/${locale}/${slug}.mdx`),
    locales: articleLocales,
  }))
  return [...pages, ...articles]
}

/** A translation's frontmatter has these top-level keys; English's others (its date, its market flag) are not translated. */
const ARTICLE_KEYS: ReadonlySet<string> = new Set(Object.keys(translationFrontmatter.shape))

function unitsOf(root: string, family: Family, locale: Locale): Map<string, string> {
  const file = family.fileIn(locale)
  return markdownUnits(read(root, file), file, family.group.startsWith("articles/") ? ARTICLE_KEYS : undefined)
}

const catalogFile = (locale: Locale) => `${MESSAGES_DIR}/${locale}.json`
export const sourcesFile = (locale: Locale) => `${SOURCES_DIR}/${locale}.json`

/** Every English unit, in the order of the catalog and then the files. */
function englishUnits(root: string): Unit[] {
  const catalog = [...flatten(readJson(root, catalogFile("en")), catalogFile("en"))].map(([id, text]) => ({
    id,
    group: "",
    text,
  }))
  for (const unit of catalog)
    if (/[/#]/.test(unit.id)) throw new StatusError(`${catalogFile("en")}: "${unit.id}": a catalog key has no "/" or "#"`)
  const pages = families(root).flatMap((family) =>
    [...unitsOf(root, family, "en")].map(([key, text]) => ({ id: `${family.group}#${key}`, group: family.group, text })),
  )
  return [...catalog, ...pages]
}

/** The recorded source hashes of a language, by unit id (empty when its file does not exist yet). */
export function readSources(root: string, locale: Locale): Map<string, string> {
  const file = sourcesFile(locale)
  if (!exists(root, file)) return new Map()
  const data = readJson(root, file)
  if (!data || typeof data !== "object" || Array.isArray(data) || Object.values(data).some((v) => typeof v !== "string"))
    throw new StatusError(`${file}: a map of string ids to hashes`)
  return new Map(Object.entries(data as Record<string, string>))
}

/** What a language has: its catalog's messages, and each family's strings (undefined: no file). */
type Translation = { catalog: Map<string, string> | undefined; families: Map<string, Map<string, string> | undefined> }

function translationOf(root: string, locale: Locale, all: Family[]): Translation {
  const catalog = exists(root, catalogFile(locale))
    ? flatten(readJson(root, catalogFile(locale)), catalogFile(locale))
    : undefined
  const byFamily = new Map<string, Map<string, string> | undefined>()
  for (const family of all)
    if (family.locales.includes(locale))
      byFamily.set(family.group, exists(root, family.fileIn(locale)) ? unitsOf(root, family, locale) : undefined)
  return { catalog, families: byFamily }
}

/** Where a unit stands in a language: "absent" (owed, not there), "present", or "not-owed" (the page is not meant to be in it). */
function presence(unit: Unit, translation: Translation): "absent" | "present" | "not-owed" {
  if (!unit.group) return translation.catalog?.has(unit.id) ? "present" : "absent"
  if (!translation.families.has(unit.group)) return "not-owed"
  const strings = translation.families.get(unit.group)
  return strings?.has(unit.id.slice(unit.group.length + 1)) ? "present" : "absent"
}

/** The status of each language (all of them, or those asked for). */
export function status(root: string, only: readonly Locale[] = targetLocales): LocaleStatus[] {
  const units = englishUnits(root)
  const all = families(root)
  return only.map((locale) => {
    const translation = translationOf(root, locale, all)
    const recorded = readSources(root, locale)
    const missing: Finding[] = []
    const changed: Finding[] = []
    const reportedFiles = new Set<string>()
    for (const unit of units) {
      const family = all.find((f) => f.group === unit.group)
      const file = family ? family.fileIn(locale) : catalogFile(locale)
      const where = presence(unit, translation)
      if (where === "not-owed") continue
      if (where === "absent") {
        // A whole page missing is one finding, not one per string.
        if (family && translation.families.get(unit.group) === undefined) {
          if (!reportedFiles.has(file)) missing.push({ id: unit.group, file, reason: "missing-file" })
          reportedFiles.add(file)
        } else missing.push({ id: unit.id, file, reason: "missing" })
        continue
      }
      const hash = recorded.get(unit.id)
      if (hash === undefined) changed.push({ id: unit.id, file, reason: "unrecorded" })
      else if (hash !== sourceHash(unit.text)) changed.push({ id: unit.id, file, reason: "changed" })
    }
    return { locale, missing, changed }
  })
}

/**
 * The hashes to record after `locale` was translated: English's current hash for each unit `selectors`
 * names (an id, or a prefix ending before a "." or "#": "footer", "pages/affiliate"), or every unit
 * when `selectors` is "all". Units the language lacks can't be marked (asking for one by name is an
 * error, unless `lenient`: marking in every language skips those a language lacks or isn't owed);
 * records of units English no longer has are dropped. Returns the new map and the ids marked.
 */
export function mark(
  root: string,
  locale: Locale,
  selectors: readonly string[] | "all",
  lenient = false,
): { sources: Record<string, string>; marked: string[] } {
  if (locale === "en") throw new StatusError("English is the source: mark the language that was translated")
  const units = englishUnits(root)
  const translation = translationOf(root, locale, families(root))
  const recorded = readSources(root, locale)
  const matches = (id: string, selector: string) =>
    id === selector || id.startsWith(`${selector}.`) || id.startsWith(`${selector}#`)
  if (selectors !== "all") {
    const unknown = selectors.filter((s) => !units.some((u) => matches(u.id, s)))
    if (unknown.length > 0) throw new StatusError(`no English string is ${unknown.map((s) => `"${s}"`).join(", ")}`)
    const absent = units.filter((u) => selectors.includes(u.id) && presence(u, translation) !== "present")
    if (absent.length > 0 && !lenient)
      throw new StatusError(`${locale} has no translation of ${absent.map((u) => u.id).join(", ")}: add it, then mark it`)
  }
  const marked: string[] = []
  const sources: Record<string, string> = {}
  for (const unit of units) {
    const chosen = selectors === "all" || selectors.some((s) => matches(unit.id, s))
    if (chosen && presence(unit, translation) === "present") {
      sources[unit.id] = sourceHash(unit.text)
      marked.push(unit.id)
    } else {
      const kept = recorded.get(unit.id)
      if (kept !== undefined) sources[unit.id] = kept
    }
  }
  if (selectors !== "all" && marked.length === 0 && !lenient)
    throw new StatusError(
      `${locale} has none of ${selectors.join(", ")} to mark (not translated, or not meant to be in ${locale})`,
    )
  return { sources, marked }
}

/** The sources file as written: one id a line, in English's order. */
export const sourcesJson = (sources: Record<string, string>) => `${JSON.stringify(sources, null, 2)}\n`

export function parseLocale(value: string | undefined): Locale {
  if (!isLocale(value)) throw new StatusError(`"${value ?? ""}" is not one of the site's languages (${locales.join(", ")})`)
  return value
}
