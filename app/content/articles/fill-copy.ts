import type { Locale } from "#app/i18n/locales.ts"
import { copyValues } from "#app/content/copy-values.ts"

const PLACEHOLDER = /\{([a-zA-Z]\w*)\}/g

/**
 * A fixed article's frontmatter data with its `{name}` placeholders filled with the figures of
 * app/content/copy-values.ts in the article's language ("{lipSyncAccuracy}" → "99,5%"), strings
 * at any depth; other values (React elements among them) as they are. Runs where the blocks render, on the server and in the
 * browser. Throws on a name copy-values.ts does not know, which the tests meet first.
 */
export function fillCopy<T>(value: T, locale: Locale): T {
  const values = copyValues(locale)
  const fill = (item: unknown): unknown => {
    if (typeof item === "string")
      return item.replace(PLACEHOLDER, (_, name: string) => {
        const figure = values[name]
        if (figure === undefined) throw new Error(`{${name}} is not a value copy can name (app/content/copy-values.ts)`)
        return figure
      })
    if (Array.isArray(item)) return item.map(fill)
    if (item && typeof item === "object" && Object.getPrototypeOf(item) === Object.prototype && !("$$typeof" in item))
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry)]))
    return item
  }
  return fill(value) as T
}

/** The `{name}` placeholders a text names, for the checks. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string)
}
