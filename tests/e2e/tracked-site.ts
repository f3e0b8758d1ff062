// The site with tracker ids, for the analytics specs: this run's build, served by a server of each
// worker's own started with the ids (tests/e2e/site-server.ts).
import { gunzipSync } from "node:zlib"
import type { BrowserContext, Page, Request } from "@playwright/test"
import { test as base, expect } from "./fixtures.ts"
import { serveSite } from "./site-server.ts"

export { expect }

export const TRACKER_ENV = {
  GTM_ID: "GTM-TEST42",
  META_PIXEL_ID: "1234567890",
  POSTHOG_KEY: "phc_testkey1234567890",
  CONSENT_VERSION: "2",
}
export const FAKE_IP = "203.0.113.7"

export type Recorded = { url: URL; method: string; body: Buffer | null }

/** What the stubbed third parties received. */
export class Trackers {
  readonly requests: Recorded[] = []

  to(host: string) {
    return this.requests.filter((r) => r.url.host === host)
  }

  /** PostHog's events, decoded from its batches (gzip, base64 form or plain JSON bodies). */
  posthogEvents(): { event: string; properties: Record<string, unknown> }[] {
    type Captured = { event: string; properties: Record<string, unknown> }
    return this.to("eu.i.posthog.com")
      .filter((r) => r.method === "POST" && /\/e\/?$/.test(r.url.pathname) && r.body)
      .flatMap((r) => {
        const body = r.body!
        let text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString("utf8") : body.toString("utf8")
        if (text.startsWith("data=")) text = Buffer.from(decodeURIComponent(text.slice(5)), "base64").toString("utf8")
        const parsed = JSON.parse(text) as Captured | Captured[] | { batch: Captured[] }
        return Array.isArray(parsed) ? parsed : "batch" in parsed ? parsed.batch : [parsed]
      })
  }
}

// Tiny stand-ins for Google Tag Manager and the Meta Pixel: they set the
// cookies the real ones would and record what the page hands them.
const FAKE_GTM = `window.__gtmLoaded = true; document.cookie = "_ga=GA1.1.1.1; path=/; max-age=63072000";`
const FAKE_FBEVENTS = `(function () {
  var fbq = window.fbq, calls = (window.__pixelCalls = []);
  fbq.callMethod = function () { calls.push(Array.prototype.slice.call(arguments)); };
  fbq.queue.forEach(function (args) { calls.push(Array.prototype.slice.call(args)); });
  fbq.queue = [];
  document.cookie = "_fbp=fb.1.1.1; path=/; max-age=7776000";
})();`

const OUTBOUND = [
  "https://app.syncreel.com/**",
  "https://apps.apple.com/**",
  "https://play.google.com/**",
  "https://www.instagram.com/**",
  "https://www.facebook.com/**",
  "https://www.youtube.com/**",
]

async function stubThirdParties(context: BrowserContext, trackers: Trackers) {
  const record = (request: Request) =>
    trackers.requests.push({ url: new URL(request.url()), method: request.method(), body: request.postDataBuffer() })
  for (const pattern of OUTBOUND) {
    await context.route(pattern, (route) => route.fulfill({ contentType: "text/html", body: "<title>elsewhere</title>" }))
  }
  await context.route("https://www.googletagmanager.com/**", (route) => {
    record(route.request())
    return route.fulfill({ contentType: "application/javascript", body: FAKE_GTM })
  })
  await context.route("https://connect.facebook.net/**", (route) => {
    record(route.request())
    return route.fulfill({ contentType: "application/javascript", body: FAKE_FBEVENTS })
  })
  await context.route(/^https:\/\/[\w-]+\.i\.posthog\.com\//, (route) => {
    record(route.request())
    const path = new URL(route.request().url()).pathname
    const body = path.startsWith("/flags")
      ? { flags: {}, errorsWhileComputingFlags: false }
      : path.startsWith("/array/")
        ? {}
        : { status: 1 }
    return route.fulfill({ contentType: "application/json", body: JSON.stringify(body) })
  })
  await context.route("https://api.ipify.org/**", (route) => {
    record(route.request())
    return route.fulfill({ contentType: "application/json", body: JSON.stringify({ ip: FAKE_IP }) })
  })
}

export const test = base.extend<{ trackers: Trackers }, { trackedSite: string }>({
  trackedSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const { url, child } = await serveSite(TRACKER_ENV)
      await use(url)
      child.kill("SIGTERM")
    },
    // A server's start, on the loaded 2-core machine.
    { scope: "worker", timeout: 60_000 },
  ],
  // Every page of these tests is the tracked site, with the trackers stubbed.
  baseURL: async ({ trackedSite }, provide) => provide(trackedSite),
  // After the guard, so these routes take precedence over its catch-all.
  trackers: [
    async ({ context, guard }, use) => {
      void guard
      const trackers = new Trackers()
      // PostHog drops events from automated browsers, as it should in production.
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }))
      await stubThirdParties(context, trackers)
      await use(trackers)
    },
    { auto: true },
  ],
})

/** The dataLayer as GTM sees it, with gtag's Arguments objects as arrays. */
export function dataLayer(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  ) as Promise<unknown[]>
}

export function pixelCalls(page: Page) {
  return page.evaluate(() => (window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []) as Promise<unknown[][]>
}

export const banner = (page: Page) => page.getByRole("dialog", { name: /Your privacy, your choice|Cookie preferences/ })
