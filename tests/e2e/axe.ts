// The site-wide accessibility check: axe-core with the WCAG 2.2 A/AA rules.
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures.ts"

// WCAG 2.2 A and AA, as axe-core tags them.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(found, "axe-core violations").toEqual([])
}
