import { Hono } from "hono"
import { publishingStore } from "#app/data/publishing-store.server.ts"
import { type SqlClient, sqlArticles } from "#app/data/sql.server.ts"
import { inboxApi } from "../../server/inbox/inbox.ts"
import { sourceWriterErrors } from "./recording-publisher.ts"

/** The site's address the inbox tests' apps answer with. */
export const INBOX_SITE = "https://www.syncreel.example"

/**
 * An app on `client` with the article services' inbox mounted as the server mounts it, over the
 * real writer and publishing store, for the inbox tests (server/inbox/*.test.ts). `post` sends a
 * delivery (a string body as it is, anything else as JSON) and reads the JSON answer.
 */
export function inboxSiteOn(client: SqlClient) {
  const articles = sqlArticles(client)
  const store = publishingStore(client, { masterSecret: "a master secret for the tests" })
  const app = new Hono()
  app.route(
    "/api/inbox",
    inboxApi({
      publisher: async () => articles.publisher,
      store: async () => store,
      errors: sourceWriterErrors,
      siteUrl: INBOX_SITE,
      previewSecret: async () => "the preview secret",
    }),
  )
  const post = async (provider: string, body: unknown, headers: Record<string, string> = {}) => {
    const text = typeof body === "string" ? body : JSON.stringify(body)
    const response = await app.request(`/api/inbox/${provider}`, {
      method: "POST",
      body: text,
      headers: { "content-type": "application/json", ...headers },
    })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' shapes are what the tests check
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
  return { post, store, articles }
}
