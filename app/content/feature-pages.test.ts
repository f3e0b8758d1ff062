import { describe, expect, test } from "vitest"
import { parse as parseYaml } from "yaml"
import { locales } from "#app/i18n/locales.ts"
import { copyValues } from "./copy-values.ts"
import {
  SHARED_PAGE,
  featurePageContent,
  featurePageName,
  featurePageSharedWords,
  featurePageWords,
  featureSections,
} from "./feature-page.server.ts"
import { features } from "./features.ts"
import { markdownPageLocales, markdownSource, markdownToHtml, placeholdersOf, splitFrontmatter } from "./markdown-page.server.ts"

// The six feature pages and their shared words as Markdown, one file per page per language
// (app/content/pages/feature-*/<locale>.md, issue 27 item 2): each file parses with the schema,
// names English's placeholders, has English's keys, list lengths and sections.

const pages = [...features.map((f) => featurePageName(f.slug)), SHARED_PAGE]
const others = locales.filter((l) => l !== "en")

/** A file's frontmatter as written, placeholders unfilled, and its body. */
function raw(page: string, locale: (typeof locales)[number]) {
  const source = markdownSource(page, locale)
  if (source === undefined) throw new Error(`${page}/${locale}.md is missing`)
  const { frontmatter, body } = splitFrontmatter(source, `${page}/${locale}.md`)
  return { data: parseYaml(frontmatter) as unknown, body, source }
}

