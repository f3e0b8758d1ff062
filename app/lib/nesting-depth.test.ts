import { readFileSync, readdirSync } from "node:fs"
import { expect, test } from "vitest"
import { MAX_NESTING_DEPTH, htmlDepth, markdownDepth } from "./nesting-depth.ts"

const seeds = readdirSync("db/seed").filter((name) => name.endsWith(".md"))

test.each([
  ["nested quotes", "> ".repeat(300_000), 300_000],
  ["nested ordered lists on one line", `${"1. ".repeat(3_000)}x`, 3_000],
  ["bullet lists nested by indentation", Array.from({ length: 500 }, (_, i) => `${"  ".repeat(i)}- x`).join("\n"), 500],
])("Markdown's %s are counted level by level", (_label, markdown, levels) => {
  expect(markdownDepth(markdown, Infinity)).toBe(levels)
})

test("raw HTML in Markdown counts, but not inside code spans or fenced code", () => {
  expect(markdownDepth("<div>".repeat(500), Infinity)).toBe(500)
  expect(markdownDepth("Write `<div>` to open a box. ".repeat(500), Infinity)).toBe(0)
  expect(markdownDepth(`\`\`\`html\n${"<section>\n".repeat(500)}\`\`\`\n`, Infinity)).toBe(0)
  // Autolinks, addresses and comparisons are not tags.
  expect(markdownDepth("<https://example.com> <me@example.com> a < b ".repeat(500), Infinity)).toBe(0)
})

test("HTML depth follows end tags, void elements, optional end tags and self-closing SVG", () => {
  expect(htmlDepth("<div>".repeat(20_000), Infinity)).toBe(20_000)
  expect(htmlDepth("<div><p>a</p></div>".repeat(1_000), Infinity)).toBe(1)
  expect(htmlDepth("<p>a<br><img src=x><p>b<li>c".repeat(1_000), Infinity)).toBe(0)
  expect(htmlDepth(`<svg>${'<path d="M0 0"/>'.repeat(1_000)}</svg>`, Infinity)).toBe(1)
  // An end tag closes what is open inside its element; a stray one closes nothing.
  expect(htmlDepth("<div><b><i>x</div></span><div>", Infinity)).toBe(3)
  expect(htmlDepth(`<script>${"<div>".repeat(1_000)}</script>`, Infinity)).toBe(1)
})

test("the HTML scan stops once past the limit", () => {
  expect(htmlDepth("<div>".repeat(20_000))).toBe(MAX_NESTING_DEPTH + 1)
})

test.each(seeds)("the seed %s nests far less deep than the limit", (name) => {
  const markdown = readFileSync(`db/seed/${name}`, "utf8")
  expect(markdownDepth(markdown)).toBeLessThanOrEqual(3)
})
