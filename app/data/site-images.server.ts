import path from "node:path"
import { type ImageService, type ImageStats, imageService, parseCacheBytes, parseImageHosts } from "#app/lib/images.server.ts"

// Beside the social cards (app/data/article-card.server.ts), in the folder the server runs from, as DATA_DIR is.
const IMAGE_DIR = ".cache/images"

let clientDir = path.resolve("build", "client")
let service: ImageService | undefined

/**
 * The site's one image service: the route answers from it and the pages read their images'
 * sizes from it, so a source is fetched once for both. IMAGE_HOSTS and IMAGE_CACHE_BYTES (the
 * disk cache's cap) are read from the server's environment, like DATABASE_URL: which hosts may
 * serve images, and how much disk they may take, are the operator's, not the build's.
 */
export function siteImages(): ImageService {
  service ??= imageService({
    cacheDir: path.resolve(IMAGE_DIR),
    clientDir,
    origins: parseImageHosts(process.env.IMAGE_HOSTS),
    cacheBytes: parseCacheBytes(process.env.IMAGE_CACHE_BYTES),
  })
  return service
}

/**
 * The handler of GET /images/<width>?src=… for server/app.ts, serving site paths from `dir`
 * (build/client). Throws ImageHostsError when IMAGE_HOSTS is malformed (ImageCacheBytesError when
 * IMAGE_CACHE_BYTES is), so the server stops at start-up rather than render pages without their images.
 */
export function serveImages(dir: string): (request: Request, width: string) => Promise<Response> {
  clientDir = path.resolve(dir)
  service = undefined
  const images = siteImages()
  return (request, width) => images.respond(request, width)
}

export type { ImageStats }

/** The site's image service's figures now, or null before the server has made the service. */
export function siteImageStats(): ImageStats | null {
  return service?.stats() ?? null
}
