import { data, redirect } from "react-router"
import { listArticlesPage } from "./articles.server.ts"
import { BLOG_CACHE, BLOG_NOT_FOUND, NO_STORE, toCardData } from "./blog-view.server.ts"
import type { ArticleCardData } from "./blog-types.ts"
import { blogListPath, paginationPaths } from "./blog-language.server.ts"
import { blogWords, readingTimeText } from "#app/content/blog-chrome.server.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { type LocalizedFixedArticle, fixedArticlesIn } from "#app/content/articles/index.ts"
import { type Locale, type PageLanguage, localeInfo } from "#app/i18n/locales.ts"
import { pageVersions } from "#app/content/site-pages.ts"
import { PAGE_SIZE, pageCount, pageOffset, parsePage } from "#app/lib/pagination.ts"
import { blogIndexVersions } from "./blog-languages.server.ts"
import { siteTagVersions } from "./site-tag-versions.server.ts"

/** The words of one list page, filled in for its page and tag, in its language. */
export type ListWords = {
  title: string
  description: string
  heroTitle: string
  /** The hero's description: the description without a later page's suffix. */
  heroDescription: string
  /** "Page 2 of 5" under a later page's hero; undefined on the first. */
  pageOfCount?: string
  /** Set when the language has no articles at all: the page says so and links to the English blog. */
  empty?: { heading: string; text: string; link: string; href: string; hrefLang: string }
}

/** A fixed guide as the list shows it, with its reading time written in its language ("8 min read"). */
export type ListedGuide = LocalizedFixedArticle & { readingTime: string | null }

export type ListPageData = {
  articles: ArticleCardData[]
  page: number
  count: number
  tag?: string
  language: PageLanguage
  /** The page's own path, in its language. */
  path: string
  words: ListWords
  /** Where each page number the pagination shows leads, in the page's language. */
  pagePaths: Record<number, string>
  /** The fixed guides the language has (English and Italian), listed on a first page; none for a tag. */
  guides: ListedGuide[]
}

function listWords(locale: Locale, page: number, count: number, tag: string | undefined, empty: boolean): ListWords {
  const words = blogWords(locale)
  const withPage = (text: string) => (page > 1 ? formatMessage(words.list.withPage, locale, { text, page, count }) : text)
  const base =
    tag === undefined
      ? { title: words.list.title, description: words.list.description, heroTitle: words.list.heroTitle }
      : {
          title: formatMessage(words.tagList.title, locale, { tag }),
          description: formatMessage(words.tagList.description, locale, { tag }),
          heroTitle: formatMessage(words.tagList.title, locale, { tag }),
        }
  return {
    ...base,
    heroDescription: base.description,
    title: withPage(base.title),
    description: withPage(base.description),
    ...(page > 1 ? { pageOfCount: formatMessage(words.list.pageOfCount, locale, { page, count }) } : {}),
    ...(empty
      ? {
          empty: {
            heading: words.emptyLanguage.heading,
            text: words.emptyLanguage.text,
            link: words.emptyLanguage.link,
            href: blogListPath("en"),
            hrefLang: localeInfo.en.tag,
          },
        }
      : {}),
  }
}

/**
 * A first page's versions: a tag's pages in other languages, or the blog's index in the languages
 * that have articles. An empty index lists them too, itself added, for its language switcher only.
 */
async function listVersions(locale: Locale, tag: string | undefined, empty: boolean): Promise<PageLanguage["versions"]> {
  if (tag !== undefined) return (await siteTagVersions(locale, tag)).map(({ locale, path }) => ({ locale, path }))
  try {
    const versions = await blogIndexVersions()
    return empty
      ? pageVersions("/blog").filter((v) => v.locale === locale || versions.some((w) => w.locale === v.locale))
      : versions
  } catch (error) {
    console.error("Error fetching articles", "the blog's languages could not be read:", error)
    return []
  }
}

/**
 * One page of a language's blog or of one of its tags, as its route's loader returns it.
 * `/…/page/1` is the first page's second address: it redirects (308) to the one without it. A
 * page that is not a page number, or past the last page, is 404, and so is a tag no published
 * article of the language carries. A language with no articles still has its blog's first page
 * (200): it says so in its own words and points to the English blog, and no other page names it as
 * a version (its route's head makes it noindex). A tag's first page names the same tag's pages in
 * other languages (./tag-versions.server.ts). A backend that fails
 * answers 503 with no articles, uncached, as the blog did before it had pages.
 */
export async function loadListPage(pageParam: string | undefined, tag?: string, locale: Locale = "en") {
  const page = parsePage(pageParam)
  if (page === null) throw data(null, { status: 404 })
  if (pageParam === "1") throw redirect(blogListPath(locale, 1, tag), 308)
  const now = new Date()
  const path = blogListPath(locale, page, tag)
  // Only the first page of the whole list has a version in each language that has articles, and a
  // tag's first page one in each language with the same tag; a later page holds other articles.
  const language: PageLanguage = { locale, versions: [] }
  const guides = (page === 1 && tag === undefined ? fixedArticlesIn(locale) : []).map((guide) => ({
    ...guide,
    readingTime: guide.readingMinutes ? readingTimeText(guide.readingMinutes, guide.locale) : null,
  }))
  const answer = (articles: ArticleCardData[], count: number, empty: boolean) =>
    ({
      articles,
      page,
      count,
      tag,
      language,
      path,
      words: listWords(locale, page, count, tag, empty),
      pagePaths: paginationPaths(locale, page, count, tag),
      guides,
    }) satisfies ListPageData
  let listed
  try {
    listed = await listArticlesPage({ offset: pageOffset(page), limit: PAGE_SIZE, tag, locale })
  } catch (error) {
    console.error("Error fetching articles", error)
    return data(answer([], 1, false), { status: 503, headers: NO_STORE })
  }
  const count = pageCount(listed.total)
  if (page > count || (tag !== undefined && listed.total === 0)) throw data(null, { status: 404, headers: BLOG_NOT_FOUND })
  const empty = locale !== "en" && listed.total === 0
  if (page === 1) language.versions = await listVersions(locale, tag, empty)
  const articles = await Promise.all(listed.articles.map((a) => toCardData(a, now)))
  return data(answer(articles, count, empty), { headers: BLOG_CACHE })
}
