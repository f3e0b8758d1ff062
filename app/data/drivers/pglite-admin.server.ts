import type { CountedSearch } from "../search-types.ts"
import { timingSafeEqual } from "node:crypto"
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http"
import type { Redirect, Revision, TrashedArticle } from "../article-archive.server.ts"
import {
  ArchiveConflictError,
  ArticleNotFoundError,
  PUBLISH_EVENTS,
  type PublishEvent,
  type PublishOutcome,
  type FieldProblem,
  PublishValidationError,
  type Publisher,
  type StoredArticle,
  WriteConflictError,
  type WriteOptions,
} from "../publisher.server.ts"
import { loggableError, slugForLog } from "../loggable-error.ts"
import { KeyError, type KeyAdmin, type NewKey, type PublishingKey } from "../publishing-store.server.ts"

/*
 * The running server's loopback admin endpoint, through which the articles CLI
 * writes while the server holds the embedded database (docs/decisions/0008).
 *   GET /articles          every article, drafts and scheduled ones included
 *   GET /articles/<slug>   one article, or 404
 *   POST /publish          { event, article }: the server's Publisher applies it and answers its
 *                          PublishOutcome (201 when it created the article); bad fields are a 400
 *                          { error, field, errors }, an unknown slug a 404 { error, field: "slug" },
 *                          a conflict (a slug held, a stale write) a 409 { error, field, ... }
 *                          `actor` (optional) says who writes, kept with the revision
 *   POST /rename           { from, to, actor? }: renames the article, the old slug redirecting
 *   GET /articles/<slug>/history   its revisions, newest first
 *   POST /restore          { slug, revision, actor? }: writes that revision back
 *   GET /trash             deleted articles kept for 30 days
 *   POST /undelete         { slug, actor? }: brings one back
 *   GET /redirects         every redirect; POST /redirects { from, to, actor? } adds one;
 *   DELETE /redirects/<from>   removes one
 *   GET /keys              the publishing keys (app/data/publishing-store.server.ts)
 *   POST /keys             { name, provider, mayPublish?, languages?, settings? }: a new key; 201
 *                          { key, secret } (the secret is shown this once), a bad field a 400
 *   POST /keys/<name>/revoke   revokes a live key; 404 when there is none of that name
 *   GET /keys/preview-secret   the preview links' secret kept in the database (for `articles -- preview`)
 * A write refused because of what is stored (a slug taken, a stale write, a redirect loop) is a 409 { error, field, ... }.
 * Every write goes through the one writer (app/data/publisher.server.ts) and its schema.
 */

/**
 * The largest request body read. The JSON of the largest valid article (two bodies of
 * MAX_ARTICLE_BODY_BYTES with quotes and newlines escaped) fits; past it the server stops reading.
 */
export const MAX_REQUEST_BYTES = 8_000_000

class ClientError extends Error {
  readonly status: number
  readonly headers: Record<string, string>
  readonly field: string | undefined
  /** What the answer's body carries besides `error` and `field`. */
  readonly extra: Record<string, unknown>
  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    field?: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message)
    this.status = status
    this.headers = headers
    this.field = field
    this.extra = extra
  }
}

/** The request body, counted as it arrives: past `limit` bytes it stops reading and fails with 413. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new ClientError(413, `request body over ${limit} bytes`)
  if (Number(req.headers["content-length"]) > limit) return Promise.reject(tooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.off("data", onData)
        req.pause()
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    }
    req.on("data", onData)
    req.once("end", () => resolve(Buffer.concat(chunks)))
    req.once("error", reject)
  })
}

async function readObject(req: IncomingMessage, shape: string): Promise<Record<string, unknown>> {
  const text = (await readBody(req, MAX_REQUEST_BYTES)).toString("utf8")
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ClientError(400, "request body is not valid JSON")
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new ClientError(400, `the request body must be a JSON object ${shape}`)
  return body as Record<string, unknown>
}

/** Who writes, as the CLI says it (the endpoint is the CLI's alone, behind its token). */
function writeOptions(body: Record<string, unknown>): WriteOptions {
  return typeof body.actor === "string" ? { actor: body.actor } : {}
}

async function readEvent(req: IncomingMessage): Promise<{ event: PublishEvent; article: unknown; options: WriteOptions }> {
  const body = await readObject(req, "{ event, article }")
  const { event, article } = body as { event?: unknown; article?: unknown }
  if (typeof event !== "string" || !PUBLISH_EVENTS.includes(event as PublishEvent))
    throw new ClientError(400, `event must be one of ${PUBLISH_EVENTS.join(", ")}`, {}, "event")
  return { event: event as PublishEvent, article, options: writeOptions(body) }
}

