import { type Context, Hono } from "hono"
import { isValidSlug } from "#app/data/article.ts"
import { loggableError, slugForLog } from "#app/data/loggable-error.ts"
import type { PublishEvent, PublishOutcome, Publisher } from "#app/data/publish.server.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { type Locale, withPrefix } from "#app/i18n/locales.ts"
import { previewUrl } from "#app/lib/preview-link.server.ts"
import type { WriterErrors } from "./server-entry.ts"
import type { PublishingStore } from "#app/data/publishing-store.server.ts"
import { type WebhookHeaders, hasValidSignature, secretKey, timestampProblem, webhookHeaders } from "./webhook-signature.ts"
import { ARCHIVE_EVENTS, applyArchiveEvent, archiveRefusal, isArchiveEvent } from "./publish-api-archive.ts"

/*
 * The publishing API (docs/publishing.md): POST /api/articles (the writer's events, and the
 * archive's in server/publish-api-archive.ts), GET /api/articles/<slug> and its /history, signed
 * with the Standard Webhooks scheme by a PUBLISH_SECRET or a live `api` key. Until a request is
 * known to be signed so, the only answer is 404, as when publishing is off, so the endpoint cannot
 * be found by trying it. The article services' inbox (server/inbox/) has its own keys and answers.
 * The exceptions, for a request that carries the three webhook headers, whose body must be read
 * before its signature can be checked: a body over the limit answers 413; one that does not arrive
 * within BODY_READ_TIMEOUT_MS, 408; and with MAX_UNVERIFIED_BODIES such bodies already being read,
 * 503, so what unsigned senders can make the server hold stays bounded.
 */

export type PublishingOptions = {
  /** PUBLISH_SECRET, `whsec_<base64>`; several, separated by spaces, while a sender changes from one to the next. */
  secret: string
  /** The configured backend's writer (app/data/publish.server.ts), sharing the server's database. */
  publisher: () => Promise<Publisher>
  /**
   * The classes of the writer's refusals, from the same module graph as `publisher` (the build's
   * entry, server/server-entry.ts): what it throws is matched with instanceof these.
   */
  errors: WriterErrors
  /** The public origin (SITE_URL) the answers' URLs are on. */
  siteUrl: string
  now?: () => Date
  /**
   * Where successful answers are kept by webhook-id (15 minutes): the database's `deliveries`
   * (app/data/publishing-store.server.ts), shared by every server on it. Without one (a read-only
   * backend, the tests' doubles) they are kept in this process.
   */
  deliveries?: () => Promise<DeliveryLog | null>
  /** The `api` publishing keys (npm run articles -- keys create <name> --provider api), accepted besides PUBLISH_SECRET while not revoked. */
  apiKeys?: () => Promise<ApiKey[]>
  /** The secret preview links are signed with; the first PUBLISH_SECRET when absent. */
  previewSecret?: () => Promise<string>
  /** How long an answer is kept for a repeated webhook-id, and how many are kept (in this process). */
  replay?: { ttlMs?: number; maxEntries?: number }
  /** How many bodies are read at once before their signature is checked, and how long each may take to arrive. */
  unverified?: { maxBodies?: number; readTimeoutMs?: number }
}

/**
 * An `api` key as the API checks it. With a name, its writes are recorded as `key:<name>`; with
 * `mayPublish: false` it may save and edit drafts only; with `languages`, write only those; `used`
 * records its last use.
 */
export type ApiKey = {
  secret: string
  revoked: boolean
  name?: string
  mayPublish?: boolean
  languages?: readonly Locale[] | null
  used?: () => Promise<void>
}

/** The `api` keys of a store as the API checks them; none without a store (a read-only backend). */
export async function apiKeysOf(store: PublishingStore | null): Promise<ApiKey[]> {
  if (!store) return []
  return (await store.signingKeys("api")).map(({ key, secret }) => ({
    secret,
    revoked: key.revoked_at !== null,
    name: key.name,
    mayPublish: key.mayPublish,
    languages: key.languages,
    used: () => store.touch(key),
  }))
}

/** Who signed a delivery: PUBLISH_SECRET (null) or an `api` key. */
type Signer = ApiKey | null

