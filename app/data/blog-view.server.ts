import { type RouterContextProvider, type UNSAFE_DataWithResponseInit, data } from "react-router"
import { LRUCache } from "lru-cache"
import { articleBodyContext } from "#app/hydration/article-body.server.ts"
import { bodyWords } from "./article.ts"
import { renderForWrite } from "#app/lib/render-for-write.server.ts"
import { blogArticlePath, blogListPath } from "./blog-language.server.ts"
import { blogChrome, readingTimeText } from "#app/content/blog-chrome.server.ts"
import type { BlogChrome } from "#app/i18n/messages.ts"
import { intlTag } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { relativeTime } from "#app/lib/relative-time.ts"
import { sanitizeOffThread } from "#app/lib/sanitize-off-thread.server.ts"
import { isImageSource } from "#app/lib/site-path.ts"
import { rewriteBodyImages } from "#app/lib/body-images.server.ts"
import { isSitePath } from "#app/lib/site-path.ts"
import { siteImageMode, siteImages } from "./site-images.server.ts"
import type { Article, ArticleSummary } from "./article.ts"
import type { ArticleCardData, ArticlePageData } from "./blog-types.ts"
import type { ImageSize } from "#app/lib/image-widths.ts"

/** Blog pages may sit in a shared cache for a minute, and be served stale for a day while it refreshes. */
export const BLOG_CACHE = { "Cache-Control": "public, s-maxage=60, stale-while-revalidate=86400" }
/**
 * A missing blog page may sit in a shared cache for a minute, as the server's other 404s do, and is
 * never served stale: an article published at its address shows a minute later at most.
 */
export const BLOG_NOT_FOUND = { "Cache-Control": "public, max-age=0, s-maxage=60" }
/** A backend outage is not cached, so the page recovers as soon as the backend does. */
export const NO_STORE = { "Cache-Control": "no-store" }

/** A stored image link a page may name: a site path, an https URL, or a loopback test origin (IMAGE_LOOPBACK_ORIGINS_FOR_TESTS). */
function imageSource(value: string | null): string | null {
  // A row is data, whoever wrote it: a link that isn't one of these is not shown.
  return isImageSource(value) || (value !== null && siteImages().allows(value)) ? value : null
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
]

/** "3 days ago" in English as ever (app/lib/relative-time.ts); "3 giorni fa", "vor 3 Tagen", … through Intl in the others. */
function relativeTimeIn(date: string, now: Date, locale: Locale): string {
  if (locale === "en") return relativeTime(date, now)
  // "1 mese fa" as the English says "1 month ago"; under a minute, the language's "now" ("ora", "jetzt").
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000)
  const format = (numeric: "always" | "auto") => new Intl.RelativeTimeFormat(intlTag(locale), { numeric })
  for (const [unit, size] of UNITS)
    if (Math.abs(seconds) >= size) return format("always").format(Math.trunc(seconds / size), unit)
  return format("auto").format(0, "second")
}

/**
 * SPEC §9's reading time (words / 200, rounded up) in the article's language: "5 min read", "5 min di
 * lettura", in the same words the fixed articles use (the catalog's `blog.readingTime`).
 */
function readingTimeIn(words: number, locale: Locale): string {
  return readingTimeText(Math.ceil(words / 200), locale)
}

/**
 * A card from a whole article or from a list's summary (which carries its word count, not its
 * body), its featured image's size read through the image route's cache (null: shown without it),
 * in the article's language.
 */
export async function toCardData(article: Article | ArticleSummary, now: Date): Promise<ArticleCardData> {
  const image = imageSource(article.featured_image)
  const locale = article.locale ?? "en"
  return {
    slug: article.slug,
    path: blogArticlePath(article.slug, locale),
    title: article.title,
    description: article.meta_description ?? "",
    image,
    // What was sent with it; none given: the image is decorative (the title beside it says what the article is).
    imageAlt: image === null ? "" : (article.featured_image_alt ?? ""),
    ...(await shownImage(image)),
    publishedAt: article.published_at,
    published: article.published_at ? relativeTimeIn(article.published_at, now, locale) : null,
    readingTime: readingTimeIn(
      "words" in article ? article.words : bodyWords(article.content_markdown, article.content_html),
      locale,
    ),
  }
}

