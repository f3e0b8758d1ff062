import type { PublishOutcome, Publisher } from "#app/data/publish.server.ts"
import { isConflict } from "#app/data/publisher.server.ts"
import type { WriterErrors } from "./server-entry.ts"

/*
 * The publishing API's revisions, trash and redirects (docs/publishing.md, decision 0030): the
 * events `restore`, `rename`, `undelete`, `redirect` and `unredirect` on POST /api/articles, and
 * GET /api/articles/<slug>/history. server/publish-api.ts checks the signature first, as for every
 * other event; writes made here are kept with the signer as their actor ("api" for PUBLISH_SECRET,
 * "key:<name>" for an `api` key).
 */

export const ARCHIVE_EVENTS = ["restore", "rename", "undelete", "redirect", "unredirect"] as const
export type ArchiveEvent = (typeof ARCHIVE_EVENTS)[number]
export const isArchiveEvent = (event: unknown): event is ArchiveEvent => ARCHIVE_EVENTS.includes(event as ArchiveEvent)

export type ArchiveAnswer = { status: 200 | 201 | 404 | 409 | 422 | 500 | 501; body: Record<string, unknown> }

/** The writer's refusals as the API's answers; null for a failure of ours. */
export function archiveRefusal(error: unknown, errors: WriterErrors): ArchiveAnswer | null {
  if (error instanceof errors.ArticleNotFoundError) return { status: 404, body: { error: error.message, field: "slug" } }
  if (isConflict(error)) {
    const conflict = error as { message: string; field: string; detail?: Record<string, unknown> }
    return { status: 409, body: { error: conflict.message, field: conflict.field, ...conflict.detail } }
  }
  if (error instanceof errors.PublishValidationError)
    return { status: 422, body: { error: error.message, field: error.field, errors: error.errors } }
  if (error instanceof errors.ReadOnlyBackendError)
    return { status: 501, body: { error: `${error.message} (this site keeps no revisions, trash or redirects)` } }
  return null
}

/** Applies one of the archive's events; `urlOf` is the answer's URL of a stored article. */
export async function applyArchiveEvent(
  publisher: Publisher,
  event: ArchiveEvent,
  fields: Record<string, unknown>,
  at: Date,
  urlOf: (outcome: PublishOutcome) => Promise<string>,
  actor = "api",
): Promise<ArchiveAnswer> {
  const API = { actor }
  const archive = publisher.archive
  const answer = async (
    status: 200 | 201,
    outcome: PublishOutcome,
    extra: Record<string, unknown> = {},
  ): Promise<ArchiveAnswer> => ({
    status,
    body: { slug: outcome.slug, status: outcome.status, url: await urlOf(outcome), ...extra },
  })
  if (event === "rename") {
    const outcome = await publisher.rename(fields.from as string, fields.to as string, API)
    return answer(200, outcome, { redirected_from: fields.from })
  }
  if (!archive) return { status: 501, body: { error: "this site keeps no revisions, trash or redirects" } }
  switch (event) {
    case "restore": {
      if (typeof fields.revision !== "number")
        return {
          status: 422,
          body: { error: "revision must be a number (see GET /api/articles/<slug>/history)", field: "revision" },
        }
      const outcome = await archive.restore(fields.slug as string, fields.revision, API, at)
      return answer(outcome.created ? 201 : 200, outcome, { revision: fields.revision })
    }
    case "undelete":
      return answer(201, await archive.undelete(fields.slug as string, API, at))
    case "redirect": {
      const stored = await archive.addRedirect(fields.from as string, fields.to as string, API)
      return { status: 201, body: { from: stored.from, to: stored.to } }
    }
    case "unredirect":
      await archive.removeRedirect(fields.from as string)
      return { status: 200, body: { from: fields.from, removed: true } }
  }
}
