import { createHmac, timingSafeEqual } from "node:crypto"
import { articlePath } from "#app/lib/article-path.ts"

/*
 * Preview links: the real page of a draft or scheduled article, at /blog/<slug>?preview=<token>.
 * The token is `<expiry, base36 seconds>.<base64url HMAC-SHA256 of slug and expiry>`, keyed by a key
 * derived from PUBLISH_SECRET: it cannot be guessed or moved to another slug, it expires after 7 days,
 * and a new secret revokes every link made with the old one. Nothing is stored.
 */

export const PREVIEW_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
export const PREVIEW_PARAM = "preview"
const TOKEN = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/

// A key of its own, so a preview token is never also a valid webhook signature (or the reverse).
function previewKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("syncreel preview links v1").digest()
}

function mac(slug: string, expires: number, secret: string): string {
  return createHmac("sha256", previewKey(secret)).update(`${slug}\n${expires}`).digest("base64url")
}

/** The token for one slug, valid for 7 days from `now`. */
export function previewToken(slug: string, secret: string, now = new Date()): string {
  const expires = Math.floor((now.getTime() + PREVIEW_LIFETIME_MS) / 1000)
  return `${expires.toString(36)}.${mac(slug, expires, secret)}`
}

/** The preview link's path and query (callers put SITE_URL in front): /blog/<slug>?preview=<token>. */
export function previewUrl(slug: string, secret: string, now = new Date()): string {
  return `${articlePath(slug)}?${PREVIEW_PARAM}=${previewToken(slug, secret, now)}`
}

/** True when `token` was made for this slug with this secret and has not expired. */
export function verifyPreview(slug: string, token: string, secret: string, now = new Date()): boolean {
  const match = TOKEN.exec(token)
  if (!match) return false
  const expires = parseInt(match[1]!, 36)
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(mac(slug, expires, secret))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
