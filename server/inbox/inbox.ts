import { type Context, Hono } from "hono"
import { loggableError } from "#app/data/loggable-error.ts"
import type { PublishEvent, Publisher, PublishInput } from "#app/data/publish.server.ts"
import type { PublishingKey, PublishingStore } from "#app/data/publishing-store.server.ts"
import { sha256 } from "#app/data/publishing-store.server.ts"
import { type Locale, withPrefix } from "#app/i18n/locales.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { previewUrl } from "#app/lib/preview-link.server.ts"
import {
  BODY_READ_TIMEOUT_MS,
  MAX_BODY_BYTES,
  MAX_UNVERIFIED_BODIES,
  TooLarge,
  TooSlow,
  isJsonContentType,
  readBody,
} from "../publish-api.ts"
import type { WriterErrors } from "../server-entry.ts"
import { type Adapter, BadDelivery, type Delivered } from "./adapter.ts"
import { arvow } from "./arvow.ts"
import { babylovegrowth } from "./babylovegrowth.ts"
import { UnsupportedLanguage, isObject, itemOf } from "./fields.ts"
import { hmac } from "./hmac.ts"
import { outrank } from "./outrank.ts"
import { standardWebhooks } from "./standard-webhooks.ts"

/*
 * POST /api/inbox/<provider>: the article services' deliveries, each checked with one of the
 * site's publishing keys (docs/publishing.md, docs/decisions/0028-publishing-keys.md). An adapter
 * per service finds the key and the articles; every article goes through the one writer. A
 * successful answer is kept in the database 15 minutes by the delivery's id, and the service's
 * own article id is mapped to our article for good: a redelivery to any server writes nothing new.
 */

export const ADAPTERS: Record<string, Adapter> = {
  outrank,
  arvow,
  babylovegrowth,
  hmac,
  "standard-webhooks": standardWebhooks,
}

export type InboxOptions = {
  publisher: () => Promise<Publisher>
  /** The keys and deliveries; null when the backend cannot write (supabase). */
  store: () => Promise<PublishingStore | null>
  errors: WriterErrors
  siteUrl: string
  /** The secret preview links are signed with (PREVIEW_SECRET, or the one kept in the database). */
  previewSecret: () => Promise<string>
  now?: () => Date
}

type Status = 200 | 201 | 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 500 | 501 | 503
type Answer = { status: Status; body: Record<string, unknown> }

const NO_STORE = { "Cache-Control": "no-store" }
/** How many numbered slugs are tried when an article's slug belongs to another one. */
const MAX_SUFFIX = 50
/** What a drafts-only key may send: drafts, and edits of drafts. */
const DRAFT_EVENTS: readonly PublishEvent[] = ["draft", "update"]

const refuse = (status: Status, error: string, field?: string): Answer => ({
  status,
  body: field === undefined ? { error } : { error, field },
})

