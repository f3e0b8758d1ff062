import { type Page, test as base, expect } from "@playwright/test"

export { expect }

type Guard = {
  /** Console errors matching this are expected by the test (e.g. the 404 of a not-found page). */
  allowConsoleError: (pattern: RegExp) => void
}

/** How a request to a host other than loopback fails, sent to the proxy that is not there. */
const OUTSIDE_FAILURE = /ERR_PROXY_CONNECTION_FAILED/

function isLoopback(url: URL) {
  return ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname) || ["data:", "blob:", "about:"].includes(url.protocol)
}

/**
 * The site's pages hydrate just after they first paint, and their buttons work from then on
 * (app/entry.client.tsx marks <html data-hydrated>). A visitor reads before clicking; a test
 * clicks at once, so after each page load it waits for hydration as a reader would.
 *
 * The page itself says when: a MutationObserver on <html> sees the mark set, and the wait ends a
 * frame and a task later, once Preact has run the effects of hydration's last render (it runs them
 * after the next frame). `page.waitForFunction` polled on every animation frame instead, and each
 * poll asked the browser for a frame it would not otherwise draw: on the 2-core machine, 16 page
 * loads, a page's load and hydration took 484-514 CPU-milliseconds polled and 451-474 observed
 * (measured before the frame after the mark was added; six page-heavy specs with it: 178 CPU-s, within
 * the 152-197 of the runs without). Should the page navigate again meanwhile (a redirect made by
 * script), the wait goes on with the next page, polled.
 */
async function hydrated(page: Page) {
  try {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const html = document.documentElement
          const ready = () => !document.getElementById("app") || html.hasAttribute("data-hydrated")
          const settled = () => requestAnimationFrame(() => setTimeout(done))
          if (ready()) return settled()
          new MutationObserver((_, observer) => {
            if (!ready()) return
            observer.disconnect()
            settled()
          }).observe(html, { attributes: true, attributeFilter: ["data-hydrated"] })
        }),
    )
  } catch (error) {
    if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error
    await page.waitForFunction(() => !document.getElementById("app") || document.documentElement.hasAttribute("data-hydrated"))
  }
}

/**
 * Every test fails on a console error it did not expect and on any request to
 * a host other than loopback. Tests stub third-party hosts with `page.route` or
 * `context.route`; what they do not stub fails at the proxy and is recorded.
 */
export const test = base.extend<{ guard: Guard }>({
  page: async ({ page }, provide) => {
    const thenHydrated =
      <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
      async (...args: Args) => {
        const response = await navigate(...args)
        await hydrated(page)
        return response
      }
    page.goto = thenHydrated(page.goto.bind(page))
    page.reload = thenHydrated(page.reload.bind(page))
    page.goBack = thenHydrated(page.goBack.bind(page))
    await provide(page)
  },
  guard: [
    async ({ page, context }, use) => {
      const errors: string[] = []
      const allowed: RegExp[] = []
      const outside: string[] = []
      page.on("console", (message) => {
        if (message.type() !== "error") return
        const where = message.location().url
        errors.push(where ? `${message.text()} (${where})` : message.text())
      })
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`))
      // The browser sends every request for a host other than loopback to a proxy that is not there
      // (OUTSIDE_PROXY in playwright.config.ts), so it fails before it leaves the machine; it is
      // recorded here. A test's own stub (`page.route`, `context.route`) answers such a request first.
      // Not a route of its own: a route on the context sends every request of the page, loopback
      // included, to this process and back (five page loads took 0-22 % longer that way).
      context.on("requestfailed", (request) => {
        if (!isLoopback(new URL(request.url())) && OUTSIDE_FAILURE.test(request.failure()?.errorText ?? ""))
          outside.push(request.url())
      })
      await use({ allowConsoleError: (pattern) => allowed.push(pattern) })
      expect(outside, "requests to hosts other than loopback").toEqual([])
      expect(
        errors.filter(
          (e) => !allowed.some((pattern) => pattern.test(e)) && !/ERR_BLOCKED_BY_CLIENT/.test(e) && !OUTSIDE_FAILURE.test(e),
        ),
        "unexpected console errors",
      ).toEqual([])
    },
    { auto: true },
  ],
})
