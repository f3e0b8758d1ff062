import { type AnalyticsEvents, type EventName, PIXEL_EVENTS } from "./events.ts"
import { active, captureInPosthog } from "./loaders.ts"

function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  // Pages served over plain http outside localhost have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Sends an event to every destination the visitor consented to and that has
 * loaded: the dataLayer (GTM), the Meta Pixel (mapped events only) and
 * PostHog. One event id goes to all three, so they can be deduplicated.
 * Never throws: measuring must not break a click. Returns the event id.
 */
export function track<E extends EventName>(name: E, properties: AnalyticsEvents[E]): string {
  const eventId = randomId()
  try {
    const payload = { ...properties, event_id: eventId }
    if (active.gtm) window.dataLayer?.push({ event: name, ...payload })
    const pixelEvent = PIXEL_EVENTS[name]
    if (active.pixel && pixelEvent) window.fbq?.("track", pixelEvent, { ...properties, event_name: name }, { eventID: eventId })
    captureInPosthog(name, payload)
  } catch (error) {
    console.warn(`Analytics event ${name} not sent`, error)
  }
  return eventId
}

/** The product demo video was opened, e.g. from the hero's play button. */
export function trackDemoOpen(source = "hero") {
  return track("demo_video_open", { source })
}

/** A feature card or feature page interaction, by feature slug. */
export function trackFeatureInterest(feature: string, action = "click") {
  return track("feature_interest", { feature, action })
}
