import { randomBytes } from "node:crypto"
import path from "node:path"
import type { HttpBindings } from "@hono/node-server"
import { type Context, Hono } from "hono"
import { compress } from "hono/compress"
import { RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router"
import type { PreviewAccess } from "#app/data/preview-access.server.ts"
import { DEFAULT_SOCIAL_IMAGE } from "#app/lib/social-card-path.ts"
import { CALCULATOR_PARAMS, PRICING_PATH } from "#app/content/track-cost-logic.ts"
import { embedPath, examples } from "#app/content/examples.ts"
import { locales } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { type PublishingOptions, publishApi, publishSecrets } from "./publish-api.ts"
import { type InboxOptions, inboxApi } from "./inbox/inbox.ts"
import { blogPageCache } from "./blog-page-cache.ts"
import { DEFAULT_MAX_BYTES } from "./page-cache.ts"
import { encodePath, onSiteLocation } from "./redirect.ts"
import { lowercasePath } from "./lowercase-path.ts"
import { markdownAnswers } from "./markdown-answers.ts"
import { serverEntry } from "./server-entry.ts"
import type { ArticlesCheck } from "#app/data/articles.server.ts"
import type { Metrics, RouteKind } from "./metrics.ts"
import { type Log, batchedLog } from "./request-log.ts"
import { type CspSources, STATIC_SECURITY_HEADERS, contentSecurityPolicy, mergeCspSources } from "./security.ts"
import { SITE_RUNTIME_PATH, siteRuntimeAnswer } from "./site-runtime.ts"
import { type FileMemoryOptions, contentType, createFileMemory, findFile, serveFile } from "./static-files.ts"

export type AppOptions = {
  build: ServerBuild
  /** build/client: hashed assets, public files and prerendered pages. */
  clientDir: string
  /** Script hashes of each prerendered page's inline scripts, by URL path. */
  cspHashes: Record<string, string[]>
  /** Sources every page allows besides its own scripts: the configured trackers' hosts and the demo video's origin. */
  csp?: CspSources
  /**
   * The browser's trackers and demo video, answered at /assets/site-runtime.js in place of the
   * build's copy (server/site-runtime.ts); without it the build's file is served as it is.
   */
  siteRuntimeModule?: string
  /** False while the server is still opening the blog's database: /healthz answers 503 "starting". */
  ready?: () => boolean
  /** The public origin (SITE_URL): the only host an absolute redirect may name. */
  siteUrl?: string
  /** The publishing API and preview links (docs/publishing.md); off when absent (PUBLISH_SECRET unset). */
  publishing?: Omit<PublishingOptions, "siteUrl">
  /** The article services' inbox, POST /api/inbox/<provider> (server/inbox/inbox.ts); off when absent. */
  inbox?: Omit<InboxOptions, "siteUrl">
  /**
   * The preview links' secret as known now: PREVIEW_SECRET, or the one kept in the database once it
   * is read. Without it, the first PUBLISH_SECRET signs them.
   */
  previewSecret?: () => string | undefined
  /** The request log and the page cache's lines (server/request-log.ts); one batched readable line each by default. */
  log?: Log
  /** The operator's metrics (server/metrics.ts), kept only when given (METRICS_PORT set). */
  metrics?: Metrics
  /** The page cache's size in bytes (decision 0016); 0 renders every blog page on request. */
  pageCacheBytes?: number
  /** Limits on the build's files held in memory (decision 0017). */
  fileMemory?: FileMemoryOptions
}

const MAX_PATH_LENGTH = 2048
const IMMUTABLE = "public, max-age=31536000, immutable"
const PRERENDERED_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400"
const PUBLIC_FILE = "public, max-age=86400"
// A CDN keeps a missing page for a minute, so a page published meanwhile shows soon after.
const NOT_FOUND = "public, max-age=0, s-maxage=60"
// Canonical-path redirects (trailing slash, index.html) never change; an hour bounds a mistake.
const REDIRECT = "public, max-age=3600"
const READ_METHODS = ["GET", "HEAD"]
const NO_REFERRER = "no-referrer"
/**
 * Paths that take methods besides GET and HEAD, with those methods; every other
 * request of another method answers 405. A route that takes e.g. a POST is
 * listed here and registered before the React Router catch-all. (With publishing
 * off, /api/ answers 404 to every method before this is read.)
 */
const OTHER_METHODS: Record<string, string[]> = { "/api/articles": ["POST"] }
/**
 * Prerendered pages that also answer a GET form: with one of the form's fields in the query the
 * router renders the answer (the price calculator without JavaScript, decision 0015); any other
 * query (utm_source, fbclid) still gets the prerendered file. The calculator answers on its page in
 * each language (/pricing, /it/prezzi, /de/preise…).
 */
const FORM_PAGES: Record<string, string[]> = Object.fromEntries(
  locales.map((locale) => [localizePath(PRICING_PATH, locale), Object.values(CALCULATOR_PARAMS)]),
)
/**
 * The examples' embeddable players in every language (app/routes/embed.ts): the only pages other sites
 * may put in a frame. Every other answer keeps frame-ancestors 'none' and X-Frame-Options DENY.
 */
const EMBED_PATHS = new Set(locales.flatMap((locale) => examples.map((e) => localizePath(embedPath(e.slug), locale))))
/** The publishing API's paths (server/publish-api.ts): /api and everything under it. */
const isApiPath = (pagePath: string) => pagePath === "/api" || pagePath.startsWith("/api/")
/** Logged for a request whose client hung up before its response was sent, as nginx does. */
const CLIENT_CLOSED = 499

/**
 * Control characters (a newline, a tab, DEL, C1) and the line and paragraph separators: no page's
 * path holds one, and the router's patterns cannot match across a line break.
 */
const CONTROL_OR_SEPARATOR = /[\p{Cc}\u2028\u2029]/u

/** Decodes a request path, or returns null when it is malformed or hostile. */
export function safePath(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith("/")) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (CONTROL_OR_SEPARATOR.test(decoded) || decoded.includes("\\")) return null
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null
  return decoded
}

