import { renderToStaticMarkup } from "react-dom/server"
import { expect, test } from "vitest"
import { InSite } from "#app/components/site-language.test-support.tsx"
import type { Locale } from "#app/i18n/locales.ts"
import { NumberedSteps } from "./numbered-steps.tsx"

// A step's number is drawn for the eye and hidden from screen readers, which hear it before the
// title instead: in the page's language (it was "Step 1: " on every language's page).

function headings(locale: Locale): string[] {
  const steps = [
    { title: "Eins", text: "…" },
    { title: "Zwei", text: "…" },
  ]
  const html = renderToStaticMarkup(
    <InSite locale={locale}>
      <NumberedSteps steps={steps} />
    </InSite>,
  )
  return [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replaceAll("\u202f", " "))
}

test.each([
  ["en", ["Step 1: Eins", "Step 2: Zwei"]],
  ["de", ["Schritt 1: Eins", "Schritt 2: Zwei"]],
  ["fr", ["Étape 1 : Eins", "Étape 2 : Zwei"]],
] as const)("a %s page's steps say their number to a screen reader in its language", (locale, expected) => {
  expect(headings(locale)).toEqual(expected)
})

test("the number a screen reader hears is hidden from the eye, which sees the drawn one", () => {
  const html = renderToStaticMarkup(
    <InSite locale="it">
      <NumberedSteps steps={[{ title: "Uno", text: "…" }]} />
    </InSite>,
  )
  expect(html).toContain('<span class="sr-only">Passo 1: </span>Uno')
})
