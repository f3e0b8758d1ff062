import { absoluteUrl } from "#app/config/site.ts"
import { type ExampleVideo, examplePath } from "#app/content/examples.ts"
import { xmlEscape } from "#app/lib/feeds.ts"

/**
 * /sitemap-video.xml: each example's watch page with its video (Google's video sitemap extension).
 * The video is on its watch page (`<loc>`) and in its file (`<content_loc>`). There is no
 * `<player_loc>`: the only player is the watch page itself, and a player_loc may not repeat the
 * page's `<loc>`. The duration is the clip's, the video the page plays.
 */
export function videoSitemapXml(videos: ExampleVideo[]): string {
  const tag = (name: string, value: string | number) => `      <video:${name}>${xmlEscape(String(value))}</video:${name}>`
  const urls = videos.map((v) =>
    [
      "  <url>",
      `    <loc>${xmlEscape(absoluteUrl(examplePath(v.slug)))}</loc>`,
      "    <video:video>",
      tag("thumbnail_loc", absoluteUrl(`${v.thumbnail}-960.webp`)),
      tag("title", v.title),
      tag("description", v.description),
      tag("content_loc", absoluteUrl(v.videoUrl)),
      tag("duration", v.clipSeconds),
      tag("publication_date", v.uploadDate),
      "    </video:video>",
      "  </url>",
    ].join("\n"),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">\n${urls.join("\n")}\n</urlset>\n`
}
