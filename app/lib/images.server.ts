// The image route: a database article's images fetched by the server from any https host on a
// public address, or only the hosts IMAGE_HOSTS names when it is set (or read from the build's own
// files), resized to the widths the layout uses, encoded as the browser accepts, and kept on disk
// up to IMAGE_CACHE_BYTES. What it keeps in memory, reads and encodes at once is bounded, whatever
// sources it is sent. See docs/decisions/0014-images-through-the-site.md and 0031-images-from-any-host.md.
import { createHash } from "node:crypto"
import { readFile, stat } from "node:fs/promises"
import path from "node:path"
import { LRUCache } from "lru-cache"
import sharp, { type Metadata } from "sharp"
import { EncodeQueue, QueueFullError } from "./encode-queue.ts"
import { PrivateAddressError, type Resolve, type SourceFetch, publicFetch } from "./image-fetch.server.ts"
import { DEFAULT_CACHE_BYTES, type FreeSpace, diskCache } from "./image-disk-cache.ts"
import { IMAGE_WIDTHS, type ImageSize } from "./image-widths.ts"
import { imageRefusal } from "./image-settings.ts"
import { isSitePath } from "./site-path.ts"

export { DEFAULT_CACHE_BYTES } from "./image-disk-cache.ts"
export {
  type ImageMode,
  ImageHostsError,
  imageRefusal,
  parseImageHosts,
  parseImageMode,
  parseLoopbackOrigins,
} from "./image-settings.ts"

/** What the route fetches of a source at most: past this it stops reading and refuses it. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024
/** How long a source host may take to answer in full. */
export const FETCH_TIMEOUT_MS = 8_000
/** Pixels a source may decode to: a small file can claim a huge canvas (a decompression bomb). */
const MAX_SOURCE_PIXELS = 50_000_000
/** How long a source that failed is answered as failed before it is fetched again. */
const FAILURE_KEPT_MS = 60_000
/** Failed sources logged one by one in a minute; past that they are counted in one line. */
export const FAILURES_LOGGED_PER_MINUTE = 20
/** The longest source the route takes (414 past it): the longest image link an article may store (article-schema.ts). */
export const MAX_SOURCE_LENGTH = 2048
/** Sources (their sizes, and loads in progress) and failures kept in memory, each: the least recently used go first. */
const SOURCES_KEPT = 2_000
/** Sources the site's pages have shown, whose encodes go first (EncodeQueue). */
const SHOWN_KEPT = 10_000
/** Encodes of sources no page has shown that may wait at once; past it a request answers 503. */
const OTHER_JOBS_WAITING = 64
/** Sources no page has shown that may be read (fetched) at once; past it a request answers 503. */
const OTHER_READS = 8
const REDIRECTS_FOLLOWED = 3
const IMMUTABLE = "public, max-age=31536000, immutable"
// What the encoders are set to; part of every cached file's name, so a change is encoded anew.
const ENCODING = { avif: { quality: 55, effort: 2 }, webp: { quality: 76 }, jpeg: { quality: 80, mozjpeg: true }, png: {} }
const VERSION = createHash("sha256").update(JSON.stringify(ENCODING)).digest("hex").slice(0, 8)

type Format = keyof typeof ENCODING
const CONTENT_TYPES: Record<Format, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" }

export class ImageCacheBytesError extends Error {
  override name = "ImageCacheBytesError"
}

/** IMAGE_CACHE_BYTES: a whole number of bytes, or of K, M or G (binary: 512M is 512 × 1024² bytes). */
export function parseCacheBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_CACHE_BYTES
  const match = /^\s*(\d+)\s*([KMG]?)i?B?\s*$/i.exec(value)
  if (!match) throw new ImageCacheBytesError(`IMAGE_CACHE_BYTES: ${JSON.stringify(value)} is not a size (536870912, 512M, 2G)`)
  const unit = { "": 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[match[2]!.toUpperCase() as "" | "K" | "M" | "G"]
  return Number(match[1]) * unit
}

