import { describe, expect, test } from "vitest"
import { parse as parseYaml } from "yaml"
import type { Locale } from "#app/i18n/locales.ts"
import { copyValues } from "./copy-values.ts"
import {
  markdownPageLocales,
  markdownPageNames,
  markdownSource,
  placeholdersOf,
  splitFrontmatter,
} from "./markdown-page.server.ts"

// Every Markdown page under app/content/pages/, of every page family, as a translator's file must be
// (issue 27, item 4): each language's file names exactly the placeholders English's names, each one a
// value copy can name (app/content/copy-values.ts), and has English's frontmatter: the same keys at
// every depth, the same lists with as many items. A page family's own test checks its schema.

/** A file as written: its frontmatter parsed but not filled, and every placeholder it names. */
function written(page: string, locale: Locale) {
  const path = `app/content/pages/${page}/${locale}.md`
  const { frontmatter, body } = splitFrontmatter(markdownSource(page, locale)!, path)
  const data = parseYaml(frontmatter) as unknown
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

const pages = markdownPageNames()

describe("every Markdown page, whatever its family", () => {
  test("there are pages to check, and each has an English file to check its languages against", () => {
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(markdownPageLocales(page), page).toContain("en")
  })

  test.each(pages)("%s: each language names exactly English's placeholders, each one a value copy can name", (page) => {
    const english = written(page, "en").placeholders
    for (const locale of markdownPageLocales(page)) {
      const { placeholders } = written(page, locale)
      expect(placeholders, `${page}/${locale}.md`).toEqual(english)
      const unknown = placeholders.filter((name) => !(name in copyValues(locale)))
      expect(unknown, `${page}/${locale}.md names values app/content/copy-values.ts lacks`).toEqual([])
    }
  })

  test.each(pages)("%s: each language has English's frontmatter keys and list lengths", (page) => {
    const english = written(page, "en").data
    for (const locale of markdownPageLocales(page))
      expect(frontmatterDifferences(english, written(page, locale).data), `${page}/${locale}.md`).toEqual([])
  })
})

test("the shape check names a missing key, a key English lacks, a shorter list and a list written as a value", () => {
  const english = { title: "A title", hero: { title: "T", cta: "Go" }, steps: [{ text: "One" }, { text: "Two" }], tags: ["a"] }
  expect(
    frontmatterDifferences(english, { ...english, hero: { title: "T", button: "Vai" }, steps: [{ text: "Uno" }], tags: "a" }),
  ).toEqual([
    "hero.cta: missing",
    "hero.button: not in English",
    "steps: 2 items in English, 1 here",
    "tags: a list in English, a value here",
  ])
  expect(frontmatterDifferences(english, { ...english, steps: [{ text: "Uno" }, { txt: "Due" }] })).toEqual([
    "steps[1].text: missing",
    "steps[1].txt: not in English",
  ])
  expect(frontmatterDifferences(english, structuredClone(english))).toEqual([])
})
