import { describe, expect, test } from "vitest"
import { localizedExamples } from "#app/content/examples-section.server.ts"
import { locales } from "#app/i18n/locales.ts"
import { isoDuration, videoGalleryJsonLd, watchPageJsonLd, websiteJsonLd } from "./home-json-ld.ts"
import { localizedVideoGalleryJsonLd } from "./home-json-ld.server.ts"

/** The examples with their English words, from the catalog. */
const examples = localizedExamples("en")

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
    const gallery = videoGalleryJsonLd(examples, "/suno-music-video", "en", "Example videos")
    expect(gallery["@type"]).toBe("VideoGallery")
    expect(gallery.name).toBe("Example videos")
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
      uploadDate: "2025-08-15T00:00:00Z",
    })
  })

  test("is named in each language from its catalog (homeJsonLd.galleryName), the brand filled in", () => {
    const names = Object.fromEntries(locales.map((l) => [l, localizedVideoGalleryJsonLd(examples, "/", l).name]))
    expect(names).toEqual({
      en: "Syncreel example music videos",
      it: "Video musicali di esempio di Syncreel",
      es: "Videos musicales de ejemplo de Syncreel",
      de: "Beispiel-Musikvideos von Syncreel",
      fr: "Exemples de clips musicaux Syncreel",
      "pt-br": "Videoclipes de exemplo do Syncreel",
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

describe("watchPageJsonLd", () => {
  test("describes the watch page's video as a VideoObject, its embeddable player as the player, with absolute URLs and an ISO 8601 duration", () => {
    const festival = examples.find((e) => e.slug === "festival-drop")!
    expect(watchPageJsonLd(festival)).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Festival Drop",
      description: festival.description,
      thumbnailUrl: "http://localhost:3000/media/examples/festival-drop-960.webp",
      contentUrl: "http://localhost:3000/media/examples/festival-drop.mp4",
      embedUrl: "http://localhost:3000/embed/festival-drop",
      duration: "PT10S",
      uploadDate: "2025-08-08T00:00:00Z",
      genre: "EDM",
      width: 960,
      height: 540,
    })
  })
})