export type ImageServiceOptions = {
  /** Where resized images and their sources are kept (created 0700). */
  cacheDir: string
  /** build/client: the site's own files, for sources that are site paths. */
  clientDir: string
  /** IMAGE_HOSTS (parseImageHosts): when not empty, the only origins fetched; empty, any https source on a public address. */
  origins: Set<string>
  /** Loopback origins that may be fetched although not public (parseLoopbackOrigins): tests only. */
  loopbackOrigins?: Set<string>
  /** Name resolution for the public-address check; the system's unless given (tests). */
  resolve?: Resolve
  maxBytes?: number
  timeoutMs?: number
  /** The disk cache's cap in bytes (IMAGE_CACHE_BYTES); past it the least recently used sources are removed. */
  cacheBytes?: number
  /** The free and total bytes of the cache's disk; statfs unless given. */
  freeSpace?: FreeSpace
  /** Fetches one URL, no redirects followed; publicFetch (public addresses only) unless given (tests). */
  fetch?: SourceFetch
  now?: () => number
}

/** A source the route will not or cannot serve, with the status that says why. */
class ImageError extends Error {
  readonly status: 400 | 403 | 404 | 413 | 414 | 502 | 503 | 504
  constructor(status: ImageError["status"], message: string) {
    super(message)
    this.status = status
  }
}

/** A source as the route keeps it in memory: its size, and whether its bytes are on disk (`file`). */
type Source = ImageSize & { src: string; name: string; file: string; alpha: boolean; stored: boolean }

function preferredFormat(accept: string, alpha: boolean): Format {
  if (/\bimage\/avif\b/i.test(accept)) return "avif"
  if (/\bimage\/webp\b/i.test(accept)) return "webp"
  return alpha ? "png" : "jpeg"
}

/**
 * The source as the route keys it: a site path without its query or fragment, which the site's
 * files ignore (`/social/blog/a.png?v=1` and `?v=2` are one file, so one entry on disk).
 */
function sourceKey(src: string): string {
  return isSitePath(src) ? new URL(src, "http://site.invalid").pathname : src
}

/** Reads a response's body up to `limit` bytes, and stops reading (cancels) past it. */
async function readLimited(response: Response, limit: number, url: string): Promise<Buffer> {
  const declared = Number(response.headers.get("Content-Length") ?? "NaN")
  if (declared > limit) {
    await response.body?.cancel()
    throw new ImageError(413, `${url} is ${declared} bytes, over the limit of ${limit}`)
  }
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = response.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    length += value.byteLength
    if (length > limit) {
      await reader.cancel()
      throw new ImageError(413, `${url} is over the limit of ${limit} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

type FetchLimits = { fetchSource: SourceFetch; timeoutMs: number; maxBytes: number; allows: (source: string) => boolean }

/**
 * A source from its host, redirects included, each hop held to the allow-list and (by fetchSource)
 * to public addresses, within the time and size limits.
 */
async function fetchRemote(source: string, { fetchSource, timeoutMs, maxBytes, allows }: FetchLimits): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs)
  let url = source
  try {
    for (let hop = 0; hop <= REDIRECTS_FOLLOWED; hop++) {
      // Redirects are followed by hand, so each hop is held to the allow-list too.
      const response = await fetchSource(url, { signal, redirect: "manual", headers: { Accept: "image/*" } })
      const location = response.headers.get("Location")
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel()
        url = new URL(location, url).href
        if (!allows(url) || isSitePath(url)) throw new ImageError(403, `${source} redirects to ${url}, which is not shown`)
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new ImageError(502, `${url} answered ${response.status}`)
      }
      return await readLimited(response, maxBytes, url)
    }
    throw new ImageError(502, `${source} redirects more than ${REDIRECTS_FOLLOWED} times`)
  } catch (error) {
    if (error instanceof ImageError) throw error
    if (error instanceof PrivateAddressError) throw new ImageError(403, `${url} is refused: ${error.message}`)
    if (signal.aborted) throw new ImageError(504, `${source} did not arrive within ${timeoutMs} ms`)
    throw new ImageError(502, `${source} could not be fetched: ${(error as Error).message}`)
  }
}

/** A source that is a site path, from the build's client files under `root`, up to `maxBytes`. */
async function readSite(source: string, root: string, maxBytes: number): Promise<Buffer> {
  const pathname = decodeURIComponent(new URL(source, "http://site.invalid").pathname)
  const file = path.join(root, pathname)
  if (!file.startsWith(root + path.sep)) throw new ImageError(400, `${source} is outside the site's files`)
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) throw new ImageError(404, `${source} is not one of the site's files`)
  if (stats.size > maxBytes) throw new ImageError(413, `${source} is ${stats.size} bytes, over the limit of ${maxBytes}`)
  return readFile(file)
}

/** The source's metadata, once its pixels are known to decode. */
async function measure(src: string, bytes: Buffer): Promise<Metadata> {
  let meta: Metadata
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata()
    // Decoded whole once: a file whose header reads but whose pixels do not (cut short) would
    // otherwise be given a size in the page and then fail at every width.
    if (meta.width * meta.height <= MAX_SOURCE_PIXELS) {
      await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: "truncated" }).resize({ width: 16 }).toBuffer()
    }
  } catch (error) {
    throw new ImageError(502, `${src} is not an image this server can decode: ${(error as Error).message}`)
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_SOURCE_PIXELS) {
    throw new ImageError(502, `${src} has no size, or more than ${MAX_SOURCE_PIXELS} pixels`)
  }
  return meta
}

