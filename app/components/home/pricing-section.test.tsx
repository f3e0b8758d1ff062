// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, describe, expect, test } from "vitest"
import { PricingSection } from "./pricing-section.tsx"
import { pricingSection } from "#app/content/pricing-section.server.ts"

afterEach(cleanup)

// Role queries are slow in jsdom: find each plan card once per test.
function plan(name: string) {
  return screen.getByRole("listitem", { name })
}

function cards() {
  return Object.fromEntries(["Basic", "Super", "Ultra", "Hyper"].map((name) => [name, within(plan(name))]))
}

function prices() {
  return ["basic", "super", "ultra", "hyper"].map((id) => screen.getByTestId(`price-${id}`).textContent)
}

describe("PricingSection", () => {
  test("shows yearly billing by default, with the yearly figures", () => {
    render(<PricingSection content={pricingSection("en")} />)
    expect(screen.getByRole("switch", { name: "Billed Yearly (Save up to 21%)" })).toHaveAttribute("aria-checked", "true")
    expect(prices()).toEqual(["$0", "$8.25", "$16.50", "$83.50"])
    const plans = cards()
    expect(plans["Basic"]!.getByText("Access to the token shop")).toBeInTheDocument()
    expect(plans["Super"]!.getByText("6,000 tokens/year")).toBeInTheDocument()
    expect(plans["Super"]!.getByText("About 25 min of video")).toBeInTheDocument()
    expect(plans["Ultra"]!.getByText("24,000 tokens/year")).toBeInTheDocument()
    expect(plans["Ultra"]!.getByText("About 1 h 40 min of video")).toBeInTheDocument()
    expect(plans["Hyper"]!.getByText("600,000 tokens/year")).toBeInTheDocument()
    expect(plans["Hyper"]!.getByText("About 41 h 40 min of video")).toBeInTheDocument()
  })

  test("switches prices and feature lists to monthly billing and back", async () => {
    const user = userEvent.setup()
    render(<PricingSection content={pricingSection("en")} />)
    const toggle = screen.getByRole("switch", { name: "Billed Yearly (Save up to 21%)" })
    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-checked", "false")
    expect(prices()).toEqual(["$0", "$10", "$21", "$104"])
    const plans = cards()
    expect(plans["Basic"]!.getByText("0 tokens included")).toBeInTheDocument()
    expect(plans["Super"]!.getByText("500 tokens/month")).toBeInTheDocument()
    expect(plans["Super"]!.getByText("About 2 min of video")).toBeInTheDocument()
    expect(plans["Ultra"]!.getByText("2,000 tokens/month")).toBeInTheDocument()
    expect(plans["Ultra"]!.getByText("About 8 min of video")).toBeInTheDocument()
    expect(plans["Hyper"]!.getByText("50,000 tokens/month")).toBeInTheDocument()
    expect(plans["Hyper"]!.getByText("About 3 h 28 min of video")).toBeInTheDocument()
    expect(screen.queryByText("6,000 tokens/year")).not.toBeInTheDocument()
    await user.click(toggle)
    expect(prices()).toEqual(["$0", "$8.25", "$16.50", "$83.50"])
  })

  test("marks Ultra most popular and Hyper the best offer, both with priority support", () => {
    render(<PricingSection content={pricingSection("en")} />)
    const plans = cards()
    expect(plans["Ultra"]!.getByText("Most Popular")).toBeInTheDocument()
    expect(plans["Hyper"]!.getByText("Best Offer")).toBeInTheDocument()
    for (const name of ["Ultra", "Hyper"]) expect(plans[name]!.getByText("Priority support")).toBeInTheDocument()
    for (const name of ["Basic", "Super"]) expect(plans[name]!.queryByText("Priority support")).not.toBeInTheDocument()
  })

  test("every Continue opens the app in a new tab and Contact Sales drafts a mail to sales", () => {
    render(<PricingSection content={pricingSection("en")} />)
    const plans = cards()
    for (const name of ["Basic", "Super", "Ultra", "Hyper"]) {
      const link = plans[name]!.getByRole("link", { name: new RegExp(`^Continue\\s*with ${name}`) })
      expect(link).toHaveAttribute("href", "https://app.syncreel.com")
      expect(link).toHaveAttribute("target", "_blank")
    }
    expect(screen.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "mailto:sales@syncreel.com?subject=Syncreel%20plans%20for%20my%20team",
    )
  })

  test("in German the cards, the toggle and the prices speak German, and the toggle switches the prices", async () => {
    const user = userEvent.setup()
    render(<PricingSection content={pricingSection("de")} />)
    const plain = (texts: (string | null)[]) => texts.map((t) => (t ?? "").replace(/\s/g, " "))
    const toggle = screen.getByRole("switch", { name: /^Jährliche Zahlung \(spare bis zu 21\s%\)$/ })
    expect(plain(prices())).toEqual(["0 $", "8,25 $", "16,50 $", "83,50 $"])
    const ultra = within(plan("Ultra"))
    expect(ultra.getByText("Am beliebtesten")).toBeInTheDocument()
    expect(ultra.getByText("24.000 Tokens/Jahr")).toBeInTheDocument()
    expect(ultra.getByRole("link", { name: /^Weiter\s*mit Ultra/ })).toHaveAttribute("href", "https://app.syncreel.com")
    await user.click(toggle)
    expect(plain(prices())).toEqual(["0 $", "10 $", "21 $", "104 $"])
    expect(within(plan("Ultra")).getByText("2.000 Tokens/Monat")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Vertrieb kontaktieren" })).toHaveAttribute(
      "href",
      "mailto:sales@syncreel.com?subject=Syncreel-Pl%C3%A4ne%20f%C3%BCr%20mein%20Team",
    )
  })
})
