import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { expect, test } from "vitest"
import { COMPARISON_TOP_PRICE, FREE_VIDEOS, planFigures, yearlySaving } from "./plan-figures.ts"
import { pricingSection } from "./pricing-section.server.ts"

const root = fileURLToPath(new URL("../..", import.meta.url))
const PLANS_FILE = "app/content/plans.ts"

/** Every source file under `dir` (relative to the repository) with one of `extensions`, tests left out. */
function sources(dir: string, extensions: string[]): { file: string; text: string }[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((name) => path.posix.join(dir, name.split(path.sep).join("/")))
    .filter((file) => extensions.some((ext) => file.endsWith(ext)) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(root, file), "utf8") }))
}

const appCopy = sources("app", [".ts", ".tsx", ".mdx"]).filter((s) => s.file !== PLANS_FILE)

// "3 videos", "three free videos": how copy states the free trial's size.
const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)`
const VIDEO_COUNT = new RegExp(String.raw`\b${NUMBER}\s+(?:free\s+)?videos\b`, "gi")

test("the free trial's size is written once, in plans.ts, and everywhere else taken from there", () => {
  const written = appCopy.flatMap(({ file, text }) => [...text.matchAll(VIDEO_COUNT)].map((m) => `${file}: "${m[0]}"`))
  expect(written, "name the count: {freeVideos}, a plural message on FREE_VIDEOS, or freeVideosInWords").toEqual([])
})

test("the seeded blog articles, which are Markdown in the database, promise the same free trial", () => {
  const seeds = sources("db/seed", [".md"])
  const offers = seeds.flatMap(({ file, text }) =>
    [...text.matchAll(new RegExp(String.raw`\bfirst\s+(${NUMBER})\s+videos\b`, "gi"))].map((m) => ({ file, count: m[1]! })),
  )
  expect(offers.length).toBeGreaterThan(0)
  for (const offer of offers) expect(offer.count, offer.file).toBe(String(FREE_VIDEOS))
})

test("yearly billing is said to save what the plans really save, rounded down", () => {
  const paid = planFigures.filter((p) => p.monthlyPrice > 0)
  expect(paid.map((p) => Math.round(yearlySaving(p) * 1000) / 10)).toEqual([17.5, 21.4, 19.7])
  expect(pricingSection("en").words.yearly).toBe("Billed Yearly (Save up to 21%)")
})

// A sentence about our product or its plans, where a price or a quota is one of ours.
const OURS = /\bSyncreel\b|\b(?:Basic|Super|Ultra|Hyper)\b/
const sentences = (text: string) => text.split(/\n|(?<=[.!?;])\s+/)
const amounts = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => Number(m[1]!.replaceAll(",", "")))
const DOLLARS = /\$\s?(\d[\d,]*(?:\.\d+)?)/g
const TOKENS = /(\d[\d,]*)\s+tokens\b/g

test("every price and token quota the copy states for our plans is one of plan-figures.ts, or the comparison range SPEC keeps", () => {
  const prices = new Set([...planFigures.flatMap((p) => [p.monthlyPrice, p.yearlyPrice]), COMPARISON_TOP_PRICE])
  const quotas = new Set(
    pricingSection("en")
      .plans.flatMap((p) => [...p.features.monthly, ...p.features.yearly])
      .flatMap((f) => amounts(f, TOKENS)),
  )
  const wrong: string[] = []
  for (const { file, text } of appCopy) {
    for (const sentence of sentences(text).filter((s) => OURS.test(s))) {
      for (const price of amounts(sentence, DOLLARS))
        if (!prices.has(price)) wrong.push(`${file}: $${price} in "${sentence.trim()}"`)
      for (const quota of amounts(sentence, TOKENS))
        if (!quotas.has(quota)) wrong.push(`${file}: ${quota} tokens in "${sentence.trim()}"`)
      if (/€\s?\d|\d\s?€/.test(sentence))
        wrong.push(`${file}: a price in euros (the plans are in dollars) in "${sentence.trim()}"`)
    }
  }
  expect(wrong).toEqual([])
})

test("in every language the plan cards state the same quotas and prices, written that language's way", async () => {
  const { formatNumber, formatPrice } = await import("./plan-figures.ts")
  for (const locale of ["en", "it", "es", "de", "fr", "pt-br"] as const) {
    const cards = pricingSection(locale).plans
    for (const [i, plan] of planFigures.entries()) {
      const card = cards[i]!
      expect(card.price, `${locale} ${plan.id}`).toEqual({
        monthly: formatPrice(plan.monthlyPrice, locale),
        yearly: formatPrice(plan.yearlyPrice, locale),
      })
      expect(card.features.yearly[0], `${locale} ${plan.id}`).toContain(formatNumber(plan.yearlyQuota.tokens, locale))
      expect(card.features.monthly.length).toBe(plan.features.length + (plan.monthlyQuota.tokens === 0 ? 1 : 2))
    }
  }
  expect(pricingSection("it").plans.find((p) => p.id === "hyper")!.features.yearly[0]).toBe("600.000 token/anno")
})
