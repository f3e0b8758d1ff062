/**
 * The site's languages (docs/decisions/0018-six-languages.md). English is the default and keeps
 * today's URLs; every other language lives under its prefix. Free of imports: the route table is
 * loaded by plain Node.
 */
export const locales = ["en", "it", "es", "de", "fr", "pt-br"] as const

export type Locale = (typeof locales)[number]

export const defaultLocale: Locale = "en"

type LocaleInfo = {
  /** The BCP 47 tag: `<html lang>`, `hreflang`, `Intl`, JSON-LD `inLanguage`. */
  tag: string
  /** Open Graph's form: "it_IT". */
  ogLocale: string
  /** The language's own name, as the switcher shows it. */
  name: string
  /** The path prefix: "" for English, "/it" for Italian. */
  prefix: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: "en", ogLocale: "en_US", name: "English", prefix: "" },
  it: { tag: "it", ogLocale: "it_IT", name: "Italiano", prefix: "/it" },
  // Spanish is neutral Latin American Spanish (docs/decisions/0036): Open Graph's code for it is es_LA.
  es: { tag: "es", ogLocale: "es_LA", name: "Español", prefix: "/es" },
  de: { tag: "de", ogLocale: "de_DE", name: "Deutsch", prefix: "/de" },
  fr: { tag: "fr", ogLocale: "fr_FR", name: "Français", prefix: "/fr" },
  "pt-br": { tag: "pt-BR", ogLocale: "pt_BR", name: "Português (Brasil)", prefix: "/pt-br" },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value)
}

/** The language a path belongs to, from its first segment: "/it/blog" → "it", "/blog" → "en". */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1]?.toLowerCase()
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale
}

/** An English-shaped site path under a language's prefix: ("/blog", "it") → "/it/blog", ("/", "it") → "/it". */
export function withPrefix(path: string, locale: Locale): string {
  const prefix = localeInfo[locale].prefix
  if (!prefix) return path
  return path === "/" ? prefix : `${prefix}${path}`
}

/** The path without its language prefix: "/it/blog" → "/blog", "/it" → "/". */
export function withoutPrefix(pathname: string): string {
  const locale = localeOfPath(pathname)
  const prefix = localeInfo[locale].prefix
  if (!prefix) return pathname
  const rest = pathname.slice(prefix.length)
  return rest === "" ? "/" : rest
}

/** What a page knows of its language: which it is, and its versions in every language that has it (itself included). */
export type PageLanguage = { locale: Locale; versions: { locale: Locale; path: string }[] }
