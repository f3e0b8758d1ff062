import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { type DefaultTreeAdapterMap, parse } from "parse5"
import type { ServerBuild } from "react-router"
import { beforeAll, describe, expect, test } from "vitest"
import { createApp } from "./app.ts"
import { accessibilityContent } from "#app/content/pages/accessibility/page.server.ts"
import { cookiePolicyContent } from "#app/content/pages/cookie-policy/page.server.ts"
import { siteRoutes } from "#app/content/site-pages.ts"
import { localeInfo } from "#app/i18n/locales.ts"

// Every fixed page's Markdown version (issue 29 item 5, decision 0046's addendum), through the
// production build, as a visitor's request reaches it: each says everything its page's main content
// says. The page's blocks are read here from the page's HTML with a parser of this test's own.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "fixed-page-markdown-"))
const ORIGIN = "http://localhost:3000"
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild
  app = createApp({
    build,
    clientDir: path.resolve("build/client"),
    cspHashes: JSON.parse(readFileSync("build/csp-hashes.json", "utf8")) as Record<string, string[]>,
    siteUrl: ORIGIN,
    log: () => {},
  })
}, 180_000)

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })

/** The fixed pages by their route module, and how many pages each serves in English. */
const FAMILIES: Record<string, number> = {
  "routes/feature.tsx": 6,
  "routes/nano-banana-integration.tsx": 1,
  "routes/delete-account.tsx": 1,
  "routes/affiliate.tsx": 1,
  "routes/terms-and-conditions.tsx": 1,
  "routes/cookie-policy.tsx": 1,
  "routes/accessibility.tsx": 1,
}
const pages = siteRoutes.filter((r) => r.file in FAMILIES)

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]
const isElement = (node: Node): node is Element => "tagName" in node
const children = (node: Node): Node[] => ("childNodes" in node ? node.childNodes : [])
/** What a reader is not given as words: hidden parts, controls, pictures drawn in code. */
const unread = (el: Element) =>
  ["script", "style", "svg", "button", "form", "template", "noscript"].includes(el.tagName) ||
  el.attrs.some((a) => (a.name === "aria-hidden" && a.value === "true") || a.name === "hidden")
/** The elements that hold a block of words: each must be in the Markdown. */
const BLOCK = new Set(["p", "li", "td", "th", "h1", "h2", "h3", "h4", "h5", "h6", "figcaption", "dt", "dd", "summary", "caption"])

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value
  if (isElement(node) && unread(node)) return ""
  return children(node).map(textOf).join("")
}

/** The text of each innermost block in the page's <main>. */
function pageBlocks(html: string): string[] {
  const blocks: string[] = []
  const walk = (node: Node, inMain: boolean) => {
    if (isElement(node) && unread(node)) return
    const main = inMain || (isElement(node) && node.tagName === "main")
    const innerBlocks = (n: Node): boolean => children(n).some((c) => isElement(c) && (BLOCK.has(c.tagName) || innerBlocks(c)))
    if (main && isElement(node) && BLOCK.has(node.tagName) && !innerBlocks(node)) {
      const text = textOf(node).trim()
      if (text) blocks.push(text)
      return
    }
    for (const child of children(node)) walk(child, main)
  }
  walk(parse(html), false)
  return blocks
}

/** Words only: letters and digits, one space between, lower case, so Markdown's marks and escapes don't count. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()

/** A Markdown answer's words: link targets and character references out first. */
const markdownWords = (markdown: string) =>
  words(
    markdown
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/\]\([^)]*\)/g, "]")
      .replace(/<(?:https?:|mailto:)[^>]*>/g, " "),
  )

/** A block's first sentence, or its first 12 words when longer. */
const sentence = (block: string) =>
  words(block.split(/(?<=[.!?:])\s/)[0]!)
    .split(" ")
    .slice(0, 12)
    .join(" ")

const fields = (markdown: string) =>
  Object.fromEntries([...markdown.matchAll(/^- (Canonical|Language|Published|Modified): (.+)$/gm)].map((m) => [m[1], m[2]]))

