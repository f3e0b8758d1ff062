import { createHash } from "node:crypto"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { type Coding, negotiateEncoding } from "./accept-encoding.ts"
import { noneMatch } from "./static-files.ts"

/*
 * The page cache (decision 0016): rendered pages kept in memory, precompressed, and served like
 * the prerendered files, until a write changes something they read. A page names what it read
 * as dependencies (app/data/page-reads.server.ts); a write names what it changed
 * (app/data/article-changes.server.ts); the pages sharing one go stale together.
 */

/** A page as rendered, with what it read. */
export type RenderedPage = {
  status: number
  headers: Record<string, string>
  body: Buffer
  dependencies: Set<string>
  /** Some read was answered from a last good copy: serve it, keep nothing. */
  stale: boolean
}

export type PageCacheOptions = {
  /**
   * The most bytes kept, each page's three codings counted with its key, headers and bookkeeping;
   * least recently used pages go first.
   */
  maxBytes?: number
  /**
   * How old a page may be before a request has it rendered again in the background while it is
   * served (stale-while-revalidate); null never. Asked per request: it depends on the backend.
   */
  revalidateAfterMs?: () => number | null
  now?: () => number
  log?: (line: string) => void
  /** Sent with every answer from a kept page (304 and 406 included) unless the page sets its own: the site's security headers. */
  headers?: Record<string, string>
}

type Entry = {
  key: string
  status: number
  headers: Record<string, string>
  bodies: Partial<Record<Coding, Buffer>>
  etag: string
  dependencies: Set<string>
  /** Its codings' bytes and `meta`. */
  bytes: number
  /** What it costs besides its codings: its key, headers and dependencies' characters and `ENTRY_OVERHEAD`. */
  meta: number
  storedAt: number
  /** A write changed what it read: the next request renders it again, and serves this only if that fails. */
  invalid: boolean
}

type Outcome = { entry: Entry | null; page: RenderedPage | null; error: unknown }

export type PageCacheStats = {
  pages: number
  /** Everything counted against `maxBytes`: the pages' codings, and `metaBytes`. */
  bytes: number
  /** The part of `bytes` that is not page content: keys, headers, dependencies and each page's bookkeeping. */
  metaBytes: number
  maxBytes: number
  hits: number
  renders: number
  staleServed: number
  evictions: number
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
// Quality 11 costs about 100 ms for a 100 kB page, once per version; bigger ones (sitemaps) get a quicker setting.
const BEST_BROTLI_UP_TO = 512 * 1024
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024
/**
 * What a kept page costs besides its strings and codings, counted against the budget: its entry,
 * its slots in the maps and sets, its ETag and the objects holding its headers (an estimate on
 * the generous side, so that many tiny pages cannot hold more memory than the budget says).
 */
export const ENTRY_OVERHEAD = 1024
// Headers a cached page's answer makes itself, whatever the render said.
const OWN_HEADERS = new Set(["content-length", "content-encoding", "etag", "vary", "date", "transfer-encoding", "connection"])

/**
 * The page and its gzip copy, made before the first answer; brotli at quality 11 takes ~150 ms
 * for a 100 kB page, so `brotliCopy` makes it after the first answers have gone out with gzip.
 */
async function encodings(body: Buffer): Promise<Partial<Record<Coding, Buffer>>> {
  const gz = await gzip(body, { level: 9 })
  const bodies: Partial<Record<Coding, Buffer>> = { identity: body }
  // A compressed copy no smaller than the page is not worth sending.
  if (gz.length < body.length) bodies.gzip = gz
  return bodies
}

/**
 * A kept page's cost besides its codings: a byte for each character of its key, headers and
 * dependencies (V8 keeps them as one-byte strings unless they hold other scripts), and `ENTRY_OVERHEAD`.
 */
function metaBytes(key: string, headers: Record<string, string>, dependencies: Set<string>): number {
  let bytes = ENTRY_OVERHEAD + key.length
  for (const [name, value] of Object.entries(headers)) bytes += name.length + value.length
  for (const dependency of dependencies) bytes += dependency.length
  return bytes
}

async function brotliCopy(body: Buffer): Promise<Buffer | null> {
  const quality = body.length <= BEST_BROTLI_UP_TO ? 11 : 5
  const br = await brotli(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  })
  return br.length < body.length ? br : null
}

/** Whether a rendered page may be kept: a 200 for everyone, read from the backend itself. */
function keepable(page: RenderedPage): boolean {
  const cacheControl = (page.headers["cache-control"] ?? "").toLowerCase()
  return (
    page.status === 200 &&
    !page.stale &&
    page.headers["set-cookie"] === undefined &&
    !/\b(no-store|private|no-cache)\b/.test(cacheControl)
  )
}

/**
 * The kept pages within `maxBytes`, the least recently used going first, indexed by the
 * dependencies they read so that a write finds the pages it makes stale.
 */
