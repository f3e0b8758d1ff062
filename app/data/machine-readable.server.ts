import { LRUCache } from "lru-cache"
import { absoluteUrl, site } from "#app/config/site.ts"
import { findFixedArticleForPath, fixedArticleIn, fixedArticlesIn } from "#app/content/articles/index.ts"
import { blogWords } from "#app/content/blog-chrome.server.ts"
import { localizedExamples } from "#app/content/examples-section.server.ts"
import { examplePath } from "#app/content/examples.ts"
import { localizedFeatures } from "#app/content/features-section.server.ts"
import { featurePath } from "#app/content/features.ts"
import { homePage } from "#app/content/landing-pages.ts"
import { landingWords } from "#app/content/landing-page.server.ts"
import { STATEMENT_REVIEWED } from "#app/content/pages/accessibility/dates.ts"
import { fixedPageDate } from "#app/content/page-dates.server.ts"
import { pageVersions, siteRoutes } from "#app/content/site-pages.ts"
import { type Locale, localeInfo, locales } from "#app/i18n/locales.ts"
import { delocalizePath, localizePath } from "#app/i18n/slugs.ts"
import { htmlToMarkdown } from "#app/lib/html-to-markdown.server.ts"
import { renderedPage } from "#app/lib/rendered-page.server.ts"
import { zonedDateTime } from "#app/lib/zoned-date.ts"
import { sanitizeHtml } from "#app/lib/sanitize.server.ts"
import { onArticleChange } from "./article-changes.server.ts"
import { getArticle, listArticlesPage } from "./articles.server.ts"
import { blogArticlePath, blogListPath } from "./blog-language.server.ts"
import { toPageData } from "./blog-view.server.ts"

/*
 * The site for machines (issue 29 item 5, decision 0046): /llms.txt, and each article and fixed page
 * as Markdown at its page's path plus ".md" or by `Accept: text/markdown`. Answers are kept until an article
 * is written (the same change events as the page cache), so they are as fresh as the pages.
 */

/** An answer for the server to send as it is. */
export type MachineAnswer = { status: number; body: string; headers: Record<string, string> }

/** Where site paths in a body point: the site's own origin. */
const ORIGIN = absoluteUrl("/")
const MARKDOWN = "text/markdown; charset=utf-8"
const PLAIN = "text/plain; charset=utf-8"
/** As the blog's pages (BLOG_CACHE), so a shared cache keeps them no longer than a page. */
const CACHEABLE = "public, s-maxage=60, stale-while-revalidate=86400"
const NOT_FOUND: MachineAnswer = {
  status: 404,
  body: "Not found\n",
  headers: { "Content-Type": PLAIN, "Cache-Control": "public, max-age=0, s-maxage=60" },
}

/** Answers kept until the next write: a few hundred articles' Markdown at most, bounded in characters. */
const kept = new LRUCache<string, MachineAnswer>({
  max: 500,
  maxSize: 20_000_000,
  sizeCalculation: (answer) => Math.max(1, answer.body.length),
})
onArticleChange(() => kept.clear())

/** The blog articles' path shape: "/blog/<slug>" or a language's "/it/blog/<slug>". */
const ARTICLE_PATH = new RegExp(`^(?:/(?:${locales.filter((l) => l !== "en").join("|")}))?/blog/([^/]+)$`)

/**
 * The fixed pages with a Markdown version, by their route module: the feature pages, the Nano
 * Banana announcement, the help and legal pages. Each is made from the page as it renders (its
 * <main>), so it says what the page says however the page's words are kept (decision 0046's addendum).
 */
const FIXED_PAGE_FILES = new Set([
  "routes/feature.tsx",
  "routes/nano-banana-integration.tsx",
  "routes/delete-account.tsx",
  "routes/affiliate.tsx",
  "routes/terms-and-conditions.tsx",
  "routes/cookie-policy.tsx",
  "routes/accessibility.tsx",
])

/** The fixed page at a path in any of its languages: its English path and its language. */
function fixedPageAt(pathname: string): { key: string; locale: Locale } | null {
  const route = siteRoutes.find((r) => r.path === pathname && FIXED_PAGE_FILES.has(r.file))
  return route ? { key: route.key, locale: route.locale } : null
}

/**
 * The day a fixed page says it last changed, where it says one: the sitemap's (the terms' `updated`
 * in their frontmatter), or the accessibility statement's review day, which its page shows under its title.
 */
