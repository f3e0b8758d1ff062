import type { Route } from "./+types/blog-tag"
import { ArticleGrid, BlogCta, BlogHero } from "#app/components/blog/blog-sections.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { loadListPage } from "#app/data/blog-list.server.ts"
import { listPagePath, pageSuffix } from "#app/lib/pagination.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"
import { withBlogChrome } from "#app/content/blog-chrome.server.ts"
import { pageLanguage } from "#app/i18n/page.server.ts"

const describe = (tag: string) => `Articles of the Syncreel blog tagged “${tag}”: guides and tips for AI music video creators.`

/** /blog/tag/:tag and its later pages, /blog/tag/:tag/page/2, …: the published articles carrying the tag. */
export async function loader({ params, pattern }: Route.LoaderArgs) {
  return withBlogChrome(await loadListPage(params.page, params.tag), pageLanguage(pattern).locale)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const tag = loaderData?.tag ?? params.tag ?? ""
  const page = loaderData?.page ?? 1
  const suffix = pageSuffix(page, loaderData?.count ?? 1)
  return pageMeta({
    title: `Articles tagged “${tag}”${suffix}`,
    description: `${describe(tag)}${suffix}`,
    path: listPagePath(page, tag),
    feed: true,
  })
}

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { articles, page, count, tag = "", chrome } = loaderData
  return (
    <Static>
      <BlogHero
        title={`Articles tagged “${tag}”`}
        description={describe(tag)}
        page={page > 1 ? `Page ${page} of ${count}` : undefined}
        chrome={chrome}
      />
      <ArticleGrid articles={articles} chrome={chrome} />
      <Pagination page={page} count={count} tag={tag} words={chrome.pagination} />
      <BlogCta chrome={chrome} />
    </Static>
  )
}
