import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import * as examplesModule from "#app/content/examples.ts"
import { localizePath } from "#app/i18n/slugs.ts"

/** The examples' words in a language's catalog (`examples` in app/i18n/messages/<locale>.json). */
export const examplesWords = (locale: Locale) => messagesFor(locale, copyValues(locale)).examples

/** The example videos with their words in a language: the gallery's, the watch pages', the structured data's. */
export function localizedExamples(locale: Locale): examplesModule.ExampleVideo[] {
  return examplesModule.examplesIn(examplesWords(locale))
}

/** An example's captions track in a language: its file, its language tag and its label. */
export function captionsTrack(video: examplesModule.ExampleVideo, locale: Locale) {
  return {
    src: examplesModule.exampleCaptionsUrl(video, locale),
    srcLang: localeInfo[locale].tag,
    label: examplesWords(locale).watch.captionsLanguage,
  }
}

/** The home page's examples section in a language: the example videos with their watch pages' paths and the section's words. */
export function examplesSection(locale: Locale) {
  const text = examplesWords(locale)
  return {
    eyebrow: text.eyebrow,
    title: text.title,
    lead: text.lead,
    /** "<hidden>Duration </hidden>{duration}": the badge, its label said only to screen readers. */
    durationBadge: text.durationBadge,
    tagsLabel: text.tagsLabel,
    watchFullVideo: text.watchFullVideo,
    moreAboutVideo: text.moreAboutVideo,
    examples: localizedExamples(locale).map((example) => ({
      ...example,
      href: localizePath(examplesModule.examplePath(example.slug), locale),
      stillAlt: formatMessage(text.stillAlt, locale, { title: example.title }),
      playerLabel: formatMessage(text.playerLabel, locale, { title: example.title }),
      previewOf: formatMessage(text.previewOf, locale, { duration: example.duration }),
      captionsTrack: captionsTrack(example, locale),
    })),
  }
}

export type ExamplesSectionContent = ReturnType<typeof examplesSection>
