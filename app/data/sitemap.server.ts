import { absoluteUrl } from "#app/config/site.ts"
import { type SitemapEntry, sitemapIndexXml, sitemapXml } from "#app/lib/feeds.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { tagPath } from "#app/lib/pagination.ts"
import type { ArticlePage, PageQuery, TagUse } from "./article.ts"
import { lastModified } from "./blog-view.server.ts"
import { SITEMAP_LIMITS, type SitemapLimits } from "#app/lib/sitemap-limits.ts"

export { SITEMAP_LIMITS, type SitemapLimits }

/** What the sitemaps are made of: the route table's fixed pages, and the database's reads. */
export type SitemapSource = {
  /** Paths of the pages without parameters (the route table's). */
  pages: string[]
  listPage(query: PageQuery): Promise<ArticlePage>
  listTags(): Promise<TagUse[]>
}

/** Rows a read asks for at a time: PostgREST answers at most 1,000 on Supabase's defaults. */
const READ_STEP = 1_000

// The longest entry of each kind, in bytes: a 200-character slug; a tag of 50 characters of
// four UTF-8 bytes each, percent-encoded. A child holds as many as fit under the byte limit
// even if every entry were that long, so no child can pass it.
const LASTMOD = "2000-01-01T00:00:00.000Z"
const entryBytes = (entry: SitemapEntry) => Buffer.byteLength(sitemapXml([entry])) - Buffer.byteLength(sitemapXml([]))
const LONGEST_ARTICLE = () => entryBytes({ loc: absoluteUrl(articlePath("a".repeat(200))), lastmod: LASTMOD })
const LONGEST_TAG = () => entryBytes({ loc: absoluteUrl(tagPath("𝄞".repeat(50))), lastmod: LASTMOD })
const LONGEST_PAGE = (pages: string[]) => Math.max(...pages.map((p) => entryBytes({ loc: absoluteUrl(p) })), 1)

function perFile(limits: SitemapLimits, longest: number): number {
  const room = limits.maxBytes - Buffer.byteLength(sitemapXml([]))
  return Math.max(1, Math.min(limits.maxUrls, Math.floor(room / longest)))
}

async function readArticles(source: SitemapSource, offset: number, count: number): Promise<SitemapEntry[]> {
  const pages = new Set(source.pages)
  const entries: SitemapEntry[] = []
  for (let at = offset; at < offset + count; at += READ_STEP) {
    const { articles } = await source.listPage({ offset: at, limit: Math.min(READ_STEP, offset + count - at), words: false })
    for (const a of articles) {
      // A fixed article's path is a fixed page already.
      if (!pages.has(articlePath(a.slug))) entries.push({ loc: absoluteUrl(articlePath(a.slug)), lastmod: lastModified(a) })
    }
    if (articles.length < READ_STEP) break
  }
  return entries
}

const tagEntry = (t: TagUse): SitemapEntry => ({ loc: absoluteUrl(tagPath(t.tag)), lastmod: t.updatedAt })

/** The children of the index, in order: the fixed pages, the tag pages, then the articles, each split to fit the limits. */
async function plan(source: SitemapSource, limits: SitemapLimits) {
  const [{ total }, tags] = await Promise.all([source.listPage({ offset: 0, limit: 1, words: false }), source.listTags()])
  const perPages = perFile(limits, LONGEST_PAGE(source.pages))
  const perTags = perFile(limits, LONGEST_TAG())
  const perArticles = perFile(limits, LONGEST_ARTICLE())
  const files = [
    ...chunks(source.pages.length, perPages).map((n) => (n === 1 ? "pages.xml" : `pages-${n}.xml`)),
    ...chunks(tags.length, perTags).map((n) => `tags-${n}.xml`),
    ...chunks(total, perArticles).map((n) => `articles-${n}.xml`),
  ]
  return { total, tags, perPages, perTags, perArticles, files }
}

/** 1…n for `count` items `size` to a file; none for none. */
function chunks(count: number, size: number): number[] {
  return Array.from({ length: Math.ceil(count / size) }, (_, i) => i + 1)
}

/**
 * /sitemap.xml: every URL in one sitemap while they fit in one (at most `maxUrls` and
 * `maxBytes`), else a sitemap index of child sitemaps, /sitemap/pages.xml, /sitemap/tags-1.xml,
 * /sitemap/articles-1.xml, …, each under both limits.
 */
export async function sitemapRoot(source: SitemapSource, limits = SITEMAP_LIMITS): Promise<string> {
  const p = await plan(source, limits)
  const urls = source.pages.length + p.tags.length + p.total
  if (urls <= limits.maxUrls) {
    const xml = sitemapXml([
      ...source.pages.map((path) => ({ loc: absoluteUrl(path) })),
      ...p.tags.map(tagEntry),
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
    const pages = source.pages.slice((n - 1) * p.perPages, n * p.perPages)
    return sitemapXml(pages.map((path) => ({ loc: absoluteUrl(path) })))
  }
  if (kind === "tags") return sitemapXml(p.tags.slice((n - 1) * p.perTags, n * p.perTags).map(tagEntry))
  return sitemapXml(await readArticles(source, (n - 1) * p.perArticles, p.perArticles))
}
