import type { Locale } from "#app/i18n/locales.ts"
import { localized } from "./localized.server.ts"
import * as featuresModule from "#app/content/features.ts"
import { chromeLink } from "./chrome.server.ts"

/** The home page's features section in a language: what FeaturesSection shows (serialisable: the icons are the component's). */
export function featuresSection(locale: Locale) {
  const { features, featuresSectionText: text } = localized(featuresModule, "features", locale)
  return {
    eyebrow: text.eyebrow,
    title: text.title,
    lead: text.lead,
    learnMore: text.learnMore,
    startCreating: text.startCreating,
    viewExamples: text.viewExamples,
    features: features.map(({ slug, title, description, color }) => ({
      slug,
      title,
      description,
      color,
      learnMoreAbout: text.learnMoreAbout(title),
      // To the feature's page in this language, or to the English one, marked so, where it is not complete here.
      ...chromeLink(featuresModule.featurePath(slug), locale),
    })),
  }
}

export type FeaturesSectionContent = ReturnType<typeof featuresSection>
