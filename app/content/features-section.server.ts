import type { Locale } from "#app/i18n/locales.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { type Feature, featurePath, featuresIn } from "#app/content/features.ts"
import { chromeLink } from "./chrome.server.ts"

/** The six features with their words in a language, from its catalog (`features.items`). */
export function localizedFeatures(locale: Locale): Feature[] {
  return featuresIn(messagesFor(locale, copyValues(locale)).features)
}

/** The home page's features section in a language: what FeaturesSection shows (serialisable: the icons are the component's). */
export function featuresSection(locale: Locale) {
  const { eyebrow, title, lead, learnMore, startCreating, viewExamples } = messagesFor(locale, copyValues(locale)).features
  return {
    eyebrow,
    title,
    lead,
    /** "Learn more<hidden> about {title}</hidden>": formatted on each card, the feature's name said only to screen readers. */
    learnMore,
    startCreating,
    viewExamples,
    features: localizedFeatures(locale).map(({ slug, title, description, color }) => ({
      slug,
      title,
      description,
      color,
      // To the feature's page in this language, or to the English one, marked so, where it is not complete here.
      ...chromeLink(featurePath(slug), locale),
    })),
  }
}

export type FeaturesSectionContent = ReturnType<typeof featuresSection>
