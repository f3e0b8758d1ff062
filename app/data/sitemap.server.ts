import { absoluteUrl } from "#app/config/site.ts"
import { type SitemapAlternate, type SitemapEntry, sitemapIndexXml, sitemapXml } from "#app/lib/feeds.ts"
import { type Locale, localeInfo, locales } from "#app/i18n/locales.ts"
import type { ArticlePage, PageQuery, TagUse, Translation } from "./article.ts"
import { blogArticlePath, blogListPath } from "./blog-language.server.ts"
import { lastModified } from "./blog-view.server.ts"
import { canonicalElsewhere } from "./article-extras.ts"
import { SITEMAP_LIMITS, type SitemapLimits } from "#app/lib/sitemap-limits.ts"
import { type TagVersion, versionsOfTag } from "./tag-versions.server.ts"

export { SITEMAP_LIMITS, type SitemapLimits }

/** One page's version in a language. */
export type PageVersion = { locale: Locale; path: string }

/** What the sitemaps are made of: the route table's fixed pages, and the database's reads. */
export type SitemapSource = {
  /** Paths of the pages without parameters (the route table's), in every language. */
  pages: string[]
  /** When a fixed page's content last changed, as its content says (app/content/page-dates.server.ts); undefined: no lastmod. */
  lastModified?(path: string): string | undefined
  /** A fixed page's versions in every language that has it (the route table's `pageVersions`); none: no alternates. */
  versions?: (path: string) => PageVersion[]
  /** Every language's articles (no `locale` in the query), a page at a time. */
  listPage(query: PageQuery): Promise<ArticlePage>
  listTags(): Promise<TagUse[]>
  /** The live articles sharing these translation keys; none: articles are listed without alternates. */
  listTranslations?(keys: string[]): Promise<Translation[]>
  /** Which tag pages are one tag in several languages (app/data/tag-versions.server.ts); none: tags are listed without alternates. */
  tagRelation?(tags: TagUse[]): Promise<Map<string, TagVersion[]>>
  /**
   * Fixed pages with nothing to show now (a language's blog index before its first article): left
   * out, and out of the other pages' alternates. None: every page is listed.
   */
  withoutContent?(): Promise<string[]>
}

/** Rows a read asks for at a time: PostgREST answers at most 1,000 on Supabase's defaults. */
const READ_STEP = 1_000

/**
 * A page's alternates (sitemaps.org with Google's xhtml:link): each version, itself included, and
 * x-default to the English one. A page that exists in one language only has none.
 */
export function alternatesOf(versions: PageVersion[]): SitemapAlternate[] | undefined {
  if (versions.length < 2) return undefined
  const alternates = versions.map((v) => ({ hreflang: localeInfo[v.locale].tag, href: absoluteUrl(v.path) }))
  const english = versions.find((v) => v.locale === "en")
  return english ? [...alternates, { hreflang: "x-default", href: absoluteUrl(english.path) }] : alternates
}

// The longest entry of each kind, in bytes: a 200-character slug with a version in every language;
// a tag of 50 characters of four UTF-8 bytes each, percent-encoded, in the language whose path is
// longest. A child holds as many as fit under the byte limit even if every entry were that long,
// so no child can pass it.
const LASTMOD = "2000-01-01T00:00:00.000Z"
const entryBytes = (entry: SitemapEntry) => Buffer.byteLength(sitemapXml([entry])) - Buffer.byteLength(sitemapXml([]))
const LONGEST_ARTICLE = () => {
  const versions = locales.map((locale) => ({ locale, path: blogArticlePath("a".repeat(200), locale) }))
  return Math.max(
    ...versions.map((v) => entryBytes({ loc: absoluteUrl(v.path), lastmod: LASTMOD, alternates: alternatesOf(versions) })),
  )
}
const LONGEST_TAG = () => {
  const versions = locales.map((locale) => ({ locale, path: blogListPath(locale, 1, "𝄞".repeat(50)) }))
  return Math.max(
    ...versions.map((v) => entryBytes({ loc: absoluteUrl(v.path), lastmod: LASTMOD, alternates: alternatesOf(versions) })),
  )
}
const LONGEST_PAGE = (source: SitemapSource) =>
  Math.max(...source.pages.map((p) => entryBytes(pageEntry(source, p, new Set()))), 1)

function perFile(limits: SitemapLimits, longest: number): number {
  const room = limits.maxBytes - Buffer.byteLength(sitemapXml([]))
  return Math.max(1, Math.min(limits.maxUrls, Math.floor(room / longest)))
}

const pageEntry = (source: SitemapSource, path: string, hidden: Set<string>): SitemapEntry => ({
  loc: absoluteUrl(path),
  lastmod: source.lastModified?.(path) ?? null,
  alternates: alternatesOf((source.versions?.(path) ?? []).filter((v) => !hidden.has(v.path))),
})

/** The versions of the articles with these keys, by key, read a step at a time. */
async function translationsOf(source: SitemapSource, keys: string[]): Promise<Map<string, PageVersion[]>> {
  const byKey = new Map<string, PageVersion[]>()
  if (!source.listTranslations) return byKey
  for (let at = 0; at < keys.length; at += READ_STEP) {
    for (const t of await source.listTranslations(keys.slice(at, at + READ_STEP))) {
      const versions = byKey.get(t.translation_key) ?? []
      versions.push({ locale: t.locale, path: blogArticlePath(t.slug, t.locale) })
      byKey.set(t.translation_key, versions)
    }
  }
  // In the site's order of languages, as the article pages' hreflang lists them.
  for (const versions of byKey.values()) versions.sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale))
  return byKey
}

