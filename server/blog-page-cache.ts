import type { Context, Next } from "hono"
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router"
import type { PreviewAccess } from "#app/data/preview-access.server.ts"
import type { ChangeEvent, ArticleChange } from "#app/data/article-changes.server.ts"
import type { PageReads } from "#app/data/page-reads.server.ts"
// A draft preview's link (docs/publishing.md) is for its holder only, and never kept.
import { PREVIEW_PARAM } from "#app/lib/preview-link.server.ts"
import { inlineScriptHashes } from "./inline-script-hashes.ts"
import { type PageCache, type RenderedPage, createPageCache } from "./page-cache.ts"
import { locales } from "#app/i18n/locales.ts"
import { translatedSegments } from "#app/i18n/slugs.ts"

/*
 * The page cache (server/page-cache.ts, decision 0016) in front of the router for the blog's
 * pages, its feed and the sitemaps. The data layer it needs comes from the build, so that the
 * server hears the same writes and reads the same renders the router makes.
 */

/** Each language's word for an English URL word of the blog ("page": "pagina", "seite", …), as a regex alternation. */
const anyOf = (english: string) =>
  [...new Set([english, ...Object.values(translatedSegments).map((words) => words[english] ?? english)])].join("|")
/** The prefixes of the languages other than English: "it/", "pt-br/", … */
const PREFIX = `(?:(?:${locales.filter((l) => l !== "en").join("|")})\\/)?`
/**
 * The pages kept: each language's blog lists, tag lists and articles, its feed, the sitemaps,
 * and their router data (.data).
 */
const KEPT_PAGE = new RegExp(
  `^\\/(?:${PREFIX}blog(?:\\/(?:${anyOf("page")})\\/[^/]+|\\/(?:${anyOf("tag")})\\/[^/]+(?:\\/(?:${anyOf("page")})\\/[^/]+)?|\\/[^/]+)?|sitemap\\.xml|sitemap\\/[^/]+)$`,
)
/** The router's own parameters of a data request; any other (utm_…, a typo) is not part of the page. */
const ROUTER_PARAMS = ["_routes", "index"]
/**
 * Where this process hears every write, pages are still rendered again in the background once
 * this old, so that their relative dates ("3 minutes ago") do not stand still.
 */
const REFRESH_SEEN_MS = 10 * 60_000
/** Where it does not (supabase): the SPEC's 60 s. */
const REFRESH_UNSEEN_MS = 60_000

/**
 * The cache's key for a request, or null when the request is not for a kept page: the path,
 * and only the router's own parameters; a preview link is never kept.
 */
export function pageCacheKey(url: URL): string | null {
  if (url.searchParams.has(PREVIEW_PARAM)) return null
  const page = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length) : url.pathname
  if (!KEPT_PAGE.test(page)) return null
  const kept = new URLSearchParams()
  for (const name of ROUTER_PARAMS) for (const value of url.searchParams.getAll(name)) kept.append(name, value)
  kept.sort()
  const search = kept.toString()
  return search === "" ? url.pathname : `${url.pathname}?${search}`
}

type DataLayer = {
  collectReads<T>(render: () => Promise<T>): Promise<{ value: T; reads: PageReads }>
  onArticleChange(listener: (event: ChangeEvent) => void): () => void
  changedDependencies(change: ArticleChange): string[]
  seesEveryWrite(): boolean
}

export type BlogPageCacheOptions = {
  build: ServerBuild
  handleRequest: (request: Request, context: RouterContextProvider) => Promise<Response>
  nonceContext: RouterContext<string>
  previewContext?: RouterContext<PreviewAccess | null>
  /** The CSP of a page whose inline scripts have these hashes. */
  policy: (scriptHashes: string[]) => string
  /** Where rendered pages think they were asked (the site's origin): never a visitor's Host header. */
  origin: string
  maxBytes?: number
  log?: (line: string) => void
  /** Sent with every kept page's answer unless the page sets its own (the site's security headers and CSP). */
  headers?: Record<string, string>
}

/** The page cache over the build's router, or null when the build's data layer does not offer what it needs. */
export function blogPageCache(
  options: BlogPageCacheOptions,
): { cache: PageCache; middleware: (c: Context, next: Next) => Promise<Response | void> } | null {
  const data = options.build.entry.module as Partial<DataLayer>
  if (!data.collectReads || !data.onArticleChange || !data.changedDependencies || !data.seesEveryWrite) return null
  const layer = data as DataLayer
  const cache = createPageCache({
    maxBytes: options.maxBytes,
    headers: options.headers,
    revalidateAfterMs: () => (layer.seesEveryWrite() ? REFRESH_SEEN_MS : REFRESH_UNSEEN_MS),
    log: options.log,
  })
  layer.onArticleChange((event) => {
    if (event.kind === "all") {
      options.log?.(`page cache: every page is stale (${event.reason})`)
      cache.invalidateAll()
    } else cache.invalidate(layer.changedDependencies(event.change))
  })

  /** Renders a page the same for every visitor: no nonce (its scripts get hashes), no preview, no request headers. */
  async function render(key: string): Promise<RenderedPage> {
    const context = new RouterContextProvider()
    context.set(options.nonceContext, "")
    if (options.previewContext) context.set(options.previewContext, null)
    const request = new Request(new URL(key, options.origin), { method: "GET" })
    const { value, reads } = await layer.collectReads(async () => {
      const response = await options.handleRequest(request, context)
      return { response, body: Buffer.from(await response.arrayBuffer()) }
    })
    const headers: Record<string, string> = {}
    value.response.headers.forEach((v, name) => (headers[name] = v))
    // Only the router's own client, on its .data fetches, reads this; a page's answer does not say what serves it.
    if (!request.url.split("?")[0]!.endsWith(".data")) delete headers["x-remix-response"]
    if ((headers["content-type"] ?? "").startsWith("text/html"))
      headers["content-security-policy"] = options.policy(inlineScriptHashes(value.body.toString("utf8")))
    return { status: value.response.status, headers, body: value.body, dependencies: reads.dependencies, stale: reads.stale }
  }

  return {
    cache,
    async middleware(c, next) {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") return next()
      const key = pageCacheKey(new URL(c.req.url))
      if (key === null) return next()
      return cache.serve(key, c.req.raw, () => render(key))
    },
  }
}
