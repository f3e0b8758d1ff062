import { createHash } from "node:crypto"
import { createReadStream } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"
import { type Coding, negotiateEncoding } from "./accept-encoding.ts"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".data": "text/x-script",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  // Captions (WebVTT): browsers refuse a <track> whose file comes as another type.
  ".vtt": "text/vtt; charset=utf-8",
  ".woff2": "font/woff2",
}

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
}

/**
 * One stored representation of a file: the file itself, or its precompressed sibling. One held
 * in memory (createFileMemory) carries its bytes, its tag and, for the file itself, its siblings.
 */
export type StoredFile = {
  file: string
  size: number
  mtimeMs: number
  coding: Coding
  bytes?: Buffer
  hash?: string
  siblings?: StoredFile[]
}

/** Finds `urlPath` (already decoded and checked) inside `root`. Never returns a file outside root. */
export async function findFile(root: string, urlPath: string): Promise<StoredFile | null> {
  const file = path.resolve(root, `.${urlPath}`)
  if (file !== root && !file.startsWith(root + path.sep)) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { file, size: info.size, mtimeMs: info.mtimeMs, coding: "identity" }
}

async function precompressed(identity: StoredFile): Promise<StoredFile[]> {
  if (identity.siblings) return identity.siblings
  const found: StoredFile[] = []
  for (const [coding, suffix] of [
    ["br", ".br"],
    ["gzip", ".gz"],
  ] as const) {
    const info = await stat(identity.file + suffix).catch(() => null)
    if (info?.isFile()) found.push({ file: identity.file + suffix, size: info.size, mtimeMs: info.mtimeMs, coding })
  }
  return found
}

// A hash of the bytes rather than size and mtime, so every copy of one build
// behind a load balancer sends the same tag however its files were copied.
// Each file is read once per process, and again only if it changes.
const hashes = new Map<string, { size: number; mtimeMs: number; hash: Promise<string> }>()

function contentHash(stored: StoredFile): Promise<string> | string {
  if (stored.hash !== undefined) return stored.hash
  const cached = hashes.get(stored.file)
  if (cached && cached.size === stored.size && cached.mtimeMs === stored.mtimeMs) return cached.hash
  const hash = new Promise<string>((resolve, reject) => {
    const digest = createHash("sha256")
    createReadStream(stored.file)
      .on("data", (chunk) => digest.update(chunk))
      .on("end", () => resolve(digest.digest("base64url").slice(0, 22)))
      .on("error", reject)
  })
  const entry = { size: stored.size, mtimeMs: stored.mtimeMs, hash }
  hashes.set(stored.file, entry)
  hash.catch(() => hashes.get(stored.file) === entry && hashes.delete(stored.file))
  return hash
}

/** A strong tag, distinct per coding so a cache never mixes a brotli body with a gzip one. */
async function entityTag(stored: StoredFile): Promise<string> {
  const hash = await contentHash(stored)
  return stored.coding === "identity" ? `"${hash}"` : `"${hash}-${stored.coding}"`
}

function httpDate(mtimeMs: number): string {
  return new Date(mtimeMs).toUTCString()
}

/** Whole seconds, the precision of an HTTP date. */
function dateSeconds(value: string): number | null {
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000)
}

const ENTITY_TAG = /(?:W\/)?"[^"]*"/g

/** If-None-Match uses the weak comparison: W/"x" matches "x" (RFC 9110 §13.1.2). */
export function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === "*") return true
  const opaque = (tag: string) => tag.replace(/^W\//, "")
  return (header.match(ENTITY_TAG) ?? []).some((tag) => opaque(tag) === opaque(etag))
}

/** RFC 9110 §13.2.2: If-None-Match decides when present; If-Modified-Since only without it. */
function notModified(headers: Headers, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = headers.get("if-none-match")
  if (ifNoneMatch !== null) return noneMatch(ifNoneMatch, etag)
  const ifModifiedSince = headers.get("if-modified-since")
  if (ifModifiedSince === null) return false
  const since = dateSeconds(ifModifiedSince)
  return since !== null && Math.floor(mtimeMs / 1000) <= since
}

