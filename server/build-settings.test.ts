import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, test } from "vitest"
import { SiteEnvError } from "#app/config/site-env.ts"
import {
  buildSettings,
  describeSiteSettings,
  ignoredSiteVariables,
  readBuildSettings,
  writeBuildSettings,
} from "./build-settings.ts"

describe("the settings a build hands the server", () => {
  test("hold the validated variables and the site's settings", () => {
    const settings = buildSettings({
      SITE_URL: "https://www.syncreel.example/",
      POSTHOG_KEY: "phc_abcdefgh123",
      DEMO_VIDEO_URL: "https://play.example.net/v/1",
    })
    expect(settings.variables.SITE_URL).toBe("https://www.syncreel.example/")
    expect(settings.variables.BRAND_NAME).toBe("Syncreel")
    expect(settings.site.siteUrl).toBe("https://www.syncreel.example")
    expect(settings.site.analytics.posthogKey).toBe("phc_abcdefgh123")
    expect(settings.site.demoVideoUrl).toBe("https://play.example.net/v/1")
  })

  test("are refused, naming the variable, when one is malformed", () => {
    expect(() => buildSettings({ GTM_ID: "UA-1" })).toThrow(SiteEnvError)
    expect(() => buildSettings({ GTM_ID: "UA-1" })).toThrow(/GTM_ID="UA-1"/)
  })

  test("are read back from the build folder as written", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-"))
    const settings = buildSettings({ META_PIXEL_ID: "1234567890" })
    writeBuildSettings(dir, settings)
    expect(readBuildSettings(dir)).toEqual(settings)
  })

  test("a build folder without them is refused with the command that makes them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "build-"))
    expect(() => readBuildSettings(dir)).toThrow(/site-settings\.json is missing: build the site with `npm run build`/)
  })

  test("are summed up in one line: the site's URL, its trackers and its demo video", () => {
    expect(describeSiteSettings(buildSettings({}).site)).toBe(
      "Site settings: SITE_URL=http://localhost:3000, trackers: none, demo video: /media/demo/walkthrough.mp4",
    )
    const tracked = buildSettings({
      SITE_URL: "https://www.syncreel.example",
      POSTHOG_KEY: "phc_abcdefgh123",
      GTM_ID: "GTM-ABC123",
      META_PIXEL_ID: "1234567890",
      DEMO_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ",
    })
    expect(describeSiteSettings(tracked.site)).toBe(
      "Site settings: SITE_URL=https://www.syncreel.example, trackers: posthog, gtm, meta, demo video: https://youtu.be/dQw4w9WgXcQ",
    )
  })
})

describe("site variables in the server's environment", () => {
  const built = buildSettings({ SITE_URL: "https://www.syncreel.example", GTM_ID: "GTM-ABC123" })

  test("that match the build, or are unset or empty, say nothing", () => {
    expect(ignoredSiteVariables(built, {})).toEqual([])
    expect(
      ignoredSiteVariables(built, {
        SITE_URL: "https://www.syncreel.example",
        GTM_ID: " GTM-ABC123 ",
        BRAND_NAME: "Syncreel",
        POSTHOG_KEY: "",
        PORT: "8080",
      }),
    ).toEqual([])
  })

  test("that differ from the build are named, each with the value the server serves with instead", () => {
    const warnings = ignoredSiteVariables(built, { SITE_URL: "https://staging.syncreel.example", BRAND_NAME: "Reelsync" })
    expect(warnings).toEqual([
      'BRAND_NAME="Reelsync" has no effect: this build was made with BRAND_NAME="Syncreel" and serves with it; rebuild (npm run build) to apply it',
      'SITE_URL="https://staging.syncreel.example" has no effect: this build was made with SITE_URL="https://www.syncreel.example" and serves with it; rebuild (npm run build) to apply it',
    ])
  })

  test("say nothing of the trackers and the demo video, which the server applies (server/site-runtime.ts)", () => {
    expect(
      ignoredSiteVariables(built, { GTM_ID: "GTM-XYZ789", POSTHOG_KEY: "phc_abcdefgh123", DEMO_VIDEO_URL: "/media/x.mp4" }),
    ).toEqual([])
  })
})
