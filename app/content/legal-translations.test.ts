import { expect, test } from "vitest"
import { cookieCategories, cookiePolicyPage } from "./cookie-policy.ts"
import { termsSections, termsUpdated } from "./terms.ts"
import * as itTerms from "./it/terms.ts"
import * as itCookies from "./it/cookie-policy.ts"
import * as esCookies from "./es/cookie-policy.ts"
import * as deCookies from "./de/cookie-policy.ts"
import * as frCookies from "./fr/cookie-policy.ts"
import * as ptBrCookies from "./pt-br/cookie-policy.ts"

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
