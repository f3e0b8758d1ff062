import { describe, expect, test } from "vitest"
import { CONSENT_MAX_AGE_DAYS, parseConsent } from "./consent.ts"

const now = Date.UTC(2026, 0, 15)
const day = 86_400_000
const stored = (choice: object) => JSON.stringify({ v: "2", t: now - day, analytics: true, marketing: false, ...choice })

describe("parseConsent", () => {
  test("reads a valid choice", () => {
    expect(parseConsent(stored({}), now, "2")).toEqual({ v: "2", t: now - day, analytics: true, marketing: false })
  })
  test("a choice older than 6 months is asked again", () => {
    expect(parseConsent(stored({ t: now - (CONSENT_MAX_AGE_DAYS - 1) * day }), now, "2")).not.toBeNull()
    expect(parseConsent(stored({ t: now - (CONSENT_MAX_AGE_DAYS + 1) * day }), now, "2")).toBeNull()
  })
  test("a choice for another policy version is asked again", () => {
    expect(parseConsent(stored({}), now, "3")).toBeNull()
  })
  test.each([null, "", "{", "[]", JSON.stringify({ v: "2", t: now, analytics: "yes", marketing: false })])(
    "ignores a malformed value %s",
    (raw) => expect(parseConsent(raw, now, "2")).toBeNull(),
  )
  test("ignores a choice dated in the future", () => {
    expect(parseConsent(stored({ t: now + day }), now, "2")).toBeNull()
  })
})
