// The image route: a database article's images fetched by the server from the hosts IMAGE_HOSTS
// allows (or read from the build's own files), resized to the widths the layout uses, encoded as
// the browser accepts, and kept on disk. See docs/decisions/0014-images-through-the-site.md.
import { createHash } from "node:crypto"
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp, { type Metadata } from "sharp"
import { IMAGE_WIDTHS, type ImageSize } from "./image-widths.ts"
import { isSitePath } from "./site-path.ts"

/** What the route fetches of a source at most: past this it stops reading and refuses it. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024
/** How long a source host may take to answer in full. */
export const FETCH_TIMEOUT_MS = 8_000
/** Pixels a source may decode to: a small file can claim a huge canvas (a decompression bomb). */
const MAX_SOURCE_PIXELS = 50_000_000
/** How long a source that failed is answered as failed before it is fetched again. */
const FAILURE_KEPT_MS = 60_000
const REDIRECTS_FOLLOWED = 3
const IMMUTABLE = "public, max-age=31536000, immutable"
// What the encoders are set to; part of every cached file's name, so a change is encoded anew.
const ENCODING = { avif: { quality: 55, effort: 2 }, webp: { quality: 76 }, jpeg: { quality: 80, mozjpeg: true }, png: {} }
const VERSION = createHash("sha256").update(JSON.stringify(ENCODING)).digest("hex").slice(0, 8)

type Format = keyof typeof ENCODING
const CONTENT_TYPES: Record<Format, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" }

export class ImageHostsError extends Error {
  override name = "ImageHostsError"
}

/**
 * IMAGE_HOSTS: hosts separated by commas or spaces. A bare host (`images.example.com`) allows its
 * https URLs; an entry with a scheme allows that exact origin, and plain http only on loopback
 * (`http://127.0.0.1:4010`), for tests and local fixtures: a visitor's page never depends on an
 * unencrypted fetch across a network.
 */
export function parseImageHosts(value: string | undefined): Set<string> {
  const origins = new Set<string>()
  for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const withScheme = /^[a-z]+:\/\//i.test(entry) ? entry : `https://${entry}`
    const url = URL.canParse(withScheme) ? new URL(withScheme) : null
    const bare = url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password
    if (!url || !bare || !withScheme.replace(/\/$/, "").endsWith(url.host)) {
      throw new ImageHostsError(`IMAGE_HOSTS: ${JSON.stringify(entry)} is not a host (images.example.com) or an origin`)
    }
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)
    if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
      throw new ImageHostsError(`IMAGE_HOSTS: ${JSON.stringify(entry)} must be https (plain http only on a loopback address)`)
    }
    origins.add(url.origin)
  }
  return origins
}

