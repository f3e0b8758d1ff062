import { expect, test } from "vitest"
import { fill } from "./fill.ts"

// Moved from app/content/home-sections.server.test.ts when the home page's sections left fill() for the catalogs.
test("a placeholder with no value is left as it is, so a mistyped name shows instead of vanishing", () => {
  expect(fill("{title}: view larger", { title: "Real-time Preview" })).toBe("Real-time Preview: view larger")
  expect(fill("Rated {ratng} out of 5", { rating: 4 })).toBe("Rated {ratng} out of 5")
})
