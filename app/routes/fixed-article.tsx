import { data } from "react-router"
import type { Route } from "./+types/fixed-article"
import { ArticleLayout } from "#app/components/articles/article-layout.tsx"
import { preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { findFixedArticle } from "#app/content/articles/index.ts"
import { articleJsonLd, articlePath } from "#app/content/articles/structured-data.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { socialCardPath } from "#app/lib/social-card-path.ts"

// One module serves all twelve fixed articles (each registered under its own
// path in routes.ts); the matched route pattern, e.g. "blog/<slug>", says which one.
function articleAt(pattern: string) {
  const article = findFixedArticle(pattern.replace(/^\/?blog\//, ""))
  if (!article) throw data(null, { status: 404 })
  return { article }
}

export function loader({ pattern }: Route.LoaderArgs) {
  return articleAt(pattern)
}

// Client-side navigations need no request: the registry is in the bundle, and
// the body's chunk is fetched before the page renders.
export async function clientLoader({ pattern }: Route.ClientLoaderArgs) {
  const found = articleAt(pattern)
  await preloadArticleBody(found.article.slug)
  return found
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const { article } = loaderData
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
  return <ArticleLayout article={loaderData.article} />
}
