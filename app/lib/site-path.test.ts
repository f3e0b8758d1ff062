import { expect, test } from "vitest"
import { isHttpsUrl, isImageSource, isSitePath } from "./site-path.ts"

test.each(["/", "/media/blog/cover.webp", "/media/a%20b.png", "/blog/a-story?v=2#top", "/x/%2F/y"])(
  "%s is a path on this site",
  (value) => {
    expect(isSitePath(value)).toBe(true)
  },
)

test.each([
  "//evil.example/x.png",
  "/\\evil.example/x.png",
  "/%2Fevil.example/x.png",
  "/%2fevil.example/x.png",
  "/%252F%252Fevil.example/x.png",
  "/%5Cevil.example/x.png",
  "/\t/evil.example/x.png",
  "/\n/evil.example/x.png",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/ /evil.example",
  "/\u0000/evil.example",
  "/media/\\x.png",
  "/media/100%.png",
  "media/x.png",
  "https://example.com/x.png",
  "javascript:alert(1)",
  "",
])("%j is not a path on this site: a browser could load it from elsewhere", (value) => {
  expect(isSitePath(value)).toBe(false)
})

test("an https URL needs a valid host, and no credentials or characters a browser would drop", () => {
  expect(isHttpsUrl("https://cdn.example.com/cover.png")).toBe(true)
  expect(isHttpsUrl("https://a b/x.png")).toBe(false)
  expect(isHttpsUrl("http://www.<script>alert(1)</script .com")).toBe(false)
  expect(isHttpsUrl("https://www.<script>alert(1)</script>.com/x.png")).toBe(false)
  expect(isHttpsUrl("http://cdn.example.com/cover.png")).toBe(false)
  expect(isHttpsUrl("https://user:pw@cdn.example.com/x.png")).toBe(false)
  expect(isHttpsUrl(" https://cdn.example.com/x.png")).toBe(false)
  expect(isHttpsUrl("https://cdn.example.com/\tx.png")).toBe(false)
  expect(isHttpsUrl("https:\\\\cdn.example.com/x.png")).toBe(false)
  expect(isHttpsUrl("javascript:alert(1)")).toBe(false)
})

test("an image source is a site path or an https URL, nothing else", () => {
  expect(isImageSource("/media/x.webp")).toBe(true)
  expect(isImageSource("https://cdn.example.com/x.webp")).toBe(true)
  expect(isImageSource("javascript:alert(1)")).toBe(false)
  expect(isImageSource("data:image/png;base64,AAAA")).toBe(false)
  expect(isImageSource(null)).toBe(false)
  expect(isImageSource(undefined)).toBe(false)
})
