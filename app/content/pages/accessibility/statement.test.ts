// Issue 28, item 8: the statement follows the EU model (Commission Implementing Decision (EU)
// 2018/1523, the European Accessibility Act) in every language, and what it claims is true.
import { describe, expect, test } from "vitest"
import { copyValues } from "#app/content/copy-values.ts"
import { BARRIER_REPLY_DAYS } from "#app/content/facts.ts"
import { markdownSource } from "#app/content/markdown-page.server.ts"
import { captionsGaps } from "#app/content/video-captions.test-support.ts"
import { siteRoutes } from "#app/content/site-pages.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { STATEMENT_PREPARED, STATEMENT_REVIEWED } from "./dates.ts"
import { STATEMENT_SECTIONS, accessibilityContent } from "./page.server.ts"

const statementLocales = siteRoutes.filter((r) => r.key === "/accessibility").map((r) => r.locale)
const section = (locale: Locale, id: string) => accessibilityContent(locale).sections.find((s) => s.id === id)!.html
const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]!)

/** Where each language's enforcement section sends a visitor: the bodies of the countries where it is spoken. */
const enforcementBodies: Record<Locale, RegExp[]> = {
  en: [
    /^https:\/\/www\.agid\.gov\.it\/./,
    /^https:\/\/administracionelectronica\.gob\.es\//,
    /schlichtungsstelle-bgg\.de/,
    /mlbf/,
    /defenseurdesdroits\.fr/,
  ],
  it: [/^https:\/\/www\.agid\.gov\.it\/./],
  es: [/^https:\/\/administracionelectronica\.gob\.es\//],
  de: [/schlichtungsstelle-bgg\.de/, /mlbf/],
  fr: [/defenseurdesdroits\.fr/],
  "pt-br": [/^https:\/\/www\.gov\.br\/mdh\//],
}

test("the statement exists in every language", () => {
  expect(statementLocales).toEqual([...locales])
})

describe.each(locales)("the statement in %s", (locale) => {
  const content = accessibilityContent(locale)
  const values = copyValues(locale)

  test("has the model statement's sections, in order", () => {
    expect(content.sections.map((s) => s.id)).toEqual([...STATEMENT_SECTIONS])
    for (const s of content.sections) expect(s.html, s.id).not.toBe("")
  })

  test("is partially conformant, and names each failing criterion with its level, what fails, why and the alternative", () => {
    expect(section(locale, "conformance")).toContain("WCAG 2.2 AA")
    const items = [...section(locale, "non-conformance").matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => m[1]!)
    expect(items.map((item) => /^<strong>(\d\.\d\.\d+) /.exec(item)?.[1])).toEqual(["1.2.5"])
    // Each item after its criterion: what fails, then "Why:" and "Instead:" in the page's language.
    const why = { en: "Why:", it: "Perché:", es: "Por qué:", de: "Warum:", fr: "Pourquoi\u202f:", "pt-br": "Por quê:" }[locale]
    const instead = {
      en: "Instead:",
      it: "In alternativa:",
      es: "En su lugar:",
      de: "Stattdessen:",
      fr: "À la place\u202f:",
      "pt-br": "No lugar:",
    }[locale]
    for (const item of items) {
      expect(item).toMatch(/, (level|livello|nivel|Stufe|niveau|nível) AA?\.<\/strong> \S/)
      expect(item).toContain(why)
      expect(item).toContain(instead)
    }
  })

  test("dates its preparation and last review from dates.ts, and the heading shows the review", () => {
    expect(section(locale, "preparation")).toContain(formatLongDate(STATEMENT_PREPARED, locale))
    expect(section(locale, "preparation")).toContain(formatLongDate(STATEMENT_REVIEWED, locale))
    expect(content.reviewed).toEqual({ iso: STATEMENT_REVIEWED, label: formatLongDate(STATEMENT_REVIEWED, locale) })
  })

  test("offers the support address for feedback, with the reply time of facts.ts", () => {
    expect(values.barrierReplyTime).toMatch(new RegExp(`^${BARRIER_REPLY_DAYS}\\s\\p{L}+$`, "u"))
    expect(section(locale, "report")).toContain(values.barrierReplyTime)
    expect(section(locale, "report")).toContain(values.supportEmail)
    expect(content.reportMailto).toMatch(new RegExp(`^mailto:${values.supportEmail}\\?`))
  })

  test("names the enforcement procedure of the countries where its language is spoken, linked to their complaint pages", () => {
    const hrefs = links(section(locale, "enforcement"))
    for (const body of enforcementBodies[locale])
      expect(
        hrefs.some((href) => body.test(href)),
        String(body),
      ).toBe(true)
    // Italy's body through its complaint page, never its home page, and no link opens a new tab.
    expect(hrefs).not.toContain("https://www.agid.gov.it/")
    expect(section(locale, "enforcement")).not.toContain("target=")
  })

  test("says every video the site plays has captions in its language only while the captions check holds", () => {
    expect(content.page.captions).not.toBe("")
    expect(captionsGaps(locale), `the ${locale} statement says: ${content.page.captions}`).toEqual([])
  })
})

test("the Brazilian page says what applies in Brazil: the LBI's article 63, the Ministério Público and Disque 100", () => {
  const enforcement = section("pt-br", "enforcement")
  expect(enforcement).toContain("Lei nº 13.146/2015")
  expect(enforcement).toContain("art. 63")
  expect(enforcement).toContain("Ministério Público")
  expect(enforcement).toContain("Disque 100")
  expect(enforcement).not.toContain("AgID")
})

test("no language keeps a sentence fragment for links opening a new tab", () => {
  for (const locale of locales) expect(markdownSource("accessibility", locale)).not.toMatch(/^newTab:/m)
})
