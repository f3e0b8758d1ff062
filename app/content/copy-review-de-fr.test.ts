import { describe, expect, test } from "vitest"
import { catalogSources } from "#app/i18n/messages.server.ts"
import { copyStrings } from "../../tests/support/copy-strings.ts"

// The native review of the German and French copy (issue 27, item 5; docs/i18n-review/review-de-fr.md)
// kept as checks on the catalog namespaces it covered: each language's typography, its register, its one term
// for lip-sync, one translation for one English phrase, and English's placeholders.

/** The catalogs' namespaces the review covered (app/i18n/messages/<locale>.json). */
const NAMES = [
  "blog",
  "blogChrome",
  "testimonials",
  "homeJsonLd",
  "homeSections",
  "features",
  "showcase",
  "examples",
  "plans",
  "pricingPage",
]

/** The words of namespace `name` in English and in `locale`, path by path. */
function words(name: string, locale: "de" | "fr") {
  const source = catalogSources().get("en")?.[name]
  const translation = catalogSources().get(locale)?.[name]
  if (!source || !translation) throw new Error(`No ${name} namespace in English or ${locale}`)
  return { en: new Map(copyStrings(source, name)), own: new Map(copyStrings(translation, name)) }
}

/** Paths and strings whose text matches `pattern`, for a failure that names them. */
const matching = (texts: Map<string, string>, pattern: RegExp) => [...texts].filter(([, text]) => pattern.test(text))

/** The rules each language's copy keeps, as patterns no string may match. */
const RULES: Record<"de" | "fr", [string, RegExp][]> = {
  de: [
    ["the typewriter apostrophe (use ’)", /'/],
    ["three dots (use …)", /\.\.\./],
    ["straight or English quotation marks (German opens „ and closes “)", /["”]/],
    ["a „ with no closing “", /„[^“]*$/],
    ["the formal register (the site says du)", /\bIhnen\b|(?<![.!?:]\s|^|„)\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/],
    ["“lippensynchron” (the term is the card's “Lip-Sync”)", /lippensynchron/i],
    ["English file sizes", /\b\d+(?:[.,]\d+)?\s?[KMGT]B\b/],
  ],
  fr: [
    ["the typewriter apostrophe (use ’)", /'/],
    ["three dots (use …)", /\.\.\./],
    ["a space or no-break space before : ; ! ? (use U+202F)", /[ \u00a0][:;!?]/],
    ["no space before ; ! ? (use U+202F)", /[^\s\u202f][;!?]/],
    ["no space before a colon after a word", /[\p{L}»)}]:/u],
    ["« without U+202F after it", /«(?!\u202f)/],
    ["» without U+202F before it", /(?<!\u202f)»/],
    ["straight or English quotation marks (use « »)", /["“”]/],
    [
      "“synchronisation labiale” or “synchronisé sur les paroles” (the term is the card's “Lip-sync”)",
      /synchronis\S* (labiale|sur les paroles)/i,
    ],
    ["file sizes in MB/GB (French writes Mo/Go)", /\b\d+(?:[.,]\d+)?\s?[KMGT]B\b/],
  ],
}

describe.each(["de", "fr"] as const)("the %s copy", (locale) => {
  test.each(NAMES)("%s keeps the language's typography, register and term for lip-sync", (name) => {
    const { own } = words(name, locale)
    for (const [rule, pattern] of RULES[locale]) expect(matching(own, pattern), rule).toEqual([])
  })

  test.each(NAMES)("%s names exactly English's placeholders in each string", (name) => {
    const { en, own } = words(name, locale)
    const placeholders = (text: string | undefined) => [...(text ?? "").matchAll(/\{\w+\}/g)].map((m) => m[0]).sort()
    for (const [path, text] of en) expect(placeholders(own.get(path)), `${name}: ${path}`).toEqual(placeholders(text))
  })

  test("one English phrase has one translation across the modules (a button, a feature, a tab notice)", () => {
    const byEnglish = new Map<string, Set<string>>()
    for (const name of NAMES) {
      const { en, own } = words(name, locale)
      for (const [path, text] of en) {
        const translation = own.get(path)
        if (translation === undefined || text.trim().length < 4) continue
        // A genre's name written mid-sentence is cased for its place ("un clip pop acoustique"), unlike the name itself.
        if (path.endsWith(".genreInSentence")) continue
        const seen = byEnglish.get(text.trim()) ?? new Set<string>()
        seen.add(translation.trim())
        byEnglish.set(text.trim(), seen)
      }
    }
    const split = [...byEnglish].filter(([, seen]) => seen.size > 1).map(([text, seen]) => [text, [...seen]])
    expect(split).toEqual([])
  })
})
