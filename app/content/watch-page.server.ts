import type { Locale } from "#app/i18n/locales.ts"
import { localized } from "./localized.server.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import * as examplesModule from "#app/content/examples.ts"
import { formatNumber } from "#app/content/plans.ts"
import { clockTime } from "#app/lib/webvtt.ts"
import { captionsTrack } from "./examples-section.server.ts"

/**
 * A watch page (/examples/…) in a language, as WatchPage shows it: the video with its words and
 * captions track in that language, the page's words (templates filled in here, so the loader data
 * stays plain text) and the other examples with their watch pages' paths in the same language.
 */
export function watchPageContent(slug: examplesModule.ExampleVideo["slug"], locale: Locale) {
  const { examples, watchPageText: text } = localized(examplesModule, "examples", locale)
  const video = examples.find((e) => e.slug === slug)!
  const { width, height, aspectRatio } = video.format
  return {
    video,
    captionsTrack: captionsTrack(video, locale),
    metaTitle: text.metaTitle(video.title, video.genre),
    metaDescription: text.metaDescription(video.description),
    text: {
      badge: text.badge,
      playerLabel: text.playerLabel(video.title),
      play: text.play(video.title),
      previewSentence: text.previewSentence(video.clipSeconds, video.duration),
      makeOneLikeThis: text.makeOneLikeThis,
      // The cta_click label stays the English words in every language, so one report counts them all (docs/analytics.md).
      ctaLabel: examplesModule.watchPageText.makeOneLikeThis,
      opensInNewTab: text.opensInNewTab,
      transcript: text.transcript,
      transcriptIntro: text.transcriptIntro,
      cueTo: text.cueTo,
      about: text.about,
      moreExamples: text.moreExamples,
      watch: text.watch,
    },
    facts: [
      { label: text.facts.style, value: video.style },
      { label: text.facts.genre, value: video.genre },
      { label: text.facts.duration, value: text.previewValue(clockTime(video.clipSeconds)) },
      { label: text.facts.madeFrom, value: text.madeFromValue(video.duration) },
      {
        label: text.facts.format,
        value: `${aspectRatio}, ${formatNumber(width, locale)} × ${formatNumber(height, locale)}`,
      },
      { label: text.facts.captions, value: text.captionsLanguage },
    ],
    others: examples
      .filter((e) => e.slug !== slug)
      .map(({ slug, title, style, genre, duration, thumbnail }) => ({
        slug,
        title,
        style,
        genre,
        duration,
        thumbnail,
        href: localizePath(examplesModule.examplePath(slug), locale),
      })),
  }
}

export type WatchPageContent = ReturnType<typeof watchPageContent>
