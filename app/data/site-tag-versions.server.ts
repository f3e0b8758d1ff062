import type { Locale } from "#app/i18n/locales.ts"
import type { ArticlePage, PageQuery, TagUse } from "./article.ts"
import { configuredBackend, listTags } from "./articles.server.ts"
import { type TagVersion, type TaggedArticle, tagVersions, versionsOfTag } from "./tag-versions.server.ts"

/*
 * The tag pages' versions in other languages (./tag-versions.server.ts) as the site reads them: the
 * relation is made from every published article's language, translation key and tags, read once
 * for a given state of the tags (listTags: each tag's languages, count and last change, which a
 * write of any tagged article moves) and kept until that state changes and, where the driver can
 * say, what the relation is made of changed too. The tag list is read on
 * every call, so a page kept by the server's page cache depends on it ("any") and is rendered
 * again after any write.
 */

/** Rows a read asks for at a time, as the sitemaps read (PostgREST answers at most 1,000). */
const READ_STEP = 1_000

/**
 * What the relation reads from: the lists' read, and where a driver has them (PGlite and
 * PostgreSQL) its own read of the rows the relation needs, in one statement, and a fingerprint of
 * them (by list steps, 10,000 articles took ~340 ms of CPU on PGlite, docs/performance.md).
 */
type Reader = {
  listPage(query: PageQuery): Promise<ArticlePage>
  listTagged?(): Promise<TaggedArticle[]>
  taggedFingerprint?(): Promise<string>
}

/** The articles the relation is made of: by the driver's own read where it has one, else a list step at a time. */
export function taggedArticles(reader: Reader): Promise<TaggedArticle[]> {
  return reader.listTagged ? reader.listTagged() : taggedArticlesByPages(reader)
}

/** Every published article's language, translation key and tags, a step at a time, newest first. */
export async function taggedArticlesByPages(reader: Reader): Promise<TaggedArticle[]> {
  const all: TaggedArticle[] = []
  for (let offset = 0; ; offset += READ_STEP) {
    const { articles } = await reader.listPage({ offset, limit: READ_STEP, words: false })
    for (const { locale, translation_key, tags } of articles)
      if (translation_key !== null && tags.length > 0) all.push({ locale, translation_key, tags })
    if (articles.length < READ_STEP) return all
  }
}

type Kept = { state: string; fingerprint: string | null; relation: Promise<Map<string, TagVersion[]>> }
let kept: Kept | null = null

/**
 * The relation for the tags as they are now. Kept while the tags' state is the same; when it moves
 * (any write of a tagged article), made again only if what it is made of moved too: the driver's
 * fingerprint of the articles' languages, keys and tags, with the tags that have pages, tells
 * (an edit of a body or a title leaves the relation as it was, and costs one small read).
 */
export function relationFor(tags: TagUse[], reader: () => Promise<Reader>): Promise<Map<string, TagVersion[]>> {
  const state = JSON.stringify(tags.map((t) => [t.locale, t.tag, t.count, t.updatedAt]))
  if (kept?.state === state) return kept.relation
  const previous = kept
  const entry: Kept = { state, fingerprint: null, relation: Promise.resolve(new Map()) }
  // The backend's own reads: the relation's rows are not what a page shows, so the page cache is not told of each.
  entry.relation = reader().then(async (r) => {
    if (r.taggedFingerprint) {
      const pages = JSON.stringify(tags.map((t) => [t.locale, t.tag]))
      entry.fingerprint = `${pages}\n${await r.taggedFingerprint()}`
      if (previous !== null && previous.fingerprint === entry.fingerprint) return previous.relation
    }
    return tagVersions(await taggedArticles(r), tags)
  })
  kept = entry
  // A failed read is not kept: the next page asks again.
  entry.relation.catch(() => kept === entry && (kept = null))
  return entry.relation
}

/**
 * The versions of a language's tag page in every language where the same tag has a page, itself
 * included; none when it has none elsewhere, or when the articles cannot be read now (the page is
 * then shown without alternates, as a page of one language).
 */
export async function siteTagVersions(locale: Locale, tag: string): Promise<TagVersion[]> {
  try {
    return versionsOfTag(await relationFor(await listTags(), configuredBackend), locale, tag)
  } catch (error) {
    console.error("Error fetching articles", "a tag page's versions in other languages could not be read:", error)
    return []
  }
}
