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
