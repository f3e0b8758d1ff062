import path from "node:path"
import {
  type ImageMode,
  type ImageService,
  type ImageStats,
  imageService,
  parseCacheBytes,
  parseImageHosts,
  parseImageMode,
  parseLoopbackOrigins,
} from "#app/lib/images.server.ts"

// Beside the social cards (app/data/article-card.server.ts), in the folder the server runs from, as DATA_DIR is.
const IMAGE_DIR = ".cache/images"

let clientDir = path.resolve("build", "client")
let service: ImageService | undefined
let mode: ImageMode | undefined

/**
 * The site's one image service: the route answers from it and the pages read their images'
 * sizes from it, so a source is fetched once for both. IMAGE_HOSTS, IMAGE_MODE and
 * IMAGE_CACHE_BYTES (the disk cache's cap) are read from the server's environment, like
 * DATABASE_URL: which hosts may serve images, how, and how much disk they may take, are the
 * operator's, not the build's (docs/decisions/0031-images-from-any-host.md).
 */
export function siteImages(): ImageService {
  service ??= imageService({
    cacheDir: path.resolve(IMAGE_DIR),
    clientDir,
    origins: parseImageHosts(process.env.IMAGE_HOSTS),
    loopbackOrigins: parseLoopbackOrigins(process.env.IMAGE_LOOPBACK_ORIGINS_FOR_TESTS),
    cacheBytes: parseCacheBytes(process.env.IMAGE_CACHE_BYTES),
  })
  return service
}

/** IMAGE_MODE: `proxy` (the default), or `direct`, where pages link another host's images as they are. */
export function siteImageMode(): ImageMode {
  mode ??= parseImageMode(process.env.IMAGE_MODE)
  return mode
}

/**
 * The handler of GET /images/<width>?src=… for server/app.ts, serving site paths from `dir`
 * (build/client). Throws ImageHostsError when IMAGE_HOSTS, IMAGE_MODE or
 * IMAGE_LOOPBACK_ORIGINS_FOR_TESTS is malformed (ImageCacheBytesError when
 * IMAGE_CACHE_BYTES is), so the server stops at start-up rather than render pages without their images.
 */
export function serveImages(dir: string): (request: Request, width: string) => Promise<Response> {
  clientDir = path.resolve(dir)
  service = undefined
  mode = undefined
  siteImageMode()
  const images = siteImages()
  return (request, width) => images.respond(request, width)
}

export type { ImageStats }

/** The site's image service's figures now, or null before the server has made the service. */
export function siteImageStats(): ImageStats | null {
  return service?.stats() ?? null
}
