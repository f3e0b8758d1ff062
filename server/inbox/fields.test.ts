import { expect, test } from "vitest"
import { UnsupportedLanguage, itemOf, languageOf, slugify } from "./fields.ts"

test("a slug from a title is transliterated, lower-case and hyphenated", () => {
  expect(slugify("Größe & Stil: Visualizers für Anfänger")).toBe("grosse-stil-visualizers-fur-anfanger")
  expect(slugify("Ærø, Łódź, Søren, Þór, ½ Œuvre")).toBe("aero-lodz-soren-thor-1-2-oeuvre")
  expect(slugify("Ça va? Éléphant!")).toBe("ca-va-elephant")
  // German drops its umlauts' marks as ae, oe, ue; other languages drop the mark alone.
  expect(slugify("Größe zählt: Übung für Anfänger", "de")).toBe("groesse-zaehlt-uebung-fuer-anfaenger")
  expect(slugify("Größe zählt", "en")).toBe("grosse-zahlt")
  // A decomposed "ä" (a + combining diaeresis) is the same letter.
  expect(slugify("za\u0308hlt", "de")).toBe("zaehlt")
  expect(slugify("  --  ")).toBe("")
  expect(slugify("a".repeat(300))).toHaveLength(120)
})

test("the services' language codes map onto the site's six; another is refused naming it", () => {
  expect(["pt", "pt-BR", "pt_br", "PT-pt"].map(languageOf)).toEqual(["pt-br", "pt-br", "pt-br", "pt-br"])
  expect(["en-US", "en", "it", "de-AT", "fr_CA", "es-419"].map(languageOf)).toEqual(["en", "en", "it", "de", "fr", "es"])
  expect(languageOf(undefined)).toBeNull()
  expect(() => languageOf("ja")).toThrow(UnsupportedLanguage)
  expect(() => languageOf("ja")).toThrow(/"ja"/)
})

test("a service's fields become the writer's input", () => {
  const item = itemOf({
    id: 42,
    title: "Beat sync",
    content: "<p>Cut on the beat.</p>",
    metadescription: "Cut on the beat",
    thumbnail: "https://cdn.example.com/a.webp",
    thumbnail_alt_text: "A drummer",
    tags: "editing, rhythm",
    language_code: "es",
    keyword_seed: "beat sync",
  })
  expect(item).toMatchObject({
    providerId: "42",
    event: "publish",
    input: {
      slug: "beat-sync",
      title: "Beat sync",
      content_html: "<p>Cut on the beat.</p>",
      meta_description: "Cut on the beat",
      featured_image: { url: "https://cdn.example.com/a.webp", alt: "A drummer" },
      tags: ["editing", "rhythm"],
      locale: "es",
    },
  })
  expect(item.input).not.toHaveProperty("keyword_seed")
  expect(itemOf({ title: "Later", status: "draft" }).event).toBe("draft")
})
