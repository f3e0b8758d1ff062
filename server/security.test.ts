import { describe, expect, test } from "vitest"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { toEmbedUrl } from "#app/lib/youtube.ts"
import {
  analyticsCspSources,
  contentSecurityPolicy,
  demoVideoCspSources,
  mergeCspSources,
  posthogAssetsOrigin,
  siteCspSources,
} from "./security.ts"

const analytics = (env: Record<string, string>) => parseSiteEnv(env).analytics

/** A directive's sources in a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1)

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

  test("images load from this site only: no other host unless a configured tracker sends its image beacons there", () => {
    expect(directive(contentSecurityPolicy(analyticsCspSources(analytics({}))), "img-src")).toEqual(["'self'", "data:"])
    const both = analyticsCspSources(analytics({ GTM_ID: "GTM-ABC123", META_PIXEL_ID: "1234567890" }))
    expect(directive(contentSecurityPolicy(both), "img-src")).toEqual([
      "'self'",
      "data:",
      "https://www.googletagmanager.com",
      "https://*.google-analytics.com",
      "https://www.facebook.com",
    ])
  })

  test("a proxied PostHog host serves its own config", () => {
    expect(posthogAssetsOrigin("https://ph.example.com/ingest")).toBe("https://ph.example.com")
    expect(posthogAssetsOrigin("https://us.i.posthog.com")).toBe("https://us-assets.i.posthog.com")
  })

  test("merges with a page's own script sources", () => {
    const policy = contentSecurityPolicy(
      mergeCspSources({ script: ["https://connect.facebook.net"] }, { script: ["'nonce-abc'"] }),
    )
    expect(policy).toContain("script-src 'self' https://connect.facebook.net 'nonce-abc';")
  })
})

describe("contentSecurityPolicy", () => {
  test("lets a YouTube demo or example play: frame-src allows the youtube-nocookie embed the player mounts", () => {
    const embed = new URL(toEmbedUrl("https://youtu.be/dQw4w9WgXcQ"))
    expect(embed.origin).toBe("https://www.youtube-nocookie.com")
    const frameSrc = contentSecurityPolicy()
      .split("; ")
      .find((d) => d.startsWith("frame-src "))
    expect(frameSrc?.split(" ")).toContain(embed.origin)
  })
})

describe("the demo video's sources", () => {
  test("a video on this site or a YouTube link needs nothing beyond the fixed policy", () => {
    expect(demoVideoCspSources("/media/demo/walkthrough.mp4")).toEqual({})
    expect(demoVideoCspSources("https://youtu.be/dQw4w9WgXcQ")).toEqual({})
    expect(demoVideoCspSources("https://player.vimeo.com/video/76979871")).toEqual({})
  })

  test("another host's player is admitted as a frame, by its origin only", () => {
    const sources = demoVideoCspSources("https://play.example.net/embed/walkthrough?autoplay=1")
    expect(sources).toEqual({ frame: ["https://play.example.net"] })
    const policy = contentSecurityPolicy(sources)
    expect(directive(policy, "frame-src")).toContain("https://play.example.net")
    expect(directive(policy, "script-src")).toEqual(["'self'"])
    expect(directive(policy, "media-src")).toEqual(["'self'"])
  })

  test("a video file on another host is admitted as media, which the browser's own player loads", () => {
    const sources = demoVideoCspSources("https://cdn.example.net/demo/walkthrough.mp4")
    expect(sources).toEqual({ media: ["https://cdn.example.net"] })
    expect(directive(contentSecurityPolicy(sources), "media-src")).toEqual(["'self'", "https://cdn.example.net"])
    expect(directive(contentSecurityPolicy(sources), "frame-src")).not.toContain("https://cdn.example.net")
  })

  test("a site's sources are its trackers' hosts and its demo video's origin", () => {
    const site = parseSiteEnv({ GTM_ID: "GTM-ABC123", DEMO_VIDEO_URL: "https://play.example.net/v/1" })
    const policy = contentSecurityPolicy(siteCspSources(site))
    expect(directive(policy, "script-src")).toEqual(["'self'", "https://www.googletagmanager.com"])
    expect(directive(policy, "frame-src")).toContain("https://play.example.net")
  })
})
