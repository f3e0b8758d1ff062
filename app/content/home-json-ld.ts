import { absoluteUrl, site } from "#app/config/site.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { organizationJsonLd } from "#app/lib/seo.ts"
import { type ExampleVideo, embedPath } from "./examples.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { zonedDateTime } from "#app/lib/zoned-date.ts"

// Structured data of the home, landing and watch pages (schema.org), passed to pageMeta's jsonLd.
// The watch page's meta runs in the browser too, so this module holds no words: the home and landing
// loaders name the gallery in the page's language through home-json-ld.server.ts, from the catalogs.

/** ISO 8601 duration: 10 → "PT10S", 154 → "PT2M34S". */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return `PT${minutes ? `${minutes}M` : ""}${rest || !minutes ? `${rest}S` : ""}`
}

/**
 * The page as a schema.org VideoGallery named `name` whose main entity lists the examples as
 * VideoObjects (an ItemList, the shape search engines read for video carousels).
 */
export function videoGalleryJsonLd(videos: ExampleVideo[], path: string, locale: Locale, name: string) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoGallery",
    name,
    url: absoluteUrl(path),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: videos.map((video, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: videoObject(video, locale),
      })),
    },
  }
}

/**
 * One example as a schema.org VideoObject. Its embedUrl is its embeddable player in the page's
 * language (app/routes/embed.ts); the duration is the clip's, the video that contentUrl and the
 * page play.
 */
export function videoObject(video: ExampleVideo, locale: Locale = "en") {
  return {
    "@type": "VideoObject",
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(`${video.thumbnail}-960.webp`),
    contentUrl: absoluteUrl(video.videoUrl),
    embedUrl: absoluteUrl(localizePath(embedPath(video.slug), locale)),
    duration: isoDuration(video.clipSeconds),
    uploadDate: zonedDateTime(video.uploadDate),
    genre: video.genre,
    width: video.format.width,
    height: video.format.height,
  }
}

/** A watch page's structured data: the video it is about. */
export function watchPageJsonLd(video: ExampleVideo) {
  return { "@context": "https://schema.org", ...videoObject(video) }
}

export function homeOrganizationJsonLd() {
  return {
    "@context": "https://schema.org",
    ...organizationJsonLd(),
    sameAs: [site.social.instagram, site.social.facebook, site.social.youtube],
  }
}

export function websiteJsonLd() {
  return { "@context": "https://schema.org", "@type": "WebSite", name: site.brand, url: absoluteUrl("/") }
}
