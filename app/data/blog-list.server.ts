import { data, redirect } from "react-router"
import { listArticlesPage } from "./articles.server.ts"
import { BLOG_CACHE, NO_STORE, toCardData } from "./blog-view.server.ts"
import type { ArticleCardData } from "./blog-types.ts"
import { PAGE_SIZE, listPagePath, pageCount, pageOffset, parsePage } from "#app/lib/pagination.ts"

export type ListPageData = { articles: ArticleCardData[]; page: number; count: number; tag?: string }

/**
 * One page of the blog or of a tag's list, as its route's loader returns it. `/…/page/1` is
 * the first page's second address: it redirects (308) to the one without it. A page that is not
 * a page number, or past the last page, is 404, and so is a tag no published article carries. A
 * backend that fails answers 503 with no articles, uncached, as the blog did before it had pages.
 */
export async function loadListPage(pageParam: string | undefined, tag?: string) {
  const page = parsePage(pageParam)
  if (page === null) throw data(null, { status: 404 })
  if (pageParam === "1") throw redirect(listPagePath(1, tag), 308)
  const now = new Date()
  let listed
  try {
    listed = await listArticlesPage({ offset: pageOffset(page), limit: PAGE_SIZE, tag })
  } catch (error) {
    console.error("Error fetching articles", error)
    return data({ articles: [], page, count: 1, tag } satisfies ListPageData, { status: 503, headers: NO_STORE })
  }
  const count = pageCount(listed.total)
  if (page > count || (tag !== undefined && listed.total === 0)) throw data(null, { status: 404, headers: BLOG_CACHE })
  const articles = await Promise.all(listed.articles.map((a) => toCardData(a, now)))
  return data({ articles, page, count, tag } satisfies ListPageData, { headers: BLOG_CACHE })
}
