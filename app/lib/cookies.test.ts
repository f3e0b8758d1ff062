import { describe, expect, test } from "vitest"
import { cookieString, domainCandidates, readCookie } from "./cookies.ts"

describe("domainCandidates", () => {
  test("offers the parent domain of www first", () => {
    expect(domainCandidates("www.example.com")).toEqual([".example.com", ".www.example.com"])
  })
  test("a bare domain shares on itself", () => {
    expect(domainCandidates("example.com")).toEqual([".example.com"])
  })
  test("lists broader candidates first, so the browser's refusal of a public suffix decides", () => {
    expect(domainCandidates("www.example.co.uk")).toEqual([".co.uk", ".example.co.uk", ".www.example.co.uk"])
  })
  test.each(["localhost", "app.localhost", "127.0.0.1", "10.0.0.12", "[::1]", "::1", "intranet"])(
    "%s stays host-only",
    (host) => {
      expect(domainCandidates(host)).toEqual([])
    },
  )
  test("ignores case and a trailing dot", () => {
    expect(domainCandidates("WWW.Example.com.")[0]).toBe(".example.com")
  })
})

describe("cookieString", () => {
  test("writes the lifetime, SameSite=Lax and the domain", () => {
    expect(cookieString("fbclid", "a b", { days: 30, domain: ".example.com" }, false)).toBe(
      "fbclid=a%20b; Path=/; Max-Age=2592000; SameSite=Lax; Domain=.example.com",
    )
  })
  test("is Secure on https and host-only without a domain", () => {
    expect(cookieString("_fbc", "x", { days: 90 }, true)).toBe("_fbc=x; Path=/; Max-Age=7776000; SameSite=Lax; Secure")
  })
})

describe("readCookie", () => {
  test("finds a cookie by exact name and decodes it", () => {
    expect(readCookie("eventId", "xeventId=1; eventId=a%2Fb; other=2")).toBe("a/b")
    expect(readCookie("missing", "a=1")).toBeNull()
  })
})
