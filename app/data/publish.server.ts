import { configuredBackend } from "./articles.server.ts"
import { type Publisher, readOnlyPublisher } from "./publisher.server.ts"
import { type PublishingStore, publishingStore } from "./publishing-store.server.ts"
import type { SqlClient } from "./sql-client.ts"

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

const stores = new WeakMap<SqlClient, PublishingStore>()

/**
 * The configured backend's publishing keys, deliveries and article sources (migration 0004); null
 * for supabase, which cannot write. Signing keys' secrets are derived from PUBLISHING_MASTER_SECRET
 * when it is set (docs/decisions/0028-publishing-keys.md).
 */
export async function configuredPublishingStore(): Promise<PublishingStore | null> {
  const backend = await configuredBackend()
  if (!("client" in backend)) return null
  let store = stores.get(backend.client)
  if (!store) {
    store = publishingStore(backend.client, { masterSecret: process.env.PUBLISHING_MASTER_SECRET || undefined })
    stores.set(backend.client, store)
  }
  return store
}
