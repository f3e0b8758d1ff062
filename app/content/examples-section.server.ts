import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import { localized } from "./localized.server.ts"
import * as examplesModule from "#app/content/examples.ts"
import { localizePath } from "#app/i18n/slugs.ts"

/** An example's captions track in a language: its file, its language tag and its label. */
export function captionsTrack(video: examplesModule.ExampleVideo, locale: Locale) {
  const { watchPageText } = localized(examplesModule, "examples", locale)
  return {
    src: examplesModule.exampleCaptionsUrl(video, locale),
    srcLang: localeInfo[locale].tag,
    label: watchPageText.captionsLanguage,
  }
}

/** The home page's examples section in a language: the example videos with their watch pages' paths and the section's words. */
export function examplesSection(locale: Locale) {
  const { examples, examplesSectionText: text } = localized(examplesModule, "examples", locale)
  return {
    eyebrow: text.eyebrow,
    title: text.title,
    lead: text.lead,
    durationLabel: text.durationLabel,
    tagsLabel: text.tagsLabel,
    watchFullVideo: text.watchFullVideo,
    moreAboutVideo: text.moreAboutVideo,
    examples: examples.map((example) => ({
      ...example,
      href: localizePath(examplesModule.examplePath(example.slug), locale),
      stillAlt: text.stillAlt(example.title),
      playerLabel: text.playerLabel(example.title),
      previewOf: text.previewOf(example.duration),
      captionsTrack: captionsTrack(example, locale),
    })),
  }
}

export type ExamplesSectionContent = ReturnType<typeof examplesSection>
