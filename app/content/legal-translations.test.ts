import { expect, test } from "vitest"
import { termsSections, termsUpdated } from "./terms.ts"
import * as itTerms from "./it/terms.ts"

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
