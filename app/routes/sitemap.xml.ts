import { listArticlesPage, listTags } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE } from "#app/data/blog-view.server.ts"
import { type SitemapSource, sitemapRoot } from "#app/data/sitemap.server.ts"
import { siteRoutes } from "#app/routes.ts"

/** The site's sitemap sources: every page of the route table without parameters, and the database (fresh with it). */
export const siteSitemapSource: SitemapSource = {
  pages: siteRoutes.filter((r) => !r.path.includes(":")).map((r) => r.path),
  listPage: listArticlesPage,
  listTags,
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", ...BLOG_CACHE }

/** Every page, tag page and published article; an index of child sitemaps (app/routes/sitemap-child.ts) once they pass one sitemap's limits. */
export async function loader() {
  try {
    return new Response(await sitemapRoot(siteSitemapSource), { headers: SITEMAP_HEADERS })
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: NO_STORE })
  }
}
