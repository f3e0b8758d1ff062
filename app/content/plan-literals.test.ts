import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, test } from "vitest"
import { planFigures } from "./plan-figures.ts"

// Issue 27 item 3: our plans' prices and token quotas reach the words only as placeholders
// ({superMonthlyPrice}, the catalogs' plan messages), never typed. app/content/facts.test.ts checks
// the facts of facts.ts; this checks the plans' figures of plan-figures.ts in the files a translator
// edits: the catalogs, the Markdown pages and the articles, in every language's way of writing a
// price ("$21", "21 $", "US$ 21", "USD 21", "16,50 $") or a quota ("2,000 tokens", "2.000 Token").
// Only sentences naming the product or a plan count: the articles quote other services' prices, some
// equal to ours ("Suno Pro, $10 a month").

const root = join(import.meta.dirname, "..", "..")

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return files(path)
    return /\.(md|mdx|json)$/.test(entry.name) ? [path] : []
  })
}

const PRICES = new Set(planFigures.flatMap((p) => [p.monthlyPrice, p.yearlyPrice]).filter((price) => price > 0))
const QUOTAS = new Set(planFigures.flatMap((p) => [p.monthlyQuota.tokens, p.yearlyQuota.tokens]).filter((tokens) => tokens > 0))

/** A sentence about the product or one of its plans (their names are the same in every language). */
const OURS = /\bSyncreel\b|\b(?:Basic|Super|Ultra|Hyper)\b/
const sentences = (text: string) => text.split(/\n|(?<=[.!?;])\s+/)

const number = String.raw`\d[\d.,\s\u00a0\u202f]*\d|\d`
const PRICE = new RegExp(String.raw`(?:US\$|USD|\$)[\s\u00a0\u202f]?(${number})|(${number})[\s\u00a0\u202f]?(?:US\$|USD|\$)`, "g")
const TOKENS = new RegExp(String.raw`(${number})[\s\u00a0\u202f]+Tokens?\b`, "gi")

/** "2,000", "2.000", "2 000" → 2000; "16,50", "8.25" → 16.5, 8.25. */
function amount(written: string): number {
  const digits = written.replace(/[\s\u00a0\u202f]/g, "")
  const decimal = /[.,](\d{1,2})$/.exec(digits)
  if (decimal) return Number(`${digits.slice(0, decimal.index).replace(/[.,]/g, "")}.${decimal[1]}`)
  return Number(digits.replace(/[.,]/g, ""))
}

/** Our plans' figures written as literals in `text`, each with its sentence. */
function planLiterals(text: string): string[] {
  return sentences(text)
    .filter((sentence) => OURS.test(sentence))
    .flatMap((sentence) => [
      ...[...sentence.matchAll(PRICE)]
        .filter((m) => PRICES.has(amount(m[1] ?? m[2]!)))
        .map((m) => `price ${m[0].trim()} in "${sentence.trim().slice(0, 120)}"`),
      ...[...sentence.matchAll(TOKENS)]
        .filter((m) => QUOTAS.has(amount(m[1]!)))
        .map((m) => `quota ${m[0].trim()} in "${sentence.trim().slice(0, 120)}"`),
    ])
}

describe("our plans' prices and quotas are never typed into the words", () => {
  test("the check finds them in every language's form, and leaves other services' prices and placeholders alone", () => {
    expect(planLiterals("The Super plan is $21 a month.")).toHaveLength(1)
    expect(planLiterals("Il piano Super costa 8,25 $ al mese.")).toHaveLength(1)
    expect(planLiterals("O plano Ultra custa US$ 16,50 por mês.")).toHaveLength(1)
    expect(planLiterals("El plan Hyper cuesta USD 104 al mes.")).toHaveLength(1)
    expect(planLiterals("Le forfait Hyper coûte 83,50 $ par mois.")).toHaveLength(1)
    expect(planLiterals("Ultra includes 2,000 tokens a month.")).toHaveLength(1)
    expect(planLiterals("Ultra enthält 2.000 Token pro Monat.")).toHaveLength(1)
    expect(planLiterals("Hyper: 50 000 tokens par mois.")).toHaveLength(1)
    expect(planLiterals("Suno Pro costs $10 a month.")).toEqual([])
    expect(planLiterals("Syncreel's Super plan is {superMonthlyPrice} a month.")).toEqual([])
    expect(planLiterals("Syncreel competes with tools at $29 a month.")).toEqual([])
  })

  test("no catalog, Markdown page or article writes one of them as a literal", () => {
    const scanned = [...files("app/i18n/messages"), ...files("app/content")]
    expect(scanned).toContain("app/i18n/messages/pt-br.json")
    expect(scanned).toContain("app/content/pages/affiliate/de.md")
    expect(scanned).toContain("app/content/articles/it/viral-ai-music-video-tips.mdx")
    const found = scanned.flatMap((file) => planLiterals(readFileSync(join(root, file), "utf8")).map((hit) => `${file}: ${hit}`))
    expect(found).toEqual([])
  })
})