/** If-Range needs a strong match: the same strong tag, or exactly the Last-Modified date (RFC 9110 §13.1.5). */
function ifRangeMatches(header: string, etag: string, mtimeMs: number): boolean {
  const value = header.trim()
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag
  const date = dateSeconds(value)
  return date !== null && date === Math.floor(mtimeMs / 1000)
}

export type ByteRange = { start: number; end: number }

/**
 * Reads a Range header against a file of `size` bytes (RFC 9110 §14.1–14.2).
 * Returns the one range to send, "unsatisfiable" (416), or null to ignore the
 * header and send the whole file. Ignored: other units, malformed or invalid
 * specs such as bytes=5-2 (RFC 7233 required ignoring them; RFC 9110 still
 * allows it), and several ranges, which a server may answer with the whole file
 * instead of multipart/byteranges: browsers and media players ask for one.
 */
function parseRange(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^\s*bytes\s*=\s*(.*)$/i.exec(header)
  if (!match) return null
  const specs = match[1]!
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
  if (specs.length !== 1) return null
  const spec = specs[0]!
  const fromTo = /^(\d+)-(\d*)$/.exec(spec)
  if (fromTo) {
    const start = Number(fromTo[1])
    const last = fromTo[2] === "" ? Number.POSITIVE_INFINITY : Number(fromTo[2])
    if (last < start) return null
    if (start >= size) return "unsatisfiable"
    return { start, end: Math.min(last, size - 1) }
  }
  const suffix = /^-(\d+)$/.exec(spec)
  if (suffix) {
    const length = Number(suffix[1])
    if (length === 0 || size === 0) return "unsatisfiable"
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  return null
}

export type FileHeaders = {
  contentType: string
  cacheControl: string
  /** Sent with the file and with its 304, e.g. a prerendered page's CSP. */
  extra?: Record<string, string>
}

/**
 * Answers a GET or HEAD for a found file: picks the representation the client
 * accepts (a precompressed sibling or the file), answers 304 to a matching
 * conditional request, and serves byte ranges. A range always applies to the
 * file itself, never to a compressed sibling: the bytes a client asks for must
 * not depend on its Accept-Encoding (media is never precompressed anyway).
 */
export async function serveFile(identity: StoredFile, request: Request, headers: FileHeaders): Promise<Response> {
  const req = request.headers
  const acceptEncoding = req.get("accept-encoding") ?? undefined
  // Range is defined for GET only (RFC 9110 §14.2): a HEAD describes the whole file.
  let range: ByteRange | "unsatisfiable" | null = null
  const rangeHeader = request.method === "GET" ? req.get("range") : null
  if (rangeHeader !== null && negotiateEncoding(acceptEncoding, []) === "identity") {
    range = parseRange(rangeHeader, identity.size)
    const ifRange = req.get("if-range")
    if (range !== null && ifRange !== null && !ifRangeMatches(ifRange, await entityTag(identity), identity.mtimeMs)) range = null
  }

  const siblings = range === null ? await precompressed(identity) : []
  const coding = negotiateEncoding(
    acceptEncoding,
    siblings.map((s) => s.coding),
  )
  const common: Record<string, string> = { Vary: "Accept-Encoding", ...headers.extra }
  if (coding === null) {
    // The client refused every coding we have, identity included: say so rather than ignore it.
    return new Response("Not acceptable: this file is not available in any content coding the request accepts\n", {
      status: 406,
      headers: { ...common, "Content-Type": "text/plain; charset=utf-8" },
    })
  }
  const stored = siblings.find((s) => s.coding === coding) ?? identity
  const validators: Record<string, string> = {
    ...common,
    "Cache-Control": headers.cacheControl,
    ETag: await entityTag(stored),
    "Last-Modified": httpDate(stored.mtimeMs),
    "Accept-Ranges": "bytes",
  }
  if (notModified(req, validators.ETag!, stored.mtimeMs)) return new Response(null, { status: 304, headers: validators })

  if (range === "unsatisfiable") {
    // Without the file's Cache-Control, which would make this refusal one a CDN stores.
    const { "Cache-Control": _, ...headers416 } = validators
    return new Response(null, { status: 416, headers: { ...headers416, "Content-Range": `bytes */${identity.size}` } })
  }
  const full: Record<string, string> = { ...validators, "Content-Type": headers.contentType }
  if (stored.coding !== "identity") full["Content-Encoding"] = stored.coding
  if (range !== null) {
    return new Response(fileBody(stored, range), {
      status: 206,
      headers: {
        ...full,
        "Content-Range": `bytes ${range.start}-${range.end}/${identity.size}`,
        "Content-Length": String(range.end - range.start + 1),
      },
    })
  }
  full["Content-Length"] = String(stored.size)
  if (request.method === "HEAD") return new Response(null, { status: 200, headers: full })
  return new Response(fileBody(stored), { status: 200, headers: full })
}

function fileBody(stored: StoredFile, range?: ByteRange): ReadableStream | Uint8Array<ArrayBuffer> {
  if (stored.bytes) {
    // A view of the kept bytes, not a copy.
    const { buffer, byteOffset } = stored.bytes
    const start = range?.start ?? 0
    const end = range ? range.end + 1 : stored.bytes.length
    return new Uint8Array(buffer as ArrayBuffer, byteOffset + start, end - start)
  }
  return Readable.toWeb(createReadStream(stored.file, range)) as ReadableStream
}

export type FileMemoryOptions = {
  /** Files larger than this (the file itself) stay on disk, served in streams: videos, big images. */
  maxFileBytes?: number
  /** The most bytes held, each file's precompressed copies counted; files found later stay on disk. */
  maxBytes?: number
  /** How many missing paths are remembered as missing before that list starts again. */
  maxMissing?: number
}

const FILE_MEMORY_DEFAULTS = { maxFileBytes: 1024 * 1024, maxBytes: 32 * 1024 * 1024, maxMissing: 10_000 }

function sha(bytes: Buffer) {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 22)
}

