import { expect, test } from "./fixtures.ts"

// How the first paint comes about: the page is complete and styled before any script runs, and
// nothing the browser does before its stylesheet arrives shows in the page afterwards.

// Playwright's trace recorder computes the page's styles as it records, which hides the fault the
// stylesheet test looks for.
test.use({ trace: "off" })

// A browser may style and lay the page out before its stylesheet arrives (a DevTools client's
// viewport emulation does, as Lighthouse's does), giving links their default blue. The sections
// below the first screen skip rendering (content-visibility), and a colour transition that starts
// in a skipped section stays at its first frame: axe, which reads computed colours, saw blue on
// dark there. The sections must be skipped from that first pass (app/root.tsx, BELOW_FOLD_STYLE).
test("links below the first screen have the stylesheet's colours even when the page is laid out before its stylesheet arrives", async ({
  page,
}) => {
  // Each page waits for the stylesheet afresh: it is not kept in the cache.
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await route.fulfill({ response, headers: { ...response.headers(), "cache-control": "no-store" } })
  })
  // While the parser waits on the first inline script after the page's content (inline scripts wait
  // for pending stylesheets), the page is whole: lay it out then, with the browser's own styles only.
  await page.addInitScript(() => {
    const poll = setInterval(() => {
      if (!document.querySelector("#app ~ script")) return
      clearInterval(poll)
      document.body.getBoundingClientRect()
    }, 5)
  })
  for (const path of ["/", "/blog", "/terms-and-conditions"]) {
    await page.goto(path)
    const links = page.locator(".below-fold a")
    expect(await links.count(), path).toBeGreaterThan(10)
    const colours = await links.evaluateAll((all) => all.map((link) => getComputedStyle(link).color))
    expect(
      colours.filter((colour) => colour === "rgb(0, 0, 238)"),
      `${path}: links in the browser's default blue`,
    ).toEqual([])
  }
})

// Scripts fetched before the first paint share a slow connection with the HTML and the stylesheet,
// and delay it (app/hydration/paint-first.server.ts).
test("a page requests its scripts only once its first paint is on screen", async ({ page }) => {
  for (const path of ["/", "/blog", "/blog/how-to-create-ai-music-videos-2024", "/terms-and-conditions"]) {
    await page.goto(path)
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }))
    expect(timing.firstPaint, path).not.toBeNull()
    expect(timing.scripts.length, path).toBeGreaterThan(2)
    expect(
      timing.scripts.filter((script) => script.startTime < timing.firstPaint!),
      `${path}: scripts requested before the first paint`,
    ).toEqual([])
  }
})

// The router is created in a task of its own before the page hydrates; a production page that
// could not create it then says so with a warning (app/hydration/create-router.ts). A React Router
// upgrade that changes how HydratedRouter creates its router shows here.
test("a page creates its router before it hydrates, with no warning", async ({ page }) => {
  const warnings: string[] = []
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text())
  })
  for (const path of ["/", "/blog/how-to-create-ai-music-videos-2024", "/terms-and-conditions"]) {
    await page.goto(path)
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window), path).toBe(true)
  }
  expect(warnings.filter((text) => /router/i.test(text))).toEqual([])
})