/** The writer's refusals as the endpoint's answers: 404 for an unknown slug, 409 for a conflict, 400 for a bad field. */
function refusal(error: unknown): ClientError | null {
  if (error instanceof ArticleNotFoundError) return new ClientError(404, error.message, {}, error.field)
  if (error instanceof WriteConflictError) return new ClientError(409, error.message, {}, error.field, error.detail)
  if (error instanceof PublishValidationError)
    return new ClientError(400, error.message, {}, error.field, { errors: error.errors })
  return null
}

/** The archive's routes (revisions, trash, redirects, rename); null for any other path. */
async function archiveRoute(req: IncomingMessage, pathname: string, publisher: Publisher): Promise<[number, unknown] | null> {
  const only = (method: string) => {
    if (req.method !== method) throw new ClientError(405, `${req.method} is not allowed on ${pathname}`, { Allow: method })
  }
  const archive = () => {
    if (!publisher.archive) throw new ClientError(501, "this database keeps no revisions, trash or redirects")
    return publisher.archive
  }
  const history = /^\/articles\/([^/]+)\/history$/.exec(pathname)?.[1]
  const redirectFrom = /^\/redirects\/([^/]+)$/.exec(pathname)?.[1]
  try {
    if (history !== undefined) {
      only("GET")
      return [200, await archive().history(slugOf(history))]
    }
    if (pathname === "/rename") {
      only("POST")
      const body = await readObject(req, "{ from, to }")
      return [200, await publisher.rename(body.from as string, body.to as string, writeOptions(body))]
    }
    if (pathname === "/restore") {
      only("POST")
      const body = await readObject(req, "{ slug, revision }")
      const outcome = await archive().restore(body.slug as string, Number(body.revision), writeOptions(body))
      return [outcome.created ? 201 : 200, outcome]
    }
    if (pathname === "/trash") {
      only("GET")
      return [200, await archive().trash()]
    }
    if (pathname === "/undelete") {
      only("POST")
      const body = await readObject(req, "{ slug }")
      return [201, await archive().undelete(body.slug as string, writeOptions(body))]
    }
    if (pathname === "/redirects") {
      if (req.method === "GET") return [200, await archive().redirects()]
      only("POST")
      const body = await readObject(req, "{ from, to }")
      return [201, await archive().addRedirect(body.from as string, body.to as string, writeOptions(body))]
    }
    if (redirectFrom !== undefined) {
      only("DELETE")
      await archive().removeRedirect(slugOf(redirectFrom))
      return [200, { removed: slugOf(redirectFrom) }]
    }
  } catch (error) {
    throw refusal(error) ?? error
  }
  return null
}

function slugOf(encoded: string): string {
  try {
    return decodeURIComponent(encoded)
  } catch {
    throw new ClientError(400, "the slug in the path is not valid percent-encoding")
  }
}

function authorised(header: string | undefined, token: string) {
  const given = Buffer.from(header ?? "")
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req, MAX_REQUEST_BYTES)).toString("utf8"))
  } catch (error) {
    if (error instanceof ClientError) throw error
    throw new ClientError(400, "request body is not valid JSON")
  }
}

async function keyRoute(req: IncomingMessage, pathname: string, keys: KeyAdmin): Promise<[number, unknown]> {
  if (pathname === "/keys/preview-secret") {
    if (req.method !== "GET") throw new ClientError(405, `${req.method} is not allowed here`, { Allow: "GET" })
    return [200, { secret: await keys.previewSecret() }]
  }
  if (pathname === "/keys") {
    if (req.method === "GET") return [200, await keys.listKeys()]
    if (req.method !== "POST") throw new ClientError(405, `${req.method} is not allowed on /keys`, { Allow: "GET, POST" })
    try {
      return [201, await keys.createKey((await readJson(req)) as NewKey)]
    } catch (error) {
      if (error instanceof KeyError) throw new ClientError(400, error.message, {}, error.field)
      throw error
    }
  }
  const name = /^\/keys\/([^/]+)\/revoke$/.exec(pathname)?.[1]
  if (name === undefined) throw new ClientError(404, "not found")
  if (req.method !== "POST") throw new ClientError(405, `${req.method} is not allowed here`, { Allow: "POST" })
  const revoked = await keys.revokeKey(slugOf(name))
  if (!revoked) throw new ClientError(404, `no live key named "${slugOf(name)}"`, {}, "name")
  return [200, { revoked: slugOf(name) }]
}

/** What the admin endpoint reads for `npm run articles -- searches` (app/data/search-sql.server.ts). */
export type MissingSearches = (min: number, limit: number) => Promise<CountedSearch[]>