/**
 * The build's files held in memory (decision 0017): each read once, on its first request, with its
 * precompressed siblings and their tags, so that a request costs no stat and no read. The build
 * folder does not change under a running server (a new build is a new start: its pages' CSP
 * hashes are read at start-up too), so what was read, and what was missing, stays true.
 */
export function createFileMemory(root: string, options: FileMemoryOptions = {}) {
  const { maxFileBytes, maxBytes, maxMissing } = { ...FILE_MEMORY_DEFAULTS, ...options }
  const kept = new Map<string, StoredFile>()
  const missing = new Set<string>()
  const loading = new Map<string, Promise<StoredFile | null>>()
  let bytes = 0

  async function load(urlPath: string): Promise<StoredFile | null> {
    const identity = await findFile(root, urlPath)
    if (!identity) {
      if (missing.size >= maxMissing) missing.clear()
      missing.add(urlPath)
      return null
    }
    if (identity.size > maxFileBytes) return identity
    const siblings = await precompressed(identity)
    const total = identity.size + siblings.reduce((sum, s) => sum + s.size, 0)
    if (bytes + total > maxBytes) return identity
    try {
      const read = async (stored: StoredFile): Promise<StoredFile> => {
        const content = await readFile(stored.file)
        return { ...stored, size: content.length, bytes: content, hash: sha(content) }
      }
      const held = { ...(await read(identity)), siblings: await Promise.all(siblings.map(read)) }
      bytes += held.size + held.siblings.reduce((sum, s) => sum + s.size, 0)
      kept.set(urlPath, held)
      return held
    } catch {
      // Gone between the stat and the read: answered from disk, as before.
      return identity
    }
  }

  return {
    /** `urlPath` (decoded and checked) inside root, held in memory when small enough: like findFile. */
    find(urlPath: string): StoredFile | null | Promise<StoredFile | null> {
      const held = kept.get(urlPath)
      if (held) return held
      if (missing.has(urlPath)) return null
      let pending = loading.get(urlPath)
      if (!pending) {
        pending = load(urlPath).finally(() => loading.delete(urlPath))
        loading.set(urlPath, pending)
      }
      return pending
    },
    stats: () => ({ files: kept.size, bytes, maxBytes, missing: missing.size }),
  }
}

export type FileMemory = ReturnType<typeof createFileMemory>
