import type { Provider, PublishingKey, PublishingStore } from "#app/data/publishing-store.server.ts"
import { PUBLISH_EVENTS, type PublishEvent } from "#app/data/publisher.server.ts"
import { isObject, isTestDelivery } from "./fields.ts"

/*
 * One service's side of the inbox (server/inbox/inbox.ts): how its deliveries prove their key, and
 * where its articles are in the body. Each service's module says what it does with every field.
 */

/** A delivery's key, or why it has none: 401 unless `status` says otherwise (400: a stale timestamp). */
export type Authenticated = { key: PublishingKey } | { error: string; status?: 400 }

/** What a delivery holds: a test (writes nothing), or its articles (a batch, or one). */
export type Parsed = { kind: "test" } | { kind: "items"; records: Delivered[]; batch: boolean }
/** One article as sent, and the event it asks for when the delivery names one. */
export type Delivered = { record: Record<string, unknown>; event?: PublishEvent }

export type Adapter = {
  provider: Provider
  /** True when the key is in a header and can be checked before the body is read. */
  keyInHeaders: boolean
  authenticate(headers: Headers, body: Uint8Array, store: PublishingStore, now: Date): Promise<Authenticated>
  /** The sender's own id of this delivery (webhook-id), when it sends one. */
  deliveryId(headers: Headers): string | null
  /** The delivery's articles; throws BadDelivery when the body is not the service's shape. */
  parse(body: Record<string, unknown>): Parsed
}

export class BadDelivery extends Error {
  override name = "BadDelivery"
  readonly field: string | undefined
  constructor(message: string, field?: string) {
    super(message)
    this.field = field
  }
}

export const NO_KEY = "no key was sent"
export const WRONG_KEY =
  "the key is not one of this site's publishing keys (check it, or make one: npm run articles -- keys create)"
export const REVOKED_KEY = "the key has been revoked: make a new one with npm run articles -- keys create"

/** A key sent as `Authorization: Bearer <key>` (or in `header`), checked by its SHA-256 hash. */
export async function bearerKey(
  provider: Provider,
  headers: Headers,
  store: PublishingStore,
  header?: string,
): Promise<Authenticated> {
  const authorization = headers.get("authorization")
  const bearer = authorization && /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]
  const secret = (header ? headers.get(header)?.trim() : undefined) || bearer
  if (!secret) return { error: `${NO_KEY}: send it as ${header ? `${header}: <key> or ` : ""}Authorization: Bearer <key>` }
  const key = await store.findBearer(provider, secret)
  if (key === "revoked") return { error: REVOKED_KEY }
  return key ? { key } : { error: WRONG_KEY }
}

/** A single article at the top level, or under `article` or `data`. */
export function singleArticle(body: Record<string, unknown>): Parsed {
  if (isTestDelivery(body)) return { kind: "test" }
  const record = isObject(body.article) ? body.article : isObject(body.data) ? body.data : body
  if (Object.keys(record).length === 0) return { kind: "test" }
  return { kind: "items", records: [{ record }], batch: false }
}

/**
 * The signed API's shape, which the signing adapters take: `{ event, article }`, `{ type, data }`,
 * `{ articles: [...] }` or a bare article; `event` is one of the signed API's (publish, draft,
 * update, schedule, unpublish, delete) or test/ping.
 */
export function eventArticles(body: Record<string, unknown>): Parsed {
  if (isTestDelivery(body)) return { kind: "test" }
  const named = typeof body.event === "string" ? body.event : typeof body.type === "string" ? body.type : undefined
  let event: PublishEvent | undefined
  if (named !== undefined) {
    const short = named.replace(/^article[._]/, "")
    if (!PUBLISH_EVENTS.includes(short as PublishEvent))
      throw new BadDelivery(`event must be one of ${PUBLISH_EVENTS.join(", ")}, test or ping`, "event")
    event = short as PublishEvent
  }
  const list = Array.isArray(body.articles) ? body.articles : null
  if (list) {
    if (list.some((a) => !isObject(a))) throw new BadDelivery("every item of articles must be an object", "articles")
    if (list.length === 0) return { kind: "test" }
    return { kind: "items", batch: true, records: list.map((record) => ({ record, event })) }
  }
  const record = isObject(body.article) ? body.article : isObject(body.data) ? body.data : body
  if (record === body) {
    const { event: _e, type: _t, ...rest } = body
    if (Object.keys(rest).length === 0) return { kind: "test" }
    return { kind: "items", batch: false, records: [{ record: rest, event }] }
  }
  return { kind: "items", batch: false, records: [{ record, event }] }
}
