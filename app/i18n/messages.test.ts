import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { expect, test } from "vitest"
import { locales } from "./locales.ts"
import { allCatalogs } from "./messages.server.ts"
import { messages as english } from "./messages/en.ts"

// Every language's catalog has exactly the English catalog's keys, and every English key is used by
// the site. "Used" is read from the source, since components reach a message by a property path:
// a key whose path ends in `parent.last` counts as used when app/ (the catalogs and the tests left
// out) has
//   (a) `parent.last` or `parent["last"]` somewhere; or
//   (b) in one file, `.last` (or `last` destructured: `{ last`, `, last`) and the word `parent`
//       (`consent.categories[key].title` in the file that names "analytics"); or
//   (c) `parent[` somewhere (a lookup by a computed key) and `"last"` somewhere (the key as data:
//       the footer's `{ key: "home" }`, a feature's slug);
// and a top-level key counts when `.last` or a destructured `last` appears anywhere. It is a
// heuristic, chosen to be robust to destructuring and to lookups by data, not a proof: a key is
// reported unused only when no file mentions its last segment the way code reads a property.

type Tree = { [key: string]: string | Tree }

/** Every leaf's path in a catalog: ["language", "switcherLabel"], … */
export function keyPaths(tree: Tree, prefix: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[...prefix, key]] : keyPaths(value, [...prefix, key]),
  )
}

/** The keys one catalog lacks or has beyond the other, as dotted paths. */
export function keyDifferences(expected: Tree, actual: Tree) {
  const want = new Set(keyPaths(expected).map((p) => p.join(".")))
  const have = new Set(keyPaths(actual).map((p) => p.join(".")))
  return { missing: [...want].filter((k) => !have.has(k)), extra: [...have].filter((k) => !want.has(k)) }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The English keys no source file uses, by the rule above. */
export function unusedKeys(catalog: Tree, sources: string[]): string[] {
  const all = sources.join("\n")
  return keyPaths(catalog)
    .filter((path) => {
      const last = escape(path.at(-1)!)
      const read = new RegExp(`(?:\\.|\\{\\s*|,\\s*)${last}(?![\\w-])`)
      if (path.length === 1) return !read.test(all)
      const parent = escape(path.at(-2)!)
      if (new RegExp(`${parent}(?:\\.${last}(?![\\w-])|\\["${last}"\\])`).test(all)) return false
      const parentWord = new RegExp(`(?<![\\w-])${parent}(?![\\w-])`)
      if (sources.some((source) => read.test(source) && parentWord.test(source))) return false
      return !(new RegExp(`${parent}\\[`).test(all) && all.includes(`"${path.at(-1)}"`))
    })
    .map((path) => path.join("."))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return path.endsWith(join("i18n", "messages")) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

test("every language has a catalog", () => {
  expect([...allCatalogs().keys()].sort()).toEqual([...locales].sort())
})

test.each(locales.filter((l) => l !== "en"))("the %s catalog has exactly the English catalog's keys", (locale) => {
  expect(keyDifferences(english, allCatalogs().get(locale)!)).toEqual({ missing: [], extra: [] })
})

test.each(locales.filter((l) => l !== "en"))("no message of the %s catalog is left empty or in English", (locale) => {
  const catalog = allCatalogs().get(locale)!
  const get = (tree: Tree, path: string[]) => path.reduce<string | Tree | undefined>((node, key) => (node as Tree)?.[key], tree)
  const untranslated = keyPaths(english)
    .filter((path) => {
      const text = get(catalog, path)
      // A missing key is the test above's to report.
      if (typeof text !== "string") return false
      // Brand names, "Blog", "Marketing" are the same word in several languages; a sentence is not.
      return text.trim() === "" || (text === get(english, path) && text.split(" ").length > 2)
    })
    .map((path) => path.join("."))
  expect(untranslated).toEqual([])
})

test("every English message is used by the site", () => {
  const sources = sourceFiles(join(import.meta.dirname, "..")).map((path) => readFileSync(path, "utf8"))
  expect(unusedKeys(english, sources)).toEqual([])
})

test("a catalog missing a key, or with a key the English lacks, is told apart, at any depth", () => {
  const en = { a: "A", group: { b: "B", deep: { c: "C" } } }
  expect(keyDifferences(en, { a: "A", group: { b: "B", deep: { d: "D" } } })).toEqual({
    missing: ["group.deep.c"],
    extra: ["group.deep.d"],
  })
})

test("a message no source reads is reported unused, however it would be read", () => {
  const catalog = { title: "T", share: { copyLink: "C" }, links: { home: "H" }, card: { analytics: { heading: "A" } } }
  expect(unusedKeys(catalog, ["const x = 1"])).toEqual(["title", "share.copyLink", "links.home", "card.analytics.heading"])
  expect(
    unusedKeys(catalog, [
      "messages.title; words.share.copyLink",
      'const rows = [{ key: "home" }]; words.links[row.key]',
      'const keys = ["analytics"]; card[key].heading',
    ]),
  ).toEqual([])
})
