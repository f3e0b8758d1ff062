// A database article's inline images, pointed at the site's image route with their real size,
// after the body was sanitised (app/lib/sanitize.server.ts). The input is DOMPurify's own
// serialisation, where every attribute value is double-quoted and holds no double quote, so a
// tag's attributes can be read exactly; what is written back is escaped again.
import { COLUMN_SIZES, COLUMN_WIDTHS, type ImageSize, imageSet } from "./image-widths.ts"

const IMG = /<img((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/gi
// A <source srcset> of a <picture> would have the browser fetch from wherever it points (a
// <video>'s <source src> is left to media-src).
const SOURCE = /<source(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:="([^"]*)")?/g
/** Set here from the source and the layout, whatever the body said. */
const REPLACED = new Set(["src", "srcset", "sizes", "width", "height", "loading", "decoding", "fetchpriority"])

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', lt: "<", gt: ">", nbsp: "\u00a0" }
function decode(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (whole, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name] ?? whole),
  )
}
function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
}

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) found.set(name!.toLowerCase(), decode(value ?? ""))
  return found
}

/**
 * The body with each `<img>` served by the route, lazily, at the column's widths, with the
 * source's width and height; an image whose source is not allowed or fails is replaced by its
 * alt text (or nothing, when it has none), so the page never shows a broken image. A source whose
 * `size` is "direct" (IMAGE_MODE=direct) keeps its own link, lazily, at no known size.
 */
export async function rewriteBodyImages(
  html: string,
  size: (src: string) => Promise<ImageSize | "direct" | null>,
): Promise<string> {
  if (!/<(?:img|source)\b/i.test(html)) return html
  const tags = [...html.matchAll(IMG)]
  const sizes = await Promise.all(tags.map(([, attrs]) => size(attributes(attrs ?? "").get("src") ?? "")))
  let index = 0
  return html
    .replace(IMG, (_whole, attrs: string | undefined) => {
      const found = attributes(attrs ?? "")
      const src = found.get("src") ?? ""
      const known = sizes[index++]
      if (!src || !known) {
        const alt = found.get("alt")?.trim()
        return alt ? `<span class="image-fallback">${escapeHtml(alt)}</span>` : ""
      }
      const kept = [...found].filter(([name]) => !REPLACED.has(name)).map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      if (!found.has("alt")) kept.push('alt=""')
      if (known === "direct")
        return `<img ${[`src="${escapeHtml(src)}"`, 'loading="lazy"', 'decoding="async"', ...kept].join(" ")}>`
      const set = imageSet(src, known, COLUMN_WIDTHS, COLUMN_SIZES)
      return `<img ${[
        `src="${escapeHtml(set.src)}"`,
        `srcset="${escapeHtml(set.srcSet)}"`,
        `sizes="${escapeHtml(set.sizes)}"`,
        `width="${set.width}"`,
        `height="${set.height}"`,
        'loading="lazy"',
        'decoding="async"',
        ...kept,
      ].join(" ")}>`
    })
    .replace(SOURCE, (tag) => (/\ssrcset=/i.test(tag) ? "" : tag))
}
