import { describe, expect, test } from "vitest"
import { parseSiteEnv } from "../app/config/site-env.ts"
import { toEmbedUrl } from "../app/lib/youtube.ts"
import { analyticsCspSources, contentSecurityPolicy, mergeCspSources, posthogAssetsOrigin } from "./security.ts"

const analytics = (env: Record<string, string>) => parseSiteEnv(env).analytics

describe("analyticsCspSources", () => {
  test("allows no tracker host when no id is configured", () => {
    expect(analyticsCspSources(analytics({}))).toEqual({ script: [], connect: [] })
    expect(contentSecurityPolicy(analyticsCspSources(analytics({})))).toContain("script-src 'self'; ")
  })

  test("allows exactly the configured trackers' hosts", () => {
    expect(analyticsCspSources(analytics({ POSTHOG_KEY: "phc_abcdefgh123" }))).toEqual({
      script: [],
      connect: ["https://eu.i.posthog.com", "https://eu-assets.i.posthog.com"],
    })
    const gtm = analyticsCspSources(analytics({ GTM_ID: "GTM-ABC123" }))
    expect(gtm.script).toEqual(["https://www.googletagmanager.com"])
    expect(gtm.connect).not.toContain("https://connect.facebook.net")
    const pixel = analyticsCspSources(analytics({ META_PIXEL_ID: "1234567890", IP_LOOKUP_URL: "https://ip.example.net/json" }))
    expect(pixel.script).toEqual(["https://connect.facebook.net"])
    expect(pixel.connect).toContain("https://ip.example.net")
    expect(pixel.connect).not.toContain("https://www.googletagmanager.com")
  })

  test("a proxied PostHog host serves its own config", () => {
    expect(posthogAssetsOrigin("https://ph.example.com/ingest")).toBe("https://ph.example.com")
    expect(posthogAssetsOrigin("https://us.i.posthog.com")).toBe("https://us-assets.i.posthog.com")
  })

  test("merges with a page's own script sources", () => {
    const policy = contentSecurityPolicy(mergeCspSources({ script: ["https://connect.facebook.net"] }, { script: ["'nonce-abc'"] }))
    expect(policy).toContain("script-src 'self' https://connect.facebook.net 'nonce-abc';")
  })
})

describe("contentSecurityPolicy", () => {
  test("lets a YouTube demo or example play: frame-src allows the youtube-nocookie embed the player mounts", () => {
    const embed = new URL(toEmbedUrl("https://youtu.be/dQw4w9WgXcQ"))
    expect(embed.origin).toBe("https://www.youtube-nocookie.com")
    const frameSrc = contentSecurityPolicy().split("; ").find((d) => d.startsWith("frame-src "))
    expect(frameSrc?.split(" ")).toContain(embed.origin)
  })
})