/** The size a source is shown at, and whether it has transparency. */
function shownSize(meta: Metadata): ImageSize & { alpha: boolean } {
  // EXIF-rotated photos are shown upright (autoOrient in encode), so their size is the turned one.
  const turned = (meta.orientation ?? 1) >= 5
  const size = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
  return { ...size, alpha: Boolean(meta.hasAlpha) }
}

/** The source (its bytes, or its file on disk) upright, at most `width` wide, in `format`. */
function encode(input: Buffer | string, width: number, format: Format): Promise<Buffer> {
  const pipeline = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS }).autoOrient().resize({ width, withoutEnlargement: true })
  return pipeline[format](ENCODING[format] as never).toBuffer()
}

/** A plain-text refusal; by default a shared cache may keep it a minute. */
function refuse(status: number, text: string, cache = "public, max-age=0, s-maxage=60"): Response {
  return new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cache } })
}

/**
 * The width and source a request asks for, or the refusal of one not worth trying: a width the layout
 * does not use, no source, too long a one, or a host not allowed.
 */
function asked(
  request: Request,
  widthParam: string,
  allows: (source: string) => boolean,
): { width: number; src: string } | Response {
  const src = new URL(request.url).searchParams.get("src")
  if (!/^\d+$/.test(widthParam) || !IMAGE_WIDTHS.includes(Number(widthParam))) {
    return refuse(400, `Bad request: the width must be one of ${IMAGE_WIDTHS.join(", ")}`)
  }
  if (!src) return refuse(400, "Bad request: src names no image")
  if (src.length > MAX_SOURCE_LENGTH) return refuse(414, `URI too long: src is over ${MAX_SOURCE_LENGTH} characters`)
  if (!allows(src)) return refuse(403, "Forbidden: the image's host is not one the site shows (IMAGE_HOSTS, public https)")
  return { width: Number(widthParam), src }
}

/** Whether the browser's copy (If-None-Match) is the file this tag names. */
function hasCopy(request: Request, etag: string): boolean {
  return (
    request.headers
      .get("If-None-Match")
      ?.split(/\s*,\s*/)
      .includes(etag) ?? false
  )
}

/** The answer to an error of `source` or `encoded`. */
function failure(error: unknown): Response {
  if (error instanceof QueueFullError) {
    const busy = refuse(503, "The image is being made; try again shortly", "no-store")
    busy.headers.set("Retry-After", "5")
    return busy
  }
  const { status } = error instanceof ImageError ? error : new ImageError(502, String(error))
  return refuse(status, status === 404 ? "Not found: no such image" : `The image is unavailable (${status})`, "no-store")
}

export type ImageService = ReturnType<typeof imageService>

/** The service's figures for the server's metrics (server/metrics.ts). */
export type ImageStats = {
  queueDepth: number
  encodesInFlight: number
  diskBytes: number
  /** IMAGE_CACHE_BYTES: the disk cache's cap. */
  diskMaxBytes: number
  diskEntries: number
  /** Writes refused since start because the disk was nearly full. */
  diskWritesSkipped: number
  memoryEntries: number
}

