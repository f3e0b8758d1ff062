import { type Server, createServer } from "node:http"
import { Counter, Gauge, Histogram, Registry } from "prom-client"
import type { Publisher } from "#app/data/publish.server.ts"
import type { ImageStats } from "#app/data/site-images.server.ts"
import type { PageCacheStats } from "./page-cache.ts"
import type { WriterErrors } from "./server-entry.ts"

/*
 * The server's metrics in the Prometheus text format, for a scraper on the separate listener
 * METRICS_PORT opens (server/main.ts; docs/deploy.md, "Monitoring"). Every label takes a handful
 * of values (a route's kind, a status, a read's method): never a path or a slug. Figures other
 * parts keep themselves (the page cache's, the image service's, the breaker's) are read when
 * scraped, so serving a request costs nothing for them.
 */

/** What answered a request: the labels of its latency histogram. */
export type RouteKind = "file" | "page" | "blog-cached" | "blog-rendered" | "image" | "api" | "health" | "other"

/** From a fast file to a slow render or image encode; past 10 s a request has failed anyway. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const RENDER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const READ_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export type Metrics = ReturnType<typeof createMetrics>

/**
 * The process's memory and CPU, under the names prom-client's defaults give them, read when
 * scraped. Not prom-client's `collectDefaultMetrics`, which observes every garbage collection and
 * runs a 10 ms event-loop timer: with it the metrics cost 14.4 % of the CPU a request for a page
 * in memory takes, without it 1.7 % (`npm run bench:metrics`, quiet 2-core machine); the budget is 3 %.
 */
function processMetrics(registers: Registry[]) {
  new Gauge({
    name: "process_resident_memory_bytes",
    help: "Resident memory size in bytes",
    registers,
    collect() {
      this.set(process.memoryUsage.rss())
    },
  })
  new Gauge({
    name: "nodejs_heap_size_used_bytes",
    help: "The V8 heap's used size in bytes",
    registers,
    collect() {
      this.set(process.memoryUsage().heapUsed)
    },
  })
  new Counter({
    name: "process_cpu_seconds_total",
    help: "User and system CPU time spent in seconds",
    registers,
    collect() {
      const { user, system } = process.cpuUsage()
      this.reset()
      this.inc((user + system) / 1e6)
    },
  })
}

