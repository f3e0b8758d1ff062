import { createHmac, randomBytes, randomUUID } from "node:crypto"
import { Webhook } from "standardwebhooks"

/*
 * Deliveries to the publishing API as a webhook service sends them. String bodies are signed by the
 * `standardwebhooks` package, the scheme's reference implementation, so the tests show that the
 * server accepts what it signs; raw bytes (which that package would decode as text first) by
 * node:crypto, the scheme written out.
 */

export const TEST_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`
}

export type DeliveryOptions = {
  secret?: string
  id?: string
  /** Seconds since the epoch; now by default. */
  timestamp?: number
  contentType?: string | null
}

/** The webhook-* headers (and Content-Type) of one delivery of `body`. */
export function deliveryHeaders(body: string | Buffer, options: DeliveryOptions = {}): Record<string, string> {
  const { secret = TEST_SECRET, id = `msg_${randomUUID()}`, timestamp = Math.floor(Date.now() / 1000) } = options
  const signature =
    typeof body === "string"
      ? new Webhook(secret).sign(id, new Date(timestamp * 1000), body)
      : `v1,${createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64"))
          .update(`${id}.${timestamp}.`)
          .update(body)
          .digest("base64")}`
  const headers: Record<string, string> = {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signature,
  }
  const contentType = options.contentType === undefined ? "application/json" : options.contentType
  if (contentType !== null) headers["content-type"] = contentType
  return headers
}

/** A signed POST /api/articles of `payload` (JSON-encoded unless already a string or bytes). */
export function signedPost(payload: unknown, options: DeliveryOptions = {}): RequestInit {
  const body = typeof payload === "string" || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload)
  return { method: "POST", body: typeof body === "string" ? body : new Uint8Array(body), headers: deliveryHeaders(body, options) }
}

/** A signed GET /api/articles/<slug> (the body signed is empty). */
export function signedGet(options: DeliveryOptions = {}): RequestInit {
  const { "content-type": _, ...headers } = deliveryHeaders("", options)
  return { method: "GET", headers }
}
