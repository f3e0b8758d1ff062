import { readFileSync } from "node:fs"
import { describe, expect, test } from "vitest"
import { fixedArticles } from "./index.ts"

// SPEC §9: words split on whitespace, divided by 200, rounded up. Only the
// prose counts: import/export statements and component lines are markup.
function proseWords(slug: string) {
  const body = readFileSync(new URL(`./${slug}.mdx`, import.meta.url), "utf8")
  const prose = body
    .split("\n")
    .filter((line) => !/^(import|export)\s/.test(line) && !line.trimStart().startsWith("<"))
    .join("\n")
  return prose.split(/\s+/).filter(Boolean).length
}

describe("each fixed article's stated reading time matches its words", () => {
  for (const article of fixedArticles.filter((a) => a.readingMinutes !== null)) {
    test(`${article.slug}: ${article.readingMinutes} min read`, () => {
      expect(Math.ceil(proseWords(article.slug) / 200)).toBe(article.readingMinutes)
    })
  }
})

test("every article in the registry has a body and every body is registered", () => {
  const bodies = Object.keys(import.meta.glob("./*.mdx")).map((path) => path.slice(2, -4))
  expect(bodies.sort()).toEqual(fixedArticles.map((a) => a.slug).sort())
})
