import { describe, expect, test } from "vitest"
import { socialCardPath } from "#app/lib/social-card-path.ts"
import { pageTitle } from "./social-cards.ts"

describe("social cards", () => {
  test("the title is the page's own, without the brand suffix, entities decoded", () => {
    expect(pageTitle("<html><head><title>Terms &amp; Conditions | Syncreel</title>", "Syncreel")).toBe("Terms & Conditions")
    expect(pageTitle("<title>Syncreel Blog</title>", "Syncreel")).toBe("Syncreel Blog")
    expect(() => pageTitle("<p>no head</p>", "Syncreel")).toThrow(/no <title>/)
  })

  test("each page has its own card path", () => {
    expect(socialCardPath("/")).toBe("/social/index.png")
    expect(socialCardPath("/features/lip-sync")).toBe("/social/features/lip-sync.png")
    expect(socialCardPath("/terms-and-conditions/")).toBe("/social/terms-and-conditions.png")
  })
})
