import { Fragment, createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test } from "vitest"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { formatMessage, formatRich } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { FREE_VIDEOS } from "./plan-figures.ts"
import { homeSections } from "./home-sections.server.ts"
import { pricingPageWords } from "./pricing-page.server.ts"
import { rootData } from "./root-data.server.ts"

// The plans' and /pricing's words are the catalogs' `plans` and `pricingPage` messages (issue 27,
// items 1 and 3): whole sentences whose plural follows the figure they are given.

const words = (locale: Locale) => messagesFor(locale, copyValues(locale))

describe("the free trial's sentence agrees with its count in every language", () => {
  const expected: Record<Locale, [one: string, three: string]> = {
    en: ["First video free, no credit card", "First 3 videos free, no credit card"],
    it: ["Il primo video gratis, senza carta di credito", "I primi 3 video gratis, senza carta di credito"],
    es: ["Tu primer video gratis, sin tarjeta de crédito", "Tus primeros 3 videos gratis, sin tarjeta de crédito"],
    de: ["Das erste Video kostenlos, ohne Kreditkarte", "Die ersten 3 Videos kostenlos, ohne Kreditkarte"],
    fr: ["Votre première vidéo offerte, sans carte bancaire", "Vos 3 premières vidéos offertes, sans carte bancaire"],
    "pt-br": ["Seu primeiro vídeo grátis, sem cartão de crédito", "Seus primeiros 3 vídeos grátis, sem cartão de crédito"],
  }
  test.each(locales)("%s", (locale) => {
    const { plans, pricingPage } = words(locale)
    const trial = (count: number) => formatMessage(plans.freeTrial, locale, { count })
    expect([trial(1), trial(3)]).toEqual(expected[locale])
    // The home's hero promises it in the same words.
    expect(homeSections(locale).hero.promises[0]).toBe(trial(FREE_VIDEOS))
    // The page's answer and closing line take the same count: one is not "the first 1 videos".
    for (const message of [pricingPage.questions.trial.answer, pricingPage.closing.text])
      expect(formatMessage(message, locale, { count: 1 })).not.toBe(
        formatMessage(message, locale, { count: 3 }).replace("3", "1"),
      )
  })
})

test("a quota of no tokens is counted as each language counts zero", () => {
  const none = (locale: Locale) => formatMessage(words(locale).plans.includedTokens, locale, { tokens: 0 })
  expect(locales.map(none)).toEqual([
    "0 tokens included",
    "0 token inclusi",
    "0 tokens incluidos",
    "0 Tokens inklusive",
    "0 token inclus",
    "0 tokens incluídos",
  ])
})

test("a card's button is one message: its visible word, and the plan only a screen reader hears", () => {
  const hidden = (chunks: React.ReactNode[]) => createElement("span", { className: "sr-only" }, chunks)
  const button = (locale: Locale) =>
    renderToStaticMarkup(
      createElement(Fragment, null, formatRich(words(locale).plans.section.continue, locale, { plan: "Ultra", hidden })),
    )
  expect(button("en")).toBe('Continue<span class="sr-only"> with Ultra</span>')
  expect(button("pt-br")).toBe('Continuar<span class="sr-only"> com o Ultra</span>')
})

test("/pricing's answers state the Super plan's quota and the yearly saving in the language's format", () => {
  const [fits, , trackLength, billing] = pricingPageWords("de").questions
  expect(fits!.answer).toContain("Die 500 Tokens pro Monat von Super reichen für etwa 2 Min. Video.")
  expect(trackLength!.answer).toBe("Das ist die empfohlene Tracklänge: 30 Sekunden bis 4 Minuten.")
  expect(billing!.answer).toContain("(bis zu 21\u00a0%)")
})

test("the plans' and /pricing's words travel with the pages that show them, not with every page's root data", () => {
  const { messages } = rootData("en", "/blog")
  expect(Object.keys(messages)).not.toContain("plans")
  expect(Object.keys(messages)).not.toContain("pricingPage")
})
