import type { Locale } from "#app/i18n/locales.ts"
import { localized } from "./localized.server.ts"
import * as english from "./home-json-ld.ts"
import type { ExampleVideo } from "./examples.ts"

/** The home and landing pages' video gallery, named in the page's language (app/content/<locale>/home-json-ld.ts). */
export function localizedVideoGalleryJsonLd(videos: ExampleVideo[], path: string, locale: Locale) {
  return english.videoGalleryJsonLd(videos, path, locale, localized(english, "home-json-ld", locale).jsonLdWords)
}
