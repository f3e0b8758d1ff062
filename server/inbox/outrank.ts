import { type Adapter, BadDelivery, bearerKey } from "./adapter.ts"
import { isObject, isTestDelivery } from "./fields.ts"

/*
 * Outrank: `Authorization: Bearer <key>`, a batch
 * `{ event_type: "publish_articles", timestamp, data: { articles: [{ id, title, content_markdown,
 * content_html, meta_description, created_at, image_url, slug, tags }] } }`. Every article is
 * published live. created_at is dropped (the article's dates are ours: published now, updated now).
 */
export const outrank: Adapter = {
  provider: "outrank",
  keyInHeaders: true,
  authenticate: (headers, _body, store) => bearerKey("outrank", headers, store),
  deliveryId: () => null,
  parse(body) {
    if (isTestDelivery(body)) return { kind: "test" }
    const data = body.data
    const articles = isObject(data) ? data.articles : undefined
    if (articles === undefined) return { kind: "test" }
    if (!Array.isArray(articles)) throw new BadDelivery("data.articles must be a list of articles", "data.articles")
    if (articles.some((a) => !isObject(a)))
      throw new BadDelivery("every item of data.articles must be an object", "data.articles")
    if (articles.length === 0) return { kind: "test" }
    return { kind: "items", batch: true, records: articles.map((record) => ({ record, event: "publish" as const })) }
  },
}
