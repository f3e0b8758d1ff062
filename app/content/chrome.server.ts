import { pageVersions } from "./site-pages.ts"
import { footerFeatures, footerPages, footerResources } from "./footer.ts"
import { type Locale, defaultLocale, locales, localeInfo } from "#app/i18n/locales.ts"
import { delocalizePath, localizePath } from "#app/i18n/slugs.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"

/**
 * A link of the site's chrome in a language: to the page's version in that language, or, where the
 * page exists only in English (the terms in Spanish), to the English page, marked `hrefLang="en"`
 * so the chrome can say so in the visitor's words. Pages link to each other so too (a feature page
 * that is not complete in a language: docs/decisions/0037-activation.md).
 */
export type ChromeLink = { href: string; hrefLang?: string }

export function chromeLink(englishPath: string, locale: Locale): ChromeLink {
  const versions = pageVersions(englishPath)
  if (versions.length === 0) return { href: localizePath(englishPath, locale) }
  const own = versions.find((v) => v.locale === locale)
  if (own) return { href: own.path }
  const english = versions.find((v) => v.locale === defaultLocale) ?? versions[0]!
  return { href: english.path, hrefLang: localeInfo[english.locale].tag }
}

/** A feature's name in a language: its card's title (`features.items.<slug>.title`), the one source of both. */
function featureTitle(slug: (typeof footerFeatures)[number]["key"], locale: Locale): string {
  return messagesFor(locale, copyValues(locale)).features.items[slug].title
}

/** A link to a section of the home page in a language: "/#pricing", "/it#pricing"; the English home's where the language has none. */
function sectionLink(id: string, locale: Locale): ChromeLink {
  const home = chromeLink("/", locale)
  return { ...home, href: `${home.href}#${id}` }
}

export type FooterLinkKey = (typeof footerPages)[number]["key"] | (typeof footerResources)[number]["key"]

/** Every link of the header and footer in a language, built here so the browser holds no language's URL words. */
export function chromeLinks(locale: Locale) {
  const link = (englishPath: string) => chromeLink(englishPath, locale)
  return {
    home: link("/"),
    blog: link("/blog"),
    sections: {
      features: sectionLink("features", locale),
      examples: sectionLink("examples", locale),
      pricing: sectionLink("pricing", locale),
      testimonials: sectionLink("testimonials", locale),
    },
    footer: {
      pages: footerPages.map(({ key, path }) => ({ key, ...link(path) })),
      // Each feature's link says the feature's name as its card on the home page does.
      features: footerFeatures.map(({ key, path }) => ({ key, label: featureTitle(key, locale), ...link(path) })),
      resources: footerResources.map(({ key, path }) => ({ key, ...link(path) })),
    },
    terms: link("/terms-and-conditions"),
    cookiePolicy: link("/cookie-policy"),
    accessibility: link("/accessibility"),
    /** Each language's home page, where it has one: the switcher's list where a page has no versions (the not-found screen). */
    homes: pageVersions("/"),
  }
}

export type ChromeLinks = ReturnType<typeof chromeLinks>

/**
 * Every language's suggestion entry (a few dozen words), for the bar that offers the visitor's own
 * language: sent with the root data so the bar can speak the visitor's language at once, without a
 * request, and without the rest of any other language's catalog.
 */
export function suggestions() {
  return Object.fromEntries(locales.map((l) => [l, messagesFor(l, copyValues(l)).suggestion])) as Record<
    Locale,
    ReturnType<typeof messagesFor>["suggestion"]
  >
}

/** The versions of the page at a requested path ("/it/termini-e-condizioni"), from the route table; none for a path it lacks. */
export function documentVersions(pathname: string) {
  // A prerendered page is requested with a trailing slash by some servers: "/it/prezzi/" is "/it/prezzi".
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  const versions = pageVersions(delocalizePath(path).englishPath)
  return { path, versions: versions.some((v) => v.path === path) ? versions : [] }
}