async function route(
  req: IncomingMessage,
  publisher: Publisher,
  keys?: KeyAdmin,
  searches?: MissingSearches,
): Promise<[number, unknown]> {
  const { pathname, searchParams } = new URL(req.url ?? "/", "http://127.0.0.1")
  if (searches && pathname === "/searches") {
    if (req.method !== "GET") throw new ClientError(405, `${req.method} is not allowed on /searches`, { Allow: "GET" })
    const number = (name: string, fallback: number) => {
      const value = Number(searchParams.get(name) ?? fallback)
      if (!Number.isInteger(value) || value < 1 || value > 10_000)
        throw new ClientError(400, `${name} must be a whole number from 1 to 10000`, {}, name)
      return value
    }
    return [200, await searches(number("min", 3), number("limit", 50))]
  }
  if (keys && (pathname === "/keys" || pathname.startsWith("/keys/"))) return keyRoute(req, pathname, keys)
  const archived = await archiveRoute(req, pathname, publisher)
  if (archived) return archived
  const slug = /^\/articles\/([^/]+)$/.exec(pathname)?.[1]
  if (pathname === "/articles") {
    if (req.method === "GET") return [200, await publisher.list()]
    throw new ClientError(405, `${req.method} is not allowed on /articles`, { Allow: "GET" })
  }
  if (slug !== undefined) {
    if (req.method !== "GET") throw new ClientError(405, `${req.method} is not allowed on /articles/<slug>`, { Allow: "GET" })
    const article = await publisher.get(slugOf(slug))
    if (!article) throw new ClientError(404, "no such article")
    return [200, article]
  }
  if (pathname === "/publish") {
    if (req.method !== "POST") throw new ClientError(405, `${req.method} is not allowed on /publish`, { Allow: "POST" })
    const { event, article, options } = await readEvent(req)
    try {
      const outcome = await publisher.apply(event, article, undefined, options)
      return [outcome.created ? 201 : 200, outcome]
    } catch (error) {
      const refused = refusal(error)
      if (refused) throw refused
      throw new Error(`the ${event} of ${slugForLog(article)} failed`, { cause: error })
    }
  }
  throw new ClientError(404, "not found")
}

function respond(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  // An unread body (refused, or too large) is not read to its end: the connection closes instead.
  const unread = !req.complete
  res.writeHead(status, {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    ...headers,
  })
  res.end(JSON.stringify(body), () => {
    // Node half-closes the connection after this answer. Closing it at once, with the
    // client's bytes unread, would reset it before the client reads the answer.
    if (unread) setTimeout(() => req.socket.destroy(), 1_000).unref()
  })
}

/** The loopback-only, token-protected endpoint through which the CLI writes while the server owns the database. */
export function startAdminEndpoint(
  publisher: Publisher,
  token: string,
  keys?: KeyAdmin,
  searches?: MissingSearches,
): Promise<Server> {
  // Every error is answered inside, so the handler's promise never rejects.
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req.headers.authorization, token)) return respond(req, res, 401, { error: "unauthorised" })
    try {
      const [status, body] = await route(req, publisher, keys, searches)
      respond(req, res, status, body)
    } catch (error) {
      if (error instanceof ClientError) {
        const body =
          error.field === undefined ? { error: error.message } : { error: error.message, field: error.field, ...error.extra }
        return respond(req, res, error.status, body, error.headers)
      }
      // The database's own message may carry details of the server: it goes to the log only, without
      // the values the write was sent with (the article's words).
      console.error("admin endpoint:", loggableError(error))
      respond(req, res, 500, { error: "the server could not complete the request; see its log" })
    }
  }
  const server = createServer((req, res) => void handle(req, res))
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

/**
 * A write whose answer never came (the server died or stopped answering after the request
 * left): it may or may not have happened. The CLI reads the database to tell which.
 */
export class WriteOutcomeUnknown extends Error {
  override name = "WriteOutcomeUnknown"
}

/** The running server refused the request (a 4xx or 5xx answer): nothing was written. */
export class RemoteRefused extends Error {
  override name = "RemoteRefused"
}

/** The admin endpoint's answer to a refused write. */
type Answer = { error?: string; field?: string; errors?: FieldProblem[] } & Record<string, unknown>

