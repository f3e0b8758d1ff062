import "./production-env.ts"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { serve } from "@hono/node-server"
import type { ServerBuild } from "react-router"
import { imageCspSources } from "#app/lib/image-settings.ts"
import { createApp } from "./app.ts"
import { type SiteConfig, siteConfig, siteRuntime } from "#app/config/site-env.ts"
import { type BuildSettings, describeSiteSettings, ignoredSiteVariables, readBuildSettings } from "./build-settings.ts"
import type { Metrics } from "./metrics.ts"
import type { InboxOptions } from "./inbox/inbox.ts"
import { SEOBOT_INTERVAL_SECONDS, startSeobotPull } from "./inbox/seobot.ts"
import { type PublishingOptions, apiKeysOf, publishSecrets } from "./publish-api.ts"
import type { Log } from "./request-log.ts"
import { type CspSources, mergeCspSources } from "./security.ts"
import { type ServerEntry, serverEntry } from "./server-entry.ts"
import { siteCspSources } from "./security.ts"
import { readSiteRuntimeModule, startVariables } from "./site-runtime.ts"
import { secretProblem } from "./webhook-signature.ts"

const here = path.dirname(fileURLToPath(import.meta.url))
// BUILD_DIR serves a build made elsewhere than build/.
const buildDir = path.resolve(here, "..", process.env.BUILD_DIR ?? "build")

// LOG_FORMAT=json: every line the server writes, request or event, is one JSON object (docs/deploy.md, "Monitoring").
const logFormat = process.env.LOG_FORMAT || "text"
if (logFormat !== "text" && logFormat !== "json") {
  console.error(`Invalid LOG_FORMAT=${JSON.stringify(process.env.LOG_FORMAT)}: expected json, or text (the default)`)
  process.exit(1)
}
let log: Log | undefined
if (logFormat === "json") {
  // Loaded only when asked for, as the metrics are: the default start-up reads neither library.
  const { consoleToLogger, jsonLog, jsonLogger } = await import("./json-log.ts")
  const logger = jsonLogger()
  consoleToLogger(logger)
  log = jsonLog(logger)
}