/** The prerendered file for a page path: "/" → /index.html, "/x" → /x/index.html. */
function prerenderedFile(pagePath: string) {
  return pagePath === "/" ? "/index.html" : `${pagePath}/index.html`
}

/** The one URL of a page: no trailing slash and no index.html ("//" has none, and gets a 404). */
function canonicalPath(pagePath: string) {
  let canonical = pagePath
  if (canonical === "/index.html" || canonical.endsWith("/index.html")) canonical = canonical.slice(0, -"index.html".length)
  return canonical.length > 1 ? canonical.replace(/\/+$/, "") : canonical
}

/** What the app's handlers see: the node server's bindings, and what answered (for the metrics). */
type AppEnv = { Bindings: Partial<HttpBindings>; Variables: { kind: RouteKind } }

/** The kinds of request told apart by their path alone; the rest are set where they are answered. */
function kindOfPath(pagePath: string): RouteKind {
  if (pagePath === "/healthz" || pagePath === "/readyz") return "health"
  if (pagePath.startsWith("/api/")) return "api"
  if (pagePath.startsWith("/images/")) return "image"
  return "other"
}

/**
 * Calls `done` with the status a client received once the response is sent, or 499 when the
 * client hung up before (as nginx logs it), since no client received the status chosen.
 */
function whenSent(c: Context<AppEnv>, done: (status: number) => void) {
  const outgoing = c.env?.outgoing
  if (c.req.raw.signal.aborted) done(CLIENT_CLOSED)
  else if (outgoing && !outgoing.writableFinished)
    outgoing.once("close", () => done(outgoing.writableFinished ? c.res.status : CLIENT_CLOSED))
  else done(c.res.status)
}

