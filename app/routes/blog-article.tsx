import { data } from "react-router"
import type { Route } from "./+types/blog-article"
import { ArticleNotFound, ArticleView } from "#app/components/blog/article-view.tsx"
import { type Article, getArticle, relatedArticles } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE, toCardData, toPageData, withBodyOnce } from "#app/data/blog-view.server.ts"
import { absoluteUrl, site } from "#app/config/site.ts"
import { organizationJsonLd, pageMeta } from "#app/lib/seo.ts"
import { isImageSource } from "#app/lib/site-path.ts"
import { articleCardPath } from "#app/lib/social-card-path.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { previewContext } from "#app/data/preview-access.server.ts"
import { PREVIEW_PARAM, verifyPreview } from "#app/lib/preview-link.server.ts"
import { withBlogChrome } from "#app/content/blog-chrome.server.ts"
import { pageLanguage } from "#app/i18n/page.server.ts"
import type { PreviewState } from "#app/components/blog/preview-bar.tsx"

/** A preview is for whoever holds its link: never kept by a cache, never indexed. */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" }

/**
 * The page of a draft or scheduled article, for a request with a valid preview link
 * (docs/publishing.md); null when there is no such link or the article is live, so the page is
 * answered as without it.
 */
async function previewPage(slug: string, request: Request, context: Route.LoaderArgs["context"], now: Date) {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM)
  const access = context.get(previewContext)
  if (token === null || !access || !verifyPreview(slug, token, access.secret, now)) return null
  const stored = await access.read(slug)
  if (!stored) return data({ article: null, preview: null }, { status: 404, headers: PREVIEW_HEADERS })
  if (stored.status === "published") return null
  const preview: PreviewState = { status: stored.status, publishAt: stored.published_at }
  const article = withBodyOnce(await toPageData(stored, now), request, context)
  return data({ article, preview }, { headers: PREVIEW_HEADERS })
}

/** How many articles an article page suggests reading next. */
const RELATED = 3

/** The cards to read next; the article is worth showing without them, so a failed read leaves none. */
async function relatedCards(article: Article, now: Date) {
  try {
    return await Promise.all((await relatedArticles(article.slug, article.tags ?? [], RELATED)).map((a) => toCardData(a, now)))
  } catch (error) {
    console.error("Error fetching related articles", error)
    return []
  }
}

async function loadArticle({ params, request, context }: Route.LoaderArgs) {
  const now = new Date()
  try {
    const preview = await previewPage(params.slug, request, context, now)
    if (preview) return preview
    const article = await getArticle(params.slug)
    if (article) {
      const [page, related] = await Promise.all([toPageData(article, now), relatedCards(article, now)])
      return data({ article: withBodyOnce({ ...page, related }, request, context), preview: null }, { headers: BLOG_CACHE })
    }
    console.error("Error fetching article", `no published article "${params.slug.slice(0, 120)}"`)
    return data({ article: null, preview: null }, { status: 404, headers: BLOG_CACHE })
  } catch (error) {
    console.error("Error fetching article", error)
    return data({ article: null, preview: null }, { status: 503, headers: NO_STORE })
  }
}

export async function loader(args: Route.LoaderArgs) {
  const answer = await loadArticle(args)
  return withBlogChrome(answer, pageLanguage(args.pattern).locale)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData?.article
  if (!article) return [{ title: `Article Not Found | ${site.brand}` }, { name: "robots", content: "noindex" }]
  const path = articlePath(article.slug)
  const description = article.description || article.title
  // Its own featured image, or else its card, drawn by the server from its title.
  const imagePath = isImageSource(article.image) ? article.image : articleCardPath(article.slug, article.title)
  const image = absoluteUrl(imagePath)
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description,
    image,
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
    mainEntityOfPage: absoluteUrl(path),
    author: organizationJsonLd(),
    publisher: organizationJsonLd(),
  }
  const tags = pageMeta({
    title: article.title,
    description,
    path,
    image: imagePath,
    type: "article",
    publishedTime: article.publishedAt,
    modifiedTime: article.modifiedAt,
    jsonLd: [jsonLd],
    feed: true,
  })
  return loaderData.preview ? [...tags, { name: "robots", content: "noindex" }] : tags
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { chrome } = loaderData
  return loaderData.article ? (
    <ArticleView article={loaderData.article} preview={loaderData.preview} chrome={chrome} />
  ) : (
    <ArticleNotFound chrome={chrome} />
  )
}
