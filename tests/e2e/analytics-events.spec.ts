import type { BrowserContext, Page } from "@playwright/test"
import { FAKE_IP, type Trackers, banner, dataLayer, expect, pixelCalls, test } from "./tracked-site.ts"

const DAY_S = 86_400

// PostHog sends what it captured in a batch 3 seconds after the batch's first event (posthog-js's
// request queue). The page's clock is Playwright's (time runs as usual), so each check moves it on
// by those 3 seconds rather than waiting them out: the spec's nine tests took 55 s of test time in
// a full run while they waited, and 24 s alone with the clock moved on. A test here checks up to
// four events one after another, and gets 30 s.
test.describe.configure({ timeout: 30_000 })
const POSTHOG_BATCH_MS = 3_000

test.beforeEach(async ({ context }) => {
  await context.clock.install()
})

async function accept(page: Page, path = "/") {
  await page.goto(path)
  await banner(page).getByRole("button", { name: "Accept all" }).click()
  await expect.poll(() => pixelCalls(page)).toContainEqual(["track", "PageView"])
}

/** Checks that one event reached all three destinations with the same id, and returns that id. */
async function expectEverywhere(page: Page, trackers: Trackers, name: string, properties: object, pixelEvent?: string) {
  await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: name, ...properties }))
  // The latest push of this event with these properties (one page may send the same event twice).
  const pushed = (await dataLayer(page)).findLast((e) => {
    const entry = e as Record<string, unknown>
    return entry.event === name && Object.entries(properties).every(([key, value]) => entry[key] === value)
  }) as { event_id: string }
  expect(pushed.event_id).toMatch(/^[0-9a-f-]{36}$/)
  if (pixelEvent) {
    await expect
      .poll(() => pixelCalls(page))
      .toContainEqual(["track", pixelEvent, { ...properties, event_name: name }, { eventID: pushed.event_id }])
  } else {
    expect((await pixelCalls(page)).filter((call) => (call[2] as { event_name?: string })?.event_name === name)).toEqual([])
  }
  await page.clock.fastForward(POSTHOG_BATCH_MS)
  await expect
    .poll(() => trackers.posthogEvents().find((e) => e.event === name && e.properties.event_id === pushed.event_id)?.properties, {
      timeout: 15_000,
    })
    .toMatchObject({ ...properties, event_id: pushed.event_id })
  return pushed.event_id
}

async function cookiesByName(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
}

test("opening the app is measured and leaves the attribution cookies for it", async ({ page, context, trackers }) => {
  await accept(page, "/?fbclid=ad-click-1")
  await expect.poll(() => trackers.to("api.ipify.org").length).toBe(1)
  // The fbclid is remembered for the visit, not only on the landing URL.
  await page.goto("/cookie-policy")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()

  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("link", { name: /^Sign In/ })
      .first()
      .click(),
  ])
  expect(popup.url()).toBe("https://app.syncreel.com/")
  await popup.close()
  const eventId = await expectEverywhere(page, trackers, "web_app_access", { source: "navbar-sign-in" }, "InitiateCheckout")

  const cookies = await cookiesByName(context)
  const now = Date.now() / 1000
  expect(cookies._fbc!.value).toMatch(/^fb\.1\.\d{13}\.ad-click-1$/)
  expect(Math.round((cookies._fbc!.expires - now) / DAY_S)).toBe(90)
  for (const [name, value] of [
    ["fbclid", "ad-click-1"],
    ["eventId", eventId],
    ["client_ip", FAKE_IP],
    ["user_agent", encodeURIComponent(await page.evaluate(() => navigator.userAgent))],
  ]) {
    const cookie = cookies[name!]!
    expect(cookie.value, name).toBe(value)
    expect(Math.round((cookie.expires - now) / DAY_S), name).toBe(30)
    // On loopback the cookies stay host-only; a real host shares them with its parent domain (unit tested).
    expect(cookie.domain, name).toBe("127.0.0.1")
    expect(cookie.sameSite, name).toBe("Lax")
    expect(cookie.secure, name).toBe(false)
  }

  // A second opening keeps the first click's _fbc and gets a new event id.
  const [again] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("link", { name: /^Sign In/ })
      .first()
      .click(),
  ])
  await again.close()
  await expect.poll(async () => (await cookiesByName(context)).eventId!.value).not.toBe(eventId)
  expect((await cookiesByName(context))._fbc!.value).toBe(cookies._fbc!.value)
})

test("a failed IP lookup is only logged, and the other cookies are still written", async ({ page, context, guard }) => {
  guard.allowConsoleError(/Failed to load resource/)
  await context.route("https://api.ipify.org/**", (route) => route.fulfill({ status: 503, body: "busy" }))
  const warnings: string[] = []
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()))
  await accept(page)
  await expect.poll(() => warnings.some((w) => w.startsWith("IP lookup failed"))).toBe(true)
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Get started/ }).click()])
  await popup.close()
  await expect.poll(async () => Object.keys(await cookiesByName(context))).toContain("eventId")
  expect(Object.keys(await cookiesByName(context))).not.toContain("client_ip")
})

