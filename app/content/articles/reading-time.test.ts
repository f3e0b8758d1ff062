import { readFileSync } from "node:fs"
import { describe, expect, test } from "vitest"
import { fixedArticles, translatedArticles } from "./index.ts"

// SPEC §9: words split on whitespace, divided by 200, rounded up. Only the
// prose counts: import/export statements and component lines are markup.
function proseWords(body: string) {
  const prose = body
    .split("\n")
    .filter((line) => !/^(import|export)\s/.test(line) && !line.trimStart().startsWith("<"))
    .join("\n")
  return prose.split(/\s+/).filter(Boolean).length
}

const bodyOf = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8")

describe("each fixed article's stated reading time matches its words", () => {
  for (const article of fixedArticles.filter((a) => a.readingMinutes !== null)) {
    test(`${article.slug}: ${article.readingMinutes} min read`, () => {
      expect(Math.ceil(proseWords(bodyOf(`./${article.slug}.mdx`)) / 200)).toBe(article.readingMinutes)
    })
  }
})

describe("each translated fixed article states the reading time of its own words, not the English one's", () => {
  for (const [locale, metas] of Object.entries(translatedArticles)) {
    for (const [slug, meta] of Object.entries(metas)) {
      const english = fixedArticles.find((a) => a.slug === slug)
      test(`${locale}/${slug}: ${meta.readingMinutes} min`, () => {
        // An article without a stated time in English states none in translation either (SPEC shows none).
        if (english?.readingMinutes === null) return expect(meta.readingMinutes).toBeNull()
        expect(Math.ceil(proseWords(bodyOf(`./${locale}/${slug}.mdx`)) / 200)).toBe(meta.readingMinutes)
      })
    }
  }
})

test("every article in the registry has a body and every body is registered", () => {
  const bodies = Object.keys(import.meta.glob("./*.mdx")).map((path) => path.slice(2, -4))
  expect(bodies.sort()).toEqual(fixedArticles.map((a) => a.slug).sort())
})

test("every translation of an article has a body and a meta, and names an article of the registry", () => {
  const bodies = Object.keys(import.meta.glob("./*/*.mdx")).map((path) => path.slice(2, -4))
  const metas = Object.entries(translatedArticles).flatMap(([locale, m]) => Object.keys(m).map((slug) => `${locale}/${slug}`))
  expect(bodies.sort()).toEqual(metas.sort())
  const slugs = new Set(fixedArticles.map((a) => a.slug))
  expect(metas.filter((id) => !slugs.has(id.split("/")[1]!))).toEqual([])
})
