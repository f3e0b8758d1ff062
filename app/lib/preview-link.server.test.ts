import { expect, test } from "vitest"
import { PREVIEW_LIFETIME_MS, previewToken, previewUrl, verifyPreview } from "./preview-link.server.ts"

const secret = `whsec_${Buffer.alloc(32, 1).toString("base64")}`
const made = new Date("2026-07-01T12:00:00Z")
const later = (ms: number) => new Date(made.getTime() + ms)

test("a preview link opens its own article's page, and works until 7 days after it was made", () => {
  const url = previewUrl("new-song", secret, made)
  expect(url).toMatch(/^\/blog\/new-song\?preview=[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)
  const token = new URL(url, "https://site.example").searchParams.get("preview")!
  expect(verifyPreview("new-song", token, secret, made)).toBe(true)
  expect(verifyPreview("new-song", token, secret, later(PREVIEW_LIFETIME_MS - 1000))).toBe(true)
})

test("an expired link no longer works", () => {
  const token = previewToken("new-song", secret, made)
  expect(verifyPreview("new-song", token, secret, later(PREVIEW_LIFETIME_MS))).toBe(false)
})

test("a link made for one article does not open another", () => {
  expect(verifyPreview("other-song", previewToken("new-song", secret, made), secret, made)).toBe(false)
})

test("a new secret revokes every link made with the old one", () => {
  const token = previewToken("new-song", secret, made)
  expect(verifyPreview("new-song", token, `whsec_${Buffer.alloc(32, 2).toString("base64")}`, made)).toBe(false)
})

test("a token whose expiry was pushed later, or that was guessed or mangled, is refused", () => {
  const token = previewToken("new-song", secret, made)
  const [expires, mac] = token.split(".") as [string, string]
  const pushed = `${(parseInt(expires, 36) + 86_400 * 30).toString(36)}.${mac}`
  expect(verifyPreview("new-song", pushed, secret, made)).toBe(false)
  for (const bad of [
    "",
    "x",
    `${expires}.`,
    `${expires}.${"A".repeat(43)}`,
    `${token}x`,
    token.toUpperCase(),
    `${expires}.${mac}=`,
  ])
    expect(verifyPreview("new-song", bad, secret, made), bad).toBe(false)
})

test("two links for the same article made a second apart differ, and both work", () => {
  const first = previewToken("new-song", secret, made)
  const second = previewToken("new-song", secret, later(1000))
  expect(first).not.toBe(second)
  expect(verifyPreview("new-song", first, secret, made)).toBe(true)
  expect(verifyPreview("new-song", second, secret, made)).toBe(true)
})
