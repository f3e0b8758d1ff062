import type { Locale } from "#app/i18n/locales.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { FREE_VIDEOS } from "./facts.ts"
import { screenshotsIn } from "./showcase.ts"
import { testimonialCards } from "./testimonials.server.ts"
import { examplesSection } from "./examples-section.server.ts"
import { featuresSection } from "./features-section.server.ts"
import { pricingSection } from "./pricing-section.server.ts"
import { captionsLanguage } from "./video-captions.server.ts"

// The words of the home page's own sections are the catalogs' (`homeSections`, `showcase` in
// app/i18n/messages/<locale>.json), read here for the loader: a message taking a value (a screen's
// title, a rating, the free trial's count) is formatted here, so the page's data carries finished
// strings, but for the hero's tool line, whose names the hero sets in bold.

/** The home page's own sections in a language (hero, demo, showcase, testimonials, closing), as serialisable words. */
function ownSections(locale: Locale) {
  const values = copyValues(locale)
  const messages = messagesFor(locale, values)
  const { hero, demo, testimonials: testimonialsWords, closing } = messages.homeSections
  const showcase = messages.showcase
  const freeVideos = { freeVideoCount: FREE_VIDEOS }
  return {
    hero: {
      badge: hero.badge,
      cta: hero.cta,
      /** "Works with songs made in {suno} and {udio}, …": the hero sets the names in bold. */
      worksWith: hero.worksWith,
      promises: [
        // The free trial in the plans' words: one sentence wherever it shows.
        formatMessage(messages.plans.freeTrial, locale, { count: FREE_VIDEOS }),
        hero.promises.noWatermark,
        hero.promises.hdQuality,
        hero.promises.instantDownload,
        hero.promises.roundTheClock,
      ],
      stats: [
        { value: values.creators!, label: hero.stats.creators },
        { value: values.satisfaction!, label: hero.stats.satisfaction },
        { value: values.lipSyncAccuracy!, label: hero.stats.lipSyncAccuracy },
        { value: values.languagesAtLeast!, label: hero.stats.languages },
      ],
      pauseVideo: hero.pauseVideo,
      playVideo: hero.playVideo,
    },
    // The demo players' captions are in the page's language.
    demo: { ...demo, captions: captionsLanguage(locale) },
    showcase: {
      eyebrow: showcase.eyebrow,
      title: showcase.title,
      lead: showcase.lead,
      screenshots: screenshotsIn(showcase).map((shot) => ({
        ...shot,
        openLabel: formatMessage(showcase.viewLarger, locale, { title: shot.title }),
      })),
    },
    testimonials: {
      eyebrow: testimonialsWords.eyebrow,
      title: testimonialsWords.title,
      lead: testimonialsWords.lead,
      testimonials: testimonialCards(locale).map((t) => ({
        ...t,
        quote: formatMessage(testimonialsWords.quote, locale, { quote: t.content }),
      })),
    },
    closing: {
      title: closing.title,
      lead: formatMessage(closing.lead, locale, freeVideos),
      start: closing.start,
      watchDemo: closing.watchDemo,
      alsoOn: closing.alsoOn,
      webApp: closing.webApp,
      videoTitle: demo.videoTitle,
      captions: captionsLanguage(locale),
      // The store badges' words are the footer's, which shows the same badges.
      storeBadges: messages.footer.storeBadges,
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
