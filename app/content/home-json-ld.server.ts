import type { Locale } from "#app/i18n/locales.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { videoGalleryJsonLd } from "./home-json-ld.ts"
import type { ExampleVideo } from "./examples.ts"

/** The home and landing pages' video gallery, named in the page's language (`homeJsonLd` in app/i18n/messages/<locale>.json). */
export function localizedVideoGalleryJsonLd(videos: ExampleVideo[], path: string, locale: Locale) {
  return videoGalleryJsonLd(videos, path, locale, messagesFor(locale, copyValues(locale)).homeJsonLd.galleryName)
}