export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  processMetrics(registers)

  const requests = new Histogram({
    name: "syncreel_http_request_duration_seconds",
    help: "Requests by what answered them (kind) and status, and how long each took until its answer was sent",
    labelNames: ["kind", "status"] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  })
  // One child per kind and status, found without building a label object each request.
  const requestChildren = new Map<RouteKind, Map<number, Histogram.Internal<"kind" | "status">>>()

  const rendersInFlight = new Gauge({
    name: "syncreel_renders_in_flight",
    help: "Pages the router is rendering now",
    registers,
  })
  const renderSeconds = new Histogram({
    name: "syncreel_render_duration_seconds",
    help: "How long the router took to render a page (the page cache's renders and pages rendered per request)",
    buckets: RENDER_BUCKETS,
    registers,
  })
  const readSeconds = new Histogram({
    name: "syncreel_database_read_duration_seconds",
    help: "How long each read of the blog's database took, by read and outcome (ok, error)",
    labelNames: ["method", "outcome"] as const,
    buckets: READ_BUCKETS,
    registers,
  })
  const publishes = new Counter({
    name: "syncreel_publishes_total",
    help: "Publishing API deliveries the writer acted on, by event and result (the article's status, or why not)",
    labelNames: ["event", "result"] as const,
    registers,
  })

  /** A counter whose count another part keeps: read when scraped. */
  const countedElsewhere = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset()
        this.inc(read())
      },
    })
  const gaugeOf = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read())
      },
    })

  return {
    registry,
    /** Counts a request once its answer was sent (or its client left: 499). */
    request(kind: RouteKind, status: number, seconds: number) {
      let byStatus = requestChildren.get(kind)
      if (!byStatus) requestChildren.set(kind, (byStatus = new Map()))
      let child = byStatus.get(status)
      if (!child) byStatus.set(status, (child = requests.labels(kind, String(status))))
      child.observe(seconds)
    },
    /** `render`, counted while in flight and timed. */
    async timeRender<T>(render: () => Promise<T>): Promise<T> {
      rendersInFlight.inc()
      const end = renderSeconds.startTimer()
      try {
        return await render()
      } finally {
        end()
        rendersInFlight.dec()
      }
    },
    /** Told of each read of the blog's database (app/data/read-timing.server.ts). */
    databaseRead(method: string, seconds: number, ok: boolean) {
      readSeconds.labels(method, ok ? "ok" : "error").observe(seconds)
    },
    /** The publisher, with each event it applies counted by its result; `errors` are the classes of its refusals. */
    countPublishes(publisher: () => Promise<Publisher>, errors: WriterErrors): () => Promise<Publisher> {
      const counted = new WeakMap<Publisher, Publisher>()
      return async () => {
        const inner = await publisher()
        let outer = counted.get(inner)
        if (!outer) {
          outer = countedPublisher(inner, errors, (event, result) => publishes.labels(event, result).inc())
          counted.set(inner, outer)
        }
        return outer
      }
    },
    /** The page cache's figures (server/page-cache.ts `stats()`), read when scraped. */
    watchPageCache(stats: () => PageCacheStats) {
      countedElsewhere("syncreel_page_cache_hits_total", "Blog pages answered from the page cache", () => stats().hits)
      countedElsewhere(
        "syncreel_page_cache_misses_total",
        "Blog pages rendered for the page cache: not kept, stale, or refreshed in the background",
        () => stats().renders,
      )
      countedElsewhere(
        "syncreel_page_cache_stale_served_total",
        "Kept pages answered because rendering them again failed (stale-if-error)",
        () => stats().staleServed,
      )
      countedElsewhere(
        "syncreel_page_cache_evictions_total",
        "Pages dropped to stay within the cache's size",
        () => stats().evictions,
      )
      gaugeOf("syncreel_page_cache_bytes", "Bytes the page cache holds", () => stats().bytes)
      gaugeOf("syncreel_page_cache_max_bytes", "The page cache's size limit in bytes", () => stats().maxBytes)
      gaugeOf("syncreel_page_cache_entries", "Pages the page cache holds", () => stats().pages)
    },
    /** Whether the blog's circuit breaker is open (a read failed; the database is being probed). */
    watchBreaker(open: () => boolean) {
      gaugeOf("syncreel_articles_breaker_open", "1 while the blog's database is known to be down and being probed", () =>
        open() ? 1 : 0,
      )
    },
    /** The image service's figures; nothing is registered when it keeps none (`stats` answers null). */
    watchImages(stats: () => ImageStats | null) {
      if (stats() === null) return
      const read = (field: keyof ImageStats) => () => stats()?.[field] ?? 0
      gaugeOf("syncreel_image_queue_depth", "Image encodes waiting for their turn", read("queueDepth"))
      gaugeOf("syncreel_image_encodes_in_flight", "Images being encoded now", read("encodesInFlight"))
      gaugeOf("syncreel_image_disk_cache_bytes", "Bytes of encoded images on disk", read("diskBytes"))
      gaugeOf("syncreel_image_disk_cache_max_bytes", "The image disk cache's cap (IMAGE_CACHE_BYTES)", read("diskMaxBytes"))
      gaugeOf("syncreel_image_disk_cache_entries", "Encoded images on disk", read("diskEntries"))
      countedElsewhere(
        "syncreel_image_disk_writes_skipped_total",
        "Image cache writes refused because the disk was nearly full",
        read("diskWritesSkipped"),
      )
      gaugeOf("syncreel_image_memory_entries", "Encoded images held in memory", read("memoryEntries"))
    },
  }
}

/** Why the writer refused an event, by its error's class ("failed" for a failure that is no refusal). */
function refusal(error: unknown, errors: WriterErrors): string {
  // ArticleNotFoundError is a kind of PublishValidationError: the narrower class first.
  if (error instanceof errors.ArticleNotFoundError) return "not_found"
  if (error instanceof errors.PublishValidationError) return "invalid"
  if (error instanceof errors.ReadOnlyBackendError) return "read_only"
  if (error instanceof errors.WriteConflictError) return "conflict"
  return "failed"
}

function countedPublisher(inner: Publisher, errors: WriterErrors, count: (event: string, result: string) => void): Publisher {
  return {
    async apply(event, input, now, options) {
      try {
        const outcome = await inner.apply(event, input, now, options)
        count(event, outcome.status)
        return outcome
      } catch (error) {
        count(event, refusal(error, errors))
        throw error
      }
    },
    get: (slug) => inner.get(slug),
    list: () => inner.list(),
    rename: (from, to, options) => inner.rename(from, to, options),
    archive: inner.archive,
  }
}

/** The metrics listener: `GET /metrics` and nothing else, on its own port, never the site's. */
export function serveMetrics(metrics: Metrics, port: number, hostname: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0]
    if ((req.method !== "GET" && req.method !== "HEAD") || path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found: metrics are at /metrics\n")
      return
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" })
        res.end(req.method === "HEAD" ? undefined : text)
      },
      (error: unknown) => {
        console.error("Metrics could not be collected:", error)
        res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Metrics could not be collected\n")
      },
    )
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, hostname, () => {
      server.off("error", reject)
      resolve(server)
    })
  })
}