async function readArticles(source: SitemapSource, offset: number, count: number): Promise<SitemapEntry[]> {
  const pages = new Set(source.pages)
  const entries: SitemapEntry[] = []
  for (let at = offset; at < offset + count; at += READ_STEP) {
    const { articles } = await source.listPage({ offset: at, limit: Math.min(READ_STEP, offset + count - at), words: false })
    const keys = [...new Set(articles.map((a) => a.translation_key).filter((k) => k !== null))]
    const translations = await translationsOf(source, keys)
    for (const a of articles) {
      const path = blogArticlePath(a.slug, a.locale)
      // A fixed article's path is a fixed page already.
      if (pages.has(path)) continue
      // An article first published elsewhere is that site's to index: its page's canonical link names it (decision 0032).
      if (canonicalElsewhere(a.canonical_url, absoluteUrl(path))) continue
      const versions = a.translation_key ? (translations.get(a.translation_key) ?? []) : []
      entries.push({ loc: absoluteUrl(path), lastmod: lastModified(a), alternates: alternatesOf(versions) })
    }
    if (articles.length < READ_STEP) break
  }
  return entries
}

/** A tag's first page in the language whose articles carry it, with the same tag's pages in other languages. */
const tagEntry =
  (relation: Map<string, TagVersion[]>) =>
  (t: TagUse): SitemapEntry => ({
    loc: absoluteUrl(blogListPath(t.locale, 1, t.tag)),
    lastmod: t.updatedAt,
    alternates: alternatesOf(versionsOfTag(relation, t.locale, t.tag)),
  })

/** The children of the index, in order: the fixed pages, the tag pages, then the articles, each split to fit the limits. */
async function plan(source: SitemapSource, limits: SitemapLimits) {
  const [{ total }, tags, without] = await Promise.all([
    source.listPage({ offset: 0, limit: 1, words: false }),
    source.listTags(),
    source.withoutContent?.() ?? [],
  ])
  const hidden = new Set(without)
  const pages = source.pages.filter((p) => !hidden.has(p))
  const perPages = perFile(limits, LONGEST_PAGE(source))
  const perTags = perFile(limits, LONGEST_TAG())
  const perArticles = perFile(limits, LONGEST_ARTICLE())
  const files = [
    ...chunks(pages.length, perPages).map((n) => (n === 1 ? "pages.xml" : `pages-${n}.xml`)),
    ...chunks(tags.length, perTags).map((n) => `tags-${n}.xml`),
    ...chunks(total, perArticles).map((n) => `articles-${n}.xml`),
  ]
  return { total, tags, hidden, pages, perPages, perTags, perArticles, files }
}

/** 1…n for `count` items `size` to a file; none for none. */
function chunks(count: number, size: number): number[] {
  return Array.from({ length: Math.ceil(count / size) }, (_, i) => i + 1)
}

/**
 * /sitemap.xml: every URL in one sitemap while they fit in one (at most `maxUrls` and
 * `maxBytes`), else a sitemap index of child sitemaps, /sitemap/pages.xml, /sitemap/tags-1.xml,
 * /sitemap/articles-1.xml, …, each under both limits. Every page with versions in other
 * languages lists them as alternates (hreflang), x-default to the English one.
 */
export async function sitemapRoot(source: SitemapSource, limits = SITEMAP_LIMITS): Promise<string> {
  const p = await plan(source, limits)
  const urls = p.pages.length + p.tags.length + p.total
  if (urls <= limits.maxUrls) {
    const relation = (await source.tagRelation?.(p.tags)) ?? new Map()
    const xml = sitemapXml([
      ...p.pages.map((path) => pageEntry(source, path, p.hidden)),
      ...p.tags.map(tagEntry(relation)),
      ...(await readArticles(source, 0, p.total)),
    ])
    if (Buffer.byteLength(xml) <= limits.maxBytes) return xml
  }
  return sitemapIndexXml(p.files.map((file) => absoluteUrl(`/sitemap/${file}`)))
}

/** One child sitemap by its file name, or null when there is no such file. */
export async function sitemapChild(file: string, source: SitemapSource, limits = SITEMAP_LIMITS): Promise<string | null> {
  const match = /^(pages|tags|articles)(?:-([1-9]\d{0,6}))?\.xml$/.exec(file)
  if (!match) return null
  const p = await plan(source, limits)
  if (!p.files.includes(file)) return null
  const kind = match[1]
  const n = Number(match[2] ?? 1)
  if (kind === "pages") {
    const pages = p.pages.slice((n - 1) * p.perPages, n * p.perPages)
    return sitemapXml(pages.map((path) => pageEntry(source, path, p.hidden)))
  }
  if (kind === "tags") {
    const relation = (await source.tagRelation?.(p.tags)) ?? new Map()
    return sitemapXml(p.tags.slice((n - 1) * p.perTags, n * p.perTags).map(tagEntry(relation)))
  }
  return sitemapXml(await readArticles(source, (n - 1) * p.perArticles, p.perArticles))
}
