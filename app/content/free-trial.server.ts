import type { Locale } from "#app/i18n/locales.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { FREE_VIDEOS } from "#app/content/plan-figures.ts"
import { copyValues } from "./copy-values.ts"

// The free trial in a language's words, for the server's copy modules that quote it: the catalogs'
// `plans.freeTrial` and `plans.freeVideos`, their plural following FREE_VIDEOS (app/content/facts.ts).

/** The free trial as one selling point: "First … videos free, no credit card", FREE_VIDEOS in place of the dots. */
export function freeTrial(locale: Locale): string {
  return formatMessage(messagesFor(locale, copyValues(locale)).plans.freeTrial, locale, { count: FREE_VIDEOS })
}

/** The free trial's size with its noun in the plural it takes ("… videos", "… vídeos"). */
export function freeVideos(locale: Locale): string {
  return formatMessage(messagesFor(locale, copyValues(locale)).plans.freeVideos, locale, { count: FREE_VIDEOS })
}
