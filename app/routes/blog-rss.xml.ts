import { absoluteUrl, site } from "#app/config/site.ts"
import { listArticles } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE } from "#app/data/blog-view.server.ts"
import { rssXml } from "#app/lib/feeds.ts"

/** RSS 2.0 feed of the published database articles, newest first. */
export async function loader() {
  let articles
  try {
    articles = await listArticles()
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Feed temporarily unavailable", { status: 503, headers: NO_STORE })
  }
  const xml = rssXml(
    {
      title: `${site.brand} Blog`,
      link: absoluteUrl("/blog"),
      description: "Guides and news for musicians and creators making AI music videos.",
      self: absoluteUrl("/blog/rss.xml"),
    },
    articles.map((a) => ({
      title: a.title,
      link: absoluteUrl(`/blog/${a.slug}`),
      description: a.meta_description ?? a.title,
      pubDate: a.published_at ?? a.created_at,
    })),
  )
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", ...BLOG_CACHE } })
}