export function imageService({
  cacheDir,
  clientDir,
  origins,
  loopbackOrigins = new Set(),
  resolve,
  maxBytes = MAX_SOURCE_BYTES,
  timeoutMs = FETCH_TIMEOUT_MS,
  cacheBytes = DEFAULT_CACHE_BYTES,
  freeSpace,
  fetch: fetchSource = publicFetch({ resolve, loopbackOrigins }),
  now = Date.now,
}: ImageServiceOptions) {
  const root = path.resolve(clientDir)
  // Every map a request can add to is keyed by the source's digest (fixed length) and forgets its
  // least recently used entries past a count, so it holds a bounded amount of memory.
  const sources = new LRUCache<string, Promise<Source>>({ max: SOURCES_KEPT })
  const failures = new LRUCache<string, { status: ImageError["status"]; at: number }>({ max: SOURCES_KEPT })
  const shown = new LRUCache<string, true>({ max: SHOWN_KEPT })
  // Encodes in progress, so concurrent requests for one file share one; bounded by the queue.
  const encodes = new Map<string, Promise<Buffer>>()
  const queue = new EncodeQueue(OTHER_JOBS_WAITING)
  let otherReads = 0
  const disk = diskCache({ dir: cacheDir, maxBytes: cacheBytes, freeSpace, onEvict: (name) => sources.delete(name) })
  // Hosts refused because IMAGE_HOSTS does not name them, each logged once (bounded, as the maps above).
  const refusedHosts = new LRUCache<string, true>({ max: SOURCES_KEPT })
  const allows = (source: string) => {
    const refused = imageRefusal(source, origins, loopbackOrigins)
    const host = refused?.reason === "not-on-image-hosts" ? refused.host! : null
    if (host !== null && !refusedHosts.has(host)) {
      refusedHosts.set(host, true)
      console.warn(`Images on ${host.slice(0, 300)} are not shown: the host is not on IMAGE_HOSTS (logged once per host)`)
    }
    return refused === null
  }

  const digest = (key: string) => createHash("sha256").update(key).digest("hex").slice(0, 32)

  /**
   * The source's bytes, from the site's files or its host. At most OTHER_READS of sources no page
   * has shown are read at once (each up to maxBytes in memory); past them a request answers 503.
   */
  async function readOriginal(src: string, name: string): Promise<Buffer> {
    const read = () =>
      isSitePath(src) ? readSite(src, root, maxBytes) : fetchRemote(src, { fetchSource, timeoutMs, maxBytes, allows })
    if (shown.has(name)) return read()
    if (otherReads >= OTHER_READS) throw new QueueFullError(`${OTHER_READS} sources are being read already`)
    otherReads++
    try {
      return await read()
    } finally {
      otherReads--
    }
  }

  /** Reads the source's size, decoding it whole once (in its turn on the queue), and keeps it on disk when there is room. */
  async function load(src: string, name: string): Promise<Source> {
    const folder = disk.folder(name)
    const file = path.join(folder, "source")
    await disk.ready()
    const kept = await readFile(path.join(folder, "meta.json"), "utf8").then(
      (text) => JSON.parse(text) as ImageSize & { alpha: boolean },
      () => null,
    )
    if (kept && (await stat(file).catch(() => null))?.isFile()) {
      await disk.used(name)
      return { ...kept, src, name, file, stored: true }
    }
    const bytes = await readOriginal(src, name)
    const meta = await queue.run(name, shown.has(name), () => measure(src, bytes))
    const { alpha, ...size } = shownSize(meta)
    const stored =
      (await disk.write(name, "source", bytes)) && (await disk.write(name, "meta.json", JSON.stringify({ ...size, alpha })))
    return { ...size, alpha, src, name, file, stored }
  }

  // Failures are logged FAILURES_LOGGED_PER_MINUTE a minute at most, and the rest counted: a flood
  // of bad sources (anyone can ask for one) must not flood the log.
  let failureWindow = { start: -Infinity, logged: 0, dropped: 0 }
  function logFailure(line: string) {
    const at = now()
    if (at - failureWindow.start >= 60_000) {
      if (failureWindow.dropped > 0) {
        console.error(`Image unavailable: ${failureWindow.dropped} more failed sources in the last minute were not logged`)
      }
      failureWindow = { start: at, logged: 0, dropped: 0 }
    }
    if (failureWindow.logged < FAILURES_LOGGED_PER_MINUTE) {
      failureWindow.logged++
      console.error(line)
    } else failureWindow.dropped++
  }

  /**
   * The source (its key, sourceKey), read once; a failure is remembered for a minute, so a dead
   * host is not asked per request. A source that could not be kept on disk is not kept in memory
   * either: it is read again on its next request.
   */
  function source(src: string, name: string): Promise<Source> {
    const failed = failures.get(name)
    if (failed && now() - failed.at < FAILURE_KEPT_MS) {
      return Promise.reject(new ImageError(failed.status, `${src} failed less than a minute ago`))
    }
    const pending = sources.get(name)
    if (pending) return pending
    const loading = load(src, name)
    sources.set(name, loading)
    loading.then(
      (found) => {
        failures.delete(name)
        if (!found.stored && sources.peek(name) === loading) sources.delete(name)
      },
      (error: unknown) => {
        if (sources.peek(name) === loading) sources.delete(name)
        // Busy is not failed: the source is tried again on its next request.
        if (error instanceof QueueFullError) return
        const imageError = error instanceof ImageError ? error : new ImageError(502, String(error))
        failures.set(name, { status: imageError.status, at: now() })
        logFailure(`Image unavailable, pages show it as its fallback: ${imageError.message.slice(0, 300)}`)
      },
    )
    return loading
  }

  /** The source at `width` in `format`: from disk, or encoded in its turn and kept on disk when there is room. */
  function encoded(found: Source, width: number, format: Format): Promise<Buffer> {
    const file = `${width}-${VERSION}.${format}`
    const id = `${found.name}/${file}`
    const pending = encodes.get(id)
    if (pending) {
      // A second request waiting on it: it is no longer one visitor's.
      queue.promote(found.name)
      return pending
    }
    const making = (async () => {
      const kept = await readFile(path.join(disk.folder(found.name), file)).catch(() => null)
      if (kept) {
        await disk.used(found.name)
        return kept
      }
      const input = found.stored ? found.file : await readOriginal(found.src, found.name)
      const bytes = await queue.run(found.name, shown.has(found.name), () => encode(input, width, format))
      if (found.stored) await disk.write(found.name, file, bytes)
      return bytes
    })().finally(() => encodes.delete(id))
    encodes.set(id, making)
    return making
  }

  return {
    allows,
    /** The source's size, or null when it is not allowed or fails (the page then shows no image for it). */
    async size(src: string): Promise<ImageSize | null> {
      if (src.length > MAX_SOURCE_LENGTH || !allows(src)) return null
      const key = sourceKey(src)
      const name = digest(key)
      // A page shows it: its encodes go before those of sources only the image route was asked for.
      shown.set(name, true)
      queue.promote(name)
      return source(key, name).then(
        ({ width, height }) => ({ width, height }),
        () => null,
      )
    },
    /** The answer to GET /images/<width>?src=<source>. */
    async respond(request: Request, widthParam: string): Promise<Response> {
      const wanted = asked(request, widthParam, allows)
      if (wanted instanceof Response) return wanted
      const { width, src } = wanted
      const key = sourceKey(src)
      const name = digest(key)
      const release = disk.hold(name)
      try {
        const found = await source(key, name)
        const format = preferredFormat(request.headers.get("Accept") ?? "", found.alpha)
        // The tag names the source and the file made of it, so it is known before the file is made.
        const etag = `"${name}-${width}-${VERSION}.${format}"`
        const headers = { Vary: "Accept", "Cache-Control": IMMUTABLE, ETag: etag, "Content-Type": CONTENT_TYPES[format] }
        if (hasCopy(request, etag)) return new Response(null, { status: 304, headers })
        const bytes = await encoded(found, width, format)
        return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
          headers: { ...headers, "Content-Length": String(bytes.byteLength) },
        })
      } catch (error) {
        return failure(error)
      } finally {
        release()
      }
    },
    /** What the service holds now, for metrics. */
    stats(): ImageStats {
      return {
        queueDepth: queue.depth,
        encodesInFlight: queue.inFlight,
        diskBytes: disk.bytes,
        diskMaxBytes: disk.maxBytes,
        diskEntries: disk.entries,
        diskWritesSkipped: disk.skippedWrites,
        memoryEntries: sources.size + failures.size + shown.size + encodes.size + refusedHosts.size,
      }
    },
  }
}