/** Where `value`'s shape differs from English's: keys, list lengths, strings. */
function shape(english: unknown, value: unknown, at: string): string[] {
  if (typeof english === "string") return typeof value === "string" ? [] : [`${at}: a string in English`]
  if (Array.isArray(english)) {
    if (!Array.isArray(value) || value.length !== english.length) return [`${at}: ${english.length} items in English`]
    return english.flatMap((item, i) => shape(item, value[i], `${at}[${i}]`))
  }
  if (english && typeof english === "object") {
    if (!value || typeof value !== "object") return [`${at}: an object in English`]
    const keys = new Set([...Object.keys(english), ...Object.keys(value)])
    return [...keys].flatMap((key) =>
      key in value && key in english
        ? shape((english as Record<string, unknown>)[key], (value as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}: ${key in english ? "missing" : "not in English"}`],
    )
  }
  return []
}

describe("feature pages as Markdown", () => {
  test("every feature page and the shared words have a file in each of the six languages", () => {
    for (const page of pages) expect(markdownPageLocales(page), page).toEqual([...locales])
  })

  test("every file parses with its schema and its body has the sections the page draws", () => {
    for (const locale of locales) {
      expect(() => featurePageSharedWords(locale), locale).not.toThrow()
      for (const { slug } of features)
        expect(featurePageWords(slug, locale).sections.length, `${slug} ${locale}`).toBeGreaterThan(0)
    }
  })

  test("each language names exactly English's placeholders, and copy-values.ts knows each one", () => {
    const known = Object.keys(copyValues("en"))
    for (const page of pages) {
      const english = placeholdersOf(raw(page, "en").source)
      for (const name of english) expect(known, `${page}: {${name}}`).toContain(name)
      for (const locale of others)
        expect(new Set(placeholdersOf(raw(page, locale).source)), `${page}/${locale}.md`).toEqual(new Set(english))
    }
  })

  test("each language's frontmatter has English's keys and list lengths, and its body English's sections and points", () => {
    for (const page of pages) {
      const english = raw(page, "en")
      for (const locale of others)
        expect(shape(english.data, raw(page, locale).data, `${page}/${locale}`), `${page}/${locale}.md`).toEqual([])
    }
    for (const { slug } of features) {
      const outline = (locale: (typeof locales)[number]) =>
        featurePageWords(slug, locale).sections.map((s) => [s.paragraphs.length, s.points?.length ?? 0])
      for (const locale of others) expect(outline(locale), `${slug} ${locale}`).toEqual(outline("en"))
    }
  })

  test("each feature page's search description is 140 to 160 characters in every language, figures filled in", () => {
    for (const locale of locales)
      for (const { slug } of features) {
        const { description } = featurePageWords(slug, locale)
        expect(description.length, `${locale} ${slug}: ${description}`).toBeGreaterThanOrEqual(140)
        expect(description.length, `${locale} ${slug}: ${description}`).toBeLessThanOrEqual(160)
      }
  })

  test("a translated feature page has its own title, headline, intro and description, not the English ones", () => {
    for (const locale of others)
      for (const { slug } of features) {
        const english = featurePageWords(slug, "en")
        const page = featurePageWords(slug, locale)
        for (const key of ["title", "headline", "intro", "description"] as const)
          expect(page[key], `${locale} ${slug} ${key}`).not.toBe(english[key])
      }
  })

  test("the figures reach the page in each language's form", () => {
    const figure = (locale: (typeof locales)[number]) => featurePageContent("lip-sync", locale).page.figures[0]!.value
    expect(figure("en")).toBe("99.5%")
    expect(figure("it")).toBe("99,5%")
    expect(figure("de")).toBe("99,5\u00a0%")
    expect(figure("pt-br")).toBe("99,5%")
    const formats = featurePageWords("multiple-formats", "de").figures.map((f) => f.value)
    expect(formats.slice(0, 3)).toEqual(["1080x1920", "1920x1080", "1080x1080"])
    expect(featurePageWords("lightning-fast", "en").headline).toBe("From finished track to music video in under 5 minutes")
    expect(featurePageWords("lightning-fast", "de").figures[0]!.value).toMatch(/^< 5\s?Min\.$/)
    // A French file size is in Mo and Go.
    expect(featurePageSharedWords("fr").platforms[0]!.maxSize).toMatch(/^72\sMo$/)
    expect(featurePageSharedWords("fr").platforms[1]!.maxSize).toMatch(/^256\sGo$/)
    expect(featurePageSharedWords("en").platforms[2]).toEqual({
      platform: "Instagram post",
      length: "3 to 60 seconds",
      maxSize: "100 MB",
      format: "Square 1:1 or vertical 9:16",
    })
  })

  test("the other features link to their pages in the page's language, and the free videos are counted in its words", () => {
    const german = featurePageContent("lip-sync", "de")
    expect(german.others.map((f) => f.href)).toEqual([
      "/de/funktionen/blitzschnell",
      "/de/funktionen/perfekte-synchronisation",
      "/de/funktionen/mehrere-formate",
      "/de/funktionen/ki-optimierung",
      "/de/funktionen/sofort-export",
    ])
    expect(german.text.closingText).toContain("Die ersten 3 Videos sind kostenlos")
    expect(featurePageContent("lip-sync", "en").text.closingText).toBe(
      "Upload a track and get your first music video in minutes. The first 3 videos are free, no credit card needed.",
    )
  })

  test("each page names its feature by its card's title in the page's language: one term per feature", () => {
    for (const locale of locales)
      for (const { slug } of features) {
        const { feature, page } = featurePageContent(slug, locale)
        expect(feature.slug).toBe(slug)
        expect(page.title.toLocaleLowerCase(locale), `${locale} ${slug}`).toContain(feature.title.toLocaleLowerCase(locale))
      }
  })
})

describe("a feature page's body", () => {
  const cut = (markdown: string) => featureSections(markdownToHtml(markdown), "test.md")

  test("is cut into sections of a heading, paragraphs and at most one closing list", () => {
    expect(cut("## One\n\nA *first* paragraph.\n\nA second.\n\n- a\n- b\n\n## Two\n\nOnly text.")).toEqual([
      { title: "One", paragraphs: ["A <em>first</em> paragraph.", "A second."], points: ["a", "b"] },
      { title: "Two", paragraphs: ["Only text."] },
    ])
  })

  test("refuses what the layout would not draw, naming the file", () => {
    expect(() => cut("An intro.\n\n## One\n\nText.")).toThrow(/test\.md: the body starts with a ## heading/)
    expect(() => cut("## One\n\nText.\n\n- a\n\nMore text.")).toThrow(/the bullet list ends its section/)
    expect(() => cut("## One\n\nText.\n\n- a\n\n- b")).toThrow(/a list item is one line of text/)
    expect(() => cut("## One\n\nText.\n\n### Sub\n\nText.")).toThrow(/only paragraphs and one bullet list/)
    expect(() => cut("## One\n\n- a")).toThrow(/a section has a paragraph before its list/)
  })
})
