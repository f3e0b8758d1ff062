import type { BrowserContext } from "@playwright/test"
import { TRACKER_ENV, banner, dataLayer, expect, pixelCalls, test } from "./tracked-site.ts"

const DAY = 86_400_000

async function storedChoice(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "syncreel_consent")
  return cookie ? { ...JSON.parse(decodeURIComponent(cookie.value)), expires: cookie.expires } : null
}

async function giveStoredChoice(context: BrowserContext, choice: object) {
  const value = encodeURIComponent(JSON.stringify(choice))
  await context.addCookies([
    { name: "syncreel_consent", value, domain: "127.0.0.1", path: "/", expires: Date.now() / 1000 + 365 * 86_400 },
  ])
}

test("a first visit asks before anything is measured, and stores nothing else", async ({ page, context, trackers }) => {
  await page.goto("/")
  const dialog = banner(page)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("link", { name: "Read our cookie policy" })).toHaveAttribute("href", "/cookie-policy")
  const reject = dialog.getByRole("button", { name: "Reject all", exact: true })
  const accept = dialog.getByRole("button", { name: "Accept all" })
  await expect(dialog.getByRole("button", { name: "Customize" })).toBeVisible()
  // Equal weight: the same style and the same size.
  expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"))
  const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()]
  expect(rejectBox!.height).toBe(acceptBox!.height)

  // The page stays usable under the banner: scrolling is not consent.
  await page.mouse.wheel(0, 1500)
  await expect(dialog).toBeVisible()
  expect(trackers.requests).toEqual([])
  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(() => [typeof window.dataLayer, typeof window.fbq])).toEqual(["undefined", "undefined"])
})

test("Accept all loads Tag Manager with Consent Mode, the Meta Pixel and PostHog", async ({ page, context, trackers }) => {
  await page.goto("/")
  await banner(page).getByRole("button", { name: "Accept all" }).click()
  await expect(banner(page)).toBeHidden()

  await expect
    .poll(() => trackers.to("www.googletagmanager.com").map((r) => r.url.pathname + r.url.search))
    .toEqual([`/gtm.js?id=${TRACKER_ENV.GTM_ID}`])
  await expect.poll(() => trackers.to("connect.facebook.net").map((r) => r.url.pathname)).toEqual(["/en_US/fbevents.js"])
  await expect.poll(() => trackers.to("eu.i.posthog.com").some((r) => r.url.pathname.startsWith("/flags"))).toBe(true)
  // PostHog fetches its remote config, and loads no script of its own.
  expect(trackers.to("eu-assets.i.posthog.com").map((r) => r.url.pathname)).toEqual([`/array/${TRACKER_ENV.POSTHOG_KEY}/config`])

  const layer = await dataLayer(page)
  const denied = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }
  const granted = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" }
  expect(layer.slice(0, 3)).toEqual([
    ["consent", "default", { ...denied, wait_for_update: 500 }],
    ["consent", "update", granted],
    expect.objectContaining({ event: "gtm.js" }),
  ])
  await expect
    .poll(() => pixelCalls(page))
    .toEqual([
      ["consent", "grant"],
      ["init", TRACKER_ENV.META_PIXEL_ID],
      ["track", "PageView"],
    ])
  await expect.poll(() => trackers.posthogEvents().map((e) => e.event), { timeout: 15_000 }).toContain("$pageview")

  const choice = await storedChoice(context)
  expect(choice).toMatchObject({ v: TRACKER_ENV.CONSENT_VERSION, analytics: true, marketing: true })
  expect(Math.abs(choice.t - Date.now())).toBeLessThan(60_000)
  expect(Math.round((choice.expires * 1000 - Date.now()) / DAY)).toBe(182)
})

