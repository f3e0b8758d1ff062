// The image route fetches any https source, but only from public addresses: checked on the
// address the connection is made to, and on every redirect hop. The sources here are served by a
// loopback server the tests allow explicitly (IMAGE_LOOPBACK_ORIGINS_FOR_TESTS's option), and
// names resolve through a stub: nothing outside this machine is asked, not even DNS.
import { mkdtempSync, rmSync } from "node:fs"
import { type Server, createServer } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest"
import { grainyPng } from "../../scripts/lib/image-fixture.ts"
import { PrivateAddressError, type Resolve, publicFetch } from "./image-fetch.server.ts"
import { type ImageServiceOptions, imageService, parseImageHosts, parseLoopbackOrigins } from "./images.server.ts"

let server: Server
let origin: string
let port: number
let png: Buffer
const requests: string[] = []
const dirs: string[] = []

/** Names the stub resolver knows, and what they resolve to. */
const NAMES: Record<string, string[]> = {
  "loopback.test": ["127.0.0.1"],
  "private.test": ["10.0.0.7"],
  "metadata.test": ["169.254.169.254"],
  "v6-loopback.test": ["::1"],
  "mapped.test": ["::ffff:127.0.0.1"],
  "cgnat.test": ["100.64.1.2"],
  // One public and one private address: the whole answer is refused, whichever would be picked.
  "mixed.test": ["93.184.215.14", "127.0.0.1"],
}
const resolved: string[] = []
const resolve: Resolve = async (hostname) => {
  resolved.push(hostname)
  const addresses = NAMES[hostname]
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" })
  return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))
}