function pageUpdated(key: string, locale: Locale): string | null {
  if (key === "/accessibility") return zonedDateTime(STATEMENT_REVIEWED)
  return fixedPageDate(key, locale) ?? null
}

/** Whether a path is one an article or a fixed page may be at (and so one whose Markdown may be asked for). */
export function isMarkdownPagePath(pathname: string): boolean {
  return ARTICLE_PATH.test(pathname) || fixedPageAt(pathname) !== null
}

/** The Markdown version's path of an article page: "/it/blog/ciao" → "/it/blog/ciao.md". */
export const markdownPath = (pagePath: string) => `${pagePath}.md`

/** The small header every Markdown answer starts with. Values are one line each; the title is escaped as Markdown text. */
function header(title: string, canonical: string, locale: Locale, published: string | null, modified: string | null): string {
  const lines = [
    `# ${htmlToMarkdown(`<p>${escapeHtml(title)}</p>`, ORIGIN)}`,
    "",
    `- Canonical: <${canonical}>`,
    `- Language: ${localeInfo[locale].tag}`,
    ...(published ? [`- Published: ${published}`] : []),
    ...(modified ? [`- Modified: ${modified}`] : []),
  ]
  return lines.join("\n")
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

/** A fixed article's MDX body as HTML, as its page renders it (app/components/articles/article-body-html.server.ts). */
export type FixedBodyHtml = (slug: string, locale: Locale) => Promise<string>

/** A fixed page as rendered, for its Markdown: its whole HTML document, or null when it is not there. */
export type PageHtml = () => Promise<string | null>

/** A fixed page's Markdown: its rendered <main>, sanitised and converted as an article's body is. */
async function fixedPageMarkdown(key: string, locale: Locale, path: string, pageHtml: PageHtml): Promise<MachineAnswer> {
  const html = await pageHtml()
  if (html === null) throw new Error(`The page ${path} did not render, so its Markdown cannot be made`)
  // The page's title without the brand after it ("Cookie Policy | Syncreel"), as an article's header has it.
  const { title, main } = renderedPage(html, (full) => full.replace(new RegExp(`\\s*\\|\\s*${site.brand}$`), ""))
  if (main === null) throw new Error(`The page ${path} has no <main>, so its Markdown cannot be made`)
  const top = header(title ?? site.brand, absoluteUrl(path), locale, null, pageUpdated(key, locale))
  return markdownAnswer(`${top}\n\n${htmlToMarkdown(sanitizeHtml(main), ORIGIN)}\n`)
}

async function articleMarkdownUncached(
  pagePath: string,
  fixedBodyHtml: FixedBodyHtml,
  pageHtml: PageHtml,
): Promise<MachineAnswer> {
  const fixedPage = fixedPageAt(pagePath)
  if (fixedPage) return fixedPageMarkdown(fixedPage.key, fixedPage.locale, pagePath, pageHtml)
  const { locale, englishPath } = delocalizePath(pagePath)
  const fixed = findFixedArticleForPath(englishPath)
  if (fixed) {
    const article = fixedArticleIn(fixed.slug, locale)
    if (!article || article.path !== pagePath) return NOT_FOUND
    // Sanitised like a database article's body, then converted the same way.
    const body = htmlToMarkdown(sanitizeHtml(await fixedBodyHtml(fixed.slug, locale)), ORIGIN)
    const top = header(article.title, absoluteUrl(article.path), locale, article.published || null, null)
    return markdownAnswer(`${top}\n\n${body}\n`)
  }
  const slug = decodeURIComponent(ARTICLE_PATH.exec(pagePath)?.[1] ?? "")
  // getArticle reads published articles only: a draft or a scheduled article is not found, as its page is.
  const article = slug ? await getArticle(slug) : null
  if (!article || article.locale !== locale) return NOT_FOUND
  const page = await toPageData(article, new Date())
  const path = blogArticlePath(article.slug, locale)
  const top = header(article.title, absoluteUrl(path), locale, article.published_at, page.modifiedAt)
  const description = article.meta_description
    ? `\n\n> ${htmlToMarkdown(`<p>${escapeHtml(article.meta_description)}</p>`, ORIGIN)}`
    : ""
  return markdownAnswer(`${top}${description}\n\n${htmlToMarkdown(page.html ?? "", ORIGIN)}\n`)
}

const markdownAnswer = (body: string): MachineAnswer => ({
  status: 200,
  body,
  headers: { "Content-Type": MARKDOWN, "Cache-Control": CACHEABLE },
})

/**
 * The Markdown of the article or fixed page at `pagePath` (without ".md"), or a 404 in plain text
 * when there is no published article there. A failed read throws: the server answers 503. The
 * fixed articles' MDX is rendered by `fixedBodyHtml`, from the layer of components above this one;
 * a fixed page is rendered by `pageHtml`, the server's own rendering of the page.
 */
export async function articleMarkdown(
  pagePath: string,
  fixedBodyHtml: FixedBodyHtml,
  pageHtml: PageHtml,
): Promise<MachineAnswer> {
  if (!isMarkdownPagePath(pagePath)) return NOT_FOUND
  const key = `md:${pagePath}`
  const found = kept.get(key)
  if (found) return found
  const answer = await articleMarkdownUncached(pagePath, fixedBodyHtml, pageHtml)
  if (answer.status === 200) kept.set(key, answer)
  return answer
}

/** How many of a language's newest database articles llms.txt names. */
export const LLMS_ARTICLES = 20

/** A Markdown link list's line: "- [name](url): note", name and note escaped as text. */
function linkLine(name: string, path: string, note?: string): string {
  const text = (value: string) => htmlToMarkdown(`<p>${escapeHtml(value)}</p>`, ORIGIN).replace(/\n+/g, " ")
  const label = text(name).replaceAll("[", "\\[").replaceAll("]", "\\]")
  return `- [${label}](${absoluteUrl(path)})${note ? `: ${text(note)}` : ""}`
}

async function llmsTxtUncached(): Promise<string> {
  const home = landingWords(homePage, "en")
  const sections: string[] = [`# ${site.brand}`, "", `> ${home.description}`, ""]
  sections.push(
    `This file lists the site's main pages and its blog in each language. Every blog article, feature page and help or legal page is also available as Markdown at its address followed by ".md", in every language it is published in.`,
    "",
  )
  sections.push("## Product", "", linkLine(home.title, "/", home.description))
  for (const f of localizedFeatures("en")) sections.push(linkLine(f.title, markdownPath(featurePath(f.slug)), f.description))
  sections.push(linkLine("Pricing", "/pricing"))
  for (const e of localizedExamples("en"))
    sections.push(linkLine(`${e.title} (example video)`, examplePath(e.slug), e.description))
  sections.push("")
  for (const locale of locales) {
    const name = localeInfo[locale].name
    sections.push(`## Blog (${name})`, "")
    const { title, description } = blogWords(locale).list
    sections.push(linkLine(title, blogListPath(locale), description))
    const { articles } = await listArticlesPage({ offset: 0, limit: LLMS_ARTICLES, words: false, locale })
    for (const a of articles)
      sections.push(linkLine(a.title, markdownPath(blogArticlePath(a.slug, a.locale ?? locale)), a.meta_description ?? undefined))
    for (const a of fixedArticlesIn(locale)) sections.push(linkLine(a.title, markdownPath(a.path), a.description))
    sections.push("")
  }
  sections.push("## Optional", "")
  for (const locale of locales) {
    if (locale === "en") continue
    sections.push(linkLine(`${site.brand} (${localeInfo[locale].name})`, localizePath("/", locale)))
  }
  for (const [key, name] of [
    ["/terms-and-conditions", "Terms and conditions"],
    ["/cookie-policy", "Cookie policy"],
    ["/accessibility", "Accessibility"],
    ["/affiliate", "Affiliate program"],
    ["/delete-account", "Deleting your account"],
    ["/nano-banana-integration", "Nano Banana integration"],
  ] as const)
    if (pageVersions(key).some((v) => v.locale === "en"))
      sections.push(linkLine(name, isMarkdownPagePath(key) ? markdownPath(key) : key))
  for (const locale of locales) sections.push(linkLine(`RSS (${localeInfo[locale].name})`, localizePath("/blog/rss.xml", locale)))
  sections.push(linkLine("Sitemap", "/sitemap.xml"))
  return `${sections.join("\n").trimEnd()}\n`
}

/** /llms.txt (llmstxt.org): the brand, what the product does, its main pages and each language's blog. */
export async function llmsTxt(): Promise<MachineAnswer> {
  const found = kept.get("llms.txt")
  if (found) return found
  const answer = { status: 200, body: await llmsTxtUncached(), headers: { "Content-Type": PLAIN, "Cache-Control": CACHEABLE } }
  kept.set("llms.txt", answer)
  return answer
}
