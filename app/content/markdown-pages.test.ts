import { describe, expect, test } from "vitest"
import type { Locale } from "#app/i18n/locales.ts"
import { copyValues } from "./copy-values.ts"
import { markdownPageLocales, markdownPageNames, markdownSource } from "./markdown-page.server.ts"
import { frontmatterDifferences, incompleteness, writtenPage } from "./page-activation.ts"
import { pageMarkdown } from "./site-pages.ts"

// Every Markdown page under app/content/pages/, of every page family, as a translator's file must be
// (issue 27, item 4): each language's file names exactly the placeholders English's names, each one a
// value copy can name (app/content/copy-values.ts), and has English's frontmatter: the same keys at
// every depth, the same lists with as many items. A page family's own test checks its schema. The
// comparison is app/content/page-activation.ts's, which leaves a page out of a language its file is
// incomplete in: here an incomplete file fails, naming what it lacks, before it is ever left out.

/** A file as written: its frontmatter parsed but not filled, and every placeholder it names. */
const written = (page: string, locale: Locale) =>
  writtenPage(markdownSource(page, locale)!, `app/content/pages/${page}/${locale}.md`)

const pages = markdownPageNames()

describe("every Markdown page, whatever its family", () => {
  test("there are pages to check, and each has an English file to check its languages against", () => {
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(markdownPageLocales(page), page).toContain("en")
  })

  test("every Markdown page decides the languages of a page of the site", () => {
    const used = new Set([...pageMarkdown.values()].flat())
    expect(pages.filter((page) => !used.has(page))).toEqual([])
  })

  test.each(pages)("%s: each language's file is complete, so the page exists in every language it has a file in", (page) => {
    for (const locale of markdownPageLocales(page)) expect(incompleteness(page, locale), `${page}/${locale}.md`).toEqual([])
  })

  test.each(pages)("%s: each placeholder a language names is a value copy can name", (page) => {
    for (const locale of markdownPageLocales(page)) {
      const unknown = written(page, locale).placeholders.filter((name) => !(name in copyValues(locale)))
      expect(unknown, `${page}/${locale}.md names values app/content/copy-values.ts lacks`).toEqual([])
    }
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
