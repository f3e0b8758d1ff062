import { videoSitemapPages, videoSitemapXml } from "#app/content/video-sitemap.ts"

/** The example videos for video search, in every language. Fixed content: cached for an hour, like robots.txt. */
export function loader() {
  return new Response(videoSitemapXml(videoSitemapPages()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}