/**
 * How the page shows an image: its size as the image route read it (null: not shown), or, with
 * IMAGE_MODE=direct, linked as it is (`imageDirect`) when its host is one the site shows. A site
 * path always goes through the route: the site's own files are read, not fetched.
 */
async function shownImage(image: string | null): Promise<Pick<ArticleCardData, "imageSize" | "imageDirect">> {
  if (image === null) return { imageSize: null }
  if (siteImageMode() === "direct" && !isSitePath(image)) {
    return siteImages().allows(image) ? { imageSize: null, imageDirect: true } : { imageSize: null }
  }
  return { imageSize: await siteImages().size(image) }
}

/** A body image's size through the route, or "direct" when IMAGE_MODE=direct links it as it is (null: not shown). */
function bodyImage(src: string): Promise<ImageSize | "direct" | null> {
  if (siteImageMode() === "direct" && !isSitePath(src)) {
    return Promise.resolve(siteImages().allows(src) ? "direct" : null)
  }
  return siteImages().size(src)
}

function hostname(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null
  const parsed = new URL(url)
  return /^https?:$/.test(parsed.protocol) ? parsed.hostname : null
}

// Sanitising costs milliseconds an article (DOMPurify over jsdom), most of an article page's
// render, and seconds for a huge body: it runs in a worker thread, off the request path
// (app/lib/sanitize-off-thread.server.ts). Its output depends only on the stored HTML, so it is
// kept per stored HTML: an edited article brings new HTML and is sanitised anew. The promise is
// kept, so requests that arrive while a body is being sanitised share that one run.
const SANITIZED_KEPT = 200
/** Characters of stored and clean HTML kept in all: a few huge bodies must not hold the memory of thousands. */
const SANITIZED_CHARS_KEPT = 32_000_000
const sanitized = new LRUCache<string, { clean: Promise<string>; chars: number }>({
  max: SANITIZED_KEPT,
  maxSize: SANITIZED_CHARS_KEPT,
  // lru-cache counts sizes from 1: an empty body still takes an entry.
  sizeCalculation: (entry) => Math.max(1, entry.chars),
})

/**
 * The longest stored body an article page renders, in characters. Writers refuse bodies far
 * shorter than this, but a row written by another tool can be longer; the work to sanitise,
 * render and compress it grows with its length.
 */
export const MAX_RENDERED_HTML = 8_000_000
export const TOO_LONG_HTML = "<p><strong>This article is too long to show here.</strong></p>"

function sanitizedOnce(html: string): Promise<string> {
  const kept = sanitized.get(html)
  if (kept) return kept.clean
  const clean = sanitizeOffThread(html)
  // The clean HTML is about as long as the stored HTML: count both.
  const entry = { clean, chars: html.length * 2 }
  sanitized.set(html, entry)
  // A failure is not kept: the next request tries again.
  clean.catch(() => sanitized.peek(html) === entry && sanitized.delete(html))
  return clean
}

/**
 * A row stored with Markdown and no HTML (written by another tool, as a Supabase table's rows
 * may be) has its Markdown rendered and sanitised by the writer's own renderer
 * (app/lib/render-for-write.server.ts), off the event loop. Kept per Markdown text, as sanitised
 * HTML is kept above, so a page is not rendered again on every read; a failure is not kept.
 */
const renderedMarkdown = new LRUCache<string, { html: Promise<string>; chars: number }>({
  max: SANITIZED_KEPT,
  maxSize: SANITIZED_CHARS_KEPT,
  sizeCalculation: (entry) => Math.max(1, entry.chars),
})
/** What a page shows of a Markdown body the renderer refuses (too deep or too slow). */
export const UNRENDERABLE_MARKDOWN = "<p><strong>This article could not be shown here.</strong></p>"

/** How many Markdown bodies were rendered for pages (tests read it to see the cache work). */
export let markdownRenders = 0

