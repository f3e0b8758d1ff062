import { describe, expect, test } from "vitest"
import { localized } from "./localized.server.ts"
import { locales } from "#app/i18n/locales.ts"
import * as featurePagesModule from "./feature-pages.ts"
import { featurePageContent } from "./feature-page.server.ts"
import { features } from "./features.ts"

describe("feature pages in every language", () => {
  test("each feature page's search description is 140 to 160 characters in every language", () => {
    for (const locale of locales) {
      for (const [slug, page] of Object.entries(localized(featurePagesModule, "feature-pages", locale).featurePages)) {
        expect(page.description.length, `${locale} ${slug}: ${page.description}`).toBeGreaterThanOrEqual(140)
        expect(page.description.length, `${locale} ${slug}: ${page.description}`).toBeLessThanOrEqual(160)
      }
    }
  })

  test("a translated feature page has its own title, headline and description, not the English ones", () => {
    const english = featurePagesModule.featurePages
    for (const locale of locales.filter((l) => l !== "en")) {
      const pages = localized(featurePagesModule, "feature-pages", locale).featurePages
      for (const { slug } of features) {
        for (const key of ["title", "headline", "intro", "description"] as const) {
          expect(pages[slug][key], `${locale} ${slug} ${key}`).not.toBe(english[slug][key])
        }
      }
    }
  })

  test("the lip-sync accuracy is written the way each language writes a percentage", () => {
    const figure = (locale: (typeof locales)[number]) => featurePageContent("lip-sync", locale).page.figures[0]!.value
    expect(figure("en")).toBe("99.5%")
    expect(figure("it")).toBe("99,5%")
    expect(figure("de")).toBe("99,5\u00a0%")
    expect(figure("pt-br")).toBe("99,5%")
  })

  test("the other features link to their pages in the page's language, and the free videos are counted in its words", () => {
    const german = featurePageContent("lip-sync", "de")
    expect(german.others.map((f) => f.href)).toEqual([
      "/de/funktionen/blitzschnell",
      "/de/funktionen/perfekte-synchronisation",
      "/de/funktionen/mehrere-formate",
      "/de/funktionen/ki-optimierung",
      "/de/funktionen/sofort-export",
    ])
    expect(german.text.closingText).toContain("Die ersten 3 Videos sind kostenlos")
    expect(featurePageContent("lip-sync", "en").text.closingText).toBe(
      "Upload a track and get your first music video in minutes. The first 3 videos are free, no credit card needed.",
    )
  })
})
