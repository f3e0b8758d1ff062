import type { Article } from "./article.ts"

/*
 * The writer's interface as the publishing API and the preview links use it. The writer itself
 * (app/data/publish.server.ts) is built on another branch and declares the same types; this file
 * goes when the branches meet, and its importers (server/publish-api.ts,
 * app/lib/preview-link.server.ts) import them from there instead.
 */

export type ArticleStatus = "draft" | "scheduled" | "published"
export type PublishEvent = "publish" | "schedule" | "draft" | "update" | "unpublish" | "delete"
export type StoredArticle = Article & { status: ArticleStatus; tags: string[]; featured_image_alt: string | null }
export type PublishOutcome = { slug: string; status: ArticleStatus | "deleted"; created: boolean; article: StoredArticle | null }

/** A field of the input is wrong; `field` names it. */
export class PublishValidationError extends Error {
  override name = "PublishValidationError"
  field: string
  constructor(field: string, message: string) {
    super(message)
    this.field = field
  }
}

/** The configured backend cannot write (supabase, read with the anonymous key). */
export class ReadOnlyBackendError extends Error {
  override name = "ReadOnlyBackendError"
}

export interface Publisher {
  /** Validates the input (throws PublishValidationError) and applies the event in one transaction. */
  apply(event: PublishEvent, input: unknown, now?: Date): Promise<PublishOutcome>
  /** The stored article, drafts and scheduled ones included. */
  get(slug: string): Promise<StoredArticle | null>
  list(): Promise<StoredArticle[]>
}