// The site settings are the build's (scripts/build.ts wrote them), but for the trackers and the demo
// video, which a site variable set here replaces (server/site-runtime.ts, decision 0033). The rest of
// the server's own environment gives its port, address, database and build folder.
let settings: BuildSettings
let site: SiteConfig
let runtimeModule: string
try {
  settings = readBuildSettings(buildDir)
  site = siteConfig(startVariables(settings.variables, process.env))
  runtimeModule = readSiteRuntimeModule(path.join(buildDir, "client"), siteRuntime(site))
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
console.log(describeSiteSettings(site))
// IMAGE_MODE=direct has pages link other hosts' images: img-src allows them (decision 0031).
let imageCsp: CspSources
try {
  imageCsp = imageCspSources(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
if (process.env.IMAGE_LOOPBACK_ORIGINS_FOR_TESTS) {
  console.warn(
    `Warning: IMAGE_LOOPBACK_ORIGINS_FOR_TESTS is set: images are fetched from ${process.env.IMAGE_LOOPBACK_ORIGINS_FOR_TESTS} on loopback (tests only)`,
  )
}
for (const warning of ignoredSiteVariables(settings, process.env)) console.warn(`Warning: ${warning}`)

/** A port setting's number, or the server stops saying what was wrong. */
function portSetting(name: string, value: string) {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid ${name}=${JSON.stringify(value)}: expected a whole number from 0 to 65535`)
    process.exit(1)
  }
  return port
}
const port = portSetting("PORT", process.env.PORT ?? "3000")
const hostname = process.env.HOST ?? "0.0.0.0"
// The metrics listener is off unless METRICS_PORT is set; it listens on loopback unless METRICS_HOST says otherwise.
const metricsPort = process.env.METRICS_PORT ? portSetting("METRICS_PORT", process.env.METRICS_PORT) : null
const metricsHost = process.env.METRICS_HOST || "127.0.0.1"
const metricsModule = metricsPort === null ? null : await import("./metrics.ts")
const metrics: Metrics | undefined = metricsModule?.createMetrics()

const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild
// What the server takes from the build's data layer; a build without one of them is refused now.
let entry: ServerEntry
try {
  entry = serverEntry(build)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const cspHashes = JSON.parse(await readFile(path.join(buildDir, "csp-hashes.json"), "utf8")) as Record<string, string[]>

// Started with --liftoff-only (package.json, docs/deploy.md): without it V8 re-optimises the embedded
// database's hot WASM functions in the background, briefly taking ~500 MB more than the server
// otherwise uses (docs/performance.md, "Memory"). The flag is read only at process start.
if (
  !process.execArgv.includes("--liftoff-only") &&
  (process.env.DATABASE_DRIVER ?? (process.env.DATABASE_URL || process.env.SUPABASE_URL ? "" : "pglite")) === "pglite"
)
  console.warn("Warning: started without --liftoff-only; the embedded database can briefly take ~500 MB more memory")

// Open (and create, migrate, seed) the blog's database now rather than on the first blog request;
// /healthz says "starting" until then, and blog requests meanwhile wait for it.
let ready = false
const started = performance.now()
entry
  .startArticles()
  .then(
    () => console.log(`Blog database ready in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) =>
      console.error(
        "Blog database unavailable at start-up; the blog answers 503 until it recovers:",
        (error as Error).cause ?? error,
      ),
  )
  .finally(() => {
    ready = true
    // Read once the database is open; a failure is tried again when the next preview link is made.
    loadPreviewSecret().catch((error: unknown) => console.error("Preview links are off until the database answers:", error))
  })

// Preview links are signed with a secret of their own, so changing PUBLISH_SECRET or a key leaves
// them working: PREVIEW_SECRET, or one generated once and kept in the database (read when it opens).
let previewSecret: string | undefined = process.env.PREVIEW_SECRET || undefined
async function loadPreviewSecret(): Promise<string> {
  if (previewSecret !== undefined) return previewSecret
  const store = await entry.configuredPublishingStore()
  const secret = (await store?.sharedSecret("preview")) ?? publishSecrets(process.env.PUBLISH_SECRET ?? "")[0]
  if (secret === undefined) throw new Error("no preview secret: set PREVIEW_SECRET")
  return (previewSecret = secret)
}

// The publishing API, POST /api/articles, takes deliveries signed with PUBLISH_SECRET (read here and
// never built in) or with a live `api` key. Its writer comes from the build, like startArticles,
// and shares the database the site reads. Unsigned requests get 404 either way.
const publishSecret = process.env.PUBLISH_SECRET ?? ""
// Several secrets, separated by spaces, are all accepted while a sender changes from one to the next.
for (const secret of publishSecrets(publishSecret)) {
  const problem = secretProblem(secret)
  if (problem) {
    console.error(
      `Invalid PUBLISH_SECRET: ${problem}. Make one with: node -e "console.log('whsec_' + crypto.randomBytes(32).toString('base64'))"`,
    )
    process.exit(1)
  }
}
// The writer's refusals are matched by class: the build's classes, as its writer throws them.
const publishing: PublishingOptions = {
  secret: publishSecret,
  publisher: entry.configuredPublisher,
  errors: entry,
  siteUrl: settings.site.siteUrl,
  deliveries: entry.configuredPublishingStore,
  apiKeys: async () => apiKeysOf(await entry.configuredPublishingStore()),
  previewSecret: loadPreviewSecret,
}
console.log(
  `Publishing API on: POST /api/articles (${publishSecrets(publishSecret).length} PUBLISH_SECRET, and the api keys) and POST /api/inbox/<provider> (docs/publishing.md)`,
)
// The article services' inbox: each delivery is checked with a publishing key (npm run articles -- keys).
const inbox: InboxOptions = {
  publisher: entry.configuredPublisher,
  store: entry.configuredPublishingStore,
  errors: entry,
  siteUrl: settings.site.siteUrl,
  previewSecret: loadPreviewSecret,
}
// SEObot publishes nothing: with SEOBOT_API_KEY (SEObot's key for its index, not a publishing key)
// this process reads SEObot's index every SEOBOT_INTERVAL_SECONDS and writes what is new.
if (process.env.SEOBOT_API_KEY) {
  const interval = Number(process.env.SEOBOT_INTERVAL_SECONDS || SEOBOT_INTERVAL_SECONDS)
  if (!Number.isInteger(interval) || interval < 60) {
    console.error(
      `Invalid SEOBOT_INTERVAL_SECONDS=${JSON.stringify(process.env.SEOBOT_INTERVAL_SECONDS)}: expected a whole number of seconds, 60 or more`,
    )
    process.exit(1)
  }
  startSeobotPull(
    {
      apiKey: process.env.SEOBOT_API_KEY,
      indexUrl: process.env.SEOBOT_INDEX_URL || undefined,
      publisher: entry.configuredPublisher,
      store: entry.configuredPublishingStore,
    },
    interval,
  )
  console.log(`SEObot pull on: every ${interval} s`)
}

const app = createApp({
  build,
  clientDir: path.join(buildDir, "client"),
  cspHashes,
  csp: mergeCspSources(siteCspSources(site), imageCsp),
  siteRuntimeModule: runtimeModule,
  ready: () => ready,
  siteUrl: settings.site.siteUrl,
  publishing,
  inbox,
  previewSecret: () => previewSecret,
  log,
  metrics,
})

const metricsServer =
  metricsModule && metrics && metricsPort !== null
    ? await metricsModule.serveMetrics(metrics, metricsPort, metricsHost).catch((error: unknown) => {
        console.error(`Could not listen for metrics on ${metricsHost}:${metricsPort}:`, error)
        process.exit(1)
      })
    : null
if (metricsServer) {
  const address = metricsServer.address()
  const shownPort = typeof address === "object" && address ? address.port : metricsPort
  console.log(`Metrics on http://${metricsHost}:${shownPort}/metrics (not the public port)`)
}

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname
  console.log(`Serving on http://${shown}:${info.port}`)
})

// Finish the requests in flight, then exit; give up after 10 s.
function shutdown(signal: string) {
  console.log(`${signal}: closing after in-flight requests`)
  metricsServer?.close()
  server.close(() => process.exit(0))
  if ("closeIdleConnections" in server) server.closeIdleConnections()
  setTimeout(() => process.exit(1), 10_000).unref()
}
process.once("SIGTERM", () => shutdown("SIGTERM"))
process.once("SIGINT", () => shutdown("SIGINT"))
