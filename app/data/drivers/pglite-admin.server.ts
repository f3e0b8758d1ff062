import { timingSafeEqual } from "node:crypto"
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http"
import type { Article, ArticleWriter } from "../article.ts"
import { checkArticleInput } from "../article-schema.ts"
import type { SqlArticles } from "../sql.server.ts"

/*
 * The running server's loopback admin endpoint, through which the articles CLI
 * writes while the server holds the embedded database (docs/decisions/0008).
 *   GET /articles            every article, drafts included
 *   PUT /articles            one article (JSON), inserted or replaced by slug: repeating it is harmless
 *   DELETE /articles/<slug>  { removed }
 * Each write passes articleInputSchema, the rules the CLI applies to a file.
 */

/**
 * The largest request body read. The JSON of the largest valid article (two bodies of
 * MAX_ARTICLE_BODY_BYTES with quotes and newlines escaped) fits; past it the server stops reading.
 */
export const MAX_REQUEST_BYTES = 8_000_000

class ClientError extends Error {
  readonly status: number
  readonly headers: Record<string, string>
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
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

async function readArticle(req: IncomingMessage) {
  const text = (await readBody(req, MAX_REQUEST_BYTES)).toString("utf8")
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ClientError(400, "request body is not valid JSON")
  }
  const checked = checkArticleInput(body)
  if (!checked.ok) throw new ClientError(400, `not a valid article: ${checked.error}`)
  return checked.article
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

async function route(req: IncomingMessage, store: SqlArticles): Promise<[number, unknown]> {
  const { pathname } = new URL(req.url ?? "/", "http://127.0.0.1")
  const slug = /^\/articles\/([^/]+)$/.exec(pathname)?.[1]
  if (pathname === "/articles") {
    if (req.method === "GET") return [200, await store.listAll()]
    if (req.method === "PUT") {
      await store.upsert(await readArticle(req))
      return [200, { ok: true }]
    }
    throw new ClientError(405, `${req.method} is not allowed on /articles`, { Allow: "GET, PUT" })
  }
  if (slug !== undefined) {
    if (req.method === "DELETE") return [200, { removed: await store.remove(slugOf(slug)) }]
    throw new ClientError(405, `${req.method} is not allowed on /articles/<slug>`, { Allow: "DELETE" })
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
export function startAdminEndpoint(store: SqlArticles, token: string): Promise<Server> {
  // Every error is answered inside, so the handler's promise never rejects.
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req.headers.authorization, token)) return respond(req, res, 401, { error: "unauthorised" })
    try {
      const [status, body] = await route(req, store)
      respond(req, res, status, body)
    } catch (error) {
      if (error instanceof ClientError) return respond(req, res, error.status, { error: error.message }, error.headers)
      // The database's own message may carry details of the server: it goes to the log only.
      console.error("admin endpoint:", error)
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

/** Writes through a running server's admin endpoint. */
export function remoteWriter(port: number, token: string, timeoutMs = 10_000): ArticleWriter & { close(): Promise<void> } {
  const call = async (method: string, pathname: string, body?: unknown) => {
    let response: Response
    let result: { error?: string }
    try {
      response = await fetch(`http://127.0.0.1:${port}${pathname}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      result = (await response.json()) as { error?: string }
    } catch (error) {
      const cause = (error as Error & { cause?: Error }).cause
      const reason =
        (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : (cause ?? (error as Error)).message
      throw new WriteOutcomeUnknown(`the running server did not answer (${reason})`, { cause: error })
    }
    if (!response.ok) throw new RemoteRefused(`The running server refused the change: ${result.error ?? response.status}`)
    return result
  }
  return {
    async upsert(article) {
      await call("PUT", "/articles", article)
    },
    async remove(slug) {
      return ((await call("DELETE", `/articles/${encodeURIComponent(slug)}`)) as { removed: boolean }).removed
    },
    async listAll() {
      return (await call("GET", "/articles")) as unknown as Article[]
    },
    async close() {},
  }
}
