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
/** A figure that starts a range: "15–25 Mbps", "30 / 60 FPS", "3 to 60 seconds", "da 3 a 60 secondi" ("30 s – 4 min" has two units). */
const rangeTo = `(?:${space}(?:[–/-]|to|or|a|o|e|y|bis|oder|und|à|ou|et|até)${space}\\d+)?`
/** Not part of a bigger number, a ratio, a name or an SVG path ("130", "1.5", "16:9", "H264", "-3s"). */
const alone = "(?<![\\d.,:/\\p{L}-])"
const unitWords: Partial<Record<FactUnit, string>> = {
  seconds: "(?:s|sec|secs|seconds?|secondi|secondo|segundos?|Sek\\.|Sekunden?|secondes?)(?!\\p{L})",
  minutes: "(?:min|mins|minutes?|minuti|minuto|minutos|Min\\.|Minuten?)(?!\\p{L})",
  fps: "(?:FPS|fps|i/s|B/s)(?!\\p{L})",
  kbps: "(?:kbps|kbit/s|kb/s)(?!\\p{L})",
  mbps: "(?:Mbps|Mbit/s|Mb/s)(?!\\p{L})",
  bits: "(?:bits?|Bit)(?!\\p{L})",
  megabytes: "(?:MB|Mo)(?!\\p{L})",
  gigabytes: "(?:GB|Go)(?!\\p{L})",
  days: "(?:days?|giorni|giorno|días|día|dias|dia|Tagen?|Tag|jours?)(?!\\p{L})",
}

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
      return [
        new RegExp(`(?<![\\d.,])${value}${space}/${space}${facts.RENDER_DAYS_PER_WEEK.value}(?![\\d])`, "u"),
        // French writes it in hours and days: "24 h/24, 7 j/7".
        new RegExp(`(?<![\\d.,])${value}${space}h${space}/${space}${value}(?![\\d])`, "u"),
      ]
    case "daysPerWeek":
      return [] // written only with the hours a day ("24/7"), checked there
    case "months":
      return [
        new RegExp(`\\b${first}\\s+${value}\\s+${months}`, "iu"),
        new RegExp(`(?<![\\d.,])${value}\\s+${first}\\s+${months}`, "iu"),
      ]
    case "seconds":
    case "minutes":
    case "fps":
    case "kbps":
    case "mbps":
    case "megabytes":
    case "gigabytes":
    case "days":
      return [new RegExp(`${alone}${value}${rangeTo}${space}${unitWords[unit]}`, "u")]
    case "bits":
      return [new RegExp(`${alone}${value}[\\s\\u00a0\\u202f-]?${unitWords.bits}`, "u")]
    case "pixels":
      return [
        new RegExp(`${alone}${value}${space}[x×]${space}\\d|\\d${space}[x×]${space}${value}(?!\\d)|${alone}${value}p\\b`, "u"),
      ]
  }
}

type Hit = { file: string; line: number; fact: string; text: string }

/**
 * Lines a visitor never reads: a program's comments. Only in TypeScript: in Markdown and MDX a line
 * starting with "*" is bold text ("**Export** at …") or a list item, which a visitor reads.
 */
const comment = /^\s*(\/\/|\/\*|\*)/
const program = /\.tsx?$/

const checks = Object.entries(facts).flatMap(([name, { value, unit }]) => patterns(value, unit).map((re) => ({ name, re })))

/** The figures a file's text writes as literals, line by line. */
function literalsIn(file: string, source: string): Hit[] {
  return source
    .split("\n")
    .flatMap((text, i) =>
      program.test(file) && comment.test(text)
        ? []
        : checks
            .filter(({ re }) => re.test(text))
            .map(({ name }) => ({ file, line: i + 1, fact: name, text: text.trim().slice(0, 120) })),
    )
}

