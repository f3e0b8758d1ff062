// What every page's first HTML must be, for crawlers and link previews (which run no JavaScript),
// as one set of rules: the prerendered pages are checked against them from build/client
// (app/lib/built-pages.test.ts, app/i18n/built-site.test.ts), the pages the server renders over
// HTTP (tests/e2e/seo.spec.ts).
import { HtmlValidate } from "html-validate"

// What the HTML standard requires of a document (html-validate's "standard" and "document"
// presets), not a style guide. Subresource integrity is asked of resources from other origins only:
// the site loads none, and its own assets are content-hashed files under its CSP.
const htmlValidator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document"],
  rules: { "require-sri": ["error", { target: "crossorigin" }] },
})

/** What html-validate finds wrong in a document, one line each; none for a valid one. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await htmlValidator.validateString(html)
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`))
}

/** The head tags a crawler reads, from a parsed page. */
export function pageHead(document: Document) {
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? null
  return {
    title: document.title,
    description: meta('name="description"'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    og: Object.fromEntries(["title", "description", "url", "image"].map((p) => [p, meta(`property="og:${p}"`)])),
    twitterCard: meta('name="twitter:card"'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
  }
}

/**
 * The JSON-LD types a page must carry, beyond the rule that every block parses, by its English
 * path (a route's key): every language's version of a page carries the same.
 */
export function requiredJsonLdTypes(englishPath: string): string[] {
  if (englishPath === "/") return ["Organization", "WebSite", "VideoGallery"]
  // An article, but the blog's search page (noindex, no structured data of its own).
  if (englishPath === "/blog/search") return []
  if (/^\/blog\/[^/]+$/.test(englishPath)) return ["Article"]
  if (englishPath.startsWith("/examples/")) return ["VideoObject"]
  return []
}

function jsonLdTypes(block: unknown): string[] {
  if (Array.isArray(block)) return block.flatMap(jsonLdTypes)
  if (!block || typeof block !== "object") return []
  const node = block as { "@type"?: string | string[]; "@graph"?: unknown[] }
  return [...[node["@type"] ?? []].flat(), ...jsonLdTypes(node["@graph"] ?? [])]
}

/**
 * What is wrong with a page's head, one line each: a title and a description, the canonical URL
 * (the site URL and the page's path), Open Graph's title, description, URL (the canonical one) and
 * an image on the site, a large Twitter card (a watch page's: its player), and JSON-LD blocks that parse, say schema.org and
 * carry the page's required types. Titles unique in a language are the caller's to check.
 */
export function headProblems(document: Document, page: { path: string; englishPath: string; siteUrl: string }): string[] {
  const { path, englishPath, siteUrl } = page
  const head = pageHead(document)
  const problems: string[] = []
  const expect = (ok: boolean, what: string, value: unknown) => {
    if (!ok) problems.push(`${path}: ${what}: ${JSON.stringify(value)}`)
  }
  const canonical = new URL(path, `${siteUrl}/`).href
  expect(/\S/.test(head.title), "title", head.title)
  expect(/\S/.test(head.description ?? ""), "meta description", head.description)
  expect(head.canonical === canonical, `canonical, not ${canonical}`, head.canonical)
  expect(/\S/.test(head.og.title ?? ""), "og:title", head.og.title)
  expect(/\S/.test(head.og.description ?? ""), "og:description", head.og.description)
  expect(head.og.url === canonical, `og:url, not ${canonical}`, head.og.url)
  expect(head.og.image?.startsWith(`${siteUrl}/`) ?? false, `og:image, not on ${siteUrl}`, head.og.image)
  // A watch page's card is its video's player (app/routes/embed.ts); every other page's a large image.
  const card = englishPath.startsWith("/examples/") ? "player" : "summary_large_image"
  expect(head.twitterCard === card, "twitter:card", head.twitterCard)
  const blocks = head.jsonLd.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown]
    } catch {
      problems.push(`${path}: JSON-LD does not parse: ${text.slice(0, 80)}`)
      return []
    }
  })
  for (const block of blocks) {
    const context = (block as { "@context"?: unknown } | null)?.["@context"]
    expect(typeof context === "string" && /^https?:\/\/schema\.org\/?$/.test(context), "JSON-LD @context", context)
  }
  const types = blocks.flatMap(jsonLdTypes)
  const missing = requiredJsonLdTypes(englishPath).filter((type) => !types.includes(type))
  expect(missing.length === 0, `JSON-LD types lack ${missing.join(", ")}`, types)
  return problems
}
