import type { Locale } from "#app/i18n/locales.ts"
import { localized } from "./localized.server.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import * as featurePagesModule from "#app/content/feature-pages.ts"
import * as featuresModule from "#app/content/features.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"

/**
 * A /features/… page in a language, as FeaturePage shows it: the feature, its page's copy, the
 * shared words (templates filled in here, so the loader data stays plain text), the platform notes
 * and the other five features with their pages' paths in the same language.
 */
export function featurePageContent(slug: featuresModule.Feature["slug"], locale: Locale) {
  const { features } = localized(featuresModule, "features", locale)
  const { featurePages, featurePageText: text, platformNotes } = localized(featurePagesModule, "feature-pages", locale)
  const card = ({ slug, title, description, color }: featuresModule.Feature) => ({ slug, title, description, color })
  return {
    feature: card(features.find((f) => f.slug === slug)!),
    page: featurePages[slug],
    text: {
      figuresLabel: text.figuresLabel,
      platformNotesTitle: text.platformNotesTitle,
      platformNotesIntro: text.platformNotesIntro,
      platformTableLabel: text.platformTableLabel,
      platformTableHeadings: text.platformTableHeadings,
      moreFeatures: text.moreFeatures,
      learnMore: text.learnMore,
      closingTitle: text.closingTitle,
      closingText: text.closingText(FREE_VIDEOS),
      closingCta: text.closingCta,
    },
    platformNotes,
    others: features
      .filter((f) => f.slug !== slug)
      .map((f) => ({ ...card(f), href: localizePath(featuresModule.featurePath(f.slug), locale) })),
  }
}

export type FeaturePageContent = ReturnType<typeof featurePageContent>
