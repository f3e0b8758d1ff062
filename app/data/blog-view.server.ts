import type { RouterContextProvider } from "react-router"
import type { ArticleCardData, ArticlePageData } from "#app/components/blog/blog-types.ts"
import { articleBodyContext } from "#app/hydration/article-body.server.ts"
import { readingTime } from "#app/lib/reading-time.ts"
import { relativeTime } from "#app/lib/relative-time.ts"
import { sanitizeHtml } from "#app/lib/sanitize.server.ts"
import { isImageSource } from "#app/lib/site-path.ts"
import type { Article } from "./article.ts"

/** Blog pages may sit in a shared cache for a minute, and be served stale for a day while it refreshes. */
export const BLOG_CACHE = { "Cache-Control": "public, s-maxage=60, stale-while-revalidate=86400" }
/** A backend outage is not cached, so the page recovers as soon as the backend does. */
export const NO_STORE = { "Cache-Control": "no-store" }

export function toCardData(article: Article, now: Date): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    description: article.meta_description ?? "",
    // A row is data, whoever wrote it: a link that isn't a site path or an https URL is not shown.
    image: isImageSource(article.featured_image) ? article.featured_image : null,
    publishedAt: article.published_at,
    published: article.published_at ? relativeTime(article.published_at, now) : null,
    readingTime: readingTime(article.content_markdown),
  }
}

function hostname(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null
  const parsed = new URL(url)
  return /^https?:$/.test(parsed.protocol) ? parsed.hostname : null
}

// Sanitising costs milliseconds an article (DOMPurify over jsdom), most of an
// article page's render. Its output depends only on the stored HTML, so it is
// kept per stored HTML: an edited article brings new HTML and is sanitised anew.
const sanitized = new Map<string, string>()
const SANITIZED_KEPT = 200

function sanitizedOnce(html: string): string {
  let clean = sanitized.get(html)
  if (clean === undefined) {
    clean = sanitizeHtml(html)
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!)
    sanitized.set(html, clean)
  }
  return clean
}

/** The page's data; the stored HTML is sanitised again here, whoever wrote it. */
export function toPageData(article: Article, now: Date): ArticlePageData {
  const publishedUrlHost = hostname(article.published_url)
  return {
    ...toCardData(article, now),
    html: sanitizedOnce(article.content_html),
    publishedUrl: publishedUrlHost ? article.published_url : null,
    publishedUrlHost,
  }
}

/**
 * The article as its route's loader returns it. For a document request the body goes to the
 * server's render only (app/hydration/article-body.tsx); a data request (a client navigation, whose URL
 * ends in `.data`) gets it in the data.
 */
export function withBodyOnce(article: ArticlePageData, request: Request, context: Readonly<RouterContextProvider>): ArticlePageData {
  if (new URL(request.url).pathname.endsWith(".data")) return article
  context.set(articleBodyContext, article.html)
  return { ...article, html: null }
}
