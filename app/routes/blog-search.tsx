import { useEffect } from "react"
import type { Route } from "./+types/blog-search"
import { BlogCta } from "#app/components/blog/blog-sections.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { SearchForm } from "#app/components/search/search-form.tsx"
import { SearchResults } from "#app/components/search/search-results.tsx"
import { withBlogChrome } from "#app/data/blog-view.server.ts"
import { loadSearchPage } from "#app/data/search-page.server.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { track } from "#app/lib/analytics/track.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

/**
 * The blog's search, /blog/search?q=…&page=2, and each language's (/it/blog/cerca, /de/blog/suche, …):
 * a GET form and a page of results, rendered on the server, never cached or indexed (decision 0045).
 */
export async function loader({ request, pattern }: Route.LoaderArgs) {
  const { locale } = delocalizePath(pattern)
  return withBlogChrome(await loadSearchPage(new URL(request.url), locale), locale)
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        ...pageMeta({
          title: loaderData.words.title,
          description: loaderData.words.description,
          path: loaderData.path,
          language: loaderData.language,
        }),
        { name: "robots", content: "noindex" },
      ]
    : []

/** Sends the `search` event once the results are shown; track() sends only to the trackers the visitor consented to. */
function SearchEvent({ term }: { term: string }) {
  useEffect(() => {
    track("search", { search_term: term })
  }, [term])
  return null
}

export default function BlogSearch({ loaderData }: Route.ComponentProps) {
  const { words, chrome, query, state, cards, page, count, pagePaths, suggestions, searched } = loaderData
  return (
    <>
      <Static>
        <section className="relative pt-32 pb-10 sm:pt-40">
          <div className="container-page text-center">
            <h1 className="text-display font-black text-balance">{words.title}</h1>
            <div className="mt-8">
              <SearchForm query={query} />
            </div>
            <p role="status" className="mt-6 text-lg text-muted" data-search-state={state}>
              {words.status}
            </p>
            {words.pageOfCount ? <p className="mt-2 font-semibold text-violet-soft">{words.pageOfCount}</p> : null}
          </div>
        </section>
        <SearchResults cards={cards} suggestions={suggestions} words={words} />
        <Pagination page={page} count={count} paths={pagePaths} words={chrome.pagination} />
        <BlogCta chrome={chrome} />
      </Static>
      {searched ? <SearchEvent term={searched} /> : null}
    </>
  )
}
