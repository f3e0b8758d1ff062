import { siteRoutes } from "#app/content/site-pages.ts"

// Every page's address is lowercase but a tag's word, which is the writer's own and kept as
// written. A path typed with capitals (/DE, /De/Preise, /PRICING, /Blog/Some-Slug) is answered
// with a 301 to its lowercase address where that page exists (server/app.ts), so search engines
// see each page once: the router matches paths whatever their case, and would answer 200.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A piece of a route's path as an expression: its words as written, any other parameter as one segment. */
const piece = (path: string) =>
  path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : escape(segment)))
    .join("/")

/** The routes with a tag, each as a case-blind expression of three groups: before the tag, the tag, after it. */
const TAG_ROUTES = siteRoutes
  .filter((r) => r.path.includes(":tag"))
  .map((r) => {
    const [before, after] = r.path.split(":tag") as [string, string]
    return new RegExp(`^(${piece(before)})([^/]+)(${piece(after)})$`, "iu")
  })

/**
 * The lowercase form of a decoded path (a tag's word kept as written), or null when the path has
 * no capital to lower.
 */
export function lowercasePath(pagePath: string): string | null {
  const match = TAG_ROUTES.map((pattern) => pattern.exec(pagePath)).find((m) => m !== null)
  const lower = match ? match[1]!.toLowerCase() + match[2]! + match[3]!.toLowerCase() : pagePath.toLowerCase()
  return lower === pagePath ? null : lower
}
