import type { Route } from "./+types/blog"
import { ArticleGrid, BlogCta, BlogHero, GuidesSection } from "#app/components/blog/blog-sections.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { loadListPage } from "#app/data/blog-list.server.ts"
import { listPagePath, pageSuffix } from "#app/lib/pagination.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

const title = "AI Music Video Blog: Guides, Tips and News"
const description =
  "Practical guides for musicians and creators making AI music videos: workflows, lip-sync, visual styles, vertical video and release planning."

/** /blog (the newest articles) and /blog/page/2, …: one module, the page number from the path. */
export function loader({ params }: Route.LoaderArgs) {
  return loadListPage(params.page)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData?.page ?? 1
  const suffix = pageSuffix(page, loaderData?.count ?? 1)
  return pageMeta({ title: `${title}${suffix}`, description: `${description}${suffix}`, path: listPagePath(page), feed: true })
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, page, count } = loaderData
  return (
    <Static>
      <BlogHero
        title="Stories and guides for AI music video creators"
        description={description}
        page={page > 1 ? `Page ${page} of ${count}` : undefined}
      />
      <ArticleGrid articles={articles} />
      <Pagination page={page} count={count} />
      {/* The fixed guides are the same on every page: the first page lists them. */}
      {page === 1 ? <GuidesSection /> : null}
      <BlogCta />
    </Static>
  )
}
