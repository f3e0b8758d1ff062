import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest"
import { type ImageHost, grainyPng, startImageHost } from "../../scripts/lib/image-fixture.ts"
import { IMAGE_WIDTHS } from "./image-widths.ts"
import {
  DEFAULT_CACHE_BYTES,
  FAILURES_LOGGED_PER_MINUTE,
  ImageCacheBytesError,
  ImageHostsError,
  imageService,
  parseCacheBytes,
  parseImageHosts,
  parseLoopbackOrigins,
} from "./images.server.ts"

let host: ImageHost
let cover: Buffer
const dirs: string[] = []

beforeAll(async () => {
  cover = await grainyPng(1600, 900)
  host = await startImageHost({
    "/cover.png": cover,
    "/small.png": await grainyPng(300, 200),
    "/cut-short.png": cover.subarray(0, cover.length / 2),
  })
})
afterAll(() => host.close())
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

function service(options: { maxBytes?: number; timeoutMs?: number; cacheDir?: string; now?: () => number } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "images-"))
  dirs.push(dir)
  const clientDir = path.join(dir, "client")
  mkdirSync(path.join(clientDir, "media"), { recursive: true })
  writeFileSync(path.join(clientDir, "media", "tiny.png"), cover)
  const cacheDir = options.cacheDir ?? path.join(dir, "cache")
  const loopbackOrigins = parseLoopbackOrigins(host.origin)
  return { images: imageService({ cacheDir, clientDir, origins: new Set(), loopbackOrigins, ...options }), cacheDir }
}

const get = (images: ReturnType<typeof service>["images"], width: number | string, src: string, headers: HeadersInit = {}) =>
  images.respond(new Request(`http://site.test/images/${width}?src=${encodeURIComponent(src)}`, { headers }), String(width))

const AVIF_AND_WEBP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8"

test("a 3 MB PNG on an allowed host is served as AVIF at the column's width, to a browser that accepts AVIF", async () => {
  expect(cover.length).toBeGreaterThan(3_000_000)
  const { images } = service()
  const response = await get(images, 704, `${host.origin}/cover.png`, { Accept: AVIF_AND_WEBP })
  expect(response.status).toBe(200)
  expect(response.headers.get("Content-Type")).toBe("image/avif")
  expect(response.headers.get("Vary")).toBe("Accept")
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable")
  const body = Buffer.from(await response.arrayBuffer())
  expect(body.length).toBeLessThan(cover.length / 10)
  expect(await sharp(body).metadata()).toMatchObject({ width: 704, height: 396 })
})

test("a browser that accepts WebP but not AVIF gets WebP, and one that accepts neither gets JPEG", async () => {
  const { images } = service()
  const webp = await get(images, 368, `${host.origin}/cover.png`, { Accept: "image/webp,*/*" })
  expect(webp.headers.get("Content-Type")).toBe("image/webp")
  expect(await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 368 })
  const plain = await get(images, 368, `${host.origin}/cover.png`, { Accept: "*/*" })
  expect(plain.headers.get("Content-Type")).toBe("image/jpeg")
})

test("every width the layout uses is served, and no image is enlarged past its own width", async () => {
  const { images } = service()
  for (const width of IMAGE_WIDTHS) {
    const response = await get(images, width, `${host.origin}/small.png`, { Accept: "image/webp" })
    expect(response.status).toBe(200)
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 300, height: 200 })
  }
})

test.each(["500", "100000", "704.5", "-704", "abc", ""])("a width the layout does not use (%j) answers 400", async (width) => {
  const { images } = service()
  const response = await get(images, width, `${host.origin}/cover.png`)
  expect(response.status).toBe(400)
  expect(await response.text()).toMatch(/the width must be one of 368, 704, 736, 1408/)
})

