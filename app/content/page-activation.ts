import { parse as parseYaml } from "yaml"
import { type Locale, defaultLocale, locales } from "#app/i18n/locales.ts"
import { markdownFiles } from "./markdown-files.ts"

// A page exists in a language only when its words are complete there (issue 27, item 4; mozilla.org
// calls it "activation"; docs/decisions/0037-activation.md). A Markdown page's file in a language is
// complete when it parses and has exactly English's placeholders, frontmatter keys and list lengths;
// a page of the site made of Markdown pages (a feature page is its own file and the shared one) is
// routed, listed in the sitemaps, given hreflang and offered by the language switcher in the
// languages where each of them is complete, and nowhere else. The checks of
// app/content/markdown-pages.test.ts are these: what fails there is what is left out here. Data and
// YAML only, so the route table can load this in plain Node.

/** Files by "<page>/<locale>.md", as ./markdown-files.ts reads them. */
export type MarkdownFiles = Readonly<Record<string, string>>

const PLACEHOLDER = /\{([a-zA-Z]\w*)\}/g

/** The `{name}` placeholders a text names, in order, repeats included. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
}

export function splitFrontmatter(source: string, path: string): { frontmatter: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new Error(`${path}: a page starts with its frontmatter between two --- lines`)
  return { frontmatter: match[1] as string, body: match[2] as string }
}

/** A file as written: its frontmatter parsed but not filled, and the placeholders it names, each once, sorted. Throws, naming the file, when it doesn't parse. */
export function writtenPage(source: string, path: string): { data: unknown; placeholders: string[] } {
  const { frontmatter, body } = splitFrontmatter(source, path)
  let data: unknown
  try {
    data = parseYaml(frontmatter) as unknown
  } catch (error) {
    throw new Error(
      `${path}: the frontmatter is not YAML (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
    )
  }
  return { data, placeholders: [...new Set([...strings(data), body].flatMap(placeholdersOf))].sort() }
}

/** Every string in a frontmatter value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : []

/** Where a translation's frontmatter differs in shape from English's: "hero.cta: missing", "steps: 4 items in English, 3 here". */
export function frontmatterDifferences(english: unknown, translated: unknown, at = ""): string[] {
  const kind = (value: unknown) =>
    Array.isArray(value) ? "a list" : value === null ? "empty" : typeof value === "object" ? "a map" : "a value"
  const where = at || "the frontmatter"
  if (kind(english) !== kind(translated)) return [`${where}: ${kind(english)} in English, ${kind(translated)} here`]
  if (Array.isArray(english) && Array.isArray(translated)) {
    if (english.length !== translated.length) return [`${where}: ${english.length} items in English, ${translated.length} here`]
    return english.flatMap((item, i) => frontmatterDifferences(item, translated[i], `${at}[${i}]`))
  }
  if (kind(english) !== "a map") return []
  const [source, target] = [english as Record<string, unknown>, translated as Record<string, unknown>]
  return [...new Set([...Object.keys(source), ...Object.keys(target)])].flatMap((key) => {
    const path = at ? `${at}.${key}` : key
    if (!(key in target)) return [`${path}: missing`]
    if (!(key in source)) return [`${path}: not in English`]
    return frontmatterDifferences(source[key], target[key], path)
  })
}

/**
 * Why `page`'s file in `locale` is not a complete version of its English file: nothing when it is.
 * A missing file says so; English, when it exists, is complete by definition, and throws when it
 * doesn't parse (there is no page to show in any language).
 */
export function incompleteness(page: string, locale: Locale, files: MarkdownFiles = markdownFiles()): string[] {
  const path = (l: Locale) => `app/content/pages/${page}/${l}.md`
  const englishSource = files[`${page}/${defaultLocale}.md`]
  if (englishSource === undefined) return [`${path(defaultLocale)}: there is no English file`]
  const english = writtenPage(englishSource, path(defaultLocale))
  const source = files[`${page}/${locale}.md`]
  if (source === undefined) return [`${path(locale)}: there is no such file`]
  if (locale === defaultLocale) return []
  let own: ReturnType<typeof writtenPage>
  try {
    own = writtenPage(source, path(locale))
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)]
  }
  const missing = english.placeholders.filter((name) => !own.placeholders.includes(name))
  const extra = own.placeholders.filter((name) => !english.placeholders.includes(name))
  return [
    ...missing.map((name) => `${path(locale)}: {${name}} is in English, not here`),
    ...extra.map((name) => `${path(locale)}: {${name}} is not in English`),
    ...frontmatterDifferences(english.data, own.data).map((difference) => `${path(locale)}: ${difference}`),
  ]
}

const completeCache = new WeakMap<MarkdownFiles, Map<string, Locale[]>>()

/** The languages `page`'s file is complete in, in the site's order. */
export function completeLocales(page: string, files: MarkdownFiles = markdownFiles()): Locale[] {
  const known = completeCache.get(files) ?? new Map<string, Locale[]>()
  completeCache.set(files, known)
  let found = known.get(page)
  if (!found) {
    found = locales.filter((locale) => incompleteness(page, locale, files).length === 0)
    known.set(page, found)
  }
  return found
}

/** The languages a site page made of these Markdown pages exists in: those where every one of them is complete. */
export function activeLocales(pages: readonly string[], files: MarkdownFiles = markdownFiles()): Locale[] {
  return locales.filter((locale) => pages.every((page) => completeLocales(page, files).includes(locale)))
}