function keptPages(maxBytes: number) {
  // A Map iterates in insertion order: reading a page moves it to the end, so the first is the least recently used.
  const entries = new Map<string, Entry>()
  const byDependency = new Map<string, Set<string>>()
  const totals = { bytes: 0, meta: 0, evictions: 0 }

  function remove(entry: Entry) {
    if (entries.get(entry.key) !== entry) return
    entries.delete(entry.key)
    totals.bytes -= entry.bytes
    totals.meta -= entry.meta
    for (const dependency of entry.dependencies) {
      const keys = byDependency.get(dependency)
      keys?.delete(entry.key)
      if (keys?.size === 0) byDependency.delete(dependency)
    }
  }

  function evict() {
    for (const oldest of entries.values()) {
      if (totals.bytes <= maxBytes) break
      remove(oldest)
      totals.evictions++
    }
  }

  return {
    totals,
    size: () => entries.size,
    get: (key: string) => entries.get(key),
    /** The page `key`, now the most recently used. */
    touch(key: string): Entry | undefined {
      const entry = entries.get(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, entry)
      }
      return entry
    },
    remove,
    /** Keeps `entry` in place of its key's old one, unless it alone would take over a quarter of the budget. */
    insert(entry: Entry) {
      const old = entries.get(entry.key)
      if (old) remove(old)
      // One page may not push out most of the others.
      if (entry.bytes > maxBytes / 4) return
      entries.set(entry.key, entry)
      totals.bytes += entry.bytes
      totals.meta += entry.meta
      for (const dependency of entry.dependencies) {
        let keys = byDependency.get(dependency)
        if (!keys) byDependency.set(dependency, (keys = new Set()))
        keys.add(entry.key)
      }
      evict()
    },
    /** Counts a coding added to a kept page (its brotli copy). */
    grow(entry: Entry, extra: number) {
      entry.bytes += extra
      totals.bytes += extra
      evict()
    },
    invalidate(dependency: string) {
      for (const key of byDependency.get(dependency) ?? []) entries.get(key)!.invalid = true
    },
    invalidateAll() {
      for (const entry of entries.values()) entry.invalid = true
    },
  }
}

/** A rendered page as kept, with its codings so far: the headers it is answered with, its ETag, its cost. */
function entryOf(
  key: string,
  page: RenderedPage,
  bodies: Partial<Record<Coding, Buffer>>,
  common: Record<string, string>,
  storedAt: number,
  invalid: boolean,
): Entry {
  const headers: Record<string, string> = { ...common }
  for (const [name, value] of Object.entries(page.headers))
    if (!OWN_HEADERS.has(name.toLowerCase())) headers[name.toLowerCase()] = value
  const meta = metaBytes(key, headers, page.dependencies)
  return {
    key,
    status: page.status,
    headers,
    bodies,
    etag: createHash("sha256").update(page.body).digest("base64url").slice(0, 22),
    dependencies: page.dependencies,
    bytes: Object.values(bodies).reduce((sum, b) => sum + b.length, meta),
    meta,
    storedAt,
    invalid,
  }
}

