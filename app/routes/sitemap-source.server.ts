import { pageVersions, siteRoutes } from "#app/routes.ts"
import { listArticlesPage, listTags, listTranslations } from "#app/data/articles.server.ts"
import { BLOG_CACHE } from "#app/data/blog-view.server.ts"
import type { SitemapSource } from "#app/data/sitemap.server.ts"

// Beside the two sitemap routes, not in the data layer: it joins the route table and the database.

const fixedPages = siteRoutes.filter((r) => !r.path.includes(":"))
const keyOf = new Map(fixedPages.map((r) => [r.path, r.key]))

/**
 * The site's sitemap sources: every page of the route table without parameters in each of its
 * languages, with its versions from the route table, and the database (fresh with it), every
 * language's articles with their translations.
 */
export const siteSitemapSource: SitemapSource = {
  pages: fixedPages.map((r) => r.path),
  versions: (path) => pageVersions(keyOf.get(path) ?? path),
  listPage: listArticlesPage,
  listTags,
  listTranslations,
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", ...BLOG_CACHE }
