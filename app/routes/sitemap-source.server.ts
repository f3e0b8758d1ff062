import { siteRoutes } from "#app/routes.ts"
import { listArticlesPage, listTags } from "#app/data/articles.server.ts"
import { BLOG_CACHE } from "#app/data/blog-view.server.ts"
import type { SitemapSource } from "#app/data/sitemap.server.ts"

// Beside the two sitemap routes, not in the data layer: it joins the route table and the database.

/** The site's sitemap sources: every page of the route table without parameters, and the database (fresh with it). */
export const siteSitemapSource: SitemapSource = {
  pages: siteRoutes.filter((r) => !r.path.includes(":")).map((r) => r.path),
  listPage: listArticlesPage,
  listTags,
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", ...BLOG_CACHE }
