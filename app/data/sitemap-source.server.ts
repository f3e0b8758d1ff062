import { pageVersions, siteRoutes } from "#app/content/site-pages.ts"
import { configuredBackend, listArticlesPage, listTags, listTranslations } from "./articles.server.ts"
import { BLOG_CACHE } from "./blog-view.server.ts"
import { emptyBlogIndexes } from "./blog-languages.server.ts"
import { relationFor } from "./site-tag-versions.server.ts"
import type { SitemapSource } from "./sitemap.server.ts"
import { fixedPageDate } from "#app/content/page-dates.server.ts"

// What /sitemap.xml and its child sitemaps (app/routes/sitemap.xml.ts, sitemap-child.ts) list: the
// site's pages (app/content/site-pages.ts) joined with the database's articles.

// The pages without parameters, but those asked not to be indexed (the blog's search).
const fixedPages = siteRoutes.filter((r) => !r.path.includes(":") && !r.noindex)
const keyOf = new Map(fixedPages.map((r) => [r.path, r.key]))
const routeOf = new Map(fixedPages.map((r) => [r.path, r]))

/**
 * The site's sitemap sources: every page of the route table without parameters in each of its
 * languages, with its versions from the route table and the day its content names as its last change, and the database (fresh with it), every
 * language's articles with their translations, and each tag with its pages in other languages. A
 * language's blog index is left out while the language has no articles.
 */
export const siteSitemapSource: SitemapSource = {
  pages: fixedPages.map((r) => r.path),
  versions: (path) => pageVersions(keyOf.get(path) ?? path),
  lastModified: (path) => {
    const route = routeOf.get(path)
    return route ? fixedPageDate(route.key, route.locale) : undefined
  },
  listPage: listArticlesPage,
  listTags,
  listTranslations,
  tagRelation: (tags) => relationFor(tags, configuredBackend),
  withoutContent: emptyBlogIndexes,
}

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", ...BLOG_CACHE }
