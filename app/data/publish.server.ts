import { configuredBackend } from "./articles.server.ts"
import { type Publisher, readOnlyPublisher } from "./publisher.server.ts"

/*
 * The publishing interface the site's server uses (the publishing API, previews): the one writer
 * of app/data/publisher.server.ts, and the configured backend's instance of it.
 */
export {
  type ArticleStatus,
  type PublishEvent,
  type PublishInput,
  type PublishOutcome,
  type Publisher,
  type StoredArticle,
  ArticleNotFoundError,
  PUBLISH_EVENTS,
  type FieldProblem,
  PublishValidationError,
  ReadOnlyBackendError,
  SlugConflictError,
  StaleWriteError,
  WriteConflictError,
} from "./publisher.server.ts"

/**
 * The configured backend's publisher: the embedded database this process holds (the server
 * opens it at start), PostgreSQL's, or for supabase one whose every `apply` throws ReadOnlyBackendError.
 */
export async function configuredPublisher(): Promise<Publisher> {
  const backend = await configuredBackend()
  return "publisher" in backend ? (backend.publisher as Publisher) : readOnlyPublisher(backend)
}
