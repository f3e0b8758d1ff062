import path from "node:path"
import { site } from "#app/config/site.ts"
import { getArticle } from "#app/data/articles.server.ts"
import { type CardCache, cardCache } from "#app/lib/social-card.server.ts"
import { isImageSource } from "#app/lib/site-path.ts"

// Beside the build's cards (scripts/social-cards.ts), in the folder the server runs from, as DATA_DIR is.
const CARD_DIR = ".cache/social-cards"

let cache: CardCache | undefined

/**
 * The PNG file of the social card of the published article `slug`, drawn from its stored title
 * on first request (app/lib/social-card.server.ts); null for an unknown slug, a draft, or an
 * article with its own featured image, which the server answers with the default image. The
 * title always comes from the database, never from the URL. Throws when the database or the
 * render fails.
 */
export async function articleSocialCard(slug: string): Promise<string | null> {
  const article = await getArticle(slug)
  if (!article || isImageSource(article.featured_image)) return null
  cache ??= cardCache(path.resolve(CARD_DIR))
  return cache.file({ title: article.title, brand: site.brand, host: new URL(site.siteUrl).host })
}
