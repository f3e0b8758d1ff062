import type { Route } from "./+types/sitemap-child"
import { NO_STORE } from "#app/data/blog-view.server.ts"
import { sitemapChild } from "#app/data/sitemap.server.ts"
import { SITEMAP_HEADERS, siteSitemapSource } from "#app/data/sitemap-source.server.ts"

/** /sitemap/pages.xml, /sitemap/tags-1.xml, /sitemap/articles-1.xml, …: the children /sitemap.xml's index lists. */
export async function loader({ params }: Route.LoaderArgs) {
  let xml
  try {
    xml = await sitemapChild(params.file, siteSitemapSource)
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: NO_STORE })
  }
  if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } })
  return new Response(xml, { headers: SITEMAP_HEADERS })
}
