import type { Route } from "./+types/fixed-article"
import { ArticleLayout } from "#app/components/articles/article-layout.tsx"
import { preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { findFixedArticleForPath } from "#app/content/articles/index.ts"
import { articleJsonLd } from "#app/content/articles/structured-data.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { socialCardPath } from "#app/lib/social-card-path.ts"

// One module serves all twelve fixed articles (routes.ts registers it once per
// entry of the registry); the matched route pattern, e.g. "blog/<slug>", says
// which one.
const articleAt = (path: string) => foundOr404(findFixedArticleForPath(delocalizePath(path).englishPath))

export function loader({ pattern }: Route.LoaderArgs) {
  return { path: articlePath(articleAt(pattern).slug) }
}

// Client-side navigations need no request: the registry is in the bundle, and
// the body's chunk is fetched before the page renders.
export async function clientLoader({ pattern }: Route.ClientLoaderArgs) {
  const article = articleAt(pattern)
  await preloadArticleBody(article.slug)
  return { path: articlePath(article.slug) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const article = articleAt(loaderData.path)
  return pageMeta({
    title: article.title,
    description: article.description,
    path: articlePath(article.slug),
    type: "article",
    publishedTime: article.published,
    jsonLd: articleJsonLd(article, socialCardPath(articlePath(article.slug))),
    feed: true,
  })
}

export default function FixedArticle({ loaderData }: Route.ComponentProps) {
  return <ArticleLayout article={articleAt(loaderData.path)} />
}
