import { absoluteUrl } from "#app/config/site.ts"
import { listArticles } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE, lastModified } from "#app/data/blog-view.server.ts"
import { sitemapXml } from "#app/lib/feeds.ts"
import { siteRoutes } from "#app/routes.ts"
import { articlePath } from "#app/lib/article-path.ts"

/** Every page of the route table without parameters, then every published article (fresh with the database). */
export async function loader() {
  const pages = siteRoutes.filter((r) => !r.path.includes(":")).map((r) => r.path)
  let articles
  try {
    articles = await listArticles()
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Sitemap temporarily unavailable", { status: 503, headers: NO_STORE })
  }
  const entries = [
    ...pages.map((path) => ({ loc: absoluteUrl(path) })),
    ...articles
      .filter((a) => !pages.includes(articlePath(a.slug)))
      .map((a) => ({ loc: absoluteUrl(articlePath(a.slug)), lastmod: lastModified(a) })),
  ]
  return new Response(sitemapXml(entries), { headers: { "Content-Type": "application/xml; charset=utf-8", ...BLOG_CACHE } })
}
