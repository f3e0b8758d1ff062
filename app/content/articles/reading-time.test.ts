import { describe, expect, test } from "vitest"
import { articleFrontmatter, articleLocales, fixedArticles } from "./index.ts"

// SPEC §9: words split on whitespace, divided by 200, rounded up. Only the prose counts: the
// frontmatter, import/export statements and component lines are not read as prose.
function proseWords(source: string) {
  const prose = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "")
    .split("\n")
    .filter((line) => !/^(import|export)\s/.test(line) && !line.trimStart().startsWith("<"))
    .join("\n")
  return prose.split(/\s+/).filter(Boolean).length
}

const sources = import.meta.glob<string>(["./*.mdx", "./*/*.mdx"], { query: "?raw", import: "default", eager: true })

describe("each fixed article states the reading time of its own words, in each language", () => {
  for (const article of fixedArticles)
    for (const locale of articleLocales(article.slug)) {
      const { readingMinutes } = articleFrontmatter(article.slug, locale)!
      test(`${locale}/${article.slug}: ${readingMinutes} min`, () => {
        // An article without a stated time in English states none in translation either (SPEC shows none).
        if (article.readingMinutes === null) return expect(readingMinutes).toBeNull()
        const source = sources[locale === "en" ? `./${article.slug}.mdx` : `./${locale}/${article.slug}.mdx`]!
        expect(Math.ceil(proseWords(source) / 200)).toBe(readingMinutes)
      })
    }
})

test("the frontmatter is not counted as prose", () => {
  expect(proseWords("---\ntitle: A guide in five words\n---\n\nOne two three.")).toBe(3)
})
