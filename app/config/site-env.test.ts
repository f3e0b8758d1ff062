import { describe, expect, test } from "vitest"
import { SiteEnvError, parseSiteEnv } from "./site-env.ts"

describe("parseSiteEnv", () => {
  test("has sensible defaults", () => {
    const site = parseSiteEnv({})
    expect(site.brand).toBe("Syncreel")
    expect(site.siteUrl).toBe("http://localhost:3000")
    expect(site.appUrl).toMatch(/^https:\/\//)
    expect(site.email.affiliate).toContain("@")
  })

  test("takes overrides and trims the site URL's trailing slash", () => {
    const site = parseSiteEnv({ BRAND_NAME: "Reelio", SITE_URL: "https://www.example.com/", APP_URL: "https://app.example.com" })
    expect(site.brand).toBe("Reelio")
    expect(site.siteUrl).toBe("https://www.example.com")
    expect(site.appUrl).toBe("https://app.example.com")
  })

  test("treats an empty variable as unset", () => {
    expect(parseSiteEnv({ APP_URL: "" }).appUrl).toBe(parseSiteEnv({}).appUrl)
  })

  test("names every malformed variable and its value", () => {
    expect(() => parseSiteEnv({ APP_URL: "not-a-url", SUPPORT_EMAIL: "nobody" })).toThrow(SiteEnvError)
    try {
      parseSiteEnv({ APP_URL: "not-a-url", SUPPORT_EMAIL: "nobody" })
    } catch (error) {
      expect((error as Error).message).toContain('APP_URL="not-a-url"')
      expect((error as Error).message).toContain('SUPPORT_EMAIL="nobody"')
    }
  })

  test("refuses URLs that are not http or https", () => {
    expect(() => parseSiteEnv({ APP_URL: "javascript:alert(1)" })).toThrow(/APP_URL/)
  })

  test("takes the demo video as a site path or a full URL, and refuses anything else", () => {
    expect(parseSiteEnv({}).demoVideoUrl).toBe("/media/demo/walkthrough.mp4")
    expect(parseSiteEnv({ DEMO_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ" }).demoVideoUrl).toBe("https://youtu.be/dQw4w9WgXcQ")
    expect(parseSiteEnv({ DEMO_VIDEO_URL: "/media/demo/launch.webm" }).demoVideoUrl).toBe("/media/demo/launch.webm")
    for (const bad of ["//evil.example/video.mp4", "javascript:alert(1)", "walkthrough.mp4"]) {
      expect(() => parseSiteEnv({ DEMO_VIDEO_URL: bad })).toThrow(/DEMO_VIDEO_URL/)
    }
  })
})

describe("tracker settings", () => {
  test("are all off by default, with PostHog's EU cloud as host", () => {
    expect(parseSiteEnv({}).analytics).toEqual({
      posthogKey: null,
      posthogHost: "https://eu.i.posthog.com",
      gtmId: null,
      metaPixelId: null,
      ipLookupUrl: "https://api.ipify.org?format=json",
      consentVersion: "1",
    })
  })

  test("take well-formed ids", () => {
    const { analytics } = parseSiteEnv({
      GTM_ID: "GTM-AB12CD3",
      META_PIXEL_ID: "123456789012345",
      POSTHOG_KEY: "phc_abcdEFGH1234",
    })
    expect(analytics).toMatchObject({ gtmId: "GTM-AB12CD3", metaPixelId: "123456789012345", posthogKey: "phc_abcdEFGH1234" })
  })

  test.each([
    ["GTM_ID", "UA-12345"],
    ["META_PIXEL_ID", "12ab34"],
    ["POSTHOG_KEY", "sk_live_123"],
    ["CONSENT_VERSION", "two words"],
  ])("refuse a malformed %s", (name, value) => {
    expect(() => parseSiteEnv({ [name]: value })).toThrow(name)
  })
})
