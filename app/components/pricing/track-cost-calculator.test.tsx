// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, expect, test } from "vitest"
import { TrackCostCalculator } from "./track-cost-calculator.tsx"
import type { Locale } from "#app/i18n/locales.ts"
import { pricingSection } from "#app/content/pricing-section.server.ts"

/** What a page in `locale` hands the calculator: its words, its language and its own /pricing. */
function inLanguage(locale: Locale) {
  const section = pricingSection(locale)
  return { words: section.calculator, locale, action: section.pricingPath, salesHref: "mailto:sales@example.com" }
}

afterEach(cleanup)

const start = { length: "3:00", videos: "2", submitted: false }

test("the worked example is answered before anyone types: Ultra billed yearly, with a call to start on it", () => {
  render(<TrackCostCalculator {...inLanguage("en")} start={start} />)
  expect(screen.getByText(/The cheapest plan that fits is Ultra, billed yearly, at \$16\.50\/month\./)).toBeInTheDocument()
  const cta = screen.getByRole("link", { name: /Start with Ultra/ })
  // Measured as cta_click with its own source (docs/analytics.md), by the document's click listener.
  expect(cta).toHaveAttribute("data-app-source", "pricing-calculator")
  expect(cta).toHaveAttribute("data-cta-label", "Ultra")
})

test("the form sends the calculator's two fields to /pricing, so the server can answer it without JavaScript", () => {
  const { container } = render(<TrackCostCalculator {...inLanguage("en")} start={start} />)
  const form = container.querySelector("form")!
  expect(form).toHaveAttribute("method", "get")
  expect(form).toHaveAttribute("action", "/pricing#calculator")
  expect([...form.querySelectorAll("input")].map((i) => i.name)).toEqual(["length", "videos"])
})

test("a submitted query's wrong entries show their messages at once; an untouched example shows none", () => {
  render(<TrackCostCalculator {...inLanguage("en")} start={{ length: "abc", videos: "-1", submitted: true }} />)
  expect(screen.getByRole("textbox", { name: "Track length" })).toHaveAccessibleDescription(
    "Minutes:seconds, from 0:30 to 4:00 Write the length as minutes:seconds, e.g. 3:00 or 2:45.",
  )
  expect(screen.getByRole("textbox", { name: "Videos a month" })).toHaveAttribute("aria-invalid", "true")
  cleanup()
  render(<TrackCostCalculator {...inLanguage("en")} start={start} />)
  expect(screen.getByRole("textbox", { name: "Track length" })).not.toHaveAttribute("aria-invalid")
})

test("typing updates each plan as it goes, and a count beyond every plan offers sales instead", async () => {
  const user = userEvent.setup()
  render(<TrackCostCalculator {...inLanguage("en")} start={start} />)
  const videos = screen.getByRole("textbox", { name: "Videos a month" })
  await user.clear(videos)
  await user.type(videos, "1")
  const ultra = within(screen.getByRole("heading", { name: "Ultra" }).closest("li")!)
  expect(ultra.getByText("Fits: uses 750 of 2,000 tokens a month")).toBeInTheDocument()
  await user.clear(screen.getByRole("textbox", { name: "Track length" }))
  await user.type(screen.getByRole("textbox", { name: "Track length" }), "4:00")
  await user.type(videos, "000")
  expect(screen.getByText(/more than any plan includes/)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "mailto:sales@example.com")
})

// Intl's spaces around a currency sign and inside durations are no-break: compare on plain spaces.
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ")

test("in Italian the worked example answers in Italian, with prices and lengths as Italians write them", () => {
  render(<TrackCostCalculator {...inLanguage("it")} start={start} />)
  expect(screen.getByRole("heading", { name: "Quanto mi costa il mio brano?" })).toBeInTheDocument()
  const summary = screen.getByText(/Il piano più economico/)
  expect(plain(summary.textContent)).toBe(
    "2 video da 3:00 al mese fanno 6 min di video. Il piano più economico che basta è Ultra, con pagamento annuale, a 16,50 $/mese.",
  )
  expect(screen.getByRole("link", { name: /Inizia con Ultra/ })).toHaveAttribute("data-cta-label", "Ultra")
  const hyper = within(screen.getByRole("heading", { name: "Hyper" }).closest("li")!)
  expect(hyper.getByText((_, node) => plain(node?.textContent ?? null) === "83,50 $/mese, 1002 $ all’anno")).toBeInTheDocument()
})

test("in Italian the form goes to /it/prezzi, and a wrong entry is answered in Italian beside its field", () => {
  const { container } = render(
    <TrackCostCalculator {...inLanguage("it")} start={{ length: "4:01", videos: "0", submitted: true }} />,
  )
  expect(container.querySelector("form")).toHaveAttribute("action", "/it/prezzi#calculator")
  expect(screen.getByRole("textbox", { name: "Durata del brano" })).toHaveAccessibleDescription(
    "Minuti:secondi, da 0:30 a 4:00 Il calcolatore copre la durata consigliata per un brano, da 0:30 a 4:00.",
  )
  expect(screen.getByRole("textbox", { name: "Video al mese" })).toHaveAccessibleDescription(
    "Un numero intero, ad esempio 4 Inserisci almeno 1 video.",
  )
  expect(screen.getByText("Correggi i campi qui sopra per vedere quanto costano i tuoi video.")).toBeInTheDocument()
})

test("in German typing updates the plans live, counting one video in the singular and tokens with German grouping", async () => {
  const user = userEvent.setup()
  render(<TrackCostCalculator {...inLanguage("de")} start={start} />)
  const videos = screen.getByRole("textbox", { name: "Videos pro Monat" })
  await user.clear(videos)
  await user.type(videos, "1")
  expect(screen.getByText(/^1 Video mit 3:00 pro Monat ergibt 3 Min\. Video\./)).toBeInTheDocument()
  const ultra = within(screen.getByRole("heading", { name: "Ultra" }).closest("li")!)
  expect(ultra.getByText("Passt: nutzt 750 von 2.000 Tokens pro Monat")).toBeInTheDocument()
  await user.type(videos, "001")
  await user.tab()
  expect(
    screen.getByText("Der Rechner zählt bis zu 1.000 Videos pro Monat: Für mehr kontaktiere den Vertrieb."),
  ).toBeInTheDocument()
})
