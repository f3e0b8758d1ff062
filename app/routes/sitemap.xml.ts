import { NO_STORE } from "#app/data/blog-view.server.ts"
import { SITEMAP_HEADERS, siteSitemapSource } from "#app/data/sitemap-source.server.ts"
import { sitemapRoot } from "#app/data/sitemap.server.ts"

/** Every page, tag page and published article; an index of child sitemaps (app/routes/sitemap-child.ts) once they pass one sitemap's limits. */
export async function loader() {
  try {
    return new Response(await sitemapRoot(siteSitemapSource), { headers: SITEMAP_HEADERS })
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: NO_STORE })
  }
}
