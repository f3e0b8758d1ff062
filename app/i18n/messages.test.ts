import { Fragment, type ReactNode, createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, test } from "vitest"
import { formatSeconds } from "#app/content/plan-figures.ts"
import { type Locale, locales } from "./locales.ts"
import { type MessageFormatElement, TYPE, parse } from "@formatjs/icu-messageformat-parser"
import { copyValues } from "#app/content/copy-values.ts"
import { catalogSources, messagesFor, runtimeMessageKeys } from "./messages.server.ts"
import { formatMessage, formatRich } from "./icu.ts"
import { pack, unpack } from "./icu-pack.ts"
import english from "./messages/en.json" with { type: "json" }

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
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

test("every language has a catalog", () => {
  expect([...catalogSources().keys()].sort()).toEqual([...locales].sort())
})

test.each(locales.filter((l) => l !== "en"))("the %s catalog has exactly the English catalog's keys", (locale) => {
  expect(keyDifferences(english, catalogSources().get(locale)!)).toEqual({ missing: [], extra: [] })
})

test.each(locales.filter((l) => l !== "en"))("no message of the %s catalog is left empty or in English", (locale) => {
  const catalog = catalogSources().get(locale)!
  const get = (tree: Tree, path: string[]) => path.reduce<string | Tree | undefined>((node, key) => (node as Tree)?.[key], tree)
  const untranslated = keyPaths(english)
    .filter((path) => {
      const text = get(catalog, path)
      // A missing key is the test above's to report.
      if (typeof text !== "string") return false
      // Brand names, "Blog", "Marketing" are the same word in several languages; a sentence is not,
      // but a music genre's name is a name ("Lo-Fi Hip Hop"), which a language may keep as English has it.
      // Words are counted in the message's text, not its syntax ("{count, plural, one {# video} …}" is two).
      if (/^examples\.items\.[\w-]+\.(genre|genreInSentence|style)$/.test(path.join("."))) return text.trim() === ""
      return text.trim() === "" || (text === get(english, path) && literalWords(parse(text)) > 2)
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

/** How many words a message's own text has, its placeholders and plural or select syntax left out. */
function literalWords(elements: MessageFormatElement[]): number {
  return elements.reduce((count, element) => {
    if (element.type === TYPE.literal) return count + element.value.split(/\s+/).filter(Boolean).length
    if (element.type === TYPE.tag) return count + literalWords(element.children)
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return count + Object.values(element.options).reduce((sum, option) => sum + literalWords(option.value), 0)
    return count
  }, 0)
}

/** The placeholders and tags a message names, with each one's kind: "{network}", "plural:count", "<hidden>". */
function placeholders(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    switch (element.type) {
      case TYPE.argument:
        return [`{${element.value}}`]
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [`${TYPE[element.type]}:${element.value}`]
      case TYPE.plural:
      case TYPE.select:
        return [`${TYPE[element.type]}:${element.value}`, ...Object.values(element.options).flatMap((o) => placeholders(o.value))]
      case TYPE.tag:
        return [`<${element.value}>`, ...placeholders(element.children)]
      default:
        return []
    }
  })
}

const unique = (items: string[]) => [...new Set(items)].sort()

test.each(locales)("every message of the %s catalog parses as ICU MessageFormat with FormatJS's own parser", (locale) => {
  const catalog = catalogSources().get(locale)!
  const refused = keyPaths(catalog).flatMap((path) => {
    const text = path.reduce<string | Tree>((node, key) => (node as Tree)[key]!, catalog) as string
    try {
      parse(text)
      return []
    } catch (error) {
      return [`${path.join(".")}: ${(error as Error).message}`]
    }
  })
  expect(refused).toEqual([])
})

test.each(locales.filter((l) => l !== "en"))(
  "each %s message names exactly the placeholders and tags of its English source",
  (locale) => {
    const catalog = catalogSources().get(locale)!
    const get = (tree: Tree, path: string[]) => path.reduce<string | Tree | undefined>((node, key) => (node as Tree)?.[key], tree)
    const differing = keyPaths(english).flatMap((path) => {
      const own = get(catalog, path)
      if (typeof own !== "string") return []
      const want = unique(placeholders(parse(get(english, path) as string)))
      const have = unique(placeholders(parse(own)))
      return want.join() === have.join() ? [] : [`${path.join(".")}: ${have.join(" ")} instead of ${want.join(" ")}`]
    })
    expect(differing).toEqual([])
  },
)

test("the messages that wait for a value are exactly those naming a placeholder that is not a copy value", () => {
  const values = copyValues("en")
  const waiting = keyPaths(english)
    .filter((path) => {
      const text = path.reduce<string | Tree>((node, key) => (node as Tree)[key]!, english) as string
      return placeholders(parse(text)).some((p) => !/^\{(\w+)\}$/.test(p) || !(p.slice(1, -1) in values))
    })
    .map((path) => path.join("."))
  expect(waiting.sort()).toEqual([...runtimeMessageKeys].sort())
})

test("a message whose placeholders are copy values reaches the page as text, in the page's language", () => {
  expect(messagesFor("de", copyValues("de")).notFound.metaTitle).toBe("Szene nicht gefunden | Syncreel")
  expect(messagesFor("en", copyValues("en")).footer.socialLabel).toBe("Social media")
})

test("a message that waits for a value is formatted where it is shown, with the copy values already in it", () => {
  const en = messagesFor("en", copyValues("en"))
  expect(formatMessage(en.footer.socialLink, "en", { network: "YouTube" })).toBe("Syncreel on YouTube (opens in a new tab)")
  expect(formatMessage(messagesFor("fr", copyValues("fr")).share.shareOn, "fr", { network: "Facebook" })).toBe(
    "Partager sur Facebook",
  )
  const hidden = (chunks: ReactNode[]) => createElement("span", { className: "sr-only" }, chunks)
  const link = formatRich(en.inNewTab, "en", { label: createElement("b", null, "Privacy Policy"), hidden })
  expect(renderToStaticMarkup(createElement(Fragment, null, link))).toBe(
    '<b>Privacy Policy</b><span class="sr-only"> (opens in a new tab)</span>',
  )
})

test("a sentence is one message: no catalog entry starts or ends with a space or a colon waiting for its other half", () => {
  const fragments = [...catalogSources().entries()].flatMap(([locale, catalog]) =>
    keyPaths(catalog)
      .map((path) => [path, path.reduce<string | Tree>((node, key) => (node as Tree)[key]!, catalog) as string] as const)
      .filter(([, text]) => /^\s|\s$|:\s*$/.test(text))
      .map(([path]) => `${locale}: ${path.join(".")}`),
  )
  expect(fragments).toEqual([])
})

describe("the price calculator's answer agrees with the count in every language", () => {
  // The answer for 1 video and for 2 of 3:00 a month, as app/components/pricing/track-cost-calculator.tsx asks for it.
  const expected: Record<Locale, [one: string, many: string]> = {
    en: ["1 video of 3:00 a month is 3 min of video.", "2 videos of 3:00 a month is 6 min of video."],
    it: ["1 video da 3:00 al mese fa 3 min di video.", "2 video da 3:00 al mese fanno 6 min di video."],
    es: ["1 video de 3:00 al mes suma 3 min de video.", "2 videos de 3:00 al mes suman 6 min de video."],
    de: ["1 Video mit 3:00 pro Monat ergibt 3 Min. Video.", "2 Videos mit 3:00 pro Monat ergeben 6 Min. Video."],
    fr: ["1 vidéo de 3:00 par mois, cela fait 3 min de vidéo.", "2 vidéos de 3:00 par mois, cela fait 6 min de vidéo."],
    "pt-br": ["1 vídeo de 3:00 por mês dá 3 min de vídeo.", "2 vídeos de 3:00 por mês dão 6 min de vídeo."],
  }
  test.each(locales)("%s", (locale) => {
    const { calculator } = messagesFor(locale, copyValues(locale))
    const answer = (count: number) =>
      formatMessage(calculator.cheapest, locale, {
        count,
        length: "3:00",
        total: formatSeconds(count * 180, locale),
        plan: "Ultra",
        billing: "yearly",
        price: "$16.50",
      })
    const tooMuch = (count: number) => formatMessage(calculator.tooMuch, locale, { count, length: "3:00", total: "x" })
    expect(answer(1).replaceAll("\u00a0", " ")).toMatch(new RegExp(`^${escapeRegExp(expected[locale][0])} `))
    expect(answer(2).replaceAll("\u00a0", " ")).toMatch(new RegExp(`^${escapeRegExp(expected[locale][1])} `))
    expect(tooMuch(1)).not.toBe(tooMuch(2).replace(/^2/, "1"))
  })
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

test("a parsed message packed for the page and unpacked where it is shown is the message FormatJS parsed", () => {
  for (const [locale, catalog] of catalogSources()) {
    for (const path of keyPaths(catalog)) {
      const text = path.reduce<string | Tree>((node, key) => (node as Tree)[key]!, catalog) as string
      const parsed = parse(text)
      expect(unpack(pack(parsed)), `${locale}: ${path.join(".")}`).toEqual(parsed)
    }
  }
})
