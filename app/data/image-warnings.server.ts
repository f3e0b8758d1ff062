// What a write is told about its images the site will not show (decision 0031): the write is
// kept as sent, and its answer says which image links its pages will show as their fallback.
import { imageRefusal, parseImageHosts, parseLoopbackOrigins } from "#app/lib/image-settings.ts"

// An image in a body: <img src="…"> in HTML, ![…](…) in Markdown.
const HTML_IMAGE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)/g

/**
 * What a write is told about its images that the site will not show: one line per image link on a
 * host IMAGE_HOSTS does not name (when it is set), or written as an address that is not public.
 * The write is kept as it is; the pages show such an image as its fallback.
 */
export function imageWarnings(article: {
  featured_image?: string | null
  content_html?: string | null
  content_markdown?: string | null
}): string[] {
  let origins: Set<string>
  let loopbackOrigins: Set<string>
  try {
    origins = parseImageHosts(process.env.IMAGE_HOSTS)
    loopbackOrigins = parseLoopbackOrigins(process.env.IMAGE_LOOPBACK_ORIGINS_FOR_TESTS)
  } catch (error) {
    // The write is stored by now: a malformed setting (the server refuses to start with one; the
    // CLI may run with it) is said, never thrown.
    return [`images not checked: ${(error as Error).message}`]
  }
  const links: [field: string, source: string][] = []
  if (article.featured_image) links.push(["featured_image", article.featured_image])
  for (const match of (article.content_html ?? "").matchAll(HTML_IMAGE)) {
    links.push(["content_html", (match[1] ?? match[2] ?? match[3] ?? "").replaceAll("&amp;", "&")])
  }
  // A stored article's HTML is made from its Markdown when it has any: the Markdown is read only without HTML.
  if (!article.content_html) {
    for (const match of (article.content_markdown ?? "").matchAll(MARKDOWN_IMAGE)) links.push(["content_markdown", match[1]!])
  }
  const warnings = new Set<string>()
  for (const [field, source] of links) {
    const refused = imageRefusal(source, origins, loopbackOrigins)
    if (refused?.reason === "not-on-image-hosts") {
      warnings.add(`${field}: the image ${source.slice(0, 200)} will not be shown: ${refused.host} is not on IMAGE_HOSTS`)
    } else if (refused?.reason === "not-public") {
      warnings.add(`${field}: the image ${source.slice(0, 200)} will not be shown: ${refused.host} is not a public address`)
    }
  }
  return [...warnings]
}
