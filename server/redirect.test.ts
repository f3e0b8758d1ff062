import { describe, expect, test } from "vitest"
import { encodePath, onSiteLocation } from "./redirect.ts"

const SITE = "https://www.syncreel.example"

describe("onSiteLocation", () => {
  test("a path on this site, or an absolute URL on SITE_URL, is sent as is", () => {
    expect(onSiteLocation("/blog")).toBe("/blog")
    expect(onSiteLocation("/")).toBe("/")
    expect(onSiteLocation("/features/lip-sync?utm_source=x")).toBe("/features/lip-sync?utm_source=x")
    expect(onSiteLocation("/blog/caf%C3%A9")).toBe("/blog/caf%C3%A9")
    expect(onSiteLocation(`${SITE}/blog`, SITE)).toBe(`${SITE}/blog`)
  })

  test.each([
    "//evil.example",
    "//evil.example/?next=/",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%5Cevil.example",
    "",
    "evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/a b",
    "/\t/evil.example",
    "/café",
  ])("%j is refused", (target) => {
    expect(onSiteLocation(target, SITE)).toBeNull()
  })

  test("an absolute URL is refused when it is not on SITE_URL, or when no SITE_URL is known", () => {
    expect(onSiteLocation(`${SITE}.evil.example/blog`, SITE)).toBeNull()
    expect(onSiteLocation("http://www.syncreel.example/blog", SITE)).toBeNull()
    expect(onSiteLocation(`${SITE}/blog`)).toBeNull()
  })
})

describe("encodePath", () => {
  test("keeps the path's segments and encodes what would end or escape them", () => {
    expect(encodePath("/blog/a?b#c d%")).toBe("/blog/a%3Fb%23c%20d%25")
    expect(encodePath("/blog/café")).toBe("/blog/caf%C3%A9")
  })
})
