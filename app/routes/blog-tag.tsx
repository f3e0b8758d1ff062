import type { Route } from "./+types/blog-tag"
import { ArticleGrid, BlogCta, BlogHero } from "#app/components/blog/blog-sections.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { loadListPage } from "#app/data/blog-list.server.ts"
import { withBlogChrome } from "#app/data/blog-view.server.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

/**
 * /blog/tag/:tag and its later pages, /blog/tag/:tag/page/2, …, and each language's
 * (/it/blog/tag/:tag, /de/blog/thema/:tag, …): the published articles of the language carrying the tag.
 */
export async function loader({ params, pattern }: Route.LoaderArgs) {
  const { locale } = delocalizePath(pattern)
  return withBlogChrome(await loadListPage(params.page, params.tag, locale), locale)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.words.title,
        description: loaderData.words.description,
        path: loaderData.path,
        feed: true,
        language: loaderData.language,
      })
    : []

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { articles, page, count, words, chrome, pagePaths } = loaderData
  return (
    <Static>
      <BlogHero title={words.heroTitle} description={words.heroDescription} page={words.pageOfCount} chrome={chrome} />
      <ArticleGrid articles={articles} chrome={chrome} />
      <Pagination page={page} count={count} paths={pagePaths} words={chrome.pagination} />
      <BlogCta chrome={chrome} />
    </Static>
  )
}
