import { expect, test } from "vitest"
import { languageToSuggest, preferredLocale } from "./suggestion.ts"

const everywhere = ["en", "it", "es", "de", "fr", "pt-br"] as const

test("a German browser on an English page is offered German", () => {
  expect(languageToSuggest(["de-DE", "de", "en-US"], "en", everywhere, null)).toBe("de")
})

test("a browser that prefers the page's own language is offered nothing", () => {
  expect(languageToSuggest(["en-GB", "de"], "en", everywhere, null)).toBeNull()
  expect(languageToSuggest(["it-IT"], "it", everywhere, null)).toBeNull()
})

test("a language the page does not exist in is not offered: the terms are English and Italian only", () => {
  expect(languageToSuggest(["fr-FR", "en"], "en", ["en", "it"], null)).toBeNull()
})

test("a dismissed suggestion is not offered again", () => {
  expect(languageToSuggest(["de-DE"], "en", everywhere, "de")).toBeNull()
})

test("the first language the site has decides; a region reads the language's version", () => {
  expect(preferredLocale(["ja-JP", "es-MX", "en"])).toBe("es")
  expect(preferredLocale(["pt-PT"])).toBe("pt-br")
  expect(preferredLocale(["PT-br"])).toBe("pt-br")
  expect(preferredLocale(["ja", "zh-CN"])).toBeNull()
  expect(preferredLocale([])).toBeNull()
})