function literals(): Hit[] {
  return scanned.flatMap(files).flatMap((file) => literalsIn(file, readFileSync(join(root, file), "utf8")))
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
    for (const text of ["rendering 24/7", "Traitement 24\u00a0h/24, 7\u00a0j/7", "24 h/24"])
      expect(hits(24, "hoursPerDay", text)).toBe(true)
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
    for (const text of ["in under 5 minutes", "< 5 min", "< 5 Min.", "in meno di 5 minuti", "unter 5 Minuten"])
      expect(hits(5, "minutes", text)).toBe(true)
    for (const text of [
      "< 30 s",
      "30 Sek.",
      "in under 30 seconds",
      "30 s – 4 min",
      "meno di 30 secondi",
      "entre 30 e 60 segundos",
    ])
      expect(hits(30, "seconds", text)).toBe(true)
    for (const text of ["3 to 60 seconds", "Da 3 a 60 secondi", "3 bis 60 Sekunden"]) expect(hits(3, "seconds", text)).toBe(true)
    for (const text of ["30 / 60 FPS", "at 30 or 60 FPS", "60 fps"])
      expect(hits(text.startsWith("60") ? 60 : 30, "fps", text)).toBe(true)
    for (const text of ["320 kbps", "320 kbit/s"]) expect(hits(320, "kbps", text)).toBe(true)
    for (const text of ["15–25 Mbps", "15 to 25 Mbps", "tra 15 e 25 Mbps"]) expect(hits(15, "mbps", text)).toBe(true)
    for (const text of ["10-bit color", "10 Bit", "10 bits", "10\u00a0bits"]) expect(hits(10, "bits", text)).toBe(true)
    for (const text of ["1080x1920", "1920×1080", "(1080x1080)", "1080p"]) expect(hits(1080, "pixels", text)).toBe(true)
    for (const text of ["72 MB", "72 Mo", "72\u00a0MB"]) expect(hits(72, "megabytes", text)).toBe(true)
    for (const text of ["256 GB", "256 Go"]) expect(hits(256, "gigabytes", text)).toBe(true)
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
      [5, "minutes", "15 minutes"],
      [5, "minutes", "5 minimal edits"],
      [30, "seconds", "130 seconds"],
      [30, "seconds", "30 scenes"],
      [60, "fps", "160 FPS"],
      [10, "bits", "10 bitter notes"],
      [1080, "pixels", "10800x1"],
      [72, "megabytes", "72 MBA graduates"],
      [1, "seconds", "9:1 s"],
      [3, "seconds", "c0-1.3 0-3-1.9-3s-2.1"],
    ] as const)
      expect(hits(value, unit, text)).toBe(false)
  })

  it("reads every line a visitor reads: bold text and list items in Markdown, not a program's comments", () => {
    const found = (file: string, text: string) => literalsIn(file, text).map((hit) => hit.fact)
    expect(found("page.md", "**Export** at 30 FPS.")).toEqual(["FRAME_RATE"])
    expect(found("article.mdx", "* 320 kbps audio")).toEqual(["AUDIO_KBPS"])
    expect(found("messages.json", '"export": "at 30 FPS"')).toEqual(["FRAME_RATE"])
    expect(found("module.ts", " * The standard frame rate (30 FPS).")).toEqual([])
    expect(found("module.ts", 'const label = "at 30 FPS"')).toEqual(["FRAME_RATE"])
  })

  it("reads the catalogs, the Markdown pages and the articles in every language", () => {
    const read = scanned.flatMap(files)
    for (const locale of ["en", "it", "es", "de", "fr", "pt-br"]) expect(read).toContain(`app/i18n/messages/${locale}.json`)
    expect(read).toContain("app/content/pages/affiliate/de.md")
    expect(read).toContain("app/content/articles/viral-ai-music-video-tips.mdx")
    expect(read).toContain("app/content/articles/it/viral-ai-music-video-tips.mdx")
  })

  it("no content, catalog or article file writes a fact as a literal", () => {
    expect(literals().map((h) => `${h.file}:${h.line} ${h.fact}: ${h.text}`)).toEqual([])
  })
})
