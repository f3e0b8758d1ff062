import { hasValidSignature, secretKey, timestampProblem, webhookHeaders } from "../webhook-signature.ts"
import { type Adapter, NO_KEY, REVOKED_KEY, WRONG_KEY, eventArticles } from "./adapter.ts"

/*
 * Standard Webhooks (https://www.standardwebhooks.com): `webhook-id`, `webhook-timestamp` and
 * `webhook-signature: v1,<base64>` over "<id>.<timestamp>.<body>", keyed by a key's `whsec_` secret.
 * The body is the signed API's (`{ event, article }`) or `{ type, data }`.
 */
export const standardWebhooks: Adapter = {
  provider: "standard-webhooks",
  keyInHeaders: false,
  async authenticate(headers, body, store, now) {
    const signed = webhookHeaders(headers)
    if (!signed) return { error: `${NO_KEY}: send webhook-id, webhook-timestamp and webhook-signature` }
    for (const { key, secret } of await store.signingKeys("standard-webhooks")) {
      if (!hasValidSignature(secretKey(secret), signed, body)) continue
      if (key.revoked_at !== null) return { error: REVOKED_KEY }
      const late = timestampProblem(signed.timestamp, now)
      return late ? { error: late, status: 400 } : { key }
    }
    return { error: WRONG_KEY }
  },
  deliveryId: (headers) => headers.get("webhook-id"),
  parse: eventArticles,
}
