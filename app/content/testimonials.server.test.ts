import { expect, test } from "vitest"
import { locales } from "#app/i18n/locales.ts"
import { catalogSources, prepareCatalog } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { RATING_SCALE, testimonialCards } from "./testimonials.server.ts"

test("the cards read their words from the language's catalog, and keep their people, ratings and avatars", () => {
  const english = testimonialCards("en")
  expect(english).toHaveLength(6)
  expect(english[3]).toMatchObject({
    name: "Lukas Weber",
    role: "Producer and beatmaker",
    rating: 4,
    scale: RATING_SCALE,
    initials: "LW",
    ratingLabel: "Rated 4 out of 5",
  })
  expect(english[0]!.content).toMatch(/^I had a finished video for my single/)
  for (const locale of locales.filter((l) => l !== "en")) {
    const cards = testimonialCards(locale)
    expect(cards.map(({ name, rating, initials, color }) => ({ name, rating, initials, color }))).toEqual(
      english.map(({ name, rating, initials, color }) => ({ name, rating, initials, color })),
    )
    cards.forEach((card, i) => expect(card.content, `${locale}: ${card.name}`).not.toBe(english[i]!.content))
  }
})

test("the rating is one sentence in each language, its figures written by Intl", () => {
  const labels = Object.fromEntries(locales.map((locale) => [locale, testimonialCards(locale)[3]!.ratingLabel]))
  expect(labels).toEqual({
    en: "Rated 4 out of 5",
    it: "Valutazione: 4 su 5",
    es: "Calificación: 4 de 5",
    de: "Mit 4 von 5 bewertet",
    fr: "Noté 4 sur 5",
    "pt-br": "Nota 4 de 5",
  })
})

test("a catalog that lacks a card's quote is refused, naming it, rather than show the English", () => {
  const italian = structuredClone(catalogSources().get("it")!) as { testimonials: { cards: { dev: Record<string, string> } } }
  delete italian.testimonials.cards.dev.quote
  expect(() => prepareCatalog(catalogSources().get("en")!, italian as never, "it", copyValues("it"))).toThrow(
    /it\.json lacks testimonials\.cards\.dev\.quote/,
  )
})
