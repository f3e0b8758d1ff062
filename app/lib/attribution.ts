import { site } from "#app/config/site.ts"
import { readConsent } from "#app/lib/analytics/consent.ts"
import { deleteCookie, parentCookieDomain, readCookie, writeCookie } from "#app/lib/cookies.ts"

// The attribution helper (SPEC §7): what the app needs to credit an ad click
// to the visit, written just before the app opens, only with marketing consent.

const FBCLID_KEY = "syncreel_fbclid"
const CLIENT_IP_KEY = "syncreel_client_ip"
export const FBC_DAYS = 90
export const ATTRIBUTION_DAYS = 30
const ATTRIBUTION_COOKIES = ["_fbc", "fbclid", "user_agent", "eventId", "client_ip"] as const

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Remembers an ad click's fbclid from the landing URL for the rest of the visit. */
export function rememberFbclid(search = location.search) {
  const fbclid = new URLSearchParams(search).get("fbclid")
  if (fbclid) session()?.setItem(FBCLID_KEY, fbclid)
}

/** The _fbc value: kept while the fbclid is the same, so its timestamp stays the first click's. */
export function fbcValue(fbclid: string, existing: string | null, now: number): string {
  const match = existing ? /^fb\.\d+\.\d+\.(.+)$/.exec(existing) : null
  if (existing && match?.[1] === fbclid) return existing
  return `fb.1.${now}.${fbclid}`
}

function attributionEnabled() {
  return Boolean(site.analytics.metaPixelId) && readConsent()?.marketing === true
}

/** Looks the visitor's IP up once a visit, in the background; a failure is only logged. */
export function lookUpClientIp() {
  const storage = session()
  if (!attributionEnabled() || storage?.getItem(CLIENT_IP_KEY)) return
  fetch(site.analytics.ipLookupUrl, { credentials: "omit", referrerPolicy: "no-referrer" })
    .then((response) => {
      if (!response.ok) throw new Error(`IP lookup answered ${response.status}`)
      return response.json() as Promise<{ ip?: unknown }>
    })
    .then((body) => {
      if (typeof body.ip !== "string" || body.ip === "") throw new Error("IP lookup answered without an ip")
      storage?.setItem(CLIENT_IP_KEY, body.ip)
    })
    .catch((error: unknown) => console.warn("IP lookup failed", error))
}

/** Writes the attribution cookies for an opening of the app whose event id is `eventId`. */
export function recordAttribution(eventId: string) {
  if (!attributionEnabled()) return
  const domain = parentCookieDomain()
  const storage = session()
  const fbclid = storage?.getItem(FBCLID_KEY)
  if (fbclid) {
    writeCookie("_fbc", fbcValue(fbclid, readCookie("_fbc"), Date.now()), { days: FBC_DAYS, domain })
    writeCookie("fbclid", fbclid, { days: ATTRIBUTION_DAYS, domain })
  }
  writeCookie("user_agent", navigator.userAgent, { days: ATTRIBUTION_DAYS, domain })
  writeCookie("eventId", eventId, { days: ATTRIBUTION_DAYS, domain })
  const ip = storage?.getItem(CLIENT_IP_KEY)
  if (ip) writeCookie("client_ip", ip, { days: ATTRIBUTION_DAYS, domain })
}

/** Forgets everything the helper stored (marketing consent withdrawn). */
export function clearAttribution() {
  for (const name of ATTRIBUTION_COOKIES) deleteCookie(name)
  session()?.removeItem(CLIENT_IP_KEY)
}
