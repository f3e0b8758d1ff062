import type { Locale } from "#app/i18n/locales.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import * as examplesModule from "#app/content/examples.ts"
import { formatNumber } from "#app/content/plans.ts"
import { clockTime } from "#app/lib/webvtt.ts"
import { captionsTrack, examplesWords, localizedExamples } from "./examples-section.server.ts"

/**
 * A watch page (/examples/…) in a language, as WatchPage shows it: the video with its words and
 * captions track in that language, the page's words (the catalog's `examples.watch`, formatted here
 * with the video's title, lengths and genre, so the loader data stays plain text, but for the
 * transcript's cue times, which the page formats) and the other examples with their watch pages'
 * paths in the same language.
 */
export function watchPageContent(slug: examplesModule.ExampleData["slug"], locale: Locale) {
  const words = examplesWords(locale)
  const text = words.watch
  const examples = localizedExamples(locale)
  const video = examples.find((e) => e.slug === slug)!
  const { width, height, aspectRatio } = video.format
  return {
    video,
    captionsTrack: captionsTrack(video, locale),
    metaTitle: formatMessage(text.metaTitle, locale, { title: video.title, genre: video.genreInSentence }),
    metaDescription: formatMessage(text.metaDescription, locale, { description: video.description }),
    text: {
      badge: text.badge,
      playerLabel: formatMessage(words.playerLabel, locale, { title: video.title }),
      play: formatMessage(text.play, locale, { title: video.title }),
      previewSentence: formatMessage(text.previewSentence, locale, { seconds: video.clipSeconds, duration: video.duration }),
      makeOneLikeThis: text.makeOneLikeThis,
      // The cta_click label stays the English words in every language, so one report counts them all (docs/analytics.md).
      ctaLabel: examplesWords("en").watch.makeOneLikeThis,
      opensInNewTab: text.opensInNewTab,
      transcript: text.transcript,
      transcriptIntro: text.transcriptIntro,
      /** "{start}<hidden> to </hidden><dash>–</dash>{end}": a cue's times, "to" said only to screen readers. */
      cueRange: text.cueRange,
      about: text.about,
      moreExamples: text.moreExamples,
      watch: text.watchLink,
    },
    facts: [
      { label: text.facts.style, value: video.style },
      { label: text.facts.genre, value: video.genre },
      { label: text.facts.duration, value: formatMessage(text.previewValue, locale, { clip: clockTime(video.clipSeconds) }) },
      { label: text.facts.madeFrom, value: formatMessage(text.madeFromValue, locale, { duration: video.duration }) },
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
