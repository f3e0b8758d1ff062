import { examples } from "#app/content/examples.ts"
import { videoSitemapXml } from "#app/routes/video-sitemap.ts"

/** The example videos for video search. Fixed content: cached for an hour, like robots.txt. */
export function loader() {
  return new Response(videoSitemapXml(examples), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  })
}
