import { absoluteUrl } from "#app/config/site.ts"
import { fixedArticles } from "#app/content/articles/index.ts"
import { listArticlesPage } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE } from "#app/data/blog-view.server.ts"
import { type RssItem, rssAlternateLink, rssXml } from "#app/lib/feeds.ts"
import { articlePath } from "#app/lib/article-path.ts"

// The fixed guides are articles of the blog too (the index lists them), so a
// subscriber gets them as well; the one without a shown date goes last.
const guideItems: RssItem[] = fixedArticles.map((a) => ({
  title: a.title,
  link: absoluteUrl(articlePath(a.slug)),
  description: a.description,
  pubDate: a.published,
}))

const time = (date: string | null) => (date ? Date.parse(date) : 0)

/** How many items the feed carries: a reader polls it, so it stays the same size however long the blog grows. */
export const FEED_ITEMS = 50

/** RSS 2.0 feed of the newest 50 of the published database articles and the fixed guides, newest first. */
export async function loader() {
  let articles
  try {
    articles = (await listArticlesPage({ offset: 0, limit: FEED_ITEMS, words: false })).articles
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Feed temporarily unavailable", { status: 503, headers: NO_STORE })
  }
  const items = [
    ...articles.map((a) => ({
      title: a.title,
      link: absoluteUrl(articlePath(a.slug)),
      description: a.meta_description ?? a.title,
      pubDate: a.published_at ?? a.created_at,
    })),
    ...guideItems,
  ]
    .sort((a, b) => time(b.pubDate) - time(a.pubDate))
    .slice(0, FEED_ITEMS)
  const xml = rssXml(
    {
      title: rssAlternateLink().title,
      link: absoluteUrl("/blog"),
      description: "Guides and news for musicians and creators making AI music videos.",
      self: absoluteUrl("/blog/rss.xml"),
    },
    items,
  )
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", ...BLOG_CACHE } })
}
