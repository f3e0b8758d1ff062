// The blog's search sends GA4's `search` event with `search_term`, and only once the visitor has
// consented (issue 29): before, no tracker runs and the dataLayer holds no search.
import { banner, dataLayer, expect, pixelCalls, test } from "./tracked-site.ts"

test.describe.configure({ timeout: 30_000 })

const searches = async (page: Parameters<typeof dataLayer>[0]) =>
  (await dataLayer(page)).filter((e) => (e as { event?: string }).event === "search")

test("the search event reaches the trackers only after consent, with the query as search_term", async ({ page }) => {
  await page.goto("/blog/search?q=lip-sync")
  await expect(banner(page)).toBeVisible()
  expect(await searches(page)).toEqual([])
  await banner(page).getByRole("button", { name: "Accept all" }).click()
  await expect.poll(() => pixelCalls(page)).toContainEqual(["track", "PageView"])
  await page.goto("/blog/search?q=vertical%20video")
  await expect
    .poll(() => searches(page))
    .toContainEqual(expect.objectContaining({ event: "search", search_term: "vertical video" }))
  // The pixel has no mapping for it (SPEC §7).
  expect((await pixelCalls(page)).some((call) => (call[2] as { event_name?: string } | undefined)?.event_name === "search")).toBe(
    false,
  )
})