export type ImageServiceOptions = {
  /** Where resized images and their sources are kept (created 0700). */
  cacheDir: string
  /** build/client: the site's own files, for sources that are site paths. */
  clientDir: string
  /** The origins IMAGE_HOSTS allows (parseImageHosts). */
  origins: Set<string>
  maxBytes?: number
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

/** A source the route will not or cannot serve, with the status that says why. */
export class ImageError extends Error {
  readonly status: 400 | 403 | 404 | 413 | 502 | 504
  constructor(status: ImageError["status"], message: string) {
    super(message)
    this.status = status
  }
}

type Source = ImageSize & { file: string; dir: string; alpha: boolean }

function preferredFormat(accept: string, alpha: boolean): Format {
  if (/\bimage\/avif\b/i.test(accept)) return "avif"
  if (/\bimage\/webp\b/i.test(accept)) return "webp"
  return alpha ? "png" : "jpeg"
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

export type ImageService = ReturnType<typeof imageService>

export function imageService({
  cacheDir,
  clientDir,
  origins,
  maxBytes = MAX_SOURCE_BYTES,
  timeoutMs = FETCH_TIMEOUT_MS,
  fetch: fetchSource = fetch,
  now = Date.now,
}: ImageServiceOptions) {
  const root = path.resolve(clientDir)
  const sources = new Map<string, Promise<Source>>()
  const failures = new Map<string, { error: ImageError; at: number }>()
  const encodes = new Map<string, Promise<string>>()
  // One resize at a time: each takes a core for a moment, and a crawler must not take every core.
  let queue: Promise<unknown> = Promise.resolve()

  /** Whether the route serves `source`: a site path, or a URL on an allowed origin. */
  function allows(source: string): boolean {
    if (isSitePath(source)) return true
    if (!URL.canParse(source)) return false
    const url = new URL(source)
    return origins.has(url.origin) && !url.username && !url.password
  }

  async function fetchRemote(source: string): Promise<Buffer> {
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
          if (!allows(url) || isSitePath(url)) throw new ImageError(403, `${source} redirects to ${url}, not on IMAGE_HOSTS`)
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
      if (signal.aborted) throw new ImageError(504, `${source} did not arrive within ${timeoutMs} ms`)
      throw new ImageError(502, `${source} could not be fetched: ${(error as Error).message}`)
    }
  }

  async function readSite(source: string): Promise<Buffer> {
    const pathname = decodeURIComponent(new URL(source, "http://site.invalid").pathname)
    const file = path.join(root, pathname)
    if (!file.startsWith(root + path.sep)) throw new ImageError(400, `${source} is outside the site's files`)
    const stats = await stat(file).catch(() => null)
    if (!stats?.isFile()) throw new ImageError(404, `${source} is not one of the site's files`)
    if (stats.size > maxBytes) throw new ImageError(413, `${source} is ${stats.size} bytes, over the limit of ${maxBytes}`)
    return readFile(file)
  }

  async function load(source: string): Promise<Source> {
    await mkdir(cacheDir, { recursive: true, mode: 0o700 })
    const dir = path.join(cacheDir, createHash("sha256").update(source).digest("hex").slice(0, 32))
    const file = path.join(dir, "source")
    const metaFile = path.join(dir, "meta.json")
    const kept = await readFile(metaFile, "utf8").then(
      (text) => JSON.parse(text) as ImageSize & { alpha: boolean },
      () => null,
    )
    if (kept) return { ...kept, file, dir }
    const bytes = isSitePath(source) ? await readSite(source) : await fetchRemote(source)
    let meta: Metadata
    try {
      meta = await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata()
      // Decoded whole once: a file whose header reads but whose pixels do not (cut short) would
      // otherwise be given a size in the page and then fail at every width.
      if (meta.width * meta.height <= MAX_SOURCE_PIXELS) {
        await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: "truncated" }).resize({ width: 16 }).toBuffer()
      }
    } catch (error) {
      throw new ImageError(502, `${source} is not an image this server can decode: ${(error as Error).message}`)
    }
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_SOURCE_PIXELS) {
      throw new ImageError(502, `${source} has no size, or more than ${MAX_SOURCE_PIXELS} pixels`)
    }
    // EXIF-rotated photos are shown upright (autoOrient below), so their size is the turned one.
    const turned = (meta.orientation ?? 1) >= 5
    const size = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await writeWhole(file, bytes)
    await writeWhole(metaFile, JSON.stringify({ ...size, alpha: Boolean(meta.hasAlpha) }))
    return { ...size, alpha: Boolean(meta.hasAlpha), file, dir }
  }

  /** The source, fetched and read once; a failure is remembered for a minute, so a dead host is not asked per request. */
  function source(src: string): Promise<Source> {
    if (!allows(src)) return Promise.reject(new ImageError(403, `${src} is not on IMAGE_HOSTS nor a site path`))
    const failed = failures.get(src)
    if (failed && now() - failed.at < FAILURE_KEPT_MS) return Promise.reject(failed.error)
    const pending = sources.get(src)
    if (pending) return pending
    const loading = load(src)
    sources.set(src, loading)
    loading.then(
      () => failures.delete(src),
      (error: unknown) => {
        sources.delete(src)
        const imageError = error instanceof ImageError ? error : new ImageError(502, String(error))
        failures.set(src, { error: imageError, at: now() })
        console.error(`Image unavailable, pages show it as its fallback: ${imageError.message.slice(0, 300)}`)
      },
    )
    return loading
  }

  async function encoded(src: Source, width: number, format: Format): Promise<string> {
    const file = path.join(src.dir, `${width}-${VERSION}.${format}`)
    const pending = encodes.get(file)
    if (pending) return pending
    const making = (async () => {
      if ((await stat(file).catch(() => null))?.isFile()) return file
      const turn = queue.then(async () => {
        const pipeline = sharp(src.file, { limitInputPixels: MAX_SOURCE_PIXELS })
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
        const bytes = await pipeline[format](ENCODING[format] as never).toBuffer()
        await writeWhole(file, bytes)
        return file
      })
      queue = turn.catch(() => {})
      return turn
    })().finally(() => encodes.delete(file))
    encodes.set(file, making)
    return making
  }

  return {
    allows,
    /** The source's size, or null when it is not allowed or fails (the page then shows no image for it). */
    async size(src: string): Promise<ImageSize | null> {
      if (!allows(src)) return null
      return source(src).then(
        ({ width, height }) => ({ width, height }),
        () => null,
      )
    },
    /** The answer to GET /images/<width>?src=<source>. */
    async respond(request: Request, widthParam: string): Promise<Response> {
      const src = new URL(request.url).searchParams.get("src")
      const width = Number(widthParam)
      const vary = { Vary: "Accept" }
      const refuse = (status: number, text: string, cache = "public, max-age=0, s-maxage=60") =>
        new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cache } })
      if (!/^\d+$/.test(widthParam) || !IMAGE_WIDTHS.includes(width)) {
        return refuse(400, `Bad request: the width must be one of ${IMAGE_WIDTHS.join(", ")}`)
      }
      if (!src) return refuse(400, "Bad request: src names no image")
      if (!allows(src)) return refuse(403, "Forbidden: the image's host is not on IMAGE_HOSTS")
      let found: Source
      try {
        found = await source(src)
      } catch (error) {
        const { status } = error instanceof ImageError ? error : new ImageError(502, String(error))
        return refuse(status, status === 404 ? "Not found: no such image" : `The image is unavailable (${status})`, "no-store")
      }
      const format = preferredFormat(request.headers.get("Accept") ?? "", found.alpha)
      const file = await encoded(found, width, format)
      const etag = `"${path.basename(found.dir)}-${path.basename(file)}"`
      const headers = { ...vary, "Cache-Control": IMMUTABLE, ETag: etag, "Content-Type": CONTENT_TYPES[format] }
      if (
        request.headers
          .get("If-None-Match")
          ?.split(/\s*,\s*/)
          .includes(etag)
      )
        return new Response(null, { status: 304, headers })
      const bytes = await readFile(file)
      return new Response(request.method === "HEAD" ? null : new Uint8Array(bytes), {
        headers: { ...headers, "Content-Length": String(bytes.byteLength) },
      })
    },
  }
}

/** Written whole under another name first: a reader (or another process) never sees half a file. */
async function writeWhole(file: string, data: Buffer | string) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(partial, data, { mode: 0o600 })
  await rename(partial, file)
}
