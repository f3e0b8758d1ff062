import rehypeStringify from "rehype-stringify"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified } from "unified"
import { parse as parseYaml } from "yaml"
import type { z } from "zod"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { copyValues } from "./copy-values.ts"
import { markdownFiles } from "./markdown-files.ts"
import { completeLocales, placeholdersOf, splitFrontmatter } from "./page-activation.ts"

// Long-form pages as one Markdown file per page per language (issue 27, item 2):
// app/content/pages/<page>/<locale>.md, YAML frontmatter between `---` lines, then the body.
// Changing a sentence is one file in one language; adding a language to a page is adding its file.
// The frontmatter is checked by the page's zod schema, and `{name}` placeholders in the frontmatter's
// strings and in the body are filled from app/content/copy-values.ts, so no page types a figure. The
// body is our own copy: raw HTML in it is dropped, not passed through. Which languages a page is
// routed in is decided from the same files (./page-activation.ts): only those its files are complete in.

export { placeholdersOf, splitFrontmatter }

const sources = markdownFiles()

/** A page's checked frontmatter and its body as HTML. */
export type MarkdownPage<T> = { data: T; html: string }

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify)
const cache = new Map<string, MarkdownPage<unknown>>()

/** The file of `page` in `locale`, or undefined when the page has no file in that language. */
export function markdownSource(page: string, locale: Locale): string | undefined {
  return sources[sourcePath(page, locale)]
}

/** The languages `page` has a file in, in the site's order (complete or not: ./page-activation.ts tells). */
export function markdownPageLocales(page: string): Locale[] {
  return locales.filter((locale) => sourcePath(page, locale) in sources)
}

/** Every page with a Markdown file: their names, for the checks. */
export function markdownPageNames(): string[] {
  return [...new Set(Object.keys(sources).map((path) => path.split("/")[0] as string))].sort()
}

/**
 * `page` in `locale`, its frontmatter checked by `schema`, or undefined when it has no file in that
 * language or its file there is incomplete (./page-activation.ts): an incomplete translation is no
 * version of the page, and its page is not routed in that language. Parsed once and kept. Throws, naming the file, on frontmatter the schema refuses or a
 * placeholder copy-values.ts doesn't know: the build's prerender and the tests meet it first.
 */
export function markdownPage<S extends z.ZodType>(page: string, locale: Locale, schema: S): MarkdownPage<z.infer<S>> | undefined {
  const path = `app/content/pages/${sourcePath(page, locale)}`
  const cached = cache.get(path)
  if (cached) return cached as MarkdownPage<z.infer<S>>
  const source = sources[sourcePath(page, locale)]
  if (source === undefined || !completeLocales(page, sources).includes(locale)) return undefined
  const { frontmatter, body } = splitFrontmatter(source, path)
  const values = copyValues(locale)
  const checked = schema.safeParse(fillDeep(parseYaml(frontmatter), values, path))
  if (!checked.success)
    throw new Error(`${path}: ${checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`)
  const parsed = { data: checked.data, html: markdownToHtml(fillPlaceholders(body, values, path)) }
  cache.set(path, parsed)
  return parsed
}

/** Our own Markdown as HTML, synchronously: GitHub-flavoured, raw HTML dropped. */
export function markdownToHtml(markdown: string): string {
  return String(processor.processSync(markdown))
}

const PLACEHOLDER = /\{([a-zA-Z]\w*)\}/g

function fillPlaceholders(text: string, values: Readonly<Record<string, string>>, path: string): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`${path}: {${name}} is not a value copy can name (app/content/copy-values.ts)`)
    return value
  })
}

function fillDeep(value: unknown, values: Readonly<Record<string, string>>, path: string): unknown {
  if (typeof value === "string") return fillPlaceholders(value, values, path)
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, values, path))
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values, path)]))
  return value
}

const sourcePath = (page: string, locale: Locale) => `${page}/${locale}.md`
