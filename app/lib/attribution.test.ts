import { describe, expect, test } from "vitest"
import { fbcValue } from "./attribution.ts"

describe("fbcValue", () => {
  const now = 1_760_000_000_123

  test("builds fb.1.<ms timestamp>.<fbclid>", () => {
    expect(fbcValue("IwAR0abc", null, now)).toBe("fb.1.1760000000123.IwAR0abc")
  })
  test("keeps the stored value while the fbclid is the same", () => {
    expect(fbcValue("IwAR0abc", "fb.1.1750000000000.IwAR0abc", now)).toBe("fb.1.1750000000000.IwAR0abc")
  })
  test("rewrites it for a new fbclid", () => {
    expect(fbcValue("IwAR0new", "fb.1.1750000000000.IwAR0abc", now)).toBe("fb.1.1760000000123.IwAR0new")
  })
  test("replaces a malformed stored value", () => {
    expect(fbcValue("IwAR0abc", "garbage", now)).toBe("fb.1.1760000000123.IwAR0abc")
  })
  test("keeps an fbclid with dots whole", () => {
    expect(fbcValue("a.b", "fb.1.1750000000000.a.b", now)).toBe("fb.1.1750000000000.a.b")
  })
})