export function inboxApi(options: InboxOptions) {
  const api = new Hono()
  const { publisher, store: openStore, errors, siteUrl, previewSecret, now = () => new Date() } = options
  let unverified = 0
  const send = (c: Context, answer: Answer, extra: Record<string, string> = {}) =>
    c.json(answer.body, answer.status, { ...NO_STORE, ...extra })
  const unavailable = (c: Context, error: string) =>
    send(c, refuse(503, error), { "Retry-After": String(Math.ceil(BODY_READ_TIMEOUT_MS / 1000)) })

  const urlOf = async (slug: string, locale: Locale, live: boolean, at: Date) =>
    new URL(withPrefix(live ? articlePath(slug) : previewUrl(slug, await previewSecret(), at), locale), siteUrl).href

  /** The slug an item is written under, and what the answer should say about it. */
  async function slugFor(
    store: PublishingStore,
    provider: string,
    item: ReturnType<typeof itemOf>,
    warnings: string[],
    renames: Map<string, string>,
  ) {
    if (item.providerId !== null) {
      const stored = await store.sourceSlug(provider, item.providerId)
      if (stored !== null) {
        // A new slug for it is applied after the write, as a rename (the old URL then answers 301).
        if (item.input.slug !== undefined && item.input.slug !== "" && item.input.slug !== stored)
          renames.set(stored, item.input.slug)
        return stored
      }
    }
    const wanted = item.input.slug
    if (wanted === undefined || wanted === "") return null
    // Without the service's id, the sender names its article by the slug, as on /api/articles.
    if (item.providerId === null) return wanted
    // A slug held by an article that is not this item's is never written over: the next free number is taken.
    for (let n = 1; n <= MAX_SUFFIX; n++) {
      const slug = n === 1 ? wanted : `${wanted.slice(0, 190)}-${n}`
      const holder = await store.slugHolder(slug)
      const mine =
        holder !== null && holder.provider === provider && holder.providerId === item.providerId && item.providerId !== null
      if (holder === null || mine) {
        if (n > 1) warnings.push(`the slug "${wanted}" belongs to another article: this one is "${slug}"`)
        return slug
      }
    }
    return wanted
  }

  async function writeItem(
    store: PublishingStore,
    adapter: Adapter,
    key: PublishingKey,
    delivered: Delivered,
    deliveryId: string | null,
    at: Date,
  ): Promise<Answer> {
    let item
    try {
      item = itemOf(delivered.record, delivered.event)
    } catch (error) {
      if (error instanceof UnsupportedLanguage) return refuse(422, error.message, "language_code")
      throw error
    }
    const draftsOnly = `the key "${key.name}" may save drafts only: send the article as a draft, or use a key allowed to publish`
    if (!key.mayPublish && !DRAFT_EVENTS.includes(item.event)) return refuse(403, draftsOnly)
    // The delivery's own id, else the service's article and its version (or its content).
    const id =
      deliveryId ??
      (item.providerId !== null
        ? `${item.providerId}:${item.version ?? sha256(JSON.stringify(delivered.record))}`
        : sha256(JSON.stringify(delivered.record)))
    const kept = await store.delivered(adapter.provider, id, at)
    if (kept) return { status: kept.status as Status, body: { ...kept.answer, replayed: true } }
    const warnings: string[] = []
    const renames = new Map<string, string>()
    const slug = await slugFor(store, adapter.provider, item, warnings, renames)
    if (slug === null) return refuse(422, "the article has no title to make its slug from", "title")
    const stored = !key.mayPublish || key.languages !== null ? await (await publisher()).get(slug) : null
    // Nor may a drafts-only key touch an article that is live or scheduled (a draft event would take it down).
    if (!key.mayPublish && stored && stored.status !== "draft")
      return refuse(403, `the key "${key.name}" may save drafts only, and "${slug}" is ${stored.status}`)
    // An event that names no language acts on the stored article, in its language; a new article is English.
    const locale = (item.input.locale ?? stored?.locale ?? "en") as Locale
    if (key.languages !== null && !key.languages.includes(locale))
      return refuse(403, `the key "${key.name}" may write only in ${key.languages.join(", ")}, not ${locale}`, "language_code")
    const input: PublishInput = { ...item.input, slug }
    try {
      const writer = await publisher()
      const actor = { actor: `key:${key.name}` }
      let outcome = await writer.apply(item.event, input, at, actor)
      warnings.push(...(outcome.warnings ?? []))
      const renameTo = renames.get(slug)
      if (renameTo !== undefined && outcome.status !== "deleted") {
        try {
          const renamed = await writer.rename(slug, renameTo, actor)
          outcome = { ...renamed, created: outcome.created }
        } catch (error) {
          if (!(error instanceof errors.PublishValidationError || error instanceof errors.WriteConflictError)) throw error
          warnings.push(`the slug stays "${slug}": it could not become "${renameTo}" (${error.message})`)
        }
      }
      if (item.providerId !== null && outcome.status !== "deleted")
        await store.linkSource(adapter.provider, item.providerId, outcome.slug)
      const live = outcome.status === "published"
      const url = outcome.status === "deleted" ? null : await urlOf(outcome.slug, outcome.article?.locale ?? locale, live, at)
      const answer: Answer = {
        status: outcome.created ? 201 : 200,
        body: {
          id: outcome.article?.id ?? null,
          slug: outcome.slug,
          status: outcome.status,
          url,
          published_url: live ? url : null,
          ...(item.providerId !== null ? { provider_id: item.providerId } : {}),
          ...(warnings.length > 0 ? { warnings } : {}),
        },
      }
      // Only a success is kept: a refusal may succeed later (an update that arrived before its publish).
      await store.remember(adapter.provider, key.name, id, { status: answer.status, answer: answer.body }, at)
      return answer
    } catch (error) {
      if (error instanceof errors.ArticleNotFoundError) return refuse(404, error.message, "slug")
      if (error instanceof errors.PublishValidationError)
        return { status: 422, body: { error: error.message, field: error.field, errors: error.errors } }
      if (error instanceof errors.WriteConflictError)
        return { status: 409, body: { error: error.message, field: error.field, ...error.detail } }
      if (error instanceof errors.ReadOnlyBackendError) return refuse(501, `${error.message} (set DATABASE_URL to publish)`)
      console.error(`Inbox ${adapter.provider}: writing "${slug}" failed:`, loggableError(error))
      return refuse(500, "the article could not be stored; nothing was written, try again")
    }
  }

  api.post("/:provider", async (c) => {
    const adapter = ADAPTERS[c.req.param("provider")]
    if (!adapter)
      return send(
        c,
        refuse(404, `no inbox for "${c.req.param("provider").slice(0, 40)}": use one of ${Object.keys(ADAPTERS).join(", ")}`),
      )
    if (!isJsonContentType(c.req.header("content-type") ?? null))
      return send(c, refuse(415, "the body must be JSON, sent with Content-Type: application/json"))
    let store: PublishingStore | null
    try {
      store = await openStore()
    } catch (error) {
      console.error("Inbox: the database is unavailable:", loggableError(error))
      return unavailable(c, "the site's database is unavailable; send this again shortly")
    }
    if (!store)
      return send(c, refuse(501, "this site reads its articles through a read-only backend; set DATABASE_URL to publish"))
    const at = now()
    try {
      let auth = adapter.keyInHeaders ? await adapter.authenticate(c.req.raw.headers, new Uint8Array(), store, at) : null
      if (auth && "error" in auth) return send(c, refuse(auth.status ?? 401, auth.error))
      if (unverified >= MAX_UNVERIFIED_BODIES)
        return unavailable(c, "too many deliveries are arriving at once; send this one again shortly")
      let body: Uint8Array
      unverified++
      try {
        body = await readBody(c.req.raw, MAX_BODY_BYTES, BODY_READ_TIMEOUT_MS)
      } catch (error) {
        if (error instanceof TooLarge)
          return send(c, refuse(413, `the body is over ${MAX_BODY_BYTES} bytes (2 MB)`), { Connection: "close" })
        if (error instanceof TooSlow)
          return send(c, refuse(408, `the body did not arrive within ${BODY_READ_TIMEOUT_MS / 1000} s`), { Connection: "close" })
        return send(c, refuse(400, "the body could not be read"))
      } finally {
        unverified--
      }
      auth ??= await adapter.authenticate(c.req.raw.headers, body, store, at)
      if ("error" in auth) return send(c, refuse(auth.status ?? 401, auth.error))
      const { key } = auth
      let parsed: unknown
      try {
        parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body))
      } catch (error) {
        const reason = error instanceof SyntaxError ? error.message : "it is not valid UTF-8"
        return send(c, refuse(400, `the body is not valid JSON: ${reason.slice(0, 200)}`))
      }
      if (!isObject(parsed)) return send(c, refuse(400, "the body must be a JSON object"))
      let delivery
      try {
        delivery = adapter.parse(parsed)
      } catch (error) {
        if (error instanceof BadDelivery) return send(c, refuse(422, error.message, error.field))
        throw error
      }
      await store.touch(key)
      if (delivery.kind === "test")
        return send(c, { status: 200, body: { status: "connected", key: key.name, url: new URL("/blog", siteUrl).href } })
      const deliveryId = adapter.deliveryId(c.req.raw.headers)
      const answers: Answer[] = []
      for (const [index, record] of delivery.records.entries()) {
        const id = deliveryId === null ? null : delivery.batch ? `${deliveryId}#${index}` : deliveryId
        answers.push(await writeItem(store, adapter, key, record, id, at))
      }
      if (!delivery.batch) return send(c, answers[0]!)
      // A batch answers 200 when every article was written; otherwise the first refusal's status, so
      // the service sends it again: the articles already written are replayed, not written twice.
      const failed = answers.find((a) => a.status >= 300)
      const results = answers.map((a) => ({ status: a.status, ...a.body }))
      const first = answers.find((a) => a.status < 300)
      return send(c, { status: failed?.status ?? 200, body: { url: first?.body.url ?? null, results } })
    } catch (error) {
      console.error(`Inbox ${adapter.provider}: the delivery failed:`, loggableError(error))
      return unavailable(c, "the site's database did not answer; nothing more was written, send this again shortly")
    }
  })

  api.all("*", (c) => send(c, refuse(404, "POST a delivery to /api/inbox/<provider>")))
  return api
}
