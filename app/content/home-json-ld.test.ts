import { describe, expect, test } from "vitest"
import { examples } from "#app/content/examples.ts"
import { isoDuration, videoGalleryJsonLd, websiteJsonLd } from "./home-json-ld.ts"

describe("isoDuration", () => {
  test.each([
    [10, "PT10S"],
    [60, "PT1M"],
    [154, "PT2M34S"],
    [0, "PT0S"],
  ])("%i seconds is %s", (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso)
  })
})

describe("videoGalleryJsonLd", () => {
  test("is a VideoGallery listing every example as a VideoObject with absolute URLs", () => {
    const gallery = videoGalleryJsonLd(examples, "/suno-music-video")
    expect(gallery["@type"]).toBe("VideoGallery")
    expect(gallery.url).toBe("http://localhost:3000/suno-music-video")
    expect(gallery.mainEntity.itemListElement).toHaveLength(examples.length)
    const first = gallery.mainEntity.itemListElement[0]!
    expect(first.position).toBe(1)
    expect(first.item).toMatchObject({
      "@type": "VideoObject",
      name: "Neon Nights",
      thumbnailUrl: "http://localhost:3000/media/examples/neon-nights-960.webp",
      contentUrl: "http://localhost:3000/media/examples/neon-nights.mp4",
      duration: "PT10S",
      uploadDate: "2025-08-15",
    })
  })

  test("names the site", () => {
    expect(websiteJsonLd()).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Syncreel",
      url: "http://localhost:3000/",
    })
  })
})
