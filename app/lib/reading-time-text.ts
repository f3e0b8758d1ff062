import { intlTag, plural } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { fill as fillIn } from "#app/i18n/fill.ts"

/**
 * "8 min read", "8 min di lettura": a reading time in a language, its number and plural form through
 * Intl, its words the blog's (app/content/blog-chrome.ts `readingTime`, handed in by the page).
 */
export function readingTimeText(minutes: number, locale: Locale, forms: { one?: string; other: string }): string {
  return fillIn(plural(minutes, locale, forms), { count: new Intl.NumberFormat(intlTag(locale)).format(minutes) })
}
