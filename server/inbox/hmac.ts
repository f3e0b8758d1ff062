import { createHmac, timingSafeEqual } from "node:crypto"
import { DEFAULT_HMAC, type HmacSettings } from "#app/data/publishing-store.server.ts"
import { TIMESTAMP_TOLERANCE_SECONDS } from "../webhook-signature.ts"
import { type Adapter, NO_KEY, REVOKED_KEY, WRONG_KEY, eventArticles } from "./adapter.ts"

/*
 * A generic HMAC-SHA256 webhook: the signature of the raw body (or of "<timestamp>.<body>" when the
 * key names a timestamp header) keyed by the key's secret, in a header the key names, as hex
 * (`sha256=<hex>` or bare) or base64. The body is the signed API's (`{ event, article }`).
 */

/** The signature a header carries, as bytes; null when it is not in the key's encoding. */
function given(value: string, encoding: HmacSettings["encoding"]): Buffer | null {
  const bare = value.trim().replace(/^sha256=/i, "")
  if (encoding === "hex") return /^[0-9a-f]{64}$/i.test(bare) ? Buffer.from(bare, "hex") : null
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(bare) ? Buffer.from(bare.replace(/-/g, "+").replace(/_/g, "/"), "base64") : null
}

/** Why the timestamp is not acceptable (seconds since the epoch, within 5 minutes), or null. */
function stale(value: string | null, now: Date): string | null {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return "the timestamp header is missing or not seconds since the epoch"
  const age = Math.floor(now.getTime() / 1000) - Number(value.trim())
  return Math.abs(age) > TIMESTAMP_TOLERANCE_SECONDS
    ? `the timestamp is ${Math.abs(age)} seconds ${age > 0 ? "old" : "ahead"}; more than ${TIMESTAMP_TOLERANCE_SECONDS} is refused (check the sender's clock)`
    : null
}

export const hmac: Adapter = {
  provider: "hmac",
  keyInHeaders: false,
  async authenticate(headers, body, store, now) {
    let sawSignature = false
    for (const { key, secret } of await store.signingKeys("hmac")) {
      const settings = { ...DEFAULT_HMAC, ...key.settings }
      const header = headers.get(settings.signatureHeader)
      if (header === null) continue
      sawSignature = true
      const signature = given(header, settings.encoding)
      if (!signature) continue
      const timestamp = settings.timestampHeader ? headers.get(settings.timestampHeader) : null
      const mac = createHmac("sha256", secret)
      if (settings.timestampHeader) mac.update(`${timestamp ?? ""}.`)
      const expected = mac.update(body).digest()
      if (!timingSafeEqual(signature, expected)) continue
      if (key.revoked_at !== null) return { error: REVOKED_KEY }
      const late = settings.timestampHeader ? stale(timestamp, now) : null
      return late ? { error: late, status: 400 } : { key }
    }
    return { error: sawSignature ? WRONG_KEY : `${NO_KEY}: send the body's HMAC-SHA256 in the key's signature header` }
  },
  deliveryId: (headers) => headers.get("webhook-id") ?? headers.get("x-webhook-id") ?? headers.get("x-delivery-id"),
  parse: eventArticles,
}
