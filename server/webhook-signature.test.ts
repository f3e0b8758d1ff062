import { expect, test } from "vitest"
import { TEST_SECRET, deliveryHeaders, newSecret } from "../tests/support/signed-delivery.ts"
import { hasValidSignature, secretKey, secretProblem, timestampProblem, webhookHeaders } from "./webhook-signature.ts"

const body = JSON.stringify({ event: "publish", article: { slug: "a-song", title: "A song" } })
const bytes = (text: string) => Buffer.from(text)

function check(headers: Record<string, string>, sentBody: string, secret = TEST_SECRET) {
  const parsed = webhookHeaders(new Headers(headers))
  return parsed !== null && hasValidSignature(secretKey(secret), parsed, bytes(sentBody))
}

test("a delivery signed by the standardwebhooks package with our secret is valid", () => {
  expect(check(deliveryHeaders(body), body)).toBe(true)
})

test("a delivery signed with another secret is not", () => {
  expect(check(deliveryHeaders(body, { secret: newSecret() }), body)).toBe(false)
})

test("a body changed after signing is not, by a single character", () => {
  const headers = deliveryHeaders(body)
  expect(check(headers, body.replace("A song", "A sonG"))).toBe(false)
  expect(check(headers, `${body} `)).toBe(false)
})

test("the id and the timestamp are signed too: changing either breaks the signature", () => {
  const headers = deliveryHeaders(body, { id: "msg_1", timestamp: 1_800_000_000 })
  expect(check({ ...headers, "webhook-id": "msg_2" }, body)).toBe(false)
  expect(check({ ...headers, "webhook-timestamp": "1800000001" }, body)).toBe(false)
})

test("one valid signature among several (a sender rotating its secret) is enough; none valid is not", () => {
  const good = deliveryHeaders(body)
  const other = deliveryHeaders(body, {
    secret: newSecret(),
    id: good["webhook-id"],
    timestamp: Number(good["webhook-timestamp"]),
  })
  expect(check({ ...good, "webhook-signature": `${other["webhook-signature"]} ${good["webhook-signature"]}` }, body)).toBe(true)
  expect(check({ ...good, "webhook-signature": `${other["webhook-signature"]} v1,AAAA` }, body)).toBe(false)
  // The same MAC under another version tag is not a v1 signature.
  expect(check({ ...good, "webhook-signature": good["webhook-signature"]!.replace("v1,", "v2,") }, body)).toBe(false)
})

test("missing or malformed headers are no delivery at all", () => {
  const headers = deliveryHeaders(body)
  for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
    const { [name]: _, ...rest } = headers
    expect(webhookHeaders(new Headers(rest))).toBeNull()
  }
  expect(webhookHeaders(new Headers({ ...headers, "webhook-timestamp": "1.8e9" }))).toBeNull()
  expect(webhookHeaders(new Headers({ ...headers, "webhook-timestamp": "-5" }))).toBeNull()
  expect(webhookHeaders(new Headers({ ...headers, "webhook-id": "x".repeat(300) }))).toBeNull()
  expect(webhookHeaders(new Headers({ ...headers, "webhook-signature": "v1,".padEnd(5000, "A") }))).toBeNull()
})

test("a delivery up to 5 minutes old or ahead is on time; older or further ahead is refused, saying which", () => {
  const now = new Date("2026-07-01T12:00:00Z")
  const seconds = now.getTime() / 1000
  expect(timestampProblem(String(seconds), now)).toBeNull()
  expect(timestampProblem(String(seconds - 300), now)).toBeNull()
  expect(timestampProblem(String(seconds + 300), now)).toBeNull()
  expect(timestampProblem(String(seconds - 301), now)).toMatch(/301 seconds old/)
  expect(timestampProblem(String(seconds + 3600), now)).toMatch(/3600 seconds in the future/)
})

test("PUBLISH_SECRET must be whsec_ and base64 of at least 16 bytes", () => {
  expect(secretProblem(TEST_SECRET)).toBeNull()
  expect(secretProblem(newSecret())).toBeNull()
  expect(secretProblem("hunter2")).toMatch(/whsec_/)
  expect(secretProblem("whsec_not base64!")).toMatch(/base64/)
  expect(secretProblem(`whsec_${Buffer.alloc(8).toString("base64")}`)).toMatch(/at least 16/)
  expect(() => secretKey("hunter2")).toThrow(/Invalid webhook secret/)
})