export const EVENTS: readonly PublishEvent[] = ["publish", "schedule", "draft", "update", "unpublish", "delete"]
/** The largest request body read, counted as it streams. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024
/**
 * Bodies read at once before their signature is checked: anyone who sends the three headers can
 * make the server hold this many times MAX_BODY_BYTES (16 MB), and no more. A sender publishes one
 * article at a time; a few more at once wait their turn (503 with Retry-After).
 */
export const MAX_UNVERIFIED_BODIES = 8
/**
 * The longest a body may take to arrive, from the request's headers to its last byte: 2 MB in 5 s
 * needs 3.4 Mbit/s, far below any server's link; a stalled upload gives its place back by then.
 */
export const BODY_READ_TIMEOUT_MS = 5_000
/**
 * A signed delivery is accepted from 5 minutes before its timestamp to 5 minutes after, so it can
 * arrive twice at most 10 minutes apart; its answer is kept 15 minutes.
 */
const REPLAY_TTL_MS = 15 * 60 * 1000
/** Only signed deliveries are kept, each answer a few hundred bytes: 10,000 is far beyond any sender's rate. */
const REPLAY_MAX_ENTRIES = 10_000
const NO_STORE = { "Cache-Control": "no-store" }

type Answer = {
  status: 200 | 201 | 400 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 500 | 501 | 503
  body: Record<string, unknown>
}
type Kept = { at: number; answer: Answer }
/** The successful answers kept by delivery id (PublishingStore has these). */
export type DeliveryLog = Pick<PublishingStore, "delivered" | "remember">

/** Every secret of PUBLISH_SECRET: one, or several separated by spaces (rotation). */
export function publishSecrets(value: string): string[] {
  return value.split(/\s+/).filter((secret) => secret !== "")
}

/** Successful answers kept in this process, for a backend with no table to keep them in. */
function memoryLog(ttlMs: number, maxEntries: number): DeliveryLog {
  const answered = new Map<string, Kept>()
  return {
    async delivered(provider, id, now = new Date()) {
      // The map is in arrival order: expired entries are at its front.
      for (const [oldId, kept] of answered) {
        if (now.getTime() - kept.at < ttlMs) break
        answered.delete(oldId)
      }
      const kept = answered.get(`${provider} ${id}`)
      return kept ? { status: kept.answer.status, answer: kept.answer.body } : null
    },
    async remember(provider, _key, id, answer, now = new Date()) {
      while (answered.size >= maxEntries) answered.delete(answered.keys().next().value!)
      answered.set(`${provider} ${id}`, {
        at: now.getTime(),
        answer: { status: answer.status as Answer["status"], body: answer.answer },
      })
    },
  }
}

export class TooLarge extends Error {}
export class TooSlow extends Error {}

/** The body, read up to `limit` bytes within `timeoutMs`; past either, reading stops and TooLarge or TooSlow is thrown. */
export async function readBody(request: Request, limit: number, timeoutMs: number): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length")) > limit) throw new TooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  let late = false
  // Cancelling ends the read under way, as if the body had ended.
  const timer = setTimeout(() => {
    late = true
    void reader.cancel()
  }, timeoutMs)
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (late) throw new TooSlow()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        throw new TooLarge()
      }
      chunks.push(value)
    }
  } finally {
    clearTimeout(timer)
  }
  return Buffer.concat(chunks)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

export function isJsonContentType(header: string | null): boolean {
  if (header === null) return false
  const mediaType = header.split(";")[0]!.trim().toLowerCase()
  return mediaType === "application/json"
}

/** A 422 for one bad field, in the shape of the writer's: the first problem's `error` and `field`, and every problem in `errors`. */
const invalid = (field: string, message: string): Answer => ({
  status: 422,
  body: { error: message, field, errors: [{ field, message }] },
})

