import { expect, test } from "vitest"
import { acceptQuality, prefersMarkdown } from "./markdown-answers.ts"

test("the Accept header's most specific range gives a type its quality", () => {
  expect(acceptQuality("text/markdown", "text/markdown")).toBe(1)
  expect(acceptQuality("text/*;q=0.3, text/markdown;q=0.7", "text/markdown")).toBe(0.7)
  expect(acceptQuality("text/*;q=0.3", "text/html")).toBe(0.3)
  expect(acceptQuality("*/*;q=0.1", "text/html")).toBe(0.1)
  expect(acceptQuality("application/json", "text/html")).toBe(0)
})

test.each([
  ["text/markdown", true],
  ["text/markdown, text/html;q=0.9", true],
  ["text/markdown, text/html", true],
  ["text/html, text/markdown;q=0.5", false],
  ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false],
  ["*/*", false],
  ["text/markdown;q=0", false],
  [undefined, false],
])("Accept %s prefers Markdown: %s", (accept, expected) => {
  expect(prefersMarkdown(accept)).toBe(expected)
})