test.each([
  ["the fixture host's address on another port", "http://127.0.0.1:1/cover.png"],
  ["plain http on a public host", "http://images.example.com/cover.png"],
  ["a URL with credentials", "http://user:pw@127.0.0.1:PORT/cover.png"],
  ["a protocol-relative link", "//elsewhere.example/cover.png"],
  ["a data URL", "data:image/png;base64,AAAA"],
  ["a private address", "https://10.0.0.1/cover.png"],
  ["the metadata service's address", "https://169.254.169.254/latest/meta-data"],
])("a source on %s answers 403 and is never fetched", async (_, src) => {
  const { images } = service()
  const before = host.requests.length
  const response = await get(images, 704, src.replace("PORT", new URL(host.origin).port))
  expect(response.status).toBe(403)
  expect(await response.text()).toMatch(/not one the site shows/)
  expect(host.requests.length).toBe(before)
})

test("a request without a source answers 400", async () => {
  const { images } = service()
  const response = await images.respond(new Request("http://site.test/images/704"), "704")
  expect(response.status).toBe(400)
  expect(await response.text()).toMatch(/src names no image/)
})

test("a source over the size limit answers 413, and the server stops reading it", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const { images } = service({ maxBytes: 1_000_000 })
  const response = await get(images, 704, `${host.origin}/cover.png`)
  expect(response.status).toBe(413)
  expect(await images.size(`${host.origin}/cover.png`)).toBeNull()
})

test("a source over the size limit that does not say its length is cut off once it passes the limit", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  let sent = 0
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 65536
      controller.enqueue(new Uint8Array(65536))
    },
  })
  const dir = mkdtempSync(path.join(tmpdir(), "images-"))
  dirs.push(dir)
  const images = imageService({
    cacheDir: path.join(dir, "cache"),
    clientDir: dir,
    origins: parseImageHosts("images.example.com"),
    maxBytes: 1_000_000,
    fetch: async () => new Response(endless),
  })
  expect((await get(images, 704, "https://images.example.com/endless.png")).status).toBe(413)
  expect(sent).toBeLessThan(1_200_000)
})

test("a host that does not answer in time answers 504, and the page shows no image for it", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const { images } = service({ timeoutMs: 300 })
  expect((await get(images, 704, `${host.origin}/hangs.png`)).status).toBe(504)
  expect(await images.size(`${host.origin}/hangs.png`)).toBeNull()
})

test("a source that is not an image, or is missing, answers 502 and is not fetched again for a while", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {})
  const { images } = service()
  expect((await get(images, 704, `${host.origin}/broken.png`)).status).toBe(502)
  expect(errors.mock.calls.join("\n")).toMatch(/not an image this server can decode/)
  expect((await get(images, 704, `${host.origin}/missing.png`)).status).toBe(502)
  const asked = host.requests.filter((p) => p === "/missing.png").length
  expect((await get(images, 704, `${host.origin}/missing.png`)).status).toBe(502)
  expect(host.requests.filter((p) => p === "/missing.png").length).toBe(asked)
})

test("a flood of missing sources logs a few lines a minute, then one line counting the rest", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {})
  let clock = 0
  const { images } = service({ now: () => clock })
  for (let n = 0; n < 100; n++) expect((await get(images, 368, `/missing-${n}.png`)).status).toBe(404)
  expect(errors).toHaveBeenCalledTimes(FAILURES_LOGGED_PER_MINUTE)
  clock += 60_000
  expect((await get(images, 368, "/missing-next-minute.png")).status).toBe(404)
  const lines = errors.mock.calls.map((call) => String(call[0]))
  expect(lines.at(-2)).toBe(
    `Image unavailable: ${100 - FAILURES_LOGGED_PER_MINUTE} more failed sources in the last minute were not logged`,
  )
  expect(lines.at(-1)).toMatch(/missing-next-minute\.png/)
})

test("a source whose header reads but whose pixels are cut short answers 502, and the page shows no image for it", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const { images } = service()
  expect(await images.size(`${host.origin}/cut-short.png`)).toBeNull()
  expect((await get(images, 704, `${host.origin}/cut-short.png`)).status).toBe(502)
})