describe("every fixed page as Markdown", () => {
  test("the fixed pages are all there, in every language they exist in", () => {
    for (const [file, count] of Object.entries(FAMILIES))
      expect(pages.filter((p) => p.file === file && p.locale === "en").length, file).toBe(count)
    expect(pages.length).toBeGreaterThan(40)
  })

  test("each answers its title, header and a sentence from every block of its page, and the page links it", async () => {
    for (const page of pages) {
      const html = await (await get(page.path)).text()
      expect(html, page.path).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}${page.path}.md"/>`)
      const answer = await get(`${page.path}.md`)
      expect(answer.status, page.path).toBe(200)
      expect(answer.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8")
      const markdown = await answer.text()
      const title = /<title>(.*?) \| Syncreel<\/title>/.exec(html)?.[1]
      expect(title, page.path).toBeTruthy()
      expect(words(markdown.split("\n")[0]!), page.path).toBe(words(title!))
      // The title once: the page's own heading is not repeated under it.
      expect(markdown.split("\n").filter((line) => line === markdown.split("\n")[0]).length, page.path).toBe(1)
      // And it is the only top-level heading: a page's own <h1> that says something else sits under it.
      expect(
        markdown.split("\n").filter((line) => line.startsWith("# ")),
        page.path,
      ).toEqual([markdown.split("\n")[0]])
      expect(fields(markdown), page.path).toMatchObject({
        Canonical: `<${ORIGIN}${page.path}>`,
        Language: localeInfo[page.locale].tag,
      })
      const blocks = pageBlocks(html)
      expect(blocks.length, page.path).toBeGreaterThan(3)
      const said = markdownWords(markdown)
      for (const block of blocks) expect(said, `${page.path}: "${block}"`).toContain(sentence(block))
      // No raw HTML: a "<" is escaped text or an autolink (a URL, an e-mail address).
      expect(markdown, page.path).not.toMatch(/(?<!\\)<(?!https?:|mailto:|[\w.+-]+@)[a-z!/?]/i)
      expect(markdown, page.path).not.toMatch(/\{[a-zA-Z]\w*\}|\{#/)
    }
  }, 300_000)

  test("the same Markdown by Accept at the page's address, which says it varies by Accept", async () => {
    const answer = await get("/it/affiliazione", { accept: "text/markdown" })
    expect(answer.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8")
    expect(answer.headers.get("Vary")).toMatch(/Accept/)
    expect(await answer.text()).toBe(await (await get("/it/affiliazione.md")).text())
    const html = await get("/it/affiliazione", { accept: "text/html" })
    expect(html.headers.get("Content-Type")).toMatch(/^text\/html/)
    expect(html.headers.get("Vary")).toMatch(/Accept/)
  })

  test("the cookie policy's tables are GFM tables, in every language", async () => {
    for (const page of pages.filter((p) => p.file === "routes/cookie-policy.tsx")) {
      const markdown = await (await get(`${page.path}.md`)).text()
      const { page: policy, categories } = cookiePolicyContent(page.locale)
      const { name, by, purpose, lifetime } = policy.columns
      const rows = markdown.split("\n").filter((line) => line.startsWith("|"))
      const headings = rows.filter((line) => words(line) === words(`${name} ${by} ${purpose} ${lifetime}`))
      expect(headings.length, page.path).toBe(categories.length)
      expect(rows.filter((line) => /^\|(?:\s*:?-+:?\s*\|){4}$/.test(line)).length, page.path).toBe(categories.length)
      for (const item of categories.flatMap((c) => c.items)) {
        const row = rows.find((line) => words(line).startsWith(words(item.name)))
        expect(row, `${page.path}: ${item.name}`).toBeDefined()
        expect(words(row!)).toContain(words(item.purpose))
        expect(words(row!)).toContain(words(item.lifetime))
      }
      // The page's button to reopen the preferences is a control, not words to read.
      expect(markdownWords(markdown), page.path).not.toContain(words(policy.withdrawButton))
    }
  })

  test("the accessibility statement has its callout, its captions sentence and its review date, in every language", async () => {
    for (const page of pages.filter((p) => p.file === "routes/accessibility.tsx")) {
      const markdown = await (await get(`${page.path}.md`)).text()
      const { page: statement, reviewed } = accessibilityContent(page.locale)
      const said = markdownWords(markdown)
      expect(said, page.path).toContain(words(statement.callout.lead))
      expect(said, page.path).toContain(words(statement.callout.text))
      expect(said, page.path).toContain(words(statement.captions))
      expect(fields(markdown).Modified, page.path).toBe(`${reviewed.iso}T00:00:00Z`)
    }
    expect(fields(await (await get("/terms-and-conditions.md")).text()).Modified).toBe("2025-10-10T00:00:00Z")
  })

  test("unknown pages and paths near the fixed pages' are 404, not Markdown", async () => {
    for (const url of [
      "/features/no-such-feature.md",
      "/affiliate/extra.md",
      "/it/affiliate.md",
      "/de/termini-e-condizioni.md",
    ]) {
      const answer = await get(url)
      expect(answer.status, url).toBe(404)
      expect(answer.headers.get("Content-Type") ?? "", url).not.toContain("text/markdown")
    }
  })
})
