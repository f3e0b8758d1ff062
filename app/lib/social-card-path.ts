/** The site's default social image, served in place of a card that was not generated. */
export const DEFAULT_SOCIAL_IMAGE = "/media/og-default.png"

/**
 * Where the generated social card of a page lives (scripts/social-cards.ts
 * writes one per prerendered page): "/" → /social/index.png, "/terms" →
 * /social/terms.png. A database article's card is drawn by the server on first request
 * (articleCardPath); any other page rendered per request has no card at that path, and the server
 * answers it with DEFAULT_SOCIAL_IMAGE. Kept free of imports so the build script, the server and
 * the browser can use it.
 */
export function socialCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "")
  return `/social/${trimmed === "" ? "index" : trimmed}.png`
}

/**
 * The social card of a database article without a featured image: its page's card path, with a
 * hash of the title as a version, so a link preview or CDN that keeps the image for a day fetches
 * the new card once the title is edited (the server ignores the query). FNV-1a, since the page's
 * head is also made in the browser, where node:crypto is not.
 */
export function articleCardPath(slug: string, title: string): string {
  let hash = 0x811c9dc5
  for (const char of title) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `/social/blog/${slug}.png?v=${hash.toString(36)}`
}