for (const how of ["Reject all", "the X"] as const) {
  test(`refusing with ${how} loads nothing, here or on the next page`, async ({ page, context, trackers }) => {
    await page.goto("/")
    const dialog = banner(page)
    if (how === "Reject all") await dialog.getByRole("button", { name: "Reject all", exact: true }).click()
    else await dialog.getByRole("button", { name: "Close and reject all cookies" }).click()
    await expect(dialog).toBeHidden()
    expect(await storedChoice(context)).toMatchObject({ analytics: false, marketing: false })

    await page.getByRole("link", { name: "Cookie Policy", exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible()
    await expect(banner(page)).toBeHidden()
    expect(trackers.requests).toEqual([])
    expect((await context.cookies()).map((c) => c.name)).toEqual(["syncreel_consent"])
  })
}

test("Customize offers both categories unticked, and loads only what is chosen", async ({ page, context, trackers }) => {
  await page.goto("/")
  await banner(page).getByRole("button", { name: "Customize" }).click()
  const panel = page.getByRole("dialog", { name: "Cookie preferences" })
  const analytics = panel.getByRole("switch", { name: "Analytics" })
  const marketing = panel.getByRole("switch", { name: "Marketing" })
  await expect(analytics).toHaveAttribute("aria-checked", "false")
  await expect(marketing).toHaveAttribute("aria-checked", "false")
  await analytics.click()
  await panel.getByRole("button", { name: "Save choices" }).click()
  await expect(panel).toBeHidden()
  expect(await storedChoice(context)).toMatchObject({ analytics: true, marketing: false })
  await expect.poll(() => trackers.posthogEvents().map((e) => e.event), { timeout: 15_000 }).toContain("$pageview")
  expect(trackers.to("www.googletagmanager.com")).toEqual([])
  expect(trackers.to("connect.facebook.net")).toEqual([])
  expect(trackers.to("api.ipify.org")).toEqual([])
})

test("the banner works from the keyboard and is labelled for screen readers", async ({ page, context }) => {
  await page.goto("/")
  await expect(banner(page)).toBeVisible()
  // Right after the skip link: the first stop after it is the banner's close button.
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Close and reject all cookies" })).toBeFocused()
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Customize" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("heading", { name: "Cookie preferences" })).toBeFocused()
  const panel = page.getByRole("dialog", { name: "Cookie preferences" })
  await expect(panel).toHaveAccessibleDescription(/analytics cookies/)
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(panel.getByRole("switch", { name: "Marketing" })).toBeFocused()
  await page.keyboard.press("Space")
  await expect(panel.getByRole("switch", { name: "Marketing" })).toHaveAttribute("aria-checked", "true")
  await page.keyboard.press("Escape")
  await expect(panel).toBeHidden()
  expect(await storedChoice(context), "Escape before answering is a refusal").toMatchObject({
    analytics: false,
    marketing: false,
  })
})

test("the banner comes back once the choice is 6 months old or the policy version changes", async ({ page, context }) => {
  await page.goto("/cookie-policy")
  await banner(page).getByRole("button", { name: "Reject all", exact: true }).click()
  const now = Date.now()
  const cases = [
    { choice: { v: TRACKER_ENV.CONSENT_VERSION, t: now - 183 * DAY, analytics: true, marketing: true }, asks: true },
    { choice: { v: "1", t: now - DAY, analytics: true, marketing: true }, asks: true },
    { choice: { v: TRACKER_ENV.CONSENT_VERSION, t: now - 150 * DAY, analytics: false, marketing: false }, asks: false },
  ]
  for (const { choice, asks } of cases) {
    await giveStoredChoice(context, choice)
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Cookie Policy" })).toBeVisible()
    if (asks) await expect(banner(page)).toBeVisible()
    else {
      // Hydration has finished once the footer's button opens the panel.
      await page.getByRole("button", { name: "Cookie preferences", exact: true }).click()
      await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible()
      await page.getByRole("button", { name: "Close cookie preferences" }).click()
      await expect(banner(page)).toBeHidden()
    }
  }
})

test("Cookie preferences reopens the panel, and withdrawing deletes the trackers' cookies", async ({
  page,
  context,
  trackers,
}) => {
  await page.goto("/")
  await banner(page).getByRole("button", { name: "Accept all" }).click()
  await expect.poll(() => trackers.to("api.ipify.org").length).toBe(1)
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Get started/ }).click()])
  await popup.close()
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name).sort())
    .toEqual(expect.arrayContaining(["_fbp", "_ga", "client_ip", "eventId", "syncreel_consent", "user_agent"]))
  await expect.poll(async () => (await context.cookies()).some((c) => c.name.startsWith("ph_"))).toBe(true)

  await page.getByRole("button", { name: "Cookie preferences", exact: true }).click()
  const panel = page.getByRole("dialog", { name: "Cookie preferences" })
  await expect(panel.getByRole("switch", { name: "Analytics" })).toHaveAttribute("aria-checked", "true")
  await expect(panel.getByRole("switch", { name: "Marketing" })).toHaveAttribute("aria-checked", "true")
  const before = trackers.requests.length
  await Promise.all([page.waitForEvent("load"), panel.getByRole("button", { name: "Reject all", exact: true }).click()])

  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toEqual(["syncreel_consent"])
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /ph_/.test(k)))).toEqual([])
  expect(await page.evaluate(() => [typeof window.dataLayer, typeof window.fbq])).toEqual(["undefined", "undefined"])
  expect(trackers.requests.slice(before).filter((r) => !r.url.host.endsWith("posthog.com"))).toEqual([])
})
