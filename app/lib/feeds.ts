import { site } from "#app/config/site.ts"
import { type Locale, localeInfo, withPrefix } from "#app/i18n/locales.ts"

/** The `<link rel="alternate">` every blog page carries, so readers and browsers find the feed of its language. */
export function rssAlternateLink(locale: Locale = "en") {
  return {
    rel: "alternate",
    type: "application/rss+xml",
    title: locale === "en" ? `${site.brand} Blog` : `${site.brand} Blog (${localeInfo[locale].name})`,
    href: withPrefix("/blog/rss.xml", locale),
  }
}

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!)
}

/**
 * Plain text as an RSS `<description>`, which feed readers decode and then render as HTML: the
 * text is HTML-escaped inside CDATA, so `<img onerror=…>` or `&lt;script&gt;` in a stored
 * description shows as those characters and never becomes markup. Escaping `>` also means the
 * text can never close the CDATA section.
 */
function rssDescription(text: string): string {
  return `<![CDATA[${text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[c]!)}]]>`
}

/** A page's versions in other languages (itself included) and x-default: `<xhtml:link rel="alternate" hreflang>`. */
export type SitemapAlternate = { hreflang: string; href: string }
export type SitemapEntry = { loc: string; lastmod?: string | null; alternates?: SitemapAlternate[] }

/** The namespace of Google's `xhtml:link` alternates, declared on every urlset so that any child may carry them. */
const XHTML = "http://www.w3.org/1999/xhtml"

export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url>\n    <loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `\n    <lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ""}${(
        e.alternates ?? []
      )
        .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`)
        .join("")}\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML}">\n${urls.join("\n")}\n</urlset>\n`
}

/** A sitemap index (sitemaps.org): where the child sitemaps are, for a site with more URLs than one sitemap may hold. */
export function sitemapIndexXml(locs: string[]): string {
  const sitemaps = locs.map((loc) => `  <sitemap>\n    <loc>${xmlEscape(loc)}</loc>\n  </sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`
}

/** `description` is plain text (rssDescription). `pubDate` is optional in RSS 2.0: a fixed article without a shown date has none. */
export type RssItem = { title: string; link: string; description: string; pubDate: string | null }

/** `language` is the channel's BCP 47 tag ("en", "pt-BR"); English when absent. */
export function rssXml(
  channel: { title: string; link: string; description: string; self: string; language?: string },
  items: RssItem[],
): string {
  const body = items
    .map(
      (i) =>
        `    <item>\n      <title>${xmlEscape(i.title)}</title>\n      <link>${xmlEscape(i.link)}</link>\n      <guid isPermaLink="true">${xmlEscape(i.link)}</guid>\n      <description>${rssDescription(i.description)}</description>${i.pubDate ? `\n      <pubDate>${new Date(i.pubDate).toUTCString()}</pubDate>` : ""}\n    </item>`,
    )
    .join("\n")
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(channel.title)}</title>
    <link>${xmlEscape(channel.link)}</link>
    <description>${rssDescription(channel.description)}</description>
    <language>${xmlEscape(channel.language ?? "en")}</language>
    <atom:link href="${xmlEscape(channel.self)}" rel="self" type="application/rss+xml"/>
${body}
  </channel>
</rss>
`
}
