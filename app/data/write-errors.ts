import { type Locale, localeInfo } from "#app/i18n/locales.ts"

/*
 * The refusals of the one writer (publisher.server.ts), which its revisions, trash and redirects
 * (article-archive.server.ts) throw too. The server answers each by its class (server/publish-api.ts).
 */

/** One bad field of a write and what is wrong with it. */
export type FieldProblem = { field: string; message: string }

/**
 * A write with bad fields: `errors` lists every one found; `field` and `message` are the first's
 * (what senders that read one field use).
 */
export class PublishValidationError extends Error {
  override name = "PublishValidationError"
  readonly field: string
  readonly errors: FieldProblem[]
  constructor(field: string, message: string, errors: FieldProblem[] = [{ field, message }]) {
    super(message)
    this.field = field
    this.errors = errors
  }
}

/** An event that needs a stored article (update, unpublish, delete) named a slug with none. */
export class ArticleNotFoundError extends PublishValidationError {
  override name = "ArticleNotFoundError"
  constructor(slug: string) {
    super("slug", `no article with slug "${slug}"`)
  }
}

/**
 * A well-formed write that would lose or hide an article and so changes nothing (the API's 409):
 * `field` names the field at fault, `detail` is what the answer adds to say why.
 */
export class WriteConflictError extends Error {
  override name = "WriteConflictError"
  /** Tells a conflict apart where the class itself can't be matched (the server matches the build's copy of the writer's classes). */
  readonly conflict = true
  readonly field: string
  readonly detail: Record<string, unknown>
  constructor(field: string, message: string, detail: Record<string, unknown> = {}) {
    super(message)
    this.field = field
    this.detail = detail
  }
}

/** Who holds a slug: a stored article in another language, or one of the site's fixed articles. */
export type SlugHolder = { slug: string; locale: Locale; title: string; fixed: boolean }

/**
 * The slug is taken by an article in another language, or by a fixed article (decision 0029):
 * slugs are unique across languages, and a write never replaces another language's article.
 */
export class SlugConflictError extends WriteConflictError {
  override name = "SlugConflictError"
  readonly holder: SlugHolder
  constructor(holder: SlugHolder) {
    const whose = `the ${localeInfo[holder.locale].name} (${holder.locale}) ${holder.fixed ? "fixed article of the site" : "article"} "${holder.title}"`
    super(
      "slug",
      holder.fixed
        ? `the slug "${holder.slug}" belongs to ${whose}, whose page it shows: choose another slug`
        : `the slug "${holder.slug}" belongs to ${whose}: slugs are unique across languages, so give this article its own slug (or delete that one first)`,
      { holder: { slug: holder.slug, locale: holder.locale, ...(holder.fixed ? { fixed: true } : {}) } },
    )
    this.holder = holder
  }
}

/** The write carries an `updated_at` older than the stored article's: a late delivery of an older version. */
export class StaleWriteError extends WriteConflictError {
  override name = "StaleWriteError"
  constructor(slug: string, sent: string, stored: string) {
    super(
      "updated_at",
      `the stored "${slug}" was updated at ${stored}, after this write's updated_at ${sent}: an older version is not applied over a newer one`,
      { stored_updated_at: stored },
    )
  }
}

/** A rename, restore, undelete or redirect that what is stored refuses (a slug taken meanwhile, a redirect loop or over an article). */
export class ArchiveConflictError extends WriteConflictError {
  override name = "ArchiveConflictError"
}

/** Whether an error is a WriteConflictError (ArchiveConflictError among them), from either module graph. */
export const isConflict = (error: unknown) => (error as { conflict?: unknown } | null)?.conflict === true

/** The backend can't write (supabase via the anon key). */
export class ReadOnlyBackendError extends Error {
  override name = "ReadOnlyBackendError"
}

export const READ_ONLY_MESSAGE =
  "The supabase driver reads through the public anonymous key and cannot write: set DATABASE_URL to the project's Postgres connection string to publish"
