import { readdirSync } from "node:fs"
import { expect, test } from "vitest"
import { locales } from "./locales.ts"
import { translationModules } from "#app/content/localized.server.ts"

// Keeping the languages whole (issue 19, item 5): every content module with words has a translation
// in each language its pages exist in, and each translation has exactly the English module's
// shape: the same exports, keys and list lengths, a string where the English has one, and the same
// numbers and flags (figures are the English module's, never a translator's).

const englishModules = import.meta.glob<Record<string, unknown>>(
  ["/app/content/*.ts", "!/app/content/*.test.ts", "!/app/content/*.server.ts"],
  {
    eager: true,
  },
)
const english = new Map(
  Object.entries(englishModules)
    .filter(([path]) => !path.endsWith(".test.ts") && !path.endsWith(".server.ts"))
    .map(([path, module]) => [path.replace(/^\/app\/content\/|\.ts$/g, ""), module]),
)
const translations = translationModules()
const otherLocales = locales.filter((l) => l !== "en")

/** Modules whose pages exist in fewer languages than all six (app/content/site-pages.ts). */
const ONLY_IN: Record<string, readonly string[]> = {}

/** A Tailwind class list ("from-amber to-orange-strong"): every token hyphenated or with a variant. */
const isClassList = (value: string) => value.split(" ").every((token) => /^[a-z0-9]+([-:/][\w[\]().%-]+)+$/.test(token))

/**
 * Words: a string with a word beside another word or a number ("Lip Sync", "October 10, 2025"), not
 * an address, a file or cookie name, an id or a class list.
 */
const hasWords = (value: unknown): boolean => {
  if (typeof value === "string") {
    if (/^(https?:|mailto:|\/)/.test(value) || /[_<>]/.test(value) || isClassList(value)) return false
    return /\p{L}{2,}[ ,.'’]+(\p{L}{2,}|\d)|\d \p{L}{2,}/u.test(value)
  }
  if (Array.isArray(value)) return value.some(hasWords)
  if (value && typeof value === "object") return Object.values(value).some(hasWords)
  return false
}

/** The English module's exports that hold words: each is owed a translation. */
function textExports(module: Record<string, unknown>): string[] {
  return Object.entries(module)
    .filter(([, value]) => typeof value !== "function" && hasWords(value))
    .map(([name]) => name)
}

/** Where a translation's shape differs from the English: "nanoBanana.steps[2].title: missing". */
export function shapeDifferences(englishValue: unknown, translated: unknown, at: string): string[] {
  if (typeof englishValue === "function") return []
  if (typeof englishValue === "string")
    return typeof translated === "string" ? [] : [`${at}: a string in English, ${typeof translated} here`]
  if (typeof englishValue === "number" || typeof englishValue === "boolean" || englishValue === null)
    return translated === englishValue
      ? []
      : [`${at}: ${String(englishValue)} in English, ${String(translated)} here (figures are not translated)`]
  if (Array.isArray(englishValue)) {
    if (!Array.isArray(translated)) return [`${at}: a list in English, not here`]
    if (translated.length !== englishValue.length)
      return [`${at}: ${englishValue.length} items in English, ${translated.length} here`]
    return englishValue.flatMap((item, i) => shapeDifferences(item, translated[i], `${at}[${i}]`))
  }
  if (typeof englishValue === "object") {
    if (!translated || typeof translated !== "object") return [`${at}: an object in English, not here`]
    const keys = new Set([...Object.keys(englishValue), ...Object.keys(translated)])
    return [...keys].flatMap((key) => {
      if (!(key in translated)) return [`${at}.${key}: missing`]
      if (!(key in englishValue)) return [`${at}.${key}: not in English (unused)`]
      return shapeDifferences(
        (englishValue as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${at}.${key}`,
      )
    })
  }
  return []
}

test("every translation module translates an English content module, export for export, with its shape and figures", () => {
  const problems: string[] = []
  for (const [id, module] of translations) {
    const [locale, name] = id.split("/") as [string, string]
    const source = english.get(name)
    if (!source) {
      problems.push(`${id}: no English module app/content/${name}.ts`)
      continue
    }
    const owed = textExports(source)
    for (const exported of Object.keys(module)) {
      if (!(exported in source)) problems.push(`${id}: exports ${exported}, which the English module does not (unused)`)
      else if (!owed.includes(exported))
        problems.push(`${id}: exports ${exported}, which holds no words in English: import it instead`)
    }
    for (const exported of owed) {
      if (!(exported in module)) problems.push(`${id}: ${exported} is not translated`)
      else problems.push(...shapeDifferences(source[exported], module[exported], `${locale}/${name}.${exported}`))
    }
  }
  expect(problems).toEqual([])
})

test("a content module translated into one language is translated into every language its pages exist in", () => {
  const translated = new Set([...translations.keys()].map((id) => id.split("/")[1]!))
  const missing = [...translated].flatMap((name) =>
    (ONLY_IN[name] ?? otherLocales)
      .filter((locale) => !translations.has(`${locale}/${name}`))
      .map((locale) => `${locale}/${name}`),
  )
  expect(missing).toEqual([])
})

test("the translation folders are the site's languages and nothing else", () => {
  // app/content/articles holds the fixed articles and app/content/pages the Markdown pages, each with its languages inside.
  const folders = readdirSync(new URL("../content", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "articles" && entry.name !== "pages")
    .map((entry) => entry.name)
  for (const folder of folders) expect(otherLocales as readonly string[]).toContain(folder)
})

test("words are told from addresses, names and class lists", () => {
  for (const text of ["Lip Sync", "October 10, 2025", "Start creating now", "15 ottobre 2025", "3 videos"])
    expect(hasWords(text), text).toBe(true)
  for (const data of [
    "https://www.agid.gov.it/",
    "/media/examples/neon-nights",
    "_gcl_au",
    "fbclid, user_agent",
    "from-amber to-orange-strong",
    "2026-11-25",
  ])
    expect(hasWords(data), data).toBe(false)
})

test("the shape check names a missing key, an extra key, a shorter list and a changed figure", () => {
  const englishValue = { title: "A title", steps: [{ text: "One" }, { text: "Two" }], price: 10 }
  expect(shapeDifferences(englishValue, { title: "Un titolo", steps: [{ text: "Uno" }], price: 12, extra: "x" }, "it/x")).toEqual(
    [
      "it/x.steps: 2 items in English, 1 here",
      "it/x.price: 10 in English, 12 here (figures are not translated)",
      "it/x.extra: not in English (unused)",
    ],
  )
  expect(shapeDifferences(englishValue, { steps: [{ text: "Uno" }, { text: "Due" }], price: 10 }, "it/x")).toEqual([
    "it/x.title: missing",
  ])
})
