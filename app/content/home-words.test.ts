import { Fragment, type ReactNode, createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, test } from "vitest"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { formatMessage, formatRich } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { chromeLinks } from "./chrome.server.ts"
import { copyValues } from "./copy-values.ts"
import { examplesWords } from "./examples-section.server.ts"
import { localizedFeatures } from "./features-section.server.ts"
import { watchPageContent } from "./watch-page.server.ts"

// The home page's sections, the feature cards, the showcase and the examples speak from the catalogs
// (issue 27, items 1 and 3): whole messages with the count's plural inside them, feature names
// written once, and the hidden words of a link or a badge in the same message as the shown ones.

const messages = (locale: Locale) => messagesFor(locale, copyValues(locale))

test.each(locales)("in %s the footer names each feature as its card does: one name, from the catalog", (locale) => {
  const cards = localizedFeatures(locale).map((f) => f.title)
  expect(chromeLinks(locale).footer.features.map((f) => f.label)).toEqual(cards)
  expect(cards).toEqual(Object.values(messages(locale).features.items).map((item) => item.title))
})

describe("the free trial's sentences follow its count in every language", () => {
  const expected: Record<Locale, { one: [string, string]; many: [string, string] }> = {
    en: {
      one: ["First video free, no credit card", "Make your first video free, with no credit card."],
      many: ["First 3 videos free, no credit card", "Make your first 3 videos free, with no credit card."],
    },
    it: {
      one: ["Il primo video gratis, senza carta di credito", "Crea il tuo primo video gratis, senza carta di credito. Pronto"],
      many: [
        "I primi 3 video gratis, senza carta di credito",
        "Crea i tuoi primi 3 video gratis, senza carta di credito. Pronti",
      ],
    },
    es: {
      one: ["Tu primer video gratis, sin tarjeta de crédito", "Crea tu primer video gratis, sin tarjeta de crédito. Listo "],
      many: [
        "Tus primeros 3 videos gratis, sin tarjeta de crédito",
        "Crea tus primeros 3 videos gratis, sin tarjeta de crédito. Listos",
      ],
    },
    de: {
      one: ["Das erste Video kostenlos, ohne Kreditkarte", "Dein erstes Video ist kostenlos – ganz ohne Kreditkarte."],
      many: ["Die ersten 3 Videos kostenlos, ohne Kreditkarte", "Deine ersten 3 Videos sind kostenlos – ganz ohne Kreditkarte."],
    },
    fr: {
      one: ["Votre première vidéo offerte, sans carte bancaire", "Votre première vidéo est offerte, sans carte bancaire. Prête"],
      many: [
        "Vos 3 premières vidéos offertes, sans carte bancaire",
        "Vos 3 premières vidéos sont offertes, sans carte bancaire. Prêtes",
      ],
    },
    "pt-br": {
      one: ["Seu primeiro vídeo grátis, sem cartão de crédito", "Crie seu primeiro vídeo grátis, sem cartão de crédito. Pronto "],
      many: [
        "Seus primeiros 3 vídeos grátis, sem cartão de crédito",
        "Crie seus primeiros 3 vídeos grátis, sem cartão de crédito. Prontos",
      ],
    },
  }
  test.each(locales)("%s", (locale) => {
    const { plans, homeSections } = messages(locale)
    for (const [form, count] of [
      ["one", 1],
      ["many", 3],
    ] as const) {
      const [promise, lead] = expected[locale][form]
      // The hero's promise is the plans' sentence (app/content/home-sections.server.ts).
      expect(formatMessage(plans.freeTrial, locale, { count })).toBe(promise)
      expect(formatMessage(homeSections.closing.lead, locale, { freeVideoCount: count }).startsWith(lead)).toBe(true)
    }
  })
})

test.each(locales)("in %s a watch page's preview sentence follows the clip's length in seconds", (locale) => {
  const sentence = (seconds: number) =>
    formatMessage(examplesWords(locale).watch.previewSentence, locale, { seconds, duration: "3:00" }).replaceAll("\u00a0", " ")
  const expected: Record<Locale, [string, string]> = {
    en: ["a 1-second preview", "a 10-second preview"],
    it: ["un’anteprima di 1 secondo", "un’anteprima di 10 secondi"],
    es: ["un adelanto de 1 segundo", "un adelanto de 10 segundos"],
    de: ["eine Vorschau von 1 Sekunde", "eine Vorschau von 10 Sekunden"],
    fr: ["un extrait de 1 seconde", "un extrait de 10 secondes"],
    "pt-br": ["uma prévia de 1 segundo", "uma prévia de 10 segundos"],
  }
  expect(sentence(1)).toContain(expected[locale][0])
  expect(sentence(10)).toContain(expected[locale][1])
})

test("a French watch page's title writes the genre in lower case mid-sentence, as French does, but an acronym as it is", () => {
  expect(watchPageContent("golden-hour-ballad", "fr").metaTitle).toBe(
    "Golden Hour Ballad\u202f: un clip pop acoustique créé avec l’IA",
  )
  expect(watchPageContent("festival-drop", "fr").metaTitle).toBe("Festival Drop\u202f: un clip EDM créé avec l’IA")
  expect(watchPageContent("golden-hour-ballad", "en").metaTitle).toBe("Golden Hour Ballad: Acoustic Pop music video made with AI")
})

describe("a link's or a badge's hidden words are in the same message as the shown ones", () => {
  const html = (node: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, node))
  const hidden = (chunks: ReactNode[]) => createElement("span", { className: "sr-only" }, chunks)

  test("a feature card's link says the feature's name only to screen readers", () => {
    const { learnMore } = messages("en").features
    expect(html(formatRich(learnMore, "en", { title: "Lip Sync", hidden }))).toBe(
      'Learn more<span class="sr-only"> about Lip Sync</span>',
    )
    expect(html(formatRich(messages("de").features.learnMore, "de", { title: "Lip-Sync", hidden }))).toBe(
      'Mehr erfahren<span class="sr-only"> über Lip-Sync</span>',
    )
  })

  test("an example's duration badge and a transcript cue's times", () => {
    const { durationBadge, watch } = examplesWords("fr")
    expect(html(formatRich(durationBadge, "fr", { duration: "3:00", hidden }))).toBe('<span class="sr-only">Durée </span>3:00')
    const dash = (chunks: ReactNode[]) => createElement("span", { "aria-hidden": true }, chunks)
    expect(html(formatRich(watch.cueRange, "fr", { start: "0:00", end: "0:10", hidden, dash }))).toBe(
      '0:00<span class="sr-only"> à </span><span aria-hidden="true">–</span>0:10',
    )
  })
})