/** The Publisher of a running server, through its admin endpoint. */
export function remotePublisher(port: number, token: string, timeoutMs = 10_000): Publisher & { close(): Promise<void> } {
  const call = async (method: string, pathname: string, body?: unknown) => {
    let response: Response
    let result: Answer
    try {
      response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      result = (await response.json()) as Answer
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause
      const reason =
        (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (cause ?? (error as Error)).message
      throw new WriteOutcomeUnknown(`the running server did not answer (${reason})`, { cause: error })
    }
    return { response, result }
  }
  const refused = (status: number, result: { error?: string }) =>
    new RemoteRefused(`The running server refused the change: ${result.error ?? status}`)
  /** The endpoint's answer, or the error the writer would have thrown in this process, so the CLI reports them alike. */
  const answer = async <T>(method: string, pathname: string, body?: unknown): Promise<T> => {
    const { response, result } = await call(method, pathname, body)
    if (response.ok) return result as T
    const message = result.error ?? String(response.status)
    if (result.field === "slug" && response.status === 404) throw new PublishValidationError("slug", message)
    if (result.field && response.status === 409) throw new ArchiveConflictError(result.field, message)
    if (result.field && response.status === 400) throw new PublishValidationError(result.field, message)
    throw refused(response.status, result)
  }
  const actor = (options?: WriteOptions) => (options?.actor === undefined ? {} : { actor: options.actor })
  const archive = {
    history: (slug: string) => answer<Revision[]>("GET", `/articles/${encodeURIComponent(slug)}/history`),
    restore: (slug: string, revision: number, options?: WriteOptions) =>
      answer<PublishOutcome>("POST", "/restore", { slug, revision, ...actor(options) }),
    trash: () => answer<TrashedArticle[]>("GET", "/trash"),
    undelete: (slug: string, options?: WriteOptions) => answer<PublishOutcome>("POST", "/undelete", { slug, ...actor(options) }),
    redirects: () => answer<Redirect[]>("GET", "/redirects"),
    addRedirect: (from: string, to: string, options?: WriteOptions) =>
      answer<Redirect>("POST", "/redirects", { from, to, ...actor(options) }),
    removeRedirect: async (from: string) => {
      await answer("DELETE", `/redirects/${encodeURIComponent(from)}`)
    },
  }
  return {
    archive,
    rename: (from, to, options) => answer<PublishOutcome>("POST", "/rename", { from, to, ...actor(options) }),
    async apply(event, article, _now, options) {
      const { response, result } = await call("POST", "/publish", { event, article, ...actor(options) })
      if (response.ok) return result as PublishOutcome
      // The same errors the writer throws in this process, so the CLI reports them alike.
      if (result.field === "slug" && response.status === 404)
        throw new ArticleNotFoundError(String((article as { slug?: unknown })?.slug))
      if (result.field && response.status === 400)
        throw new PublishValidationError(result.field, result.error ?? "invalid", result.errors)
      if (result.field && response.status === 409) {
        const { error, field, ...detail } = result
        throw new WriteConflictError(field, error ?? "conflict", detail)
      }
      throw refused(response.status, result)
    },
    async get(slug) {
      const { response, result } = await call("GET", `/articles/${encodeURIComponent(slug)}`)
      if (response.status === 404) return null
      if (!response.ok) throw refused(response.status, result)
      return result as StoredArticle
    },
    async list() {
      const { response, result } = await call("GET", "/articles")
      if (!response.ok) throw refused(response.status, result)
      return result as unknown as StoredArticle[]
    },
    async close() {},
  }
}

/** The publishing keys of a running server, through its admin endpoint. */
export function remoteKeyAdmin(port: number, token: string, timeoutMs = 10_000): KeyAdmin & { close(): Promise<void> } {
  const call = async (method: string, pathname: string, body?: unknown) => {
    let response: Response
    try {
      response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new WriteOutcomeUnknown(`the running server did not answer (${(error as Error).message})`, { cause: error })
    }
    return { response, result: (await response.json()) as Record<string, unknown> }
  }
  return {
    async createKey(key) {
      const { response, result } = await call("POST", "/keys", key)
      if (response.status === 400) throw new KeyError(String(result.field ?? "key"), String(result.error))
      if (!response.ok) throw new RemoteRefused(`The running server refused the key: ${String(result.error ?? response.status)}`)
      return result as { key: PublishingKey; secret: string }
    },
    async listKeys() {
      const { response, result } = await call("GET", "/keys")
      if (!response.ok) throw new RemoteRefused(`The running server refused: ${String(result.error ?? response.status)}`)
      return result as unknown as PublishingKey[]
    },
    async revokeKey(name) {
      const { response, result } = await call("POST", `/keys/${encodeURIComponent(name)}/revoke`)
      if (response.status === 404) return false
      if (!response.ok) throw new RemoteRefused(`The running server refused: ${String(result.error ?? response.status)}`)
      return true
    },
    async previewSecret() {
      const { response, result } = await call("GET", "/keys/preview-secret")
      if (!response.ok) throw new RemoteRefused(`The running server refused: ${String(result.error ?? response.status)}`)
      return String(result.secret)
    },
    async close() {},
  }
}

/** The searches with no result a running server's embedded database counted (`npm run articles -- searches`). */
export async function remoteMissingSearches(port: number, token: string, min: number, limit: number, timeoutMs = 10_000) {
  const response = await fetch(
    `http://127.0.0.1:${port}/searches?${new URLSearchParams({ min: String(min), limit: String(limit) })}`,
    {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    },
  )
  const result = (await response.json()) as CountedSearch[] | { error?: string }
  if (!response.ok || !Array.isArray(result))
    throw new RemoteRefused(`The running server refused the request: ${(result as { error?: string }).error ?? response.status}`)
  return result
}
