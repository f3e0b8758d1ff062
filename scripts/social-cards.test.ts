import { describe, expect, test } from "vitest"
import { socialCardPath } from "#app/lib/social-card-path.ts"
import { CARD_HEIGHT, CARD_WIDTH, pageTitle, renderCard } from "./social-cards.ts"

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe("social cards", () => {
  test("a card is a 1200x630 PNG", async () => {
    const png = await renderCard({
      title: "How to Create an AI Music Video: A Step-by-Step Guide",
      brand: "Syncreel",
      host: "syncreel.com",
    })
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    // The IHDR chunk follows the signature: length, "IHDR", width, height.
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR")
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT])
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 630])
  })

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
