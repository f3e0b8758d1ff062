import type { MetaDescriptor } from "react-router"
import { absoluteUrl, site } from "#app/config/site.ts"
import { rssAlternateLink } from "#app/lib/feeds.ts"
import { isImageSource } from "#app/lib/site-path.ts"
import { socialCardPath } from "#app/lib/social-card-path.ts"

type PageMetaInput = {
  /** The page's own title; the brand is appended unless `fullTitle` is set. */
  title: string
  fullTitle?: boolean
  description: string
  /** The page's path, e.g. "/blog"; made absolute on the public site URL. */
  path: string
  /** Its own social image (a site path or https URL); without a valid one, its generated card (see app/lib/social-card-path.ts). */
  image?: string | null
  type?: "website" | "article" | "video.other"
  /** A page about one video: og:video and its type and size. */
  video?: { url: string; type: string; width: number; height: number }
  publishedTime?: string | null
  /** An article's last change after publication (article:modified_time). */
  modifiedTime?: string | null
  jsonLd?: object[]
  /** Blog pages point readers and browsers at the feed. */
  feed?: boolean
}

/** Title, description, canonical, Open Graph and Twitter tags for one page: the one way pages set their head. */
export function pageMeta({
  title,
  fullTitle = false,
  description,
  path,
  image,
  type = "website",
  publishedTime,
  modifiedTime,
  jsonLd = [],
  feed = false,
  video,
}: PageMetaInput): MetaDescriptor[] {
  const documentTitle = fullTitle ? title : `${title} | ${site.brand}`
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(isImageSource(image) ? image : socialCardPath(path))
  return [
    { title: documentTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(feed ? [{ tagName: "link", ...rssAlternateLink }] : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    ...(video
      ? [
          { property: "og:video", content: absoluteUrl(video.url) },
          { property: "og:video:type", content: video.type },
          { property: "og:video:width", content: String(video.width) },
          { property: "og:video:height", content: String(video.height) },
        ]
      : []),
    ...(publishedTime ? [{ property: "article:published_time", content: publishedTime }] : []),
    ...(modifiedTime ? [{ property: "article:modified_time", content: modifiedTime }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ]
}

export function organizationJsonLd() {
  return {
    "@type": "Organization",
    name: site.brand,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/media/icon-512.png"),
  }
}
