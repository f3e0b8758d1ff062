import type { Route } from "./+types/blog-rss.xml"
import { absoluteUrl } from "#app/config/site.ts"
import { listArticlesPage } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE } from "#app/data/blog-view.server.ts"
import { blogArticlePath, blogListPath } from "#app/data/blog-language.server.ts"
import { blogWords } from "#app/content/blog-chrome.server.ts"
import { fixedArticlesIn } from "#app/content/articles/index.ts"
import { type Locale, localeInfo, withPrefix } from "#app/i18n/locales.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { type RssItem, rssAlternateLink, rssXml } from "#app/lib/feeds.ts"

// The fixed guides are articles of the blog too (the index lists them), so a subscriber gets
// them as well, in the languages they are written in; the one without a shown date goes last.
const guideItems = (locale: Locale): RssItem[] =>
  fixedArticlesIn(locale).map((a) => ({
    title: a.title,
    link: absoluteUrl(a.path),
    description: a.description,
    pubDate: a.published,
  }))

const time = (date: string | null) => (date ? Date.parse(date) : 0)

/** How many items the feed carries: a reader polls it, so it stays the same size however long the blog grows. */
const FEED_ITEMS = 50

/**
 * RSS 2.0 feed of a language's blog (/blog/rss.xml, /it/blog/rss.xml, …): the newest 50 of its
 * published database articles and its fixed guides, newest first, its `<language>` the language's tag.
 */
export async function loader({ pattern }: Pick<Route.LoaderArgs, "pattern">) {
  const { locale } = delocalizePath(pattern)
  let articles
  try {
    articles = (await listArticlesPage({ offset: 0, limit: FEED_ITEMS, words: false, locale })).articles
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("Feed temporarily unavailable", { status: 503, headers: NO_STORE })
  }
  const items = [
    ...articles.map((a) => ({
      title: a.title,
      link: absoluteUrl(blogArticlePath(a.slug, locale)),
      description: a.meta_description ?? a.title,
      pubDate: a.published_at ?? a.created_at,
    })),
    ...guideItems(locale),
  ]
    .sort((a, b) => time(b.pubDate) - time(a.pubDate))
    .slice(0, FEED_ITEMS)
  const xml = rssXml(
    {
      title: rssAlternateLink(locale).title,
      link: absoluteUrl(blogListPath(locale)),
      description: blogWords(locale).feed.description,
      self: absoluteUrl(withPrefix("/blog/rss.xml", locale)),
      language: localeInfo[locale].tag,
    },
    items,
  )
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", ...BLOG_CACHE } })
}