beforeAll(async () => {
  png = await grainyPng(320, 180)
  // Serves /cover.png, and /redirect?to=<url> answers 302 to <url>.
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fixture.invalid")
    requests.push(`${request.headers.host}${url.pathname}`)
    if (url.pathname === "/cover.png") return response.writeHead(200, { "Content-Type": "image/png" }).end(png)
    if (url.pathname === "/redirect") return response.writeHead(302, { Location: url.searchParams.get("to")! }).end()
    response.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  port = (server.address() as { port: number }).port
  origin = `http://127.0.0.1:${port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
  requests.length = 0
  resolved.length = 0
})

function service(options: Partial<ImageServiceOptions> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "images-address-"))
  dirs.push(dir)
  return imageService({
    cacheDir: path.join(dir, "cache"),
    clientDir: dir,
    origins: new Set(),
    loopbackOrigins: parseLoopbackOrigins(origin),
    resolve,
    ...options,
  })
}

const get = (images: ReturnType<typeof service>, src: string) =>
  images.respond(new Request(`http://site.test/images/368?src=${encodeURIComponent(src)}`), "368")

test.each([
  ["127.0.0.1", () => `https://127.0.0.1:${port}/cover.png`],
  ["10.x", () => "https://10.0.0.7/cover.png"],
  ["169.254.169.254", () => "https://169.254.169.254/latest/meta-data"],
  ["::1", () => `https://[::1]:${port}/cover.png`],
  ["::ffff:127.0.0.1", () => `https://[::ffff:127.0.0.1]:${port}/cover.png`],
])("a source at %s answers 403 and nothing is asked", async (_, source) => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const images = service()
  expect((await get(images, source())).status).toBe(403)
  expect(await images.size(source())).toBeNull()
  expect(requests).toEqual([])
})

test.each(["127.0.0.1", "10.0.0.7", "169.254.169.254", "::1", "::ffff:127.0.0.1", "[::ffff:7f00:1]"])(
  "the fetch itself refuses an address written as %s, before connecting",
  async (address) => {
    const host = address.includes(":") && !address.startsWith("[") ? `[${address}]` : address
    const fetchPublic = publicFetch({ resolve })
    const attempt = fetchPublic(`http://${host}:${port}/cover.png`, {
      signal: AbortSignal.timeout(5_000),
      headers: {},
      redirect: "manual",
    })
    await expect(attempt).rejects.toThrow(PrivateAddressError)
    expect(requests).toEqual([])
  },
)

test.each(Object.keys(NAMES))(
  "a name that resolves to a non-public address (%s) answers 403, and nothing is asked",
  async (name) => {
    vi.spyOn(console, "error").mockImplementation(() => {})
    const images = service()
    const response = await get(images, `https://${name}:${port}/cover.png`)
    // 403, not the 502 a failed connection or TLS handshake would give: the address was refused.
    expect(response.status).toBe(403)
    expect(resolved).toEqual([name])
    expect(requests).toEqual([])
    // Plain http, where a connection would have reached the loopback server at once: refused too.
    const plain = publicFetch({ resolve })(`http://${name}:${port}/cover.png`, {
      signal: AbortSignal.timeout(5_000),
      headers: {},
      redirect: "manual",
    })
    await expect(plain).rejects.toThrow(PrivateAddressError)
    expect(requests).toEqual([])
  },
)

test("localhost, through the system's resolver, is refused", async () => {
  const attempt = publicFetch()(`http://localhost:${port}/cover.png`, {
    signal: AbortSignal.timeout(5_000),
    headers: {},
    redirect: "manual",
  })
  await expect(attempt).rejects.toThrow(PrivateAddressError)
  expect(requests).toEqual([])
})

test("the connection goes to the address the check passed, resolved once: a name the stub alone knows is reached", async () => {
  // photos.test exists nowhere but in this resolver: reaching the server proves the connection used its answer.
  const fetchPublic = publicFetch({
    resolve: async (hostname) => (resolved.push(hostname), [{ address: "127.0.0.1", family: 4 }]),
    loopbackOrigins: new Set([`http://photos.test:${port}`]),
  })
  const response = await fetchPublic(`http://photos.test:${port}/cover.png`, {
    signal: AbortSignal.timeout(5_000),
    headers: {},
    redirect: "manual",
  })
  expect(response.status).toBe(200)
  expect(Buffer.from(await response.arrayBuffer())).toEqual(png)
  expect(resolved).toEqual(["photos.test"])
  expect(requests).toEqual([`photos.test:${port}/cover.png`])
})

test.each([
  ["the metadata service", "https://169.254.169.254/latest/meta-data"],
  ["a name resolving to a private address", "https://private.test/cover.png"],
  ["a name resolving to ::ffff:127.0.0.1", "https://mapped.test/cover.png"],
  ["another loopback port", "http://127.0.0.1:1/cover.png"],
  ["::1", "https://[::1]/cover.png"],
])("a redirect to %s answers 403, and its target is never asked", async (_, target) => {
  vi.spyOn(console, "error").mockImplementation(() => {})
  const images = service()
  const response = await get(images, `${origin}/redirect?to=${encodeURIComponent(target)}`)
  expect(response.status).toBe(403)
  expect(requests).toEqual([`127.0.0.1:${port}/redirect`])
})

test("with no IMAGE_HOSTS, an image on any https host is served; IMAGE_HOSTS narrows it, and each refused host is logged once", async () => {
  const asked: string[] = []
  const fetchStub = async (url: string) => (
    asked.push(url),
    new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } })
  )
  const open = service({ fetch: fetchStub })
  expect((await get(open, "https://photos.anywhere.example/cover.png")).status).toBe(200)
  expect(await open.size("https://cdn.elsewhere.example/a.png")).toEqual({ width: 320, height: 180 })
  expect(asked).toEqual(["https://photos.anywhere.example/cover.png", "https://cdn.elsewhere.example/a.png"])

  const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  const narrowed = service({ fetch: fetchStub, origins: parseImageHosts("images.example.com") })
  expect((await get(narrowed, "https://images.example.com/cover.png")).status).toBe(200)
  for (let n = 0; n < 5; n++) {
    expect((await get(narrowed, `https://photos.anywhere.example/${n}.png`)).status).toBe(403)
    expect(await narrowed.size(`https://photos.anywhere.example/${n}.png`)).toBeNull()
  }
  expect(await narrowed.size("https://cdn.elsewhere.example/a.png")).toBeNull()
  expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
    "Images on photos.anywhere.example are not shown: the host is not on IMAGE_HOSTS (logged once per host)",
    "Images on cdn.elsewhere.example are not shown: the host is not on IMAGE_HOSTS (logged once per host)",
  ])
  expect(asked.filter((url) => !url.startsWith("https://images.example.com/"))).toHaveLength(2)
})

test("IMAGE_LOOPBACK_ORIGINS_FOR_TESTS takes loopback addresses only", () => {
  expect([...parseLoopbackOrigins("http://127.0.0.1:4010 https://[::1]:8443")]).toEqual([
    "http://127.0.0.1:4010",
    "https://[::1]:8443",
  ])
  for (const entry of ["http://localhost:4010", "http://10.0.0.1:8080", "http://169.254.169.254", "images.example.com"]) {
    expect(() => parseLoopbackOrigins(entry)).toThrow(/is not an http\(s\) origin on a loopback address/)
  }
})

test("names reserved for documentation and tests are looked up nowhere: no DNS resolver is asked for them", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {})
  // The system's resolver (no stub): a reserved name fails at once, as no host.
  const images = service({ resolve: undefined })
  for (const name of ["cdn.example.com", "photos.example", "a.invalid", "b.test"]) {
    expect((await get(images, `https://${name}/cover.png`)).status).toBe(502)
  }
  expect(errors.mock.calls.join("\n")).toMatch(/cdn\.example\.com is a special-use name \(RFC 6761\), not looked up/)
  expect((await get(images, "https://images.localhost/cover.png")).status).toBe(403)
})
