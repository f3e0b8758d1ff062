import type { Context, Next } from "hono"
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router"
import type { PreviewAccess } from "#app/data/preview-access.server.ts"
// A draft preview's link (docs/publishing.md) is for its holder only, and never kept.
import { PREVIEW_PARAM, verifyPreview } from "#app/lib/preview-link.server.ts"
import { inlineScriptHashes } from "./inline-script-hashes.ts"
import { type PageCache, type RenderedPage, createPageCache } from "./page-cache.ts"
import type { ServerEntry } from "./server-entry.ts"
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
/**
 * The blog's search pages (decision 0045): never kept, nor rendered once for many visitors, since
 * each query is its own answer. Compared with the path as the router decodes it, in any case.
 */
const SEARCH_PAGE = new RegExp(`^\\/${PREFIX}blog\\/(?:${anyOf("search")})\\/?$`, "i")
const isSearchPage = (page: string) => SEARCH_PAGE.test(page) || SEARCH_PAGE.test(`/${(decodedSegments(page) ?? []).join("/")}`)

/**
 * Where this process hears every write, pages are still rendered again in the background once
 * this old, so that their relative dates ("3 minutes ago") do not stand still.
 */
const REFRESH_SEEN_MS = 10 * 60_000
/** Where it does not (supabase): the SPEC's 60 s. */
const REFRESH_UNSEEN_MS = 60_000

/** A route of the build with its whole path's segments (its parents' first). */
type RoutePattern = { id: string; segments: string[]; prefix: boolean; caseSensitive: boolean }

/** The build's routes with their whole paths: a route with children (the root) matches any path under its own. */
function routePatterns(routes: ServerBuild["routes"]): Map<string, RoutePattern> {
  const all = Object.values(routes).filter((route) => route !== undefined)
  const segmentsOf = (id: string | undefined): string[] => {
    const route = id === undefined ? undefined : routes[id]
    if (!route) return []
    return [...segmentsOf(route.parentId), ...(route.path ?? "").split("/").filter(Boolean)]
  }
  const parents = new Set(all.map((route) => route.parentId))
  const patterns = new Map<string, RoutePattern>()
  for (const { id, caseSensitive } of all)
    patterns.set(id, { id, segments: segmentsOf(id), prefix: parents.has(id), caseSensitive: caseSensitive === true })
  return patterns
}

/** Whether the route's path matches the page's decoded segments, as the router compares them. */
function matchesPath(pattern: RoutePattern, page: string[]): boolean {
  const same = (a: string, b: string) => (pattern.caseSensitive ? a === b : a.toLowerCase() === b.toLowerCase())
  const match = (i: number, j: number): boolean => {
    if (i === pattern.segments.length) return pattern.prefix || j === page.length
    const segment = pattern.segments[i]!
    if (segment === "*") return true
    if (segment.endsWith("?") && match(i + 1, j)) return true
    if (j === page.length) return false
    const word = segment.replace(/\?$/, "")
    return (word.startsWith(":") || same(word, page[j]!)) && match(i + 1, j + 1)
  }
  return match(0, 0)
}

/** A path's segments, decoded as the router decodes them; null when one is malformed. */
function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split("/").filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

/** The ids of the blog's article routes, in each language: the pages a preview link opens. */
const ARTICLE_ROUTE = /^(?:routes\/)?blog-article(?:\.[a-z-]+)?$/

/**
 * The cache's key for a request, or null when it is not for a kept page (or is a preview link's):
 * the path and, on a router data request (.data), the `_routes` it asks for. Everything else the
 * router would answer the same without is left out, so that no query can make a page's key new:
 *
 * - `_routes` (which routes' loaders a .data request runs): the router reads its first value only,
 *   as a comma-separated set of route ids; kept are the ids of the build's routes whose paths match
 *   the page (the root, the page's own, the catch-all), sorted and once each, so a page has a few
 *   keys at most. A list naming none of them (the router then loads nothing) is answered by the
 *   router, not kept. A document request ignores `_routes`.
 * - `index` selects an index route for a form's submission; a GET runs every matched loader
 *   whatever it says, and no kept page is an index route: left out.
 * - `preview` opens a draft on an article's page: a link valid for that article's slug (only
 *   possible with `previewSecret`, the publishing secret) goes to the router uncached; any other
 *   value renders the public page, and is left out.
 */
export function pageCacheKeys(
  routes: ServerBuild["routes"],
  previewSecret?: string | (() => string | undefined),
): (url: URL) => string | null {
  const secretNow = typeof previewSecret === "function" ? previewSecret : () => previewSecret
  const patterns = routePatterns(routes)
  const articleRoutes = [...patterns.keys()].filter((id) => ARTICLE_ROUTE.test(id))
  const matching = (ids: Iterable<string>, segments: string[]) =>
    [...ids].filter((id) => {
      const pattern = patterns.get(id)
      return pattern !== undefined && matchesPath(pattern, segments)
    })
  return (url) => {
    const isData = url.pathname.endsWith(".data")
    const page = isData ? url.pathname.slice(0, -".data".length) : url.pathname
    if (!KEPT_PAGE.test(page) || isSearchPage(page)) return null
    const token = url.searchParams.get(PREVIEW_PARAM)
    const asked = isData ? url.searchParams.get("_routes") : null
    // Only a query the router reads needs the page's routes.
    const segments = token !== null || asked ? decodedSegments(page) : []
    if (segments === null) return null
    const secret = token === null ? undefined : secretNow()
    if (token !== null && secret !== undefined && isPreviewOfArticle(token, segments, secret)) return null
    if (!asked) return url.pathname
    const kept = matching(new Set(asked.split(",")), segments).sort()
    if (kept.length === 0) return null
    return `${url.pathname}?${new URLSearchParams({ _routes: kept.join(",") })}`
  }

  /** Whether `token` is a valid preview link for the article whose page has these segments. */
  function isPreviewOfArticle(token: string, segments: string[], secret: string): boolean {
    const onArticle = matching(articleRoutes, segments).length > 0
    return onArticle && verifyPreview(segments.at(-1)!, token, secret)
  }
}

/** What the cache takes of the build's data layer (server/server-entry.ts). */
type DataLayer = Pick<ServerEntry, "collectReads" | "onArticleChange" | "changedDependencies" | "seesEveryWrite">

export type BlogPageCacheOptions = {
  build: ServerBuild
  /** The build's entry (server/server-entry.ts): the data layer the router's renders read. */
  entry: DataLayer
  handleRequest: (request: Request, context: RouterContextProvider) => Promise<Response>
  nonceContext: RouterContext<string>
  previewContext?: RouterContext<PreviewAccess | null>
  /** The CSP of a page whose inline scripts have these hashes. */
  policy: (scriptHashes: string[]) => string
  /** The preview links' secret (as known now), whose links go to the router uncached; without it no query does. */
  previewSecret?: string | (() => string | undefined)
  /** Where rendered pages think they were asked (the site's origin): never a visitor's Host header. */
  origin: string
  maxBytes?: number
  log?: (line: string) => void
  /** Sent with every kept page's answer unless the page sets its own (the site's security headers and CSP). */
  headers?: Record<string, string>
}

/** The page cache over the build's router. */
export function blogPageCache(options: BlogPageCacheOptions): {
  cache: PageCache
  middleware: (c: Context, next: Next) => Promise<Response | void>
} {
  const layer = options.entry
  const keyOf = pageCacheKeys(options.build.routes, options.previewSecret)
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
      const key = keyOf(new URL(c.req.url))
      if (key === null) return next()
      return cache.serve(key, c.req.raw, () => render(key))
    },
  }
}