/**
 * The answer of /readyz: not ready while the server is still opening the blog's database, then
 * whether the database answers a read now (the build's checkArticles), one check at a time
 * however many ask. Each change between ready and not is logged once, with the whole error.
 */
function readinessCheck(ready: () => boolean, check: () => Promise<ArticlesCheck>) {
  let checking: Promise<ArticlesCheck> | null = null
  let failing = false
  const note = (answer: ArticlesCheck) => {
    if (!answer.ok && !failing) console.error(`Not ready: ${answer.reason}:`, answer.error)
    else if (answer.ok && failing) console.log("Ready again: the blog's database answers")
    failing = !answer.ok
    return answer
  }
  return async (): Promise<ArticlesCheck> => {
    if (!ready()) return { ok: false, reason: "starting: the blog's database is still opening", error: null }
    checking ??= check()
      .then(note)
      .finally(() => (checking = null))
    return checking
  }
}

function hostHeaderCount(rawHeaders: string[]) {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === "host") count++
  return count
}

export function createApp({
  build,
  clientDir,
  cspHashes,
  csp = {},
  siteRuntimeModule,
  ready = () => true,
  siteUrl,
  publishing,
  inbox,
  previewSecret: knownPreviewSecret,
  log = batchedLog(),
  metrics,
  pageCacheBytes = DEFAULT_MAX_BYTES,
  fileMemory,
}: AppOptions) {
  const root = path.resolve(clientDir)
  const files = createFileMemory(root, fileMemory)
  const policy = (page: CspSources = {}) => contentSecurityPolicy(mergeCspSources(csp, page))
  const sitePolicy = policy()
  const embedPolicy = contentSecurityPolicy(mergeCspSources(csp), ["*"])
  /**
   * Answers made with every header the security middleware would add (files): it leaves them
   * alone, since reading a response's headers back costs more than serving a file from memory.
   */
  const complete = new WeakSet<Response>()
  // A prerendered page's policy is the same for every request: made once per page.
  const pagePolicies = new Map<string, string>()
  const pagePolicy = (pagePath: string) => {
    let made = pagePolicies.get(pagePath)
    if (made === undefined) {
      made = policy({ script: cspHashes[pagePath] ?? [] })
      // Only pages that exist get here, so the map is as big as the build.
      pagePolicies.set(pagePath, made)
    }
    return made
  }
  const renderRequest = createRequestHandler(build, "production")
  const handleRequest: typeof renderRequest = metrics
    ? (request, context) => metrics.timeRender(() => renderRequest(request, context))
    : renderRequest
  // What the server reads of the build's data layer: its context keys, its database, its caches
  // (app/entry.server.tsx); a build missing one is refused here, at start-up.
  const entry = serverEntry(build)
  // The context keys are the build's own, so both sides share one instance.
  const { nonceContext, previewContext, articleSocialCard } = entry
  const writer = publishing?.publisher ?? inbox?.publisher
  const previewSecret = () => knownPreviewSecret?.() ?? (publishing ? publishSecrets(publishing.secret)[0] : undefined)
  /** Drafts read for a preview link: on when something publishes and the links' secret is known. */
  const previewAccess = (): PreviewAccess | null => {
    const secret = previewSecret()
    return writer && secret !== undefined ? { secret, read: async (slug) => (await writer()).get(slug) } : null
  }
  /** The card the build's data layer draws for /social/blog/<slug>.png: its file, none, or "failed". */
  const articleCard = async (pagePath: string) => {
    const slug = /^\/social\/blog\/([^/]+)\.png$/.exec(pagePath)?.[1]
    if (slug === undefined) return null
    try {
      const file = await articleSocialCard(slug)
      return file === null ? null : await findFile(path.dirname(file), `/${path.basename(file)}`)
    } catch (error) {
      console.error(`Social card of "${slug.slice(0, 120)}" unavailable, answering the default image:`, error)
      return "failed" as const
    }
  }
  const readiness = readinessCheck(ready, entry.checkArticles)
  /**
   * Whether a lowercase path is there: a file of the build, or a page the router answers (200, or
   * a redirect of its own, as a renamed article's, or a sitemap). Asked only for a path with capitals that is no file.
   */
  const pageExists = async (pagePath: string, requestUrl: string) => {
    const hasExtension = path.posix.extname(pagePath) !== ""
    if (await files.find(hasExtension ? pagePath : prerenderedFile(pagePath))) return true
    const context = new RouterContextProvider()
    context.set(nonceContext, randomBytes(16).toString("base64"))
    context.set(previewContext, null)
    const answer = await handleRequest(new Request(new URL(encodePath(pagePath), requestUrl)), context)
    await answer.body?.cancel()
    return answer.status >= 200 && answer.status < 400 && answer.status !== 304
  }
  // Bindings are there when the node server runs the app, not under app.request in tests.
  const app = new Hono<AppEnv>()
  const notFound = (c: Context) => c.text("Not found", 404, { "Cache-Control": NOT_FOUND })
  /** The only way the server redirects: to a Location on this site, or a 404. */
  const redirect = (c: Context, target: string, status: 301 | 308 = 308) => {
    const location = onSiteLocation(target, siteUrl)
    if (location === null) return notFound(c)
    return c.body(null, status, { Location: location, "Cache-Control": REDIRECT })
  }

  // One line a request, once its response is sent or its client has gone:
  // a hang-up is logged as 499, since no client received the status we chose.
  // With metrics, the same time is counted by what answered the request (one listener for both).
  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    whenSent(c, (status) => {
      const ms = performance.now() - started
      const rawPath = new URL(c.req.url).pathname
      const shown = rawPath.slice(0, 200)
      log(`${c.req.method} ${shown} ${status} ${ms.toFixed(1)}ms`, {
        method: c.req.method,
        path: shown,
        status,
        ms: Math.round(ms * 10) / 10,
      })
      metrics?.request(c.get("kind") ?? kindOfPath(rawPath), status, ms / 1000)
    })
  })

  app.use(async (c, next) => {
    await next()
    if (complete.has(c.res)) return
    // A Location off this site is never sent, whoever made it (the router included).
    const location = c.res.headers.get("Location")
    if (location !== null && c.res.status >= 300 && c.res.status < 400 && onSiteLocation(location, siteUrl) === null) {
      // Cleared first: assigning over a response would carry its headers, Location included.
      c.res = undefined
      c.res = notFound(c)
    }
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
      // A page may send no referrer at all (a draft's preview, whose link is its secret); never a looser policy.
      if (name === "Referrer-Policy" && c.res.headers.get(name) === NO_REFERRER) continue
      c.res.headers.set(name, value)
    }
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", sitePolicy)
    }
    // An embeddable player any site may frame: the site's policy but for frame-ancestors, no
    // X-Frame-Options, and a page other origins may load (an embedder's cross-origin isolation).
    if (c.res.status === 200 && EMBED_PATHS.has(new URL(c.req.url).pathname)) {
      c.res.headers.set("Content-Security-Policy", embedPolicy)
      c.res.headers.delete("X-Frame-Options")
      c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin")
    }
    if (c.res.status === 404 && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", NOT_FOUND)
    // The router's client reads this on its own .data fetches to tell the router's error
    // payloads from a proxy's; no other response needs to say what framework serves it.
    if (!new URL(c.req.url).pathname.endsWith(".data")) c.res.headers.delete("X-Remix-Response")
  })

  app.use(async (c, next) => {
    // Node keeps one of two Host headers; which site was meant is ambiguous (RFC 9112 §3.2).
    const rawHeaders = c.env?.incoming?.rawHeaders
    if (rawHeaders && hostHeaderCount(rawHeaders) > 1) return c.text("Bad request: more than one Host header", 400)
    const pagePath = safePath(new URL(c.req.url).pathname)
    if (pagePath === null) return c.text("Bad request", 400)
    // With publishing off there is no API, whatever the method: a 405 would say there is one.
    const inInbox = inbox !== undefined && pagePath.startsWith("/api/inbox/")
    if (!inInbox && !publishing && isApiPath(pagePath)) return c.text("Not found", 404, { "Cache-Control": "no-store" })
    const allowed = [...READ_METHODS, ...(OTHER_METHODS[pagePath] ?? (inInbox ? ["POST"] : []))]
    if (!allowed.includes(c.req.method)) {
      return c.text("Method not allowed\n", 405, { Allow: allowed.join(", ") })
    }
    await next()
  })

  // Answered here, before files and pages; every answer, 404s included, says no-store.
  const publisher =
    publishing && metrics ? metrics.countPublishes(publishing.publisher, publishing.errors) : publishing?.publisher
  app.route(
    "/api/articles",
    publishApi(publishing && publisher ? { ...publishing, publisher, siteUrl: siteUrl ?? "http://localhost" } : null),
  )

  if (inbox) app.route("/api/inbox", inboxApi({ ...inbox, siteUrl: siteUrl ?? "http://localhost" }))

  // A database article's images, resized and re-encoded (docs/decisions/0014-images-through-the-site.md).
  const images = entry.serveImages(root)
  app.get("/images/:width", (c) => images(c.req.raw, c.req.param("width")))

  app.get("/healthz", (c) =>
    ready() ? c.text("ok", 200, { "Cache-Control": "no-store" }) : c.text("starting", 503, { "Cache-Control": "no-store" }),
  )
  app.get("/readyz", async (c) => {
    const answer = await readiness()
    return c.text(answer.ok ? "ready" : `not ready: ${answer.reason}`, answer.ok ? 200 : 503, { "Cache-Control": "no-store" })
  })

  // The one asset whose name has no hash: the settings this server started with.
  if (siteRuntimeModule !== undefined) {
    const answer = siteRuntimeAnswer(siteRuntimeModule)
    app.get(SITE_RUNTIME_PATH, (c) => {
      c.set("kind", "file")
      return answer(c.req.raw)
    })
  }

  /** A page as the router renders it (a prerendered page's file is the same render), for its Markdown. */
  const renderPage = async (pagePath: string, requestUrl: string) => {
    const context = new RouterContextProvider()
    context.set(nonceContext, randomBytes(16).toString("base64"))
    context.set(previewContext, null)
    const answer = await handleRequest(new Request(new URL(encodePath(pagePath), requestUrl)), context)
    if (answer.status !== 200) {
      await answer.body?.cancel()
      return null
    }
    return answer.text()
  }
  // Articles and fixed pages as Markdown (decision 0046): before files and pages, since a fixed page is a file.
  app.use(markdownAnswers(entry, renderPage))

  // Files: hashed assets, public files and prerendered pages, precompressed where possible.
  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next()
    const url = new URL(c.req.url)
    const pagePath = safePath(url.pathname) as string
    // The redirect names the path the file lookup and the router would see: decoded,
    // then each segment encoded again, so it can neither drift from it nor leave the site.
    const canonical = canonicalPath(pagePath)
    if (canonical !== pagePath) return redirect(c, encodePath(canonical) + url.search)
    const isAsset = pagePath.startsWith("/assets/")
    const hasExtension = path.posix.extname(pagePath) !== ""
    const candidate = hasExtension ? pagePath : prerenderedFile(pagePath)
    // The build draws cards for prerendered pages, and this server a database article's on first
    // request; any other card, or one that fails, is the default image: a card never breaks a page.
    const isSocialCard = pagePath.startsWith("/social/") && pagePath.endsWith(".png")
    const answersForm = FORM_PAGES[pagePath]?.some((name) => url.searchParams.has(name)) ?? false
    let found = answersForm ? null : await files.find(candidate)
    let cacheControl = isAsset ? IMMUTABLE : hasExtension ? PUBLIC_FILE : PRERENDERED_PAGE
    if (!found && isSocialCard) {
      const card = await articleCard(pagePath)
      // The default in place of a card that failed is kept a minute only, so the card follows soon.
      if (card === "failed") cacheControl = NOT_FOUND
      found = card !== "failed" && card !== null ? card : await files.find(DEFAULT_SOCIAL_IMAGE)
    }
    if (!found) {
      // A path with capitals leads to its lowercase page where there is one (server/lowercase-path.ts).
      const lower = lowercasePath(pagePath)
      if (lower !== null && (await pageExists(lower, c.req.url))) return redirect(c, encodePath(lower) + url.search, 301)
      if (isAsset) return c.text("Not found", 404, { "Cache-Control": "no-store" })
      return next()
    }
    c.set("kind", hasExtension ? "file" : "page")
    const response = await serveFile(found, c.req.raw, {
      contentType: contentType(candidate),
      cacheControl,
      // A 304 updates the headers a browser stored, so it carries the page's CSP too.
      extra: { ...STATIC_SECURITY_HEADERS, "Content-Security-Policy": hasExtension ? sitePolicy : pagePolicy(pagePath) },
    })
    complete.add(response)
    return response
  })

  // The blog's pages, feed and sitemaps: rendered once per content version, then served like files.
  const pageCache =
    pageCacheBytes > 0
      ? blogPageCache({
          build,
          entry,
          handleRequest: (request, context) => handleRequest(request, context),
          nonceContext,
          previewContext,
          previewSecret,
          policy: (script) => policy({ script }),
          origin: siteUrl ?? "http://localhost",
          maxBytes: pageCacheBytes,
          log,
          headers: { ...STATIC_SECURITY_HEADERS, "Content-Security-Policy": sitePolicy },
        })
      : null
  // Everything else is rendered on request by React Router, and compressed here.
  const compressRendered = compress()
  if (pageCache)
    app.use(async (c, next) => {
      // The cache counts a hit before it first waits, so a count that moved during this call was this request's.
      const hitsBefore = metrics ? pageCache.cache.hitCount() : 0
      const answering = pageCache.middleware(c, async () => {
        await compressRendered(c, next)
      })
      if (metrics) c.set("kind", pageCache.cache.hitCount() !== hitsBefore ? "blog-cached" : "blog-rendered")
      const answer = await answering
      // Not a kept page's path: the router answered, compressed.
      if (!answer) {
        if (metrics) c.set("kind", "other")
        return
      }
      // A kept page comes with its codings and every header already: nothing to add or compress.
      if (pageCache.cache.answeredFromMemory(answer)) {
        complete.add(answer)
        return answer
      }
      // A page the cache did not keep (a 404, a 503) is compressed like any rendered answer.
      await compressRendered(c, async () => {
        c.res = answer
      })
      return c.res
    })
  else app.use(compressRendered)
  if (metrics) {
    if (pageCache) metrics.watchPageCache(() => pageCache.cache.stats())
    metrics.watchImages(entry.siteImageStats)
    metrics.watchBreaker(entry.articlesBreakerOpen)
    entry.observeArticleReads(metrics.databaseRead)
  }
  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64")
    const context = new RouterContextProvider()
    context.set(nonceContext, nonce)
    context.set(previewContext, previewAccess())
    const response = await handleRequest(c.req.raw, context)
    const contentTypeHeader = response.headers.get("Content-Type") ?? ""
    if (contentTypeHeader.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", policy({ script: [`'nonce-${nonce}'`] }))
    }
    return response
  })

  app.onError((error, c) => {
    console.error(error)
    return c.text("Internal server error", 500)
  })

  return app
}
