/** The site's default social image, served in place of a card that was not generated. */
export const DEFAULT_SOCIAL_IMAGE = "/media/og-default.png"

/**
 * Where the generated social card of a page lives (scripts/social-cards.ts
 * writes one per prerendered page): "/" → /social/index.png, "/terms" →
 * /social/terms.png. Pages rendered per request have no card at that path: the server answers it
 * with DEFAULT_SOCIAL_IMAGE. Kept free of imports so the build script and the
 * server can use it too.
 */
export function socialCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, "")
  return `/social/${trimmed === "" ? "index" : trimmed}.png`
}
