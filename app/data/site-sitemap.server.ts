import { siteRoutes } from "#app/routes.ts"
import { listArticlesPage, listTags } from "./articles.server.ts"
import { BLOG_CACHE } from "./blog-view.server.ts"
import type { SitemapSource } from "./sitemap.server.ts"

/** The site's sitemap sources: every page of the route table without parameters, and the database (fresh with it). */
export const siteSitemapSource: SitemapSource = {
  pages: siteRoutes.filter((r) => !r.path.includes(":")).map((r) => r.path),
  listPage: listArticlesPage,
  listTags,
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", ...BLOG_CACHE }
