import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import type { CaptionsLanguage } from "#app/lib/video-url.ts"
import * as examplesModule from "#app/content/examples.ts"
import { localized } from "./localized.server.ts"

/** The captions language of a page in `locale`: every video the page shows offers a track in it, `default`. */
export function captionsLanguage(locale: Locale): CaptionsLanguage {
  const { watchPageText } = localized(examplesModule, "examples", locale)
  return { locale, srcLang: localeInfo[locale].tag, label: watchPageText.captionsLanguage }
}