test("a resized image is kept on disk: a second server on the same cache fetches and encodes nothing", async () => {
  const first = service()
  const src = `${host.origin}/cover.png`
  const fetched = host.requests.filter((p) => p === "/cover.png").length
  const one = await get(first.images, 1408, src, { Accept: "image/webp" })
  expect(host.requests.filter((p) => p === "/cover.png").length).toBe(fetched + 1)
  const files = readdirSync(first.cacheDir, { recursive: true })
  const second = service({ cacheDir: first.cacheDir })
  const two = await get(second.images, 1408, src, { Accept: "image/webp" })
  expect(host.requests.filter((p) => p === "/cover.png").length).toBe(fetched + 1)
  expect(readdirSync(first.cacheDir, { recursive: true })).toEqual(files)
  expect(Buffer.from(await two.arrayBuffer())).toEqual(Buffer.from(await one.arrayBuffer()))
  expect(await second.images.size(src)).toEqual({ width: 1600, height: 900 })
})

test("a browser that has the image gets 304 for its ETag", async () => {
  const { images } = service()
  const src = `${host.origin}/cover.png`
  const etag = (await get(images, 368, src, { Accept: "image/webp" })).headers.get("ETag")
  expect(etag).toMatch(/^"[^"]+"$/)
  const again = await get(images, 368, src, { Accept: "image/webp", "If-None-Match": etag! })
  expect(again.status).toBe(304)
  // Another format is another file, with another tag.
  expect((await get(images, 368, src, { Accept: "image/avif" })).headers.get("ETag")).not.toBe(etag)
})

test("a site path is read from the site's own files, and one that is not there answers 404", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const { images } = service()
  const response = await get(images, 368, "/media/tiny.png", { Accept: "image/webp" })
  expect(response.status).toBe(200)
  expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 368 })
  expect((await get(images, 368, "/media/nothing.png")).status).toBe(404)
  expect((await get(images, 368, "/media/%2e%2e/%2e%2e/etc/passwd")).status).toBe(404)
})

test("IMAGE_HOSTS takes https hosts and origins, and names a malformed entry", () => {
  expect([...parseImageHosts("images.example.com, cdn.example.org:8443 https://93.184.215.14")]).toEqual([
    "https://images.example.com",
    "https://cdn.example.org:8443",
    "https://93.184.215.14",
  ])
  expect([...parseImageHosts(undefined)]).toEqual([])
  expect(() => parseImageHosts("http://images.example.com")).toThrow(ImageHostsError)
  expect(() => parseImageHosts("http://127.0.0.1:4010")).toThrow(
    /must be https \(a test fixture on loopback goes in IMAGE_LOOPBACK_ORIGINS_FOR_TESTS\)/,
  )
  expect(() => parseImageHosts("10.1.2.3")).toThrow(/"10.1.2.3" is not a public address/)
  expect(() => parseImageHosts("images.example.com/covers")).toThrow(/"images.example.com\/covers" is not a host/)
  expect(() => parseImageHosts("user@images.example.com")).toThrow(/is not a host/)
})

test("an allowed host that redirects to the metadata service answers 403, and it is never asked", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const asked: string[] = []
  const dir = mkdtempSync(path.join(tmpdir(), "images-"))
  dirs.push(dir)
  const images = imageService({
    cacheDir: path.join(dir, "cache"),
    clientDir: dir,
    origins: parseImageHosts("images.example.com"),
    fetch: async (url) => {
      asked.push(String(url))
      return new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/latest/meta-data" } })
    },
  })
  const response = await get(images, 704, "https://images.example.com/cover.png")
  expect(response.status).toBe(403)
  expect(asked).toEqual(["https://images.example.com/cover.png"])
})

test("IMAGE_CACHE_BYTES takes bytes or K, M, G; unset is 512 MB; anything else is named", () => {
  expect(parseCacheBytes(undefined)).toBe(512 * 1024 * 1024)
  expect(parseCacheBytes("")).toBe(DEFAULT_CACHE_BYTES)
  expect(parseCacheBytes("1000000")).toBe(1_000_000)
  expect(parseCacheBytes("256M")).toBe(256 * 1024 * 1024)
  expect(parseCacheBytes("2G")).toBe(2 * 1024 ** 3)
  expect(parseCacheBytes("64 KiB")).toBe(64 * 1024)
  expect(() => parseCacheBytes("lots")).toThrow(ImageCacheBytesError)
  expect(() => parseCacheBytes("1.5G")).toThrow(/IMAGE_CACHE_BYTES: "1.5G" is not a size/)
})
