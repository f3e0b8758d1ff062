import { expect, test } from "vitest"
import { formatMinutes, formatNumber, formatPercent, formatPrice, formatSeconds, planPrice } from "./plan-figures.ts"

// Intl writes the spaces around a currency sign or a percent as no-break spaces: spell them so.
const nbsp = (text: string) => text.replaceAll(" ", "\u00a0")

test("a price is written in each language's own way, through Intl, whole dollars whole and cents in two digits", () => {
  expect(["en", "it", "es", "de", "fr", "pt-br"].map((l) => formatPrice(8.25, l as never))).toEqual([
    "$8.25",
    nbsp("8,25 $"),
    // Latin American Spanish and Brazilian Portuguese say which dollar (decision 0036).
    nbsp("USD 8.25"),
    nbsp("8,25 $"),
    nbsp("8,25 $"),
    nbsp("US$ 8,25"),
  ])
  expect(formatPrice(16.5, "de")).toBe(nbsp("16,50 $"))
  expect(formatPrice(10, "it")).toBe(nbsp("10 $"))
  expect(formatPrice(1002, "en")).toBe("$1,002")
  expect(formatPrice(1002, "de")).toBe(nbsp("1.002 $"))
})

test("articles keep reading a plan's price in a language", () => {
  expect(planPrice("ultra", "yearly")).toBe("$16.50")
  expect(planPrice("ultra", "yearly", "it")).toBe(nbsp("16,50 $"))
  expect(planPrice("hyper", "monthly", "pt-br")).toBe(nbsp("US$ 104"))
})

test("quotas and savings are grouped and signed as each language writes them", () => {
  expect(formatNumber(600000, "en")).toBe("600,000")
  expect(formatNumber(600000, "it")).toBe("600.000")
  expect(formatNumber(600000, "fr")).toBe("600\u202f000")
  expect(formatPercent(21, "en")).toBe("21%")
  expect(formatPercent(21, "de")).toBe(nbsp("21 %"))
})

test("English lengths of video stay as SPEC §9 writes them; other languages say them through Intl", () => {
  expect([2, 25, 100, 208, 2500].map((m) => formatMinutes(m))).toEqual([
    "2 min",
    "25 min",
    "1 h 40 min",
    "3 h 28 min",
    "41 h 40 min",
  ])
  expect(formatSeconds(150)).toBe("2 min 30 s")
  expect(formatSeconds(30)).toBe("30 s")
  expect(formatMinutes(100, "it").replace(/\s/g, " ")).toBe("1 h e 40 min")
  expect(formatMinutes(2500, "de").replace(/\s/g, " ")).toBe("41 Std., 40 Min.")
  expect(formatSeconds(150, "fr").replace(/\s/g, " ")).toBe("2 min et 30 s")
  expect(formatMinutes(25, "es").replace(/\s/g, " ")).toBe("25 min")
})
