import { site } from "#app/config/site.ts"
import { readCookie, writeCookie } from "#app/lib/cookies.ts"

// The visitor's choice, kept in a first-party cookie (docs/analytics.md).

export const CONSENT_COOKIE = "syncreel_consent"
/** A choice holds for 6 months, then the visitor is asked again. */
export const CONSENT_MAX_AGE_DAYS = 182

export type ConsentChoice = {
  /** The cookie policy version the visitor answered. */
  v: string
  /** When, in ms since the epoch. */
  t: number
  analytics: boolean
  marketing: boolean
}

export type ConsentCategories = Pick<ConsentChoice, "analytics" | "marketing">

/** The stored choice, or null when there is none, it is malformed, expired or for another policy version. */
export function parseConsent(raw: string | null, now: number, version: string): ConsentChoice | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== "object" || value === null) return null
  const { v, t, analytics, marketing } = value as Record<string, unknown>
  if (v !== version || typeof t !== "number" || typeof analytics !== "boolean" || typeof marketing !== "boolean") return null
  if (t > now || now - t > CONSENT_MAX_AGE_DAYS * 86_400_000) return null
  return { v, t, analytics, marketing }
}

export function readConsent(): ConsentChoice | null {
  return parseConsent(readCookie(CONSENT_COOKIE), Date.now(), site.analytics.consentVersion)
}

const listeners = new Set<() => void>()

/** For useSyncExternalStore: called whenever the visitor answers. */
export function subscribeConsent(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function storeConsent(categories: ConsentCategories): ConsentChoice {
  const choice: ConsentChoice = { v: site.analytics.consentVersion, t: Date.now(), ...categories }
  writeCookie(CONSENT_COOKIE, JSON.stringify(choice), { days: CONSENT_MAX_AGE_DAYS })
  for (const listener of listeners) listener()
  return choice
}

/** Whether any tracker is configured, so that there is something to ask about. */
export function hasTrackers(): boolean {
  const { posthogKey, gtmId, metaPixelId } = site.analytics
  return Boolean(posthogKey || gtmId || metaPixelId)
}