export function publishApi(options: PublishingOptions | null) {
  const api = new Hono()
  const notFound = (c: Context) => c.text("Not found", 404, NO_STORE)
  const json = (c: Context, answer: Answer, extra: Record<string, string> = {}) =>
    c.json(answer.body, answer.status, { ...NO_STORE, ...extra })

  if (!options) {
    api.all("*", notFound)
    return api
  }
  const { secret, publisher, errors, siteUrl, now = () => new Date() } = options
  const keys = publishSecrets(secret).map(secretKey)
  /**
   * Who signed: PUBLISH_SECRET (null) or a live `api` key; undefined when neither did. A database
   * that does not answer counts as neither.
   */
  const signerOf = async (headers: WebhookHeaders, body: Uint8Array): Promise<Signer | undefined> => {
    if (keys.some((key) => hasValidSignature(key, headers, body))) return null
    const stored = await options.apiKeys?.().catch((error: unknown) => {
      console.error("Publishing: the api keys could not be read:", loggableError(error))
      return []
    })
    const signer = (stored ?? []).find(({ secret, revoked }) => !revoked && hasValidSignature(secretKey(secret), headers, body))
    await signer?.used?.().catch((error: unknown) => {
      console.error("Publishing: an api key's last use could not be recorded:", loggableError(error))
    })
    return signer
  }
  const signedWithOne = async (headers: WebhookHeaders, body: Uint8Array) => (await signerOf(headers, body)) !== undefined
  const previewSecret = options.previewSecret ?? (() => Promise.resolve(publishSecrets(secret)[0]!))
  const ttlMs = options.replay?.ttlMs ?? REPLAY_TTL_MS
  const maxEntries = options.replay?.maxEntries ?? REPLAY_MAX_ENTRIES
  const maxUnverified = options.unverified?.maxBodies ?? MAX_UNVERIFIED_BODIES
  const readTimeoutMs = options.unverified?.readTimeoutMs ?? BODY_READ_TIMEOUT_MS
  // Bodies being read whose signature is not yet checked.
  let unverified = 0
  const fallback = memoryLog(ttlMs, maxEntries)
  const deliveries = async () => (await options.deliveries?.()) ?? fallback
  // Deliveries of one webhook-id being answered in this process: a second one waits for the first's answer.
  const inFlight = new Map<string, Promise<Answer>>()

  // An article is read, and previewed, under its own language's prefix: /it/blog/<slug>.
  const urlOf = async (slug: string, locale: Locale, live: boolean, at: Date) =>
    new URL(withPrefix(live ? articlePath(slug) : previewUrl(slug, await previewSecret(), at), locale), siteUrl).href

  /**
   * What a limited `api` key may not do, as a 403; null when it may. A drafts-only key saves and
   * edits drafts only; a key limited to languages writes only articles in them (the article's
   * `locale`, else the stored article's, else English). Neither sends the archive's events, which
   * act on live articles and addresses.
   */
  async function refusedToKey(signer: Signer, event: string, article: Record<string, unknown>): Promise<Answer | null> {
    const draftsOnly = signer?.mayPublish === false
    const languages = signer?.languages ?? null
    if (!signer || (!draftsOnly && languages === null)) return null
    const name = signer.name ?? "this api key"
    const refuse = (error: string, field?: string): Answer => ({ status: 403, body: field ? { error, field } : { error } })
    if (isArchiveEvent(event))
      return refuse(
        `the key "${name}" is limited (${draftsOnly ? "drafts only" : `languages ${languages!.join(", ")}`}): it cannot send ${event}`,
      )
    if (draftsOnly && event !== "draft" && event !== "update")
      return refuse(`the key "${name}" may save drafts only: send a draft, or use a key allowed to publish`)
    const slug = typeof article.slug === "string" && isValidSlug(article.slug) ? article.slug : null
    const stored = slug ? await (await publisher()).get(slug) : null
    if (draftsOnly && stored && stored.status !== "draft")
      return refuse(`the key "${name}" may save drafts only, and "${slug}" is ${stored.status}`)
    const locale = typeof article.locale === "string" ? article.locale : (stored?.locale ?? "en")
    if (languages !== null && !languages.includes(locale as Locale))
      return refuse(`the key "${name}" may write only in ${languages.join(", ")}, not ${locale.slice(0, 20)}`, "locale")
    return null
  }

  async function deliver(request: Request, body: Uint8Array, at: Date, signer: Signer): Promise<Answer> {
    if (!isJsonContentType(request.headers.get("content-type")))
      return { status: 415, body: { error: "the body must be JSON, sent with Content-Type: application/json" } }
    let parsed: unknown
    try {
      parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body))
    } catch (error) {
      const reason = error instanceof SyntaxError ? error.message : "it is not valid UTF-8"
      return { status: 400, body: { error: `the body is not valid JSON: ${reason.slice(0, 200)}` } }
    }
    if (!isObject(parsed))
      return { status: 400, body: { error: 'the body must be a JSON object: { "event": …, "article": { … } }' } }
    const { event, article } = parsed
    if (typeof event !== "string" || !(EVENTS.includes(event as PublishEvent) || isArchiveEvent(event)))
      return invalid("event", `event must be one of ${[...EVENTS, ...ARCHIVE_EVENTS].join(", ")}`)
    if (!isObject(article)) return invalid("article", "article must be a JSON object")
    const actor = signer?.name ? `key:${signer.name}` : "api"
    try {
      const refused = await refusedToKey(signer, event, article)
      if (refused) return refused
    } catch (error) {
      console.error(`Publishing ${slugForLog(article)} (${event}): the stored article could not be read:`, loggableError(error))
      return { status: 500, body: { error: "the article could not be stored; nothing was written, try again" } }
    }
    if (isArchiveEvent(event)) {
      const stored = (outcome: PublishOutcome) =>
        urlOf(outcome.slug, outcome.article?.locale ?? "en", outcome.status === "published", at)
      try {
        return await applyArchiveEvent(await publisher(), event, article, at, stored, actor)
      } catch (error) {
        const refused = archiveRefusal(error, errors)
        if (refused) return refused
        console.error(`Publishing ${slugForLog(article)} (${event}) failed:`, loggableError(error))
        return { status: 500, body: { error: "the change could not be made; nothing was written, try again" } }
      }
    }
    try {
      const outcome = await (await publisher()).apply(event as PublishEvent, article, at, { actor })
      if (outcome.status === "deleted") return { status: 200, body: { slug: outcome.slug, status: "deleted" } }
      return {
        status: outcome.created ? 201 : 200,
        body: {
          slug: outcome.slug,
          status: outcome.status,
          url: await urlOf(outcome.slug, outcome.article?.locale ?? "en", outcome.status === "published", at),
          ...(outcome.warnings?.length ? { warnings: outcome.warnings } : {}),
        },
      }
    } catch (error) {
      // An update, unpublish or delete of a slug that has no article (a kind of PublishValidationError).
      if (error instanceof errors.ArticleNotFoundError) return { status: 404, body: { error: error.message, field: "slug" } }
      if (error instanceof errors.PublishValidationError)
        return { status: 422, body: { error: error.message, field: error.field, errors: error.errors } }
      // A slug another language's article or a fixed article holds, or an older version arriving late.
      if (error instanceof errors.WriteConflictError)
        return { status: 409, body: { error: error.message, field: error.field, ...error.detail } }
      if (error instanceof errors.ReadOnlyBackendError)
        return {
          status: 501,
          body: {
            error: `${error.message} (this site reads its articles through a read-only backend; set DATABASE_URL to publish)`,
          },
        }
      // Never the error object itself: a database's error carries the values it was sent, a draft's words among them.
      console.error(`Publishing ${slugForLog(article)} (${event}) failed:`, loggableError(error))
      return { status: 500, body: { error: "the article could not be stored; nothing was written, try again" } }
    }
  }

  api.post("/", async (c) => {
    const headers = webhookHeaders(c.req.raw.headers)
    if (!headers) return notFound(c)
    if (unverified >= maxUnverified)
      return json(
        c,
        { status: 503, body: { error: "too many deliveries are arriving at once; send this one again shortly" } },
        { Connection: "close", "Retry-After": String(Math.ceil(readTimeoutMs / 1000)) },
      )
    let body: Uint8Array
    unverified++
    try {
      body = await readBody(c.req.raw, MAX_BODY_BYTES, readTimeoutMs)
    } catch (error) {
      if (error instanceof TooLarge)
        return json(
          c,
          { status: 413, body: { error: `the body is over ${MAX_BODY_BYTES} bytes (2 MB)` } },
          { Connection: "close" },
        )
      if (error instanceof TooSlow)
        return json(
          c,
          { status: 408, body: { error: `the body did not arrive within ${readTimeoutMs / 1000} s` } },
          { Connection: "close" },
        )
      // The client went away mid-body: no one is left to answer, and nothing was verified.
      return notFound(c)
    } finally {
      unverified--
    }
    const signer = await signerOf(headers, body)
    if (signer === undefined) return notFound(c)
    const at = now()
    const late = timestampProblem(headers.timestamp, at)
    if (late) return json(c, { status: 400, body: { error: late } })

    const running = inFlight.get(headers.id)
    if (running) return json(c, await running, { "Webhook-Replayed": "true" })
    const answering = answer(c.req.raw, body, headers.id, at, signer)
    inFlight.set(headers.id, answering)
    try {
      const { replayed, ...answered } = await answering
      const retryAfter: Record<string, string> =
        answered.status === 503 ? { "Retry-After": String(Math.ceil(readTimeoutMs / 1000)) } : {}
      return json(c, answered, replayed ? { "Webhook-Replayed": "true" } : retryAfter)
    } finally {
      inFlight.delete(headers.id)
    }
  })

  api.get("/:slug/history", async (c) => {
    const headers = webhookHeaders(c.req.raw.headers)
    if (!headers || !(await signedWithOne(headers, new Uint8Array()))) return notFound(c)
    const late = timestampProblem(headers.timestamp, now())
    if (late) return json(c, { status: 400, body: { error: late } })
    const slug = c.req.param("slug")
    const archive = (await publisher()).archive
    if (!archive) return json(c, { status: 501, body: { error: "this site keeps no revisions" } })
    try {
      return c.json({ slug, revisions: await archive.history(slug) }, 200, NO_STORE)
    } catch (error) {
      const refused = archiveRefusal(error, errors)
      if (refused) return json(c, refused)
      console.error("Reading an article's history for the publishing API failed", error)
      return json(c, { status: 500, body: { error: "the history could not be read; try again" } })
    }
  })

  /** The kept answer of this webhook-id, or the delivery's own; only a success is kept (a refusal may not be one later). */
  async function answer(
    request: Request,
    body: Uint8Array,
    id: string,
    at: Date,
    signer: Signer,
  ): Promise<Answer & { replayed?: boolean }> {
    let log: DeliveryLog
    let kept
    try {
      log = await deliveries()
      kept = await log.delivered("api", id, at)
    } catch (error) {
      console.error("Publishing: the deliveries could not be read:", loggableError(error))
      return { status: 503, body: { error: "the site's database is unavailable; nothing was written, send this again shortly" } }
    }
    if (kept) return { status: kept.status as Answer["status"], body: kept.answer, replayed: true }
    const answered = await deliver(request, body, at, signer)
    if (answered.status < 300)
      await log
        .remember("api", signer?.name ?? "PUBLISH_SECRET", id, { status: answered.status, answer: answered.body }, at)
        .catch((error: unknown) =>
          console.error("Publishing: the answer could not be kept for a redelivery:", loggableError(error)),
        )
    return answered
  }

  api.get("/:slug", async (c) => {
    const headers = webhookHeaders(c.req.raw.headers)
    if (!headers || !(await signedWithOne(headers, new Uint8Array()))) return notFound(c)
    const late = timestampProblem(headers.timestamp, now())
    if (late) return json(c, { status: 400, body: { error: late } })
    const slug = c.req.param("slug")
    let stored
    try {
      stored = isValidSlug(slug) ? await (await publisher()).get(slug) : null
    } catch (error) {
      console.error("Reading an article for the publishing API failed", error)
      return json(c, { status: 500, body: { error: "the article could not be read; try again" } })
    }
    if (!stored) return json(c, { status: 404, body: { error: `no article with the slug "${slug.slice(0, 200)}"` } })
    return c.json(stored, 200, NO_STORE)
  })

  api.all("*", notFound)
  return api
}
