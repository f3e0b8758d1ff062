import type { Route } from "./+types/fixed-article"
import { ArticleLayout } from "#app/components/articles/article-layout.tsx"
import { articleBodyKey, preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { findFixedArticleForPath, fixedArticleIn } from "#app/content/articles/index.ts"
import { articleJsonLd } from "#app/content/articles/structured-data.ts"
import { blogChrome, readingTimeText } from "#app/content/blog-chrome.server.ts"
import { localeInfo } from "#app/i18n/locales.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { socialCardPath } from "#app/lib/social-card-path.ts"

// One module serves all twelve fixed articles in each of their languages (routes.ts registers it
// once per article and language); the matched route pattern, e.g. "it/blog/<italian slug>", says
// which one. The article's words, the blog's words around it and its structured data come with the
// page's data, in its language; the browser imports none of them.
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, englishPath, path, versions } = pageLanguage(pattern)
  const { slug } = foundOr404(findFixedArticleForPath(englishPath))
  const article = foundOr404(fixedArticleIn(slug, locale))
  const chrome = blogChrome(locale)
  return {
    language: { locale, versions },
    path,
    article,
    bodyKey: articleBodyKey(slug, locale),
    readingTime: article.readingMinutes ? readingTimeText(article.readingMinutes, locale) : null,
    blogPath: localizePath("/blog", locale),
    translations: versions
      .filter((v) => v.locale !== locale)
      .map((v) => ({
        locale: v.locale,
        tag: localeInfo[v.locale].tag,
        path: v.path,
        label: blogChrome(v.locale).article.readInThisLanguage,
      })),
    chrome,
    jsonLd: articleJsonLd(article, socialCardPath(path)),
  }
}

// Prerendered, so a client navigation reads the page's data from a file; the body's chunk is
// fetched too before the page renders, so it appears complete.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader()
  await preloadArticleBody(page.bodyKey)
  return page
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const { article } = loaderData
  return pageMeta({
    title: article.title,
    description: article.description,
    path: loaderData.path,
    type: "article",
    publishedTime: article.published,
    jsonLd: loaderData.jsonLd,
    feed: true,
    markdown: true,
    language: loaderData.language,
  })
}

export default function FixedArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleLayout page={loaderData} />
}
