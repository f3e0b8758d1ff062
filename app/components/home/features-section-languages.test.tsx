// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { MemoryRouter } from "react-router"
import { afterEach, expect, test } from "vitest"
import { FeaturesSection } from "./features-section.tsx"
import { SiteLanguageContext } from "#app/components/use-messages.ts"
import { FeaturePage } from "#app/components/pages/feature-page.tsx"
import { featurePageContent } from "#app/content/feature-page.server.ts"
import { featuresSection } from "#app/content/features-section.server.ts"
import { rootData } from "#app/content/root-data.server.ts"

// A feature whose page is not complete in the reader's language (docs/decisions/0037-activation.md)
// is linked as the English page, and the link says so in the reader's words, as the footer's do.

afterEach(cleanup)

const inGerman = (ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <SiteLanguageContext value={rootData("de", "/de")}>{ui}</SiteLanguageContext>
    </MemoryRouter>,
  )

test("the home page's card of a feature without a German page links to the English page, marked English", () => {
  const content = featuresSection("de")
  content.features = content.features.map((f) =>
    f.slug === "lip-sync" ? { ...f, href: "/features/lip-sync", hrefLang: "en" } : f,
  )
  inGerman(<FeaturesSection content={content} />)
  // "Mehr erfahren über Lip-Sync (auf Englisch)": the feature's name, said to screen readers, then the language
  // (jsdom's accessible name drops the space that starts the hidden words; a browser keeps it).
  const english = screen.getByRole("link", { name: /^Mehr erfahren ?über Lip-Sync \(auf Englisch\)$/ })
  expect(english).toHaveAttribute("href", "/features/lip-sync")
  expect(english).toHaveAttribute("hreflang", "en")
  // The others link to their German pages, unmarked.
  const german = screen.getAllByRole("link", { name: /^Mehr erfahren ?über [^(]+$/ })
  expect(german).toHaveLength(content.features.length - 1)
  for (const link of german) expect(link).not.toHaveAttribute("hreflang")
})

test("a feature page's link to another feature without a German page is to the English page, marked English", () => {
  const content = featurePageContent("perfect-sync", "de")
  const lipSync = content.others.find((f) => f.slug === "lip-sync")!
  content.others = content.others.map((f) => (f === lipSync ? { ...f, href: "/features/lip-sync", hrefLang: "en" } : f))
  inGerman(<FeaturePage content={content} />)
  const link = screen.getByRole("link", { name: new RegExp(`^${lipSync.title} \\(auf Englisch\\)`) })
  expect(link).toHaveAttribute("href", "/features/lip-sync")
  expect(link).toHaveAttribute("hreflang", "en")
})
