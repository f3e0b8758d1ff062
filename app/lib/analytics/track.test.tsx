// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react"
import type { PostHog } from "posthog-js"
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest"
import { AppLink } from "#app/components/app-link.tsx"
import { listenForClicks } from "#app/hydration/click-delegation.ts"
import { active } from "./loaders.ts"
import { track, trackDemoOpen, trackFeatureInterest } from "./track.ts"

const capture = vi.fn()
const fbq = vi.fn()

beforeEach(() => {
  window.dataLayer = []
  window.fbq = fbq as unknown as typeof window.fbq
  Object.assign(active, { gtm: true, pixel: true, posthog: { capture } as unknown as PostHog })
})

afterEach(() => {
  Object.assign(active, { gtm: false, pixel: false, posthog: null })
  vi.resetAllMocks()
})

/** What each destination received for the event with this id. */
function received(eventId: string) {
  return {
    dataLayer: window.dataLayer!.find((e) => (e as { event_id?: string }).event_id === eventId),
    pixel: fbq.mock.calls.find((call) => call[3]?.eventID === eventId),
    posthog: capture.mock.calls.find((call) => call[1].event_id === eventId),
  }
}

describe("track", () => {
  test("sends one event id to the dataLayer, the pixel (mapped name) and PostHog", () => {
    const id = trackDemoOpen()
    expect(received(id)).toEqual({
      dataLayer: { event: "demo_video_open", source: "hero", event_id: id },
      pixel: ["track", "ViewContent", { source: "hero", event_name: "demo_video_open" }, { eventID: id }],
      posthog: ["demo_video_open", { source: "hero", event_id: id }],
    })
  })

  test("feature_interest is ViewContent for the pixel", () => {
    const id = trackFeatureInterest("lip-sync", "open")
    expect(received(id).pixel).toEqual([
      "track",
      "ViewContent",
      { feature: "lip-sync", action: "open", event_name: "feature_interest" },
      { eventID: id },
    ])
  })

  test("events without a pixel mapping skip the pixel", () => {
    const id = track("navigation_click", { item: "pricing" })
    expect(received(id).pixel).toBeUndefined()
    expect(received(id).dataLayer).toEqual({ event: "navigation_click", item: "pricing", event_id: id })
  })

  test("sends nothing to destinations that are not active", () => {
    Object.assign(active, { gtm: false, pixel: false, posthog: null })
    track("cta_click", { source: "hero", label: "Start Creating Now" })
    expect(window.dataLayer).toEqual([])
    expect(fbq).not.toHaveBeenCalled()
    expect(capture).not.toHaveBeenCalled()
  })

  test("a failing destination never breaks the click", () => {
    capture.mockImplementation(() => {
      throw new Error("offline")
    })
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    expect(() => track("web_app_access", { source: "hero" })).not.toThrow()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})

describe("AppLink", () => {
  // Its clicks are measured by the document's listener (click-delegation.ts), as on the site.
  let stopListening = () => {}
  beforeEach(() => {
    stopListening = listenForClicks(vi.fn())
  })
  afterEach(() => stopListening())

  test("with a ctaLabel, a click sends cta_click (Lead) and web_app_access (InitiateCheckout) and still navigates", () => {
    render(
      <AppLink source="pricing-ultra" ctaLabel="Ultra">
        Continue
      </AppLink>,
    )
    const link = screen.getByRole("link", { name: /Continue/ })
    const notPrevented = fireEvent.click(link)
    expect(notPrevented).toBe(true)
    expect(link).toHaveAttribute("target", "_blank")
    const pixelEvents = fbq.mock.calls.map((call) => [call[1], call[2]])
    expect(pixelEvents).toEqual([
      ["Lead", { source: "pricing-ultra", label: "Ultra", event_name: "cta_click" }],
      ["InitiateCheckout", { source: "pricing-ultra", event_name: "web_app_access" }],
    ])
    expect(capture.mock.calls.map((call) => call[0])).toEqual(["cta_click", "web_app_access"])
  })

  test("without a ctaLabel, only web_app_access", () => {
    render(<AppLink source="hero">Get started</AppLink>)
    fireEvent.click(screen.getByRole("link", { name: /Get started/ }))
    expect(window.dataLayer!.map((e) => (e as { event: string }).event)).toEqual(["web_app_access"])
  })
})
