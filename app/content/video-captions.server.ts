import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import type { CaptionsLanguage } from "#app/lib/video-url.ts"
import { examplesWords } from "./examples-section.server.ts"

/** The captions language of a page in `locale`: every video the page shows offers a track in it, `default`. */
export function captionsLanguage(locale: Locale): CaptionsLanguage {
  return { locale, srcLang: localeInfo[locale].tag, label: examplesWords(locale).watch.captionsLanguage }
}
