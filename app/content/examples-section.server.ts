import type { Locale } from "#app/i18n/locales.ts"
import { localized } from "#app/i18n/content.server.ts"
import * as examplesModule from "#app/content/examples.ts"
import { localizePath } from "#app/i18n/slugs.ts"

/** The home page's examples section in a language: the example videos with their watch pages' paths. */
export function examplesSection(locale: Locale) {
  const { examples } = localized(examplesModule, "examples", locale)
  return {
    examples: examples.map((example) => ({ ...example, href: localizePath(examplesModule.examplePath(example.slug), locale) })),
  }
}

export type ExamplesSectionContent = ReturnType<typeof examplesSection>
