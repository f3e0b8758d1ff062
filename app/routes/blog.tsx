import type { Route } from "./+types/blog"
import { ArticleGrid, BlogCta, BlogHero, GuidesSection } from "#app/components/blog/blog-sections.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { loadListPage } from "#app/data/blog-list.server.ts"
import { withBlogChrome } from "#app/data/blog-view.server.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"
import { EmptyLanguage } from "#app/components/blog/blog-language.tsx"
import { SearchForm } from "#app/components/search/search-form.tsx"

/**
 * /blog (the newest English articles) and /blog/page/2, …, and each language's: /it/blog,
 * /it/blog/pagina/2, …: one module, the language from the matched route, the page number from the path.
 */
export async function loader({ params, pattern }: Route.LoaderArgs) {
  const { locale } = delocalizePath(pattern)
  return withBlogChrome(await loadListPage(params.page, undefined, locale), locale)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

// A language's index without articles is for visitors only: noindex, and it names no versions
// (no other page names it either: app/data/blog-languages.server.ts).
export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const empty = loaderData.words.empty !== undefined
  const tags = pageMeta({
    title: loaderData.words.title,
    description: loaderData.words.description,
    path: loaderData.path,
    feed: true,
    language: empty ? { locale: loaderData.language.locale, versions: [] } : loaderData.language,
  })
  return empty ? [...tags, { name: "robots", content: "noindex" }] : tags
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, page, count, words, guides, chrome, pagePaths } = loaderData
  // The link to the English blog loads its document (another language), so it is hydrated: outside Static.
  return (
    <>
      <Static>
        <BlogHero title={words.heroTitle} description={words.heroDescription} page={words.pageOfCount} chrome={chrome} />
        {/* The blog's search (issue 29): a GET form, working without JavaScript. */}
        <div className="container-page -mt-4 mb-12">
          <SearchForm />
        </div>
      </Static>
      {words.empty ? <EmptyLanguage {...words.empty} /> : null}
      <Static>
        {words.empty ? null : <ArticleGrid articles={articles} chrome={chrome} />}
        <Pagination page={page} count={count} paths={pagePaths} words={chrome.pagination} />
        {/* The fixed guides are the same on every page: the first page lists them, where the language has them. */}
        {page === 1 ? <GuidesSection guides={guides} chrome={chrome} /> : null}
        <BlogCta chrome={chrome} />
      </Static>
    </>
  )
}