function renderedMarkdownOnce(slug: string, markdown: string): Promise<string> {
  const kept = renderedMarkdown.get(markdown)
  if (kept) return kept.html
  markdownRenders++
  const html = renderForWrite("markdown", markdown)
  const entry = { html, chars: markdown.length * 3 }
  renderedMarkdown.set(markdown, entry)
  html.catch(() => renderedMarkdown.peek(markdown) === entry && renderedMarkdown.delete(markdown))
  return html.catch((error: unknown) => {
    console.error("Error rendering article", `"${slug}" has Markdown that could not be rendered:`, (error as Error).message)
    return UNRENDERABLE_MARKDOWN
  })
}

/** The body's safe HTML: the stored HTML sanitised, or, when there is none, the stored Markdown rendered. */
function bodyHtml(article: Article): Promise<string> {
  const stored = article.content_html
  if (stored.trim() === "" && /\S/.test(article.content_markdown)) {
    if (article.content_markdown.length > MAX_RENDERED_HTML) return Promise.resolve(TOO_LONG_HTML)
    return renderedMarkdownOnce(article.slug, article.content_markdown)
  }
  return stored.length > MAX_RENDERED_HTML ? Promise.resolve(TOO_LONG_HTML) : sanitizedOnce(stored)
}

type Dates = Pick<Article, "published_at" | "updated_at">

/** The last write, when it came after publication: an article written ahead of its date was not modified since. */
function modifiedAt(article: Dates): string | null {
  if (!article.updated_at || !article.published_at) return null
  return Date.parse(article.updated_at) > Date.parse(article.published_at) ? article.updated_at : null
}

/** The sitemap's lastmod: the last change after publication, else the publication (a table without updated_at has only that). */
export function lastModified(article: Dates): string | null {
  return modifiedAt(article) ?? (article.published_at || article.updated_at || null)
}

/** The page's data; the stored HTML is sanitised again here, whoever wrote it. */
export async function toPageData(article: Article, now: Date): Promise<ArticlePageData> {
  const publishedUrlHost = hostname(article.published_url)
  const stored = article.content_html
  if (stored.length > MAX_RENDERED_HTML) {
    console.error(
      "Error rendering article",
      `"${article.slug}" has ${stored.length} characters of HTML, over the limit of ${MAX_RENDERED_HTML}`,
    )
  }
  const [card, html] = await Promise.all([toCardData(article, now), bodyHtml(article)])
  return {
    ...card,
    // After sanitising, kept per stored HTML, its images point at the route with each source's size.
    html: await rewriteBodyImages(html, bodyImage),
    publishedUrl: publishedUrlHost ? article.published_url : null,
    publishedUrlHost,
    modifiedAt: modifiedAt(article),
    tags: article.tags ?? [],
    tagPaths: Object.fromEntries((article.tags ?? []).map((t) => [t, blogListPath(article.locale ?? "en", 1, t)])),
    blogPath: blogListPath(article.locale ?? "en"),
    related: [],
    // Migration 0008's fields (decision 0032), shown as text: React escapes them.
    author: article.author_name ?? null,
    faq: article.faq ?? [],
    canonicalUrl: article.canonical_url ?? null,
    socialTitle: article.social_title ?? null,
    socialImage: isImageSource(article.social_image) ? article.social_image : null,
  }
}

/**
 * The article as its route's loader returns it. For a document request the body goes to the
 * server's render only (app/hydration/article-body.tsx); a data request (a client navigation, whose URL
 * ends in `.data`) gets it in the data.
 */
export function withBodyOnce(
  article: ArticlePageData,
  request: Request,
  context: Readonly<RouterContextProvider>,
): ArticlePageData {
  if (new URL(request.url).pathname.endsWith(".data")) return article
  context.set(articleBodyContext, article.html)
  return { ...article, html: null }
}

/** A loader's data, each variant with `X` added. */
type With<A, X> = A extends UNSAFE_DataWithResponseInit<infer D> ? D & X : never

/**
 * A blog loader's answer with the blog's words (and any `extra`) added, keeping its status and
 * headers: the blog's routes wrap what their data layer returns in this, so the words ride along
 * with the page's data.
 */
export function withBlogChrome<A extends UNSAFE_DataWithResponseInit<object>, E extends object = object>(
  answer: A,
  locale: Locale,
  extra?: E,
) {
  const added = { ...answer.data, ...extra, chrome: blogChrome(locale) } as With<A, E & { chrome: BlogChrome }>
  return data(added, answer.init ?? undefined)
}
