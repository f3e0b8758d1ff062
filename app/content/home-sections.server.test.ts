import { describe, expect, test } from "vitest"
import { locales } from "#app/i18n/locales.ts"
import { localizedExamples } from "#app/content/examples-section.server.ts"
import { localizedVideoGalleryJsonLd as videoGalleryJsonLd } from "./home-json-ld.server.ts"
import { homeSections } from "./home-sections.server.ts"
import { testimonialCards } from "./testimonials.server.ts"

const examples = localizedExamples("en")

/** Every string in a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : []

const others = locales.filter((l) => l !== "en")

describe("the home page's sections in each language", () => {
  test("English reads exactly as before: the SPEC's badge, button, demo heading and closing call to action", () => {
    const { hero, demo, testimonials: cards, closing } = homeSections("en")
    expect(hero.badge).toBe("#1 AI Music Video Tool")
    expect(hero.cta).toBe("Get started")
    expect(hero.promises[0]).toBe("First 3 videos free, no credit card")
    expect(hero.stats.map((s) => s.value)).toEqual(["50,000+", "98%", "99.5%", "50+"])
    expect(demo.title).toBe("See It In Action")
    expect(cards.title).toBe("Loved by 50,000+ creators")
    expect(cards.testimonials[0]!.ratingLabel).toBe("Rated 5 out of 5")
    expect(closing.start).toBe("Start Creating Now")
    expect(closing.watchDemo).toBe("Watch Demo")
  })

  test.each(others)(
    "in %s every text differs from the English, keeps the people's names and leaves no placeholder unfilled",
    (locale) => {
      const english = homeSections("en")
      const translated = homeSections(locale)
      // The hero's tool line waits for {suno} and {udio}: the hero sets those names in bold.
      expect(Object.keys(translated.hero.worksWith)).toEqual(["icu"])
      for (const key of ["hero", "demo", "showcase", "testimonials", "closing"] as const) {
        const words = strings(key === "hero" ? { ...translated.hero, worksWith: "" } : translated[key])
        expect(words.join(" ")).not.toMatch(/\{\w+\}/)
        // The titles are the sentences a visitor reads first; none may still be the English one.
        expect(translated[key]).not.toEqual(english[key])
      }
      expect(translated.demo.title).not.toBe(english.demo.title)
      expect(translated.closing.start).not.toBe(english.closing.start)
      const testimonials = testimonialCards("en")
      expect(translated.testimonials.testimonials.map((t) => t.name)).toEqual(testimonials.map((t) => t.name))
      expect(translated.testimonials.testimonials.map((t) => t.rating)).toEqual(testimonials.map((t) => t.rating))
      for (const card of translated.testimonials.testimonials)
        expect(card.content).not.toBe(testimonials.find((t) => t.name === card.name)!.content)
      expect(translated.showcase.screenshots.map((s) => s.image)).toEqual(english.showcase.screenshots.map((s) => s.image))
    },
  )

  test("the figures are written the language's way, through Intl", () => {
    expect(homeSections("de").hero.stats.map((s) => s.value)).toEqual(["50.000+", "98\u00a0%", "99,5\u00a0%", "50+"])
    expect(homeSections("it").testimonials.title).toBe("Amato da 50.000+ creator")
    expect(homeSections("fr").closing.lead).toMatch(/^Vos 3 premières vidéos sont offertes/)
    expect(homeSections("de").testimonials.testimonials[0]!.quote).toMatch(/^„Am Abend .*“$/)
    expect(homeSections("en").testimonials.testimonials[0]!.quote).toMatch(/^“I had a finished video .*”$/)
  })
})

test("the example gallery's structured data is named in the page's language", () => {
  expect(videoGalleryJsonLd(examples, "/", "en").name).toBe("Syncreel example music videos")
  expect(videoGalleryJsonLd(examples, "/it", "it").name).toBe("Video musicali di esempio di Syncreel")
  expect(videoGalleryJsonLd(examples, "/de", "de").url).toBe("http://localhost:3000/de")
})
