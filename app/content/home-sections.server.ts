import type { Locale } from "#app/i18n/locales.ts"
import { localized } from "./localized.server.ts"
import * as copyModule from "./home-sections-copy.ts"
import * as showcaseModule from "./showcase.ts"
import * as testimonialsModule from "./testimonials.ts"
import { examplesSection } from "./examples-section.server.ts"
import { featuresSection } from "./features-section.server.ts"
import { pricingSection } from "./pricing-section.server.ts"
import { captionsLanguage } from "./video-captions.server.ts"

// A copy's placeholders ("{title}") are filled in here: the page's data carries finished strings.
import { fill } from "#app/i18n/fill.ts"

export { fill }

/** The home page's own sections in a language (hero, demo, showcase, testimonials, closing), as serialisable words. */
function ownSections(locale: Locale) {
  const copy = localized(copyModule, "home-sections-copy", locale)
  const { screenshots } = localized(showcaseModule, "showcase", locale)
  const { testimonials } = localized(testimonialsModule, "testimonials", locale)
  const { showcaseCopy, testimonialsCopy } = copy
  return {
    hero: copy.heroCopy,
    // The demo players' captions are in the page's language.
    demo: { ...copy.demoCopy, captions: captionsLanguage(locale) },
    showcase: {
      eyebrow: showcaseCopy.eyebrow,
      title: showcaseCopy.title,
      lead: showcaseCopy.lead,
      screenshots: screenshots.map((shot) => ({ ...shot, openLabel: fill(showcaseCopy.viewLarger, { title: shot.title }) })),
    },
    testimonials: {
      eyebrow: testimonialsCopy.eyebrow,
      title: testimonialsCopy.title,
      lead: testimonialsCopy.lead,
      testimonials: testimonials.map((t) => ({
        ...t,
        ratingLabel: fill(testimonialsCopy.rating, { rating: t.rating }),
        quote: fill(testimonialsCopy.quote, { quote: t.content }),
      })),
    },
    closing: {
      ...copy.closingCopy,
      videoTitle: copy.demoCopy.videoTitle,
      captions: captionsLanguage(locale),
      storeBadges: copy.storeBadges,
    },
  }
}

/**
 * The words of the sections the home page and its six landing pages share, in a language. Each
 * section's owner module builds its own part; the home and landing loaders hand the whole to
 * HomePageSections.
 */
export function homeSections(locale: Locale) {
  return {
    ...ownSections(locale),
    features: featuresSection(locale),
    examples: examplesSection(locale),
    pricing: pricingSection(locale),
  }
}

export type HomeSectionsContent = ReturnType<typeof homeSections>
export type OwnSectionsContent = ReturnType<typeof ownSections>
