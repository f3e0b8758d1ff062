import type { Context, Next } from "hono"
import type { ServerEntry } from "./server-entry.ts"

/*
 * Articles and fixed pages as Markdown for machines (decision 0046): /blog/<slug>.md (and each
 * language's /it/blog/<slug>.md, /terms-and-conditions.md, /features/lip-sync.md…), or the page's
 * own address asked with `Accept: text/markdown`. The build's data layer writes the answers
 * (app/data/machine-readable.server.ts); this routes to it, and gives it the page as the site
 * renders it (`renderPage`), of which a fixed page's Markdown is made.
 */

/** The quality a request's Accept header gives a media type, by its most specific match (RFC 9110 §12.5.1). */
export function acceptQuality(accept: string, type: string): number {
  const [major] = type.split("/")
  let best = -1
  let quality = 0
  for (const part of accept.split(",")) {
    const [range = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase())
    const specificity = range === type ? 2 : range === `${major}/*` ? 1 : range === "*/*" ? 0 : -1
    if (specificity < 0 || specificity < best) continue
    const q = params.find((p) => p.startsWith("q="))
    const value = q === undefined ? 1 : Number(q.slice(2))
    best = specificity
    quality = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0
  }
  return quality
}

/** Whether the request asks for Markdown before HTML: text/markdown named, and preferred at least as much as text/html. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept || !/text\/markdown/i.test(accept)) return false
  const markdown = acceptQuality(accept, "text/markdown")
  return markdown > 0 && markdown >= acceptQuality(accept, "text/html")
}

type Entry = Pick<ServerEntry, "articleMarkdown" | "isMarkdownPagePath">

/** A page of the site rendered as a visitor's browser would get it: its HTML, or null when it is not a 200. */
export type RenderPage = (pagePath: string, requestUrl: string) => Promise<string | null>

export function markdownAnswers(entry: Entry, renderPage: RenderPage) {
  return async (c: Context, next: Next): Promise<Response | void> => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next()
    let path: string
    try {
      path = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return next()
    }
    const asMarkdownFile = path.endsWith(".md") && entry.isMarkdownPagePath(path.slice(0, -".md".length))
    const page = asMarkdownFile ? path.slice(0, -".md".length) : path
    const negotiated = !asMarkdownFile && entry.isMarkdownPagePath(page)
    if (!asMarkdownFile && !(negotiated && prefersMarkdown(c.req.header("Accept")))) {
      await next()
      // The article's address answers HTML or Markdown by the Accept header: a shared cache must know.
      if (negotiated) varyOnAccept(c)
      return
    }
    let answer
    try {
      answer = await entry.articleMarkdown(page, () => renderPage(page, c.req.url))
    } catch (error) {
      console.error("Error fetching article", error)
      return c.text("Article temporarily unavailable\n", 503, { "Cache-Control": "no-store" })
    }
    const headers = new Headers(answer.headers)
    if (negotiated) headers.set("Vary", "Accept")
    return new Response(c.req.method === "HEAD" ? null : answer.body, { status: answer.status, headers })
  }
}

function varyOnAccept(c: Context) {
  const vary = c.res.headers.get("Vary")
  if (vary && /(?:^|,)\s*(?:accept|\*)\s*(?:,|$)/i.test(vary)) return
  const value = vary ? `${vary}, Accept` : "Accept"
  try {
    c.res.headers.set("Vary", value)
  } catch {
    // A response with immutable headers (a fetched one) is copied to add it.
    const copy = new Response(c.res.body, c.res)
    copy.headers.set("Vary", value)
    c.res = copy
  }
}
