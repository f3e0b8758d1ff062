import { type Adapter, bearerKey, singleArticle } from "./adapter.ts"

/*
 * BabyLoveGrowth: `Authorization: Bearer <key>`, one article `{ id, title, slug, metaDescription,
 * content_html, content_markdown, hero_image_url, languageCode, … }`. It wants a 200 within 5 s
 * (or retries), and its first test delivery turns its card to "Connected".
 */
export const babylovegrowth: Adapter = {
  provider: "babylovegrowth",
  keyInHeaders: true,
  authenticate: (headers, _body, store) => bearerKey("babylovegrowth", headers, store),
  deliveryId: () => null,
  parse: singleArticle,
}
