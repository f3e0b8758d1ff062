import { absoluteUrl, site } from "#app/config/site.ts"
import { type ExampleData, embedPath, examplePath, examples } from "#app/content/examples.ts"
import { watchPageContent } from "#app/content/watch-page.server.ts"
import { delocalizePath, localizePath } from "#app/i18n/slugs.ts"

// The site's oEmbed provider (https://oembed.com, version 1.0): /oembed?url=<a watch page>&format=json
// answers with the watch page's embeddable player as an iframe, so a chat app or a CMS given a watch
// page's address embeds its video. Watch pages name it in their head (oEmbed discovery, ./oembed-url.ts).

/** The thumbnails the answer may name, largest first: the example's WebP stills (every consumer reads WebP). */
const THUMBNAIL_WIDTHS = [960, 640]

export type OembedAnswer =
  { status: 200; body: OembedVideo } | { status: 400 | 404 | 501; body: { error: string; field?: string } }

export type OembedVideo = {
  version: "1.0"
  type: "video"
  title: string
  provider_name: string
  provider_url: string
  html: string
  width: number
  height: number
  thumbnail_url?: string
  thumbnail_width?: number
  thumbnail_height?: number
}

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

/** A maxwidth or maxheight: absent, or a whole number of pixels from 1. */
function pixels(params: URLSearchParams, name: string): number | undefined | null {
  const raw = params.get(name)
  if (raw === null || raw === "") return undefined
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

/** The example and language of a watch page's (or an embed page's) URL on this site, if it is one. */
function exampleOfUrl(raw: string): { video: ExampleData; path: string } | "malformed" | undefined {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return "malformed"
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "malformed"
  if (url.host !== new URL(site.siteUrl).host) return undefined
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname).replace(/(.)\/+$/, "$1")
  } catch {
    return "malformed"
  }
  const { locale, englishPath } = delocalizePath(pathname)
  const video = examples.find((e) => englishPath === examplePath(e.slug) || englishPath === embedPath(e.slug))
  if (!video) return undefined
  // A path in the other languages' words ("/it/examples/…") is no page of the site.
  const path = localizePath(examplePath(video.slug), locale)
  if (pathname !== path && pathname !== localizePath(embedPath(video.slug), locale)) return undefined
  return { video, path }
}

/** The size that fits `maxWidth` × `maxHeight` with the frame's proportions: the frame's own when it fits. */
function fitted(width: number, height: number, maxWidth = Infinity, maxHeight = Infinity) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) }
}

/** The answer to /oembed with these query parameters: the embed of a watch page, or why not. */
export function oembedAnswer(params: URLSearchParams): OembedAnswer {
  const format = params.get("format")
  if (format !== null && format !== "json")
    return { status: 501, body: { error: "Only format=json is supported.", field: "format" } }
  const raw = params.get("url")
  if (raw === null || raw === "") return { status: 400, body: { error: "The url parameter is required.", field: "url" } }
  const found = exampleOfUrl(raw)
  if (found === "malformed") return { status: 400, body: { error: "The url parameter is not an http(s) URL.", field: "url" } }
  if (!found) return { status: 404, body: { error: "No video of this site is at that URL.", field: "url" } }
  const maxWidth = pixels(params, "maxwidth")
  const maxHeight = pixels(params, "maxheight")
  if (maxWidth === null) return { status: 400, body: { error: "maxwidth must be a whole number of pixels.", field: "maxwidth" } }
  if (maxHeight === null)
    return { status: 400, body: { error: "maxheight must be a whole number of pixels.", field: "maxheight" } }

  const { locale } = delocalizePath(found.path)
  const { video, text } = watchPageContent(found.video.slug, locale)
  const frame = video.format
  const { width, height } = fitted(frame.width, frame.height, maxWidth, maxHeight)
  const player = absoluteUrl(localizePath(embedPath(video.slug), locale))
  const html =
    `<iframe src="${escapeHtml(player)}" width="${width}" height="${height}" title="${escapeHtml(text.playerLabel)}"` +
    ` style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen></iframe>`
  // The largest still that respects maxwidth and maxheight, as the specification asks; none if none does.
  const thumbnail = THUMBNAIL_WIDTHS.map((w) => ({ width: w, height: Math.round((w * frame.height) / frame.width) })).find(
    (t) => t.width <= (maxWidth ?? Infinity) && t.height <= (maxHeight ?? Infinity),
  )
  return {
    status: 200,
    body: {
      version: "1.0",
      type: "video",
      title: video.title,
      provider_name: site.brand,
      provider_url: absoluteUrl(localizePath("/", locale)),
      html,
      width,
      height,
      ...(thumbnail
        ? {
            thumbnail_url: absoluteUrl(`${video.thumbnail}-${thumbnail.width}.webp`),
            thumbnail_width: thumbnail.width,
            thumbnail_height: thumbnail.height,
          }
        : {}),
    },
  }
}
