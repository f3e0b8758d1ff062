import { absoluteUrl } from "#app/config/site.ts"

/** Where the site answers oEmbed requests (app/routes/oembed.ts). */
export const OEMBED_PATH = "/oembed"

/**
 * A watch page's oEmbed discovery address: the provider's endpoint asked for the page's absolute URL,
 * as JSON. The watch page's head names it; its meta runs in the browser too, so this module stays small.
 */
export function oembedUrl(pagePath: string): string {
  const query = new URLSearchParams({ url: absoluteUrl(pagePath), format: "json" })
  return `${absoluteUrl(OEMBED_PATH)}?${query}`
}