export function createPageCache({
  maxBytes = DEFAULT_MAX_BYTES,
  revalidateAfterMs = () => null,
  now = Date.now,
  log = () => {},
  headers = {},
}: PageCacheOptions = {}) {
  // The answers made from kept pages, for the server to tell them from the router's.
  const answers = new WeakSet<Response>()
  // Lower case, as the kept pages' own headers are, so that a page's own wins.
  const common = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const answer = (entry: Entry, request: Request) => {
    const response = answerKept(entry, request, common)
    answers.add(response)
    return response
  }
  const kept = keptPages(maxBytes)
  const inFlight = new Map<string, Promise<Outcome>>()
  // When each dependency (and everything) last went stale, counted in invalidations: a page
  // rendered across one of its dependencies' changes may show the old state, and is not kept as current.
  let generation = 0
  let everythingAt = 0
  const changedAt = new Map<string, number>()
  // Brotli copies being made after their pages' first answers.
  const compressing = new Set<Promise<void>>()
  const stats = { hits: 0, renders: 0, staleServed: 0 }

  async function store(key: string, page: RenderedPage, startedAt: number): Promise<Entry> {
    const bodies = await encodings(page.body)
    // A write heard while the page rendered or compressed may not show in it.
    const changedSince = everythingAt > startedAt || [...page.dependencies].some((d) => (changedAt.get(d) ?? 0) > startedAt)
    const entry = entryOf(key, page, bodies, common, now(), changedSince)
    kept.insert(entry)
    const making = brotliCopy(page.body)
      .then((br) => {
        // Kept only for the version it was made from, if that is still kept.
        if (br === null || kept.get(key) !== entry) return
        entry.bodies.br = br
        kept.grow(entry, br.length)
      })
      .catch((error) => log(`page cache: no brotli copy of ${key.slice(0, 200)}: ${error}`))
      .finally(() => compressing.delete(making))
    compressing.add(making)
    return entry
  }

  /** Renders `key` once however many ask meanwhile, and keeps the page if it may be kept. */
  function render(key: string, work: () => Promise<RenderedPage>): Promise<Outcome> {
    let flight = inFlight.get(key)
    if (flight) return flight
    const startedAt = generation
    flight = (async (): Promise<Outcome> => {
      const started = performance.now()
      try {
        const page = await work()
        stats.renders++
        if (!keepable(page)) {
          // A page that is gone (404) or answers for one visitor only is not kept in its old form either.
          if (page.status < 500 && !page.stale) {
            const old = kept.get(key)
            if (old) kept.remove(old)
          }
          return { entry: null, page, error: null }
        }
        const entry = await store(key, page, startedAt)
        log(
          `page cache: rendered ${key.slice(0, 200)} in ${(performance.now() - started).toFixed(0)} ms (${entry.bytes} bytes kept)`,
        )
        return { entry, page, error: null }
      } catch (error) {
        return { entry: null, page: null, error }
      }
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, flight)
    return flight
  }

  return {
    /**
     * Answers `request` with the page `key`: from memory when it is current; otherwise rendered
     * (once for all who ask meanwhile) and kept. When rendering again fails, the last good copy
     * is served (stale-if-error).
     */
    async serve(key: string, request: Request, work: () => Promise<RenderedPage>): Promise<Response> {
      const entry = kept.touch(key)
      if (entry && !entry.invalid) {
        const after = revalidateAfterMs()
        if (after !== null && now() - entry.storedAt >= after) void render(key, work)
        stats.hits++
        return answer(entry, request)
      }
      const outcome = await render(key, work)
      if (outcome.entry) return answer(outcome.entry, request)
      const failed = !outcome.page || outcome.page.status >= 500 || outcome.page.stale
      if (failed && entry) {
        stats.staleServed++
        return answer(entry, request)
      }
      if (outcome.page) return plain(outcome.page, request)
      throw outcome.error
    },
    /** Makes stale every page that read any of `dependencies`. */
    invalidate(dependencies: Iterable<string>) {
      generation++
      for (const dependency of dependencies) {
        changedAt.set(dependency, generation)
        kept.invalidate(dependency)
      }
    },
    /** Makes every page stale: changes may have been missed. */
    invalidateAll() {
      everythingAt = ++generation
      kept.invalidateAll()
    },
    /** Resolves once every brotli copy under way is made (tests and figures). */
    brotliMade: async () => {
      while (compressing.size > 0) await Promise.all(compressing)
    },
    /** Whether `key` is kept and current (tests and figures). */
    has: (key: string) => kept.get(key)?.invalid === false,
    /** Whether `response` was answered from a kept page, with its codings and the cache's headers. */
    answeredFromMemory: (response: Response) => answers.has(response),
    /** Pages answered from memory so far: stats().hits, without making the rest (read per request by the metrics). */
    hitCount: () => stats.hits,
    stats: (): PageCacheStats => {
      const { bytes, meta, evictions } = kept.totals
      return { pages: kept.size(), bytes, metaBytes: meta, maxBytes, ...stats, evictions }
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** A kept page for one request: its coding by Accept-Encoding, 304 on a matching If-None-Match. */
function answerKept(entry: Entry, request: Request, common: Record<string, string>): Response {
  const available = (["br", "gzip"] as const).filter((c) => entry.bodies[c])
  const coding = negotiateEncoding(request.headers.get("accept-encoding") ?? undefined, [...available])
  const vary = { Vary: "Accept-Encoding" }
  if (coding === null)
    return new Response("Not acceptable: this page is not available in any content coding the request accepts\n", {
      status: 406,
      headers: { ...common, ...vary, "Content-Type": "text/plain; charset=utf-8" },
    })
  const etag = coding === "identity" ? `"${entry.etag}"` : `"${entry.etag}-${coding}"`
  const headers: Record<string, string> = { ...entry.headers, ...vary, ETag: etag }
  const ifNoneMatch = request.headers.get("if-none-match")
  if (ifNoneMatch !== null && noneMatch(ifNoneMatch, etag)) {
    const { "content-type": _, "Content-Type": __, ...validators } = headers
    return new Response(null, { status: 304, headers: validators })
  }
  const body = entry.bodies[coding]!
  headers["Content-Length"] = String(body.length)
  if (coding !== "identity") headers["Content-Encoding"] = coding
  // A view of the kept bytes, not a copy.
  const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
  return new Response(request.method === "HEAD" ? null : view, { status: entry.status, headers })
}

/** A page not kept (a 404, a 503), as rendered. */
function plain(page: RenderedPage, request: Request): Response {
  return new Response(request.method === "HEAD" ? null : new Uint8Array(page.body), {
    status: page.status,
    headers: page.headers,
  })
}
