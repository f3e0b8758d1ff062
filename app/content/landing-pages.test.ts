import { describe, expect, test } from "vitest"
import { siteRoutes } from "#app/routes.ts"
import { findLandingPage, landingPages } from "./landing-pages.ts"

describe("landing pages", () => {
  test("each one is a prerendered route served by the landing module, with its own id", () => {
    const routes = siteRoutes.filter((r) => r.file === "routes/landing.tsx")
    expect(routes.map((r) => r.path).sort()).toEqual(landingPages.map((p) => p.path).sort())
    expect(routes.every((r) => r.prerender)).toBe(true)
    expect(new Set(routes.map((r) => r.id)).size).toBe(landingPages.length)
  })

  test("each has its own title, description and hero", () => {
    for (const key of ["title", "description"] as const) {
      expect(new Set(landingPages.map((p) => p[key])).size).toBe(landingPages.length)
    }
    expect(new Set(landingPages.map((p) => p.hero.title)).size).toBe(landingPages.length)
    for (const page of landingPages) expect(page.description.length).toBeLessThanOrEqual(160)
  })

  test("are found by path, with or without a trailing slash", () => {
    expect(findLandingPage("/suno-music-video")?.hero.title).toMatch(/Suno/)
    expect(findLandingPage("/udio-music-video/")?.hero.title).toMatch(/Udio/)
    expect(findLandingPage("/blog")).toBeUndefined()
  })
})