test("after Reject all, opening the app measures nothing and writes no cookie", async ({ page, context, trackers }) => {
  await page.goto("/?fbclid=ad-click-2")
  await banner(page).getByRole("button", { name: "Reject all", exact: true }).click()
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Get started/ }).click()])
  await popup.close()
  expect((await context.cookies()).map((c) => c.name)).toEqual(["syncreel_consent"])
  expect(trackers.requests).toEqual([])
  expect(await page.evaluate(() => typeof window.dataLayer)).toBe("undefined")
})

test("navbar items, store buttons and social links are measured", async ({ page, trackers }) => {
  await accept(page, "/cookie-policy")
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click()
  await expectEverywhere(page, trackers, "navigation_click", { item: "pricing" })

  const footer = page.getByRole("contentinfo")
  for (const [name, platform] of [
    ["App Store", "ios"],
    ["Google Play", "android"],
  ] as const) {
    const [popup] = await Promise.all([page.waitForEvent("popup"), footer.getByRole("link", { name: new RegExp(name) }).click()])
    await popup.close()
    await expectEverywhere(page, trackers, "app_download_click", { platform }, "CompleteRegistration")
  }

  const [popup] = await Promise.all([page.waitForEvent("popup"), footer.getByRole("link", { name: /on YouTube/ }).click()])
  await popup.close()
  await expectEverywhere(page, trackers, "social_click", {
    network: "youtube",
    action: "visit",
    target: "https://www.youtube.com/@syncreel",
  })
})

test("sharing is measured with its method and the page URL", async ({ page, context, trackers }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true })
    window.open = () => null
  })
  await accept(page)
  await page.getByRole("button", { name: "Share this page" }).click()
  await page.getByRole("button", { name: "Share on LinkedIn" }).click()
  const item = { content_type: "webpage", item_id: "http://localhost:3000/" }
  await expectEverywhere(page, trackers, "share", { method: "linkedin", ...item })
  await page.getByRole("button", { name: "Copy Link" }).click()
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(expect.objectContaining({ event: "share", method: "copy_link", ...item }))
})

test("pricing Continue and the closing 'Start Creating Now' are measured as calls to action with their labels", async ({
  page,
  trackers,
}) => {
  await accept(page)
  const pricing = page.locator("#pricing")
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    pricing.getByRole("link", { name: /Continue with Ultra/ }).click(),
  ])
  await popup.close()
  await expectEverywhere(page, trackers, "cta_click", { source: "pricing-ultra", label: "Ultra" }, "Lead")
  await expectEverywhere(page, trackers, "web_app_access", { source: "pricing-ultra" }, "InitiateCheckout")

  const closing = page.getByRole("region", { name: "Your next release deserves a music video" })
  const [again] = await Promise.all([
    page.waitForEvent("popup"),
    closing.getByRole("link", { name: /Start Creating Now/ }).click(),
  ])
  await again.close()
  await expectEverywhere(page, trackers, "cta_click", { source: "closing-cta", label: "Start Creating Now" }, "Lead")
})

test("a watch page's 'Make one like this' opens the app in a new tab, measured as a call to action from that page", async ({
  page,
  trackers,
}) => {
  await accept(page, "/examples/festival-drop")
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .getByRole("main")
      .getByRole("link", { name: /^Make one like this/ })
      .click(),
  ])
  expect(popup.url()).toBe("https://app.syncreel.com/")
  await popup.close()
  await expectEverywhere(page, trackers, "cta_click", { source: "watch-festival-drop", label: "Make one like this" }, "Lead")
  await expectEverywhere(page, trackers, "web_app_access", { source: "watch-festival-drop" }, "InitiateCheckout")
})

test("opening the demo video is measured, from See It In Action and from the closing Watch Demo", async ({ page, trackers }) => {
  await accept(page)
  await page.getByRole("button", { name: "Play the product walkthrough video" }).click()
  await expectEverywhere(page, trackers, "demo_video_open", { source: "demo-section" }, "ViewContent")

  await page.getByRole("button", { name: "Watch Demo" }).click()
  await expect(page.getByRole("dialog", { name: "Syncreel product walkthrough" })).toBeVisible()
  await expectEverywhere(page, trackers, "demo_video_open", { source: "closing-cta" }, "ViewContent")
})

test("a feature card's Learn more and the feature page it opens are measured as feature interest", async ({ page, trackers }) => {
  await accept(page)
  await page.locator("#features").getByRole("link", { name: "Learn more about Lip Sync" }).click()
  await expect(page).toHaveURL(/\/features\/lip-sync$/)
  await expectEverywhere(page, trackers, "feature_interest", { feature: "lip-sync", action: "card_click" }, "ViewContent")
  await expectEverywhere(page, trackers, "feature_interest", { feature: "lip-sync", action: "page_view" }, "ViewContent")

  // Arriving straight on a feature page, with the choice already stored, is measured too.
  await page.goto("/features/perfect-sync")
  await expectEverywhere(page, trackers, "feature_interest", { feature: "perfect-sync", action: "page_view" }, "ViewContent")
})
