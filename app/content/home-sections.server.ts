import type { Locale } from "#app/i18n/locales.ts"
import { examplesSection } from "./examples-section.server.ts"
import { featuresSection } from "./features-section.server.ts"
import { pricingSection } from "./pricing-section.server.ts"

/**
 * The words of the sections the home page and its six landing pages share, in a language. Each
 * section's owner module builds its own part; the home and landing loaders hand the whole to
 * HomePageSections.
 */
export function homeSections(locale: Locale) {
  return {
    features: featuresSection(locale),
    examples: examplesSection(locale),
    pricing: pricingSection(locale),
  }
}

export type HomeSectionsContent = ReturnType<typeof homeSections>
