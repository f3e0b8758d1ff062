import type { ReactNode } from "react"
import { useLocation } from "react-router"
import { type Message, formatMessage, formatRich } from "#app/i18n/icu.ts"
import { localeOfPath } from "#app/i18n/locales.ts"

/** A message's `<hidden>…</hidden>`: what only a screen reader says. */
export const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

/**
 * Formats the blog's messages that take values of their own (the catalog's `blogChrome`), in the
 * language of the page's path: the blog's components read their words from the page's data, not
 * the root's, so they also render on their own (a unit test of a card or of the pagination).
 */
export function useBlogFormat() {
  const locale = localeOfPath(useLocation().pathname)
  return {
    locale,
    text: <V extends object>(message: Message<V>, values: Parameters<typeof formatMessage<V>>[2]) =>
      formatMessage(message, locale, values),
    rich: <V extends object>(message: Message<V>, values: Parameters<typeof formatRich<V>>[2]) =>
      formatRich(message, locale, values),
  }
}
