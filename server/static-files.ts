import { createReadStream } from "node:fs"
import { stat } from "node:fs/promises"
import path from "node:path"
import { Readable } from "node:stream"

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
  ".woff2": "font/woff2",
}

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
}

export type FoundFile = { file: string; size: number; encoding?: "br" | "gzip" }

/**
 * Finds `urlPath` (already decoded and checked) inside `root`, preferring a
 * precompressed sibling the client accepts. Never returns a file outside root.
 */
export async function findFile(root: string, urlPath: string, acceptEncoding: string): Promise<FoundFile | null> {
  const file = path.resolve(root, `.${urlPath}`)
  if (file !== root && !file.startsWith(root + path.sep)) return null
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const accepts = acceptEncoding.toLowerCase()
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]] as const) {
    if (!accepts.includes(encoding)) continue
    const compressed = await stat(file + suffix).catch(() => null)
    if (compressed?.isFile()) return { file: file + suffix, size: compressed.size, encoding }
  }
  return { file, size: info.size }
}

export function fileBody(file: string): ReadableStream {
  return Readable.toWeb(createReadStream(file)) as ReadableStream
}
