import type { PostHog } from "posthog-js"
import { site } from "#app/config/site.ts"
import { clearAttribution, lookUpClientIp } from "#app/lib/attribution.ts"
import { deleteCookie } from "#app/lib/cookies.ts"
import type { ConsentCategories } from "./consent.ts"

// Starts and stops the trackers from the visitor's choice. Nothing here runs
// before consent, and no tracker is touched unless its id is configured. The
// stubs Google's and Meta's snippets would set up inline are set up here, so
// the CSP needs no inline script; the trackers' own scripts come from their hosts.

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void
  queue: unknown[]
  push: Fbq
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
    fbq?: Fbq
    _fbq?: Fbq
  }
}

/** Which destinations may receive events right now. */
export const active = { gtm: false, pixel: false, posthog: null as PostHog | null }
const started = { gtm: false, pixel: false, posthog: false }
let posthogQueue: [string, Record<string, unknown>][] = []

function injectScript(src: string) {
  const script = document.createElement("script")
  script.async = true
  script.src = src
  document.head.append(script)
}

function gtag(..._args: unknown[]) {
  // GTM reads the Arguments object itself, exactly as Google's snippet pushes it.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer!.push(arguments)
}

const consentSignals = ({ analytics, marketing }: ConsentCategories) => ({
  ad_storage: marketing ? "granted" : "denied",
  ad_user_data: marketing ? "granted" : "denied",
  ad_personalization: marketing ? "granted" : "denied",
  analytics_storage: analytics ? "granted" : "denied",
})

function startGtm(id: string, choice: ConsentCategories) {
  if (!started.gtm) {
    started.gtm = true
    window.dataLayer = window.dataLayer ?? []
    // Consent Mode v2: everything denied before the container loads, then the visitor's answer.
    gtag("consent", "default", { ...consentSignals({ analytics: false, marketing: false }), wait_for_update: 500 })
    gtag("consent", "update", consentSignals(choice))
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" })
    injectScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`)
  } else {
    gtag("consent", "update", consentSignals(choice))
  }
  active.gtm = true
}

function startPixel(id: string) {
  if (!started.pixel) {
    started.pixel = true
    // Meta's base code: a queue that fbevents.js replays once it has loaded.
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args)
      else fbq.queue.push(args)
    } as Fbq
    fbq.push = fbq
    fbq.loaded = true
    fbq.version = "2.0"
    fbq.queue = []
    window.fbq = window._fbq = fbq
    fbq("consent", "grant")
    fbq("init", id)
    fbq("track", "PageView")
    injectScript("https://connect.facebook.net/en_US/fbevents.js")
  } else {
    window.fbq?.("consent", "grant")
  }
  active.pixel = true
}

async function startPosthog(key: string, host: string) {
  if (started.posthog) return
  started.posthog = true
  // Loaded on demand: posthog-js is not part of any page's first load.
  const { default: posthog } = await import("posthog-js")
  posthog.init(key, {
    api_host: host,
    capture_pageview: "history_change",
    person_profiles: "identified_only",
    disable_surveys: true,
    disable_session_recording: true,
    // Everything comes from our own bundle, so the CSP needs only the API host.
    disable_external_dependency_loading: true,
  })
  active.posthog = posthog
  for (const [name, properties] of posthogQueue) posthog.capture(name, properties)
  posthogQueue = []
}

/** Sends an event to PostHog, or holds it while PostHog is still loading. */
export function captureInPosthog(name: string, properties: Record<string, unknown>) {
  if (active.posthog) active.posthog.capture(name, properties)
  else if (started.posthog) posthogQueue.push([name, properties])
}

function cookieNames(): string[] {
  return document.cookie
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean)
}

function removeTrackerStorage(pattern: RegExp) {
  for (const name of cookieNames()) if (pattern.test(name)) deleteCookie(name)
  try {
    for (const key of Object.keys(localStorage)) if (pattern.test(key)) localStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing could have been stored there either.
  }
}

// Google's (_ga, _ga_<id>, _gid, _gcl_*) and Meta's (_fbp) cookies; PostHog's
// ph_<key>_posthog and its opt-out flag.
const MARKETING_STORAGE = /^(_ga|_gid|_gcl_|_fbp)/
const ANALYTICS_STORAGE = /^(ph_|__ph_opt_in_out_)/

/**
 * Starts what the choice allows and clears what it does not. A tracker that is
 * already running cannot be unloaded from the page, so withdrawing its consent
 * stops it, deletes what it stored and reloads the page without it.
 */
export function applyConsent(choice: ConsentCategories) {
  const { gtmId, metaPixelId, posthogKey, posthogHost } = site.analytics
  const marketing = choice.marketing && Boolean(gtmId || metaPixelId)
  const analytics = choice.analytics && Boolean(posthogKey)
  const withdrawn = (!marketing && (started.gtm || started.pixel)) || (!analytics && started.posthog)

  if (marketing) {
    if (gtmId) startGtm(gtmId, choice)
    if (metaPixelId) startPixel(metaPixelId)
    lookUpClientIp()
  } else {
    if (active.gtm) gtag("consent", "update", consentSignals({ analytics: false, marketing: false }))
    if (active.pixel) window.fbq?.("consent", "revoke")
    active.gtm = active.pixel = false
    removeTrackerStorage(MARKETING_STORAGE)
    clearAttribution()
  }

  if (analytics) {
    startPosthog(posthogKey!, posthogHost).catch((error: unknown) => console.warn("PostHog failed to load", error))
  } else {
    if (active.posthog) {
      active.posthog.opt_out_capturing()
      active.posthog.set_config({ disable_persistence: true })
    }
    active.posthog = null
    posthogQueue = []
    removeTrackerStorage(ANALYTICS_STORAGE)
  }

  if (withdrawn) location.reload()
}
