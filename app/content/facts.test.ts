import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import * as factsModule from "./facts.ts"
import { type FactUnit, facts } from "./facts.ts"

// Issue 27 item 3: every figure of app/content/facts.ts reaches copy only through that module. This
// test reads every content file, catalog and article and fails on a figure written as a literal in
// any language's form ("99.5%", "99,5 %", "50.000+", "oltre 50", "$29", "29 $", "24/7", "3 videos", "first 12 months").
// Its patterns are built from the module's values, so a new fact is checked as soon as it is added.

const root = join(import.meta.dirname, "..", "..")
const scanned = ["app/content", "app/i18n/messages", "app/components", "app/routes"]
/** The facts' own home and the module that formats them; tests may state figures to check them. */
const exempt = new Set(["app/content/facts.ts", "app/content/fact-format.ts"])

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return files(path)
    if (!/\.(ts|tsx|mdx|md|json)$/.test(entry.name) || /\.test\.tsx?$|\.test-support\./.test(entry.name)) return []
    return exempt.has(path) ? [] : [path]
  })
}

/** A whole number with any language's grouping: 50000 → 50 then ",", ".", a space or none, then 000. */
function grouped(n: number): string {
  const digits = String(n)
  const groups: string[] = []
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end))
  return `(?<![\\d.,])${groups.join("[,.\\s\\u00a0\\u202f]?")}(?![\\d]|[,.\\s\\u00a0\\u202f]\\d)`
}

/** "over 50" in each language the site speaks: a lower bound written in words. */
const over = "(?:over|more than|oltre|più di|más de|über|mehr als|plus de|mais de)\\s+"
const videos = "(?:\\s+\\p{L}+)?\\s+(?:videos?|vídeos?|vidéos?|Videos?)\\b"
const space = "[\\s\\u00a0\\u202f]?"
/** The upper end of a range ("25% to 30%", "20–30%"): a different figure, which only shares the fact's digits. */
const notRangeEnd = "(?<![\\d.,])(?<![–-]|\\bto\\s)"
/**
 * A figure in months counted from a start, in each language the site speaks: "first 12 months",
 * "primi 12 mesi", "ersten 12 Monaten", "12 premiers mois". A period counted otherwise ("in the 12
 * months before the claim") is another figure with the same digits.
 */
const first = "(?:first|primi|primeros|primeiros|ersten|premiers)"
const months = "(?:months?|mesi|meses|Monaten?|mois)\\b"

function patterns(value: number, unit: FactUnit): RegExp[] {
  switch (unit) {
    case "share": {
      const [whole, fraction] = String(Math.round(value * 1000) / 10).split(".")
      return [new RegExp(`${notRangeEnd}${whole}${fraction ? `[.,]${fraction}` : ""}${space}%`, "u")]
    }
    case "atLeast":
      return [new RegExp(`${grouped(value)}${space}\\+`, "u"), new RegExp(`${over}${grouped(value)}`, "iu")]
    case "usd":
      return [new RegExp(`\\$${space}${value}\\b`, "u"), new RegExp(`(?<![\\d.,])${value}${space}(?:US)?\\$`, "u")]
    case "count":
      return [new RegExp(`(?<![\\d.,$])\\b${value}${videos}`, "u")]
    case "hoursPerDay":
      return [new RegExp(`(?<![\\d.,])${value}${space}/${space}${facts.RENDER_DAYS_PER_WEEK.value}(?![\\d])`, "u")]
    case "daysPerWeek":
      return [] // written only with the hours a day ("24/7"), checked there
    case "months":
      return [
        new RegExp(`\\b${first}\\s+${value}\\s+${months}`, "iu"),
        new RegExp(`(?<![\\d.,])${value}\\s+${first}\\s+${months}`, "iu"),
      ]
  }
}

type Hit = { file: string; line: number; fact: string; text: string }

/** Lines a visitor never reads: comments. */
const comment = /^\s*(\/\/|\/\*|\*)/

function literals(): Hit[] {
  const checks = Object.entries(facts).flatMap(([name, { value, unit }]) => patterns(value, unit).map((re) => ({ name, re })))
  return scanned.flatMap(files).flatMap((file) =>
    readFileSync(join(root, file), "utf8")
      .split("\n")
      .flatMap((text, i) =>
        comment.test(text)
          ? []
          : checks
              .filter(({ re }) => re.test(text))
              .map(({ name }) => ({ file, line: i + 1, fact: name, text: text.trim().slice(0, 120) })),
      ),
  )
}

describe("figures in one place (app/content/facts.ts)", () => {
  it("lists every figure the module exports with its unit, so each one is checked", () => {
    const numbers = Object.entries(factsModule)
      .filter(([, v]) => typeof v === "number")
      .map(([k]) => k)
    expect(numbers.sort()).toEqual(Object.keys(facts).sort())
  })

  it("finds the figures in every language's form", () => {
    const hits = (value: number, unit: FactUnit, text: string) => patterns(value, unit).some((re) => re.test(text))
    for (const text of ["99.5%", "99,5%", "99,5\u00a0%", "del 99,5 %"]) expect(hits(0.995, "share", text)).toBe(true)
    for (const text of ["50,000+", "50.000+", "50\u202f000+", "Oltre 50.000 creator", "in über 50 Sprachen"])
      expect(hits(text.includes("Sprachen") ? 50 : 50_000, "atLeast", text)).toBe(true)
    for (const text of ["$29/month", "29 $/mese", "US$ 29"]) expect(hits(29, "usd", text)).toBe(true)
    expect(hits(24, "hoursPerDay", "rendering 24/7")).toBe(true)
    expect(hits(3, "count", "your first 3 free videos")).toBe(true)
    for (const text of ["30% recurring commission", "guadagni il 30%, per", "30\u00a0% de commission"])
      expect(hits(0.3, "share", text)).toBe(true)
    for (const text of [
      "for their first 12 months",
      "i primi 12 mesi",
      "in ihren ersten 12 Monaten",
      "leurs 12 premiers mois",
      "sus primeros 12 meses",
      "nos primeiros 12 meses",
    ])
      expect(hits(12, "months", text)).toBe(true)
    // Other figures that merely share digits are not the facts.
    for (const [value, unit, text] of [
      [0.995, "share", "199.5%"],
      [50_000, "atLeast", "$10,000 to $50,000 or more"],
      [50, "atLeast", "150+ presets"],
      [29, "usd", "$290"],
      [3, "count", "13 videos"],
      [0.3, "share", "130%"],
      [0.3, "share", "roughly 25% to 30% or more"],
      [0.3, "share", "Roughly 20–30% a year"],
      [0.3, "share", "circa il 25-30% o più"],
      [12, "months", "the amount you paid us in the 12 months before the claim arose"],
      [12, "months", "your first 112 months"],
    ] as const)
      expect(hits(value, unit, text)).toBe(false)
  })

  it("no content, catalog or article file writes a fact as a literal", () => {
    const found = literals()
    expect(found.map((h) => `${h.file}:${h.line} ${h.fact}: ${h.text}`)).toEqual([])
  })
})
