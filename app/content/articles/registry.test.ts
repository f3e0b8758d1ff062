import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { describe, expect, test } from "vitest"
import { copyValues } from "#app/content/copy-values.ts"
import { siteRoutes } from "#app/content/site-pages.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { fillCopy, placeholdersIn } from "./fill-copy.ts"
import { englishFrontmatter, readArticleFile, translationFrontmatter } from "./frontmatter.ts"
import { articleFrontmatter, articleLocales, fixedArticles, fixedArticlesIn } from "./index.ts"

// The fixed articles as files: ./<slug>.mdx in English, ./<locale>/<slug>.mdx in a translation, each
// opening with frontmatter that ./frontmatter.ts checks (issue 27, item 2).

const sources = import.meta.glob<string>(["./*.mdx", "./*/*.mdx"], { query: "?raw", import: "default", eager: true })
const files = Object.entries(sources).map(([path, source]) => {
  const [folder, name] = path.slice(2).includes("/") ? (path.slice(2).split("/") as [string, string]) : ["en", path.slice(2)]
  return { path: `app/content/articles/${path.slice(2)}`, locale: folder, slug: name.slice(0, -".mdx".length), source }
})
const translations = files.filter((f) => f.locale !== "en")

/** Every string of a value, at any depth, with its path: "tools.0.pros.4". */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}.${i}`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key))
  return []
}

/** The shape of a value: its keys and list lengths, at any depth, with the strings left out. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
  return typeof value === "string" ? "text" : value
}

test("every article file's frontmatter passes its language's schema", () => {
  expect(files.length).toBeGreaterThanOrEqual(24)
  for (const file of files)
    expect(() =>
      readArticleFile(file.source, file.path, file.locale === "en" ? englishFrontmatter : translationFrontmatter),
    ).not.toThrow()
})

describe("a frontmatter the schema refuses fails the registry, naming the file and the field", () => {
  const file = "app/content/articles/it/a-guide.mdx"
  const words = `title: Una guida\ndescription: ${"x".repeat(150)}\ntag: Guida\nreadingMinutes: 3`
  test.each([
    ["no frontmatter", "Just a body.", /a-guide\.mdx: a fixed article opens with its frontmatter/],
    ["not YAML", "---\ntitle: [unclosed\n---\nBody", /a-guide\.mdx: the frontmatter is not valid YAML/],
    ["a missing title", `---\n${words.replace("title: Una guida\n", "")}\n---\nBody`, /a-guide\.mdx: title: /],
    [
      "a description too long",
      `---\n${words.replace("x".repeat(150), "x".repeat(161))}\n---\nBody`,
      /a-guide\.mdx: description: /,
    ],
    [
      "a key no article has",
      `---\n${words}\nsubtitle: Extra\n---\nBody`,
      /a-guide\.mdx: frontmatter: Unrecognized key: "subtitle"/,
    ],
    ["a date, which only English states", `---\n${words}\npublished: 2025-01-01\n---\nBody`, /Unrecognized key: "published"/],
    [
      "a comparison row without a winner",
      `---\n${words}\nrows:\n  - { feature: a, suno: b, udio: c }\n---\nBody`,
      /rows\.0\.winner: /,
    ],
  ])("%s", (_, source, message) => {
    expect(() => readArticleFile(source, file, translationFrontmatter)).toThrow(message)
  })
})

test("the frontmatter's figures are named from copy-values.ts, never typed (app/content/facts.test.ts checks the typing)", () => {
  const known = new Set(Object.keys(copyValues("en")))
  const unknown = files.flatMap((file) =>
    strings(articleFrontmatter(file.slug, file.locale as never)).flatMap(([path, text]) =>
      placeholdersIn(text)
        .filter((name) => !known.has(name))
        .map((name) => `${file.path} ${path}: {${name}}`),
    ),
  )
  expect(unknown).toEqual([])
})

describe("each translation says what its English file says, in its language", () => {
  for (const file of translations) {
    const english = articleFrontmatter(file.slug, "en")
    const translated = articleFrontmatter(file.slug, file.locale as never)!
    test(`${file.path} has an English original`, () => expect(english).toBeDefined())
    if (!english) continue
    // What only English states (the date, the market flag) and what each language counts for itself.
    const {
      published: _published,
      market: _market,
      readingMinutes: _english,
      ...shared
    } = english as typeof english & {
      published?: unknown
      market?: unknown
    }
    const { readingMinutes: _own, ...own } = translated
    test(`${file.path}: the same keys, list lengths and other values than text as English`, () => {
      expect(shape(own)).toEqual(shape(shared))
    })
    test(`${file.path}: the same placeholders as English, in each string`, () => {
      const placeholders = (value: unknown) =>
        Object.fromEntries(strings(value).map(([path, text]) => [path, placeholdersIn(text).sort()]))
      expect(placeholders(own)).toEqual(placeholders(shared))
    })
  }
})

test("every file is an article routed in its language, and every routed article has its file", () => {
  const routed = siteRoutes.filter((r) => r.file === "routes/fixed-article.tsx").map((r) => r.path)
  const written = files.map((f) => localizePath(articlePath(f.slug), f.locale as never))
  expect(written.sort()).toEqual([...routed].sort())
  for (const article of fixedArticles) expect(articleLocales(article.slug)).toContain("en")
})

test("a block's figures are filled in the article's language; an unknown name is refused", () => {
  const tools = articleFrontmatter("best-ai-music-video-tools-2024", "it")!.tools!
  expect(tools[0]!.price).toContain("{comparisonTopPrice}")
  expect(fillCopy(tools, "it")[0]!.price).toBe(`Da gratis a ${copyValues("it").comparisonTopPrice}/mese`)
  expect(fillCopy({ rating: 4.5, list: ["{creators}"] }, "en")).toEqual({ rating: 4.5, list: [copyValues("en").creators] })
  expect(() => fillCopy("{noSuchFigure}", "en")).toThrow("{noSuchFigure} is not a value copy can name")
})

test("plain Node reads the same articles from disk as the build reads through Vite", () => {
  const registry = fileURLToPath(new URL("./index.ts", import.meta.url))
  const script = `const r = await import(${JSON.stringify(registry)}); console.log(JSON.stringify(["en", "it", "de"].map((l) => r.fixedArticlesIn(l))))`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })
  expect(run.stderr).toBe("")
  expect(JSON.parse(run.stdout)).toEqual((["en", "it", "de"] as const).map((l) => fixedArticlesIn(l)))
})
