import { describe, expect, test } from "vitest"
import { negotiateEncoding, parseAcceptEncoding } from "./accept-encoding.ts"

const both = ["br", "gzip"] as const

describe("negotiateEncoding", () => {
  test("a browser that accepts brotli gets brotli, one that accepts gzip only gets gzip", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd", [...both])).toBe("br")
    expect(negotiateEncoding("gzip, deflate", [...both])).toBe("gzip")
    expect(negotiateEncoding("x-gzip", [...both])).toBe("gzip")
  })

  test("br;q=0 refuses brotli", () => {
    expect(negotiateEncoding("br;q=0", [...both])).toBe("identity")
    expect(negotiateEncoding("br;q=0, gzip", [...both])).toBe("gzip")
    expect(negotiateEncoding("gzip, br ; q=0.000", [...both])).toBe("gzip")
  })

  test("a coding is matched by name, not by substring: xbrx and gzipped are neither", () => {
    expect(negotiateEncoding("xbrx", [...both])).toBe("identity")
    expect(negotiateEncoding("gzipped, nobr", [...both])).toBe("identity")
  })

  test("q-values rank the codings", () => {
    expect(negotiateEncoding("br;q=0.4, gzip;q=0.5", [...both])).toBe("gzip")
    expect(negotiateEncoding("identity, br;q=0.5", [...both])).toBe("identity")
    expect(negotiateEncoding("br;q=0.5", ["gzip"])).toBe("identity")
  })

  test("* may get brotli, and *;q=0 refuses what is not named", () => {
    expect(negotiateEncoding("*", [...both])).toBe("br")
    expect(negotiateEncoding("*;q=0, gzip", [...both])).toBe("gzip")
    expect(negotiateEncoding("*;q=0, identity", [...both])).toBe("identity")
    expect(negotiateEncoding("*;q=0", [...both])).toBeNull()
  })

  test("identity;q=0 is honoured: a compressed copy or nothing", () => {
    expect(negotiateEncoding("identity;q=0, gzip", [...both])).toBe("gzip")
    expect(negotiateEncoding("identity;q=0, br", ["gzip"])).toBeNull()
    expect(negotiateEncoding("identity;q=0", [])).toBeNull()
  })

  test("no header gets the file itself, and so does an empty one", () => {
    expect(negotiateEncoding(undefined, [...both])).toBe("identity")
    expect(negotiateEncoding("", [...both])).toBe("identity")
  })
})

describe("parseAcceptEncoding", () => {
  test("reads names case-insensitively with their weights and drops malformed elements", () => {
    expect([...parseAcceptEncoding("GZip;Q=0.8, br, identity;q=0, bad;q=2, ;q=1, x;q=0.1234")]).toEqual([
      ["gzip", 0.8],
      ["br", 1],
      ["identity", 0],
    ])
  })
})
