import { describe, expect, test } from "vitest"
import { shareUrl } from "./share.ts"

const content = { title: "Music videos & more", url: "https://example.com/blog/a b?x=1", hashtags: ["#AI", "music video"] }

describe("shareUrl", () => {
  test("Twitter carries the encoded title, url and hashtags", () => {
    const url = new URL(shareUrl("twitter", content))
    expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet")
    expect(url.searchParams.get("text")).toBe("Music videos & more")
    expect(url.searchParams.get("url")).toBe("https://example.com/blog/a b?x=1")
    expect(url.searchParams.get("hashtags")).toBe("AI,musicvideo")
  })

  test("Twitter leaves hashtags out when there are none", () => {
    expect(new URL(shareUrl("twitter", { ...content, hashtags: [] })).searchParams.has("hashtags")).toBe(false)
  })

  test("Facebook and LinkedIn carry the url", () => {
    expect(new URL(shareUrl("facebook", content)).searchParams.get("u")).toBe(content.url)
    expect(new URL(shareUrl("linkedin", content)).searchParams.get("url")).toBe(content.url)
  })

  test("WhatsApp carries the title followed by the url", () => {
    expect(new URL(shareUrl("whatsapp", content)).searchParams.get("text")).toBe(`${content.title} ${content.url}`)
  })
})
