import { randomBytes } from "node:crypto"
import path from "node:path"
import { Hono } from "hono"
import { compress } from "hono/compress"
import { type RouterContext, RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router"
import { DEFAULT_SOCIAL_IMAGE } from "../app/lib/social-card-path.ts"
import { type CspSources, STATIC_SECURITY_HEADERS, contentSecurityPolicy, mergeCspSources } from "./security.ts"
import { contentType, fileBody, findFile } from "./static-files.ts"

export type AppOptions = {
  build: ServerBuild
  /** build/client: hashed assets, public files and prerendered pages. */
  clientDir: string
  /** Script hashes of each prerendered page's inline scripts, by URL path. */
  cspHashes: Record<string, string[]>
  /** Sources every page allows besides its own scripts: the configured trackers' hosts. */
  csp?: CspSources
  /** False while the server is still opening the blog's database: /healthz answers 503 "starting". */
  ready?: () => boolean
  log?: (line: string) => void
}

const MAX_PATH_LENGTH = 2048
const IMMUTABLE = "public, max-age=31536000, immutable"
const PRERENDERED_PAGE = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400"
const PUBLIC_FILE = "public, max-age=86400"

/** Decodes a request path, or returns null when it is malformed or hostile. */
export function safePath(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith("/")) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null
  return decoded
}

/** The prerendered file for a page path: "/" → /index.html, "/x" → /x/index.html. */
function prerenderedFile(pagePath: string) {
  return pagePath === "/" ? "/index.html" : `${pagePath}/index.html`
}

export function createApp({ build, clientDir, cspHashes, csp = {}, ready = () => true, log = console.log }: AppOptions) {
  const root = path.resolve(clientDir)
  const policy = (page: CspSources = {}) => contentSecurityPolicy(mergeCspSources(csp, page))
  const handleRequest = createRequestHandler(build, "production")
  // The context key lives in the build (app/entry.server.tsx re-exports it), so both sides share one instance.
  const nonceContext = (build.entry.module as { nonceContext?: RouterContext<string> }).nonceContext
  if (!nonceContext) throw new Error("The server build does not export nonceContext from its entry")
  const app = new Hono()

  app.use(async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    const rawPath = new URL(c.req.url).pathname
    log(`${c.req.method} ${rawPath.slice(0, 200)} ${c.res.status} ${ms}ms`)
  })

  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) c.res.headers.set(name, value)
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", policy())
    }
  })

  app.use(async (c, next) => {
    if (safePath(new URL(c.req.url).pathname) === null) return c.text("Bad request", 400)
    await next()
  })

  app.get("/healthz", (c) => (ready() ? c.text("ok", 200, { "Cache-Control": "no-store" }) : c.text("starting", 503, { "Cache-Control": "no-store" })))

  // Files: hashed assets, public files and prerendered pages, precompressed where possible.
  app.use(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next()
    const pagePath = safePath(new URL(c.req.url).pathname) as string
    if (pagePath.length > 1 && pagePath.endsWith("/")) {
      const url = new URL(c.req.url)
      return c.redirect(pagePath.replace(/\/+$/, "") + url.search, 308)
    }
    const accept = c.req.header("accept-encoding") ?? ""
    const isAsset = pagePath.startsWith("/assets/")
    const hasExtension = path.posix.extname(pagePath) !== ""
    const candidate = hasExtension ? pagePath : prerenderedFile(pagePath)
    // Cards are generated for prerendered pages only; a page rendered per request shares the default image.
    const isSocialCard = pagePath.startsWith("/social/") && pagePath.endsWith(".png")
    const found = (await findFile(root, candidate, accept)) ?? (isSocialCard ? await findFile(root, DEFAULT_SOCIAL_IMAGE, accept) : null)
    if (!found) {
      if (isAsset) return c.text("Not found", 404, { "Cache-Control": "no-store" })
      return next()
    }
    const headers: Record<string, string> = {
      "Content-Type": contentType(candidate),
      "Content-Length": String(found.size),
      "Cache-Control": isAsset ? IMMUTABLE : hasExtension ? PUBLIC_FILE : PRERENDERED_PAGE,
      Vary: "Accept-Encoding",
    }
    if (found.encoding) headers["Content-Encoding"] = found.encoding
    if (!hasExtension) {
      headers["Content-Security-Policy"] = policy({ script: cspHashes[pagePath] ?? [] })
    }
    if (c.req.method === "HEAD") return c.body(null, 200, headers)
    return c.body(fileBody(found.file), 200, headers)
  })

  // Everything else is rendered on request by React Router.
  app.use(compress())
  app.all("*", async (c) => {
    const nonce = randomBytes(16).toString("base64")
    const context = new RouterContextProvider()
    context.set(nonceContext, nonce)
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
