import { describe, expect, test } from "vitest"
import { findLandingPageForPath, landingPages } from "./landing-pages.ts"

describe("landing pages", () => {
  test("each has its own title, description and hero", () => {
    for (const key of ["title", "description"] as const) {
      expect(new Set(landingPages.map((p) => p[key])).size).toBe(landingPages.length)
    }
    expect(new Set(landingPages.map((p) => p.hero.title)).size).toBe(landingPages.length)
    for (const page of landingPages) expect(page.description.length).toBeLessThanOrEqual(160)
  })

  test("are found by route pattern or path, with or without a trailing slash", () => {
    expect(findLandingPageForPath("suno-music-video")?.hero.title).toMatch(/Suno/)
    expect(findLandingPageForPath("/suno-music-video")?.hero.title).toMatch(/Suno/)
    expect(findLandingPageForPath("/udio-music-video/")?.hero.title).toMatch(/Udio/)
    expect(findLandingPageForPath("/blog")).toBeUndefined()
  })
})
