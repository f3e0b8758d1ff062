// The site-wide accessibility check: axe-core with the WCAG 2.2 A/AA rules, and unique landmark names.
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect } from "./fixtures.ts"

// WCAG 2.2 A and AA, as axe-core tags them.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * Rules beyond those tags that every page must pass. axe files `landmark-unique` under best
 * practice, but two landmarks of the same role and name leave a screen-reader user unable to tell
 * them apart in the landmarks list: the accessibility statement promises every landmark a unique
 * name. An enabled rule runs whatever `runOnly` says (axe's ruleShouldRun).
 */
const EXTRA_RULES = ["landmark-unique"]

export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_TAGS)
    .analyze()
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  expect(found, "axe-core violations").toEqual([])
}
