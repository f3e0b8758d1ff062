import { type Adapter, bearerKey, singleArticle } from "./adapter.ts"

/*
 * Arvow: header `X-SECRET: <key>`, one article `{ id, title, content (HTML), content_markdown, tags,
 * thumbnail, thumbnail_alt_text, metadescription, keyword_seed, language_code, … }`; it reads `url`
 * from a 200 answer. keyword_seed is dropped (the search term the article was written for: nothing
 * on the page shows it).
 */
export const arvow: Adapter = {
  provider: "arvow",
  keyInHeaders: true,
  authenticate: (headers, _body, store) => bearerKey("arvow", headers, store, "x-secret"),
  deliveryId: () => null,
  parse: singleArticle,
}
