import { pageVersions, siteRoutes } from "#app/content/site-pages.ts"
import { listArticlesPage, listTags, listTranslations } from "./articles.server.ts"
import { BLOG_CACHE } from "./blog-view.server.ts"
import type { SitemapSource } from "./sitemap.server.ts"

// What /sitemap.xml and its child sitemaps (app/routes/sitemap.xml.ts, sitemap-child.ts) list: the
// site's pages (app/content/site-pages.ts) joined with the database's articles.

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
