import type { Route } from "./+types/blog"
import { ArticleGrid, BlogCta, BlogHero, GuidesSection } from "#app/components/blog/blog-sections.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { loadListPage } from "#app/data/blog-list.server.ts"
import { listPagePath, pageSuffix } from "#app/lib/pagination.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"
import { withBlogChrome } from "#app/content/blog-chrome.server.ts"
import { fixedArticlesIn } from "#app/content/articles/index.ts"
import { pageLanguage } from "#app/i18n/page.server.ts"

const title = "AI Music Video Blog: Guides, Tips and News"
const description =
  "Practical guides for musicians and creators making AI music videos: workflows, lip-sync, visual styles, vertical video and release planning."

/** /blog (the newest articles) and /blog/page/2, …: one module, the page number from the path. */
export async function loader({ params, pattern }: Route.LoaderArgs) {
  const { locale } = pageLanguage(pattern)
  return withBlogChrome(await loadListPage(params.page), locale, { guides: fixedArticlesIn(locale) })
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.page ?? 1
  const suffix = pageSuffix(page, loaderData?.count ?? 1)
  return pageMeta({ title: `${title}${suffix}`, description: `${description}${suffix}`, path: listPagePath(page), feed: true })
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, page, count, chrome, guides } = loaderData
  return (
    <Static>
      <BlogHero
        title="Stories and guides for AI music video creators"
        description={description}
        page={page > 1 ? `Page ${page} of ${count}` : undefined}
        chrome={chrome}
      />
      <ArticleGrid articles={articles} chrome={chrome} />
      <Pagination page={page} count={count} words={chrome.pagination} />
      {/* The fixed guides are the same on every page: the first page lists them. */}
      {page === 1 ? <GuidesSection guides={guides} chrome={chrome} /> : null}
      <BlogCta chrome={chrome} />
    </Static>
  )
}
