import { data, redirect } from "react-router"
import type { Route } from "./+types/blog-article"
import { ArticleNotFound, ArticleView } from "#app/components/blog/article-view.tsx"
import { type Article, getArticle, listTranslations, relatedArticles } from "#app/data/articles.server.ts"
import { redirectFor } from "#app/data/redirects.server.ts"
import { blogArticlePath, languageName } from "#app/data/blog-language.server.ts"
import { blogWords } from "#app/content/blog-chrome.server.ts"
import { type Locale, type PageLanguage, localeInfo, locales } from "#app/i18n/locales.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { TranslationLinks, type Translations } from "#app/components/blog/blog-language.tsx"
import {
  BLOG_CACHE,
  BLOG_NOT_FOUND,
  NO_STORE,
  toCardData,
  toPageData,
  withBlogChrome,
  withBodyOnce,
} from "#app/data/blog-view.server.ts"
import { articleMeta, missingPageMeta } from "#app/lib/seo.ts"
import { previewContext } from "#app/data/preview-access.server.ts"
import { PREVIEW_PARAM, verifyPreview } from "#app/lib/preview-link.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import type { PreviewState } from "#app/components/blog/preview-bar.tsx"

/**
 * A preview is for whoever holds its link: never kept by a cache, never indexed, and never named
 * to another site in a Referer header (the link is its secret; server/app.ts lets this policy stand).
 */
const PREVIEW_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" }

/**
 * The page of a draft or scheduled article, for a request with a valid preview link
 * (docs/publishing.md); null when there is no such link or the article is live, so the page is
 * answered as without it.
 */
async function previewPage(slug: string, locale: Locale, request: Request, context: Route.LoaderArgs["context"], now: Date) {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAM)
  const access = context.get(previewContext)
  if (token === null || !access || !verifyPreview(slug, token, access.secret, now)) return null
  const stored = await access.read(slug)
  // A draft is previewed where it will be read: under its own language's path.
  if (!stored || stored.locale !== locale) return data(NOT_FOUND, { status: 404, headers: PREVIEW_HEADERS })
  if (stored.status === "published") return null
  const preview: PreviewState = { status: stored.status, publishAt: stored.published_at }
  const article = withBodyOnce(await toPageData(stored, now), request, context)
  return data({ article, preview, language: self(stored), translations: null }, { headers: PREVIEW_HEADERS })
}

const NOT_FOUND = { article: null, preview: null, language: null, translations: null }

/** An article with no other version: hreflang names itself (and x-default when it is English). */
const self = (article: Article): PageLanguage => ({
  locale: article.locale,
  versions: [{ locale: article.locale, path: blogArticlePath(article.slug, article.locale) }],
})

/**
 * The article's versions in every language that has one live (itself included), in the site's
 * order of languages, and the links to the others in its own language's words. A failed read
 * leaves it with itself only: the article is worth showing without them.
 */
async function versionsOf(article: Article): Promise<{ language: PageLanguage; translations: Translations | null }> {
  if (!article.translation_key) return { language: self(article), translations: null }
  let found
  try {
    found = await listTranslations([article.translation_key])
  } catch (error) {
    console.error("Error fetching translations", error)
    return { language: self(article), translations: null }
  }
  const versions = locales
    .map((locale) => found.find((t) => t.locale === locale) ?? (locale === article.locale ? article : undefined))
    .filter((v) => v !== undefined)
    .map((v) => ({ locale: v.locale, path: blogArticlePath(v.slug, v.locale) }))
  const others = versions.filter((v) => v.locale !== article.locale)
  return {
    language: { locale: article.locale, versions },
    translations:
      others.length === 0
        ? null
        : {
            heading: blogWords(article.locale).translations.heading,
            links: others.map((v) => ({ ...v, name: languageName(v.locale), hrefLang: localeInfo[v.locale].tag })),
          },
  }
}

/** How many articles an article page suggests reading next. */
const RELATED = 3

/** The cards to read next; the article is worth showing without them, so a failed read leaves none. */
async function relatedCards(article: Article, now: Date) {
  try {
    const related = await relatedArticles(article.slug, article.tags ?? [], RELATED, article.locale)
    return await Promise.all(related.map((a) => toCardData(a, now)))
  } catch (error) {
    console.error("Error fetching related articles", error)
    return []
  }
}

/**
 * /blog/:slug reads an English article, /it/blog/:slug an Italian one, and so on: an article asked
 * for under another language's path is not there (404), so each article has one address.
 */
async function loadArticle({ params, request, context, pattern }: Route.LoaderArgs) {
  const now = new Date()
  const { locale } = delocalizePath(pattern)
  try {
    const preview = await previewPage(params.slug, locale, request, context, now)
    if (preview) return preview
    const article = await getArticle(params.slug)
    if (article && article.locale === locale) {
      const [page, related, versions] = await Promise.all([
        toPageData(article, now),
        relatedCards(article, now),
        versionsOf(article),
      ])
      return data(
        { article: withBodyOnce({ ...page, related }, request, context), preview: null, ...versions },
        { headers: BLOG_CACHE },
      )
    }
    // A renamed article's old slug answers 301 with its new one, under the same language's path.
    const target = article ? null : await redirectFor(params.slug)
    if (target !== null) throw redirect(blogArticlePath(target, locale), { status: 301, headers: BLOG_NOT_FOUND })
    const why = article ? `is in ${article.locale}, not ${locale}` : "is not published"
    console.error("Error fetching article", `the article "${params.slug.slice(0, 120)}" ${why}`)
    return data(NOT_FOUND, { status: 404, headers: BLOG_NOT_FOUND })
  } catch (error) {
    if (error instanceof Response) throw error
    console.error("Error fetching article", error)
    return data(NOT_FOUND, { status: 503, headers: NO_STORE })
  }
}

export async function loader(args: Route.LoaderArgs) {
  const answer = await loadArticle(args)
  return withBlogChrome(answer, pageLanguage(args.pattern).locale)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData?.article
  // Not there (404) or not read (503): the screen's own words, in the page's language.
  if (!article) {
    const words = loaderData?.chrome.view
    return words ? missingPageMeta({ title: words.notFoundTitle, description: words.notFoundText }) : []
  }
  const tags = articleMeta(article, loaderData.language ?? undefined)
  // The header says it too (PREVIEW_HEADERS); the tag holds where a proxy drops the header.
  return loaderData.preview
    ? [...tags, { name: "robots", content: "noindex" }, { name: "referrer", content: "no-referrer" }]
    : tags
}

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { chrome } = loaderData
  if (!loaderData.article) return <ArticleNotFound chrome={chrome} />
  return (
    <>
      <ArticleView article={loaderData.article} preview={loaderData.preview} chrome={chrome} />
      {loaderData.translations ? <TranslationLinks {...loaderData.translations} /> : null}
    </>
  )
}
