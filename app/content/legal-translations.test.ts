import { expect, test } from "vitest"
import { site } from "#app/config/site.ts"
import { ACCESSIBILITY_REVIEWED, accessibilityPage, barrierReportMailto, formatReviewDate } from "./accessibility.ts"
import { cookieCategories, cookiePolicyPage } from "./cookie-policy.ts"
import { termsSections, termsUpdated } from "./terms.ts"
import * as itTerms from "./it/terms.ts"
import * as itCookies from "./it/cookie-policy.ts"
import * as esCookies from "./es/cookie-policy.ts"
import * as deCookies from "./de/cookie-policy.ts"
import * as frCookies from "./fr/cookie-policy.ts"
import * as ptBrCookies from "./pt-br/cookie-policy.ts"
import * as itStatement from "./it/accessibility.ts"
import * as esStatement from "./es/accessibility.ts"
import * as deStatement from "./de/accessibility.ts"
import * as frStatement from "./fr/accessibility.ts"
import * as ptBrStatement from "./pt-br/accessibility.ts"

const cookieTranslations = { it: itCookies, es: esCookies, de: deCookies, fr: frCookies, "pt-br": ptBrCookies }

const law = (sections: typeof termsSections) => sections.find((s) => s.id === "law")!.body.join(" ")

test("the Italian terms have the English terms' sections, in the same order, with the same anchors", () => {
  expect(itTerms.termsSections.map((s) => s.id)).toEqual(termsSections.map((s) => s.id))
  const shape = (sections: typeof termsSections) =>
    sections.map((s) => s.body.map((block) => (typeof block === "string" ? "p" : `list of ${block.list.length}`)))
  expect(shape(itTerms.termsSections)).toEqual(shape(termsSections))
})

test("both versions of the terms say they exist in Italian and English and that the Italian one prevails", () => {
  expect(law(termsSections)).toContain("published in Italian and in English")
  expect(law(termsSections)).toContain("the Italian version prevails")
  expect(law(itTerms.termsSections)).toContain("pubblicati in italiano e in inglese")
  expect(law(itTerms.termsSections)).toContain("prevale la versione italiana")
})

test("the terms' date reads the same day in each language", () => {
  expect(termsUpdated.label).toBe("October 10, 2025")
  expect(itTerms.termsUpdated).toEqual({ iso: termsUpdated.iso, label: "10 ottobre 2025" })
})

test("the English cookie policy still states each lifetime as before, now from the code's numbers", () => {
  expect(cookieCategories.flatMap((c) => c.items.map((i) => i.lifetime))).toEqual([
    "6 months (182 days), then we ask again",
    "365 days",
    "2 years",
    "90 days",
    "90 days",
    "90 days",
    "30 days",
  ])
  expect(cookiePolicyPage.withdraw.before).toContain("We ask again after 6 months, and whenever this policy changes.")
})

test.each(Object.entries(cookieTranslations))(
  "the cookie policy in %s lists the same categories and stored names as English",
  (_, t) => {
    expect(t.cookieCategories.map((c) => c.id)).toEqual(cookieCategories.map((c) => c.id))
    expect(t.cookieCategories.flatMap((c) => c.items.map((i) => i.name))).toEqual(
      cookieCategories.flatMap((c) => c.items.map((i) => i.name)),
    )
    // Every lifetime carries the English one's numbers, written by Intl in the language.
    const numbers = (s: string) => s.match(/\d+/g)
    expect(t.cookieCategories.flatMap((c) => c.items.map((i) => numbers(i.lifetime)))).toEqual(
      cookieCategories.flatMap((c) => c.items.map((i) => numbers(i.lifetime))),
    )
    expect(t.cookiePolicyPage.title).not.toBe(cookiePolicyPage.title)
  },
)

test("the Italian cookie policy writes its lifetimes in Italian", () => {
  expect(itCookies.cookieCategories[0]!.items[0]!.lifetime).toBe("6 mesi (182 giorni), poi la scelta viene richiesta di nuovo")
  expect(itCookies.cookiePolicyPage.tableLabel("Cookie analitici")).toBe("Elenco dei cookie analitici")
})

const statements = { it: itStatement, es: esStatement, de: deStatement, fr: frStatement, "pt-br": ptBrStatement }

test.each(Object.entries(statements))("the accessibility statement in %s has the English sections, anchors and lists", (_, t) => {
  const shape = (page: typeof accessibilityPage) =>
    page.sections.map((s) => ({ id: s.id, paragraphs: s.paragraphs.length, list: s.list?.length }))
  expect(shape(t.accessibilityPage)).toEqual(shape(accessibilityPage))
  expect(t.accessibilityPage.callout.text(site.email.support)).toContain(site.email.support)
  expect(t.accessibilityPage.writeTo(site.email.support)).toContain(site.email.support)
})

test("the review date reads in the page's language, and in English as before", () => {
  expect(formatReviewDate()).toBe("November 25, 2026")
  expect(formatReviewDate(ACCESSIBILITY_REVIEWED, "it")).toBe("25 novembre 2026")
  expect(formatReviewDate(ACCESSIBILITY_REVIEWED, "de")).toBe("25. November 2026")
  expect(formatReviewDate(ACCESSIBILITY_REVIEWED, "pt-br")).toBe("25 de novembro de 2026")
})

test("a barrier report is mailed to support with the questions in the visitor's language", () => {
  const read = (mailto: string) => {
    const url = new URL(mailto)
    return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") }
  }
  const english = read(barrierReportMailto())
  expect(english.to).toBe(site.email.support)
  expect(english.subject).toBe(`Accessibility barrier on the ${site.brand} website`)
  expect(english.body).toBe(
    "Page address (URL):\n\nWhat were you trying to do?\n\nWhat went wrong?\n\nBrowser, device and any assistive technology (screen reader, magnifier, voice control):\n\n",
  )
  const italian = read(barrierReportMailto("it"))
  expect(italian.to).toBe(site.email.support)
  expect(italian.subject).toBe(`Barriera di accessibilità sul sito di ${site.brand}`)
  expect(italian.body).toContain("Che cosa stavi cercando di fare?")
  for (const locale of ["es", "de", "fr", "pt-br"] as const) {
    const mail = read(barrierReportMailto(locale))
    expect(mail.subject).toContain(site.brand)
    expect(mail.body).not.toBe(english.body)
  }
})
