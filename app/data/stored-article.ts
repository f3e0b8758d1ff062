import { type Article, toArticle } from "./article.ts"
import type { Visible } from "./article-changes.server.ts"
import { type ArticleExtras, extrasOf } from "./article-extras.ts"

/*
 * A stored article as the one writer (publisher.server.ts) and its revisions, trash and redirects
 * (article-archive.server.ts) read it back, what a write answers, and who made it. It stands
 * below both, so the archive takes nothing of the writer that calls it.
 */

export type ArticleStatus = "draft" | "scheduled" | "published"

/** A stored article; `status` is what a visitor sees now: a scheduled article whose time has come is "published". */
export type StoredArticle = Article & { status: ArticleStatus; tags: string[]; featured_image_alt: string | null } & ArticleExtras
export type PublishOutcome = {
  slug: string
  status: ArticleStatus | "deleted"
  created: boolean
  article: StoredArticle | null
  /** What the sender should know though the write was kept: images the pages will not show (image-warnings.server.ts). */
  warnings?: string[]
}

/** Who writes: the key ("key:<name>"), "cli", "seed" or "api"; kept with each revision (decision 0030). */
export type WriteOptions = { actor?: string }

/** A row's `status` column as stored: anything but "published" or "scheduled" is a draft. */
export function storedStatus(value: unknown): ArticleStatus {
  return value === "published" || value === "scheduled" ? value : "draft"
}

/** A row of our table as a StoredArticle, its status as seen at `now`. */
export function toStoredArticle(row: Record<string, unknown>, now = new Date()): StoredArticle {
  const article = toArticle(row)
  const stored = storedStatus(row.status)
  const live = article.published_at !== null && Date.parse(article.published_at) <= now.getTime()
  return {
    ...article,
    status: stored === "draft" || article.published_at === null ? "draft" : live ? "published" : "scheduled",
    tags: Array.isArray(row.tags) ? row.tags.map(String) : [],
    featured_image_alt: (row.featured_image_alt as string | null) ?? null,
    ...extrasOf(row),
  }
}

/** What a visitor sees of a stored article now: a scheduled one is not seen until its time. */
export function visible(article: StoredArticle | null): Visible {
  return article?.status === "published" && article.published_at !== null
    ? { tags: article.tags, published_at: article.published_at, locale: article.locale, translation_key: article.translation_key }
    : null
}
