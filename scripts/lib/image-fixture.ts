// Images for the tests and `npm run perf`, made when they run (no large binaries in git), and a
// loopback server that plays an image host: one that serves, one that fails, one that hangs.
import { randomBytes } from "node:crypto"
import { type Server, createServer } from "node:http"
import sharp from "sharp"
import { freePort } from "./free-port.ts"

/**
 * A PNG of `width`×`height`: a violet-to-amber picture with grain. The grain is what a photo
 * has and what PNG cannot compress, so a 1440×810 one weighs over 3 MB, as the big covers writers
 * link do.
 */
export async function grainyPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#8b5cf6"/><stop offset="0.55" stop-color="#ec4899"/><stop offset="1" stop-color="#f59e0b"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.45}" r="${height * 0.28}" fill="#0a0a12" opacity="0.35"/>
    <circle cx="${width * 0.72}" cy="${height * 0.6}" r="${height * 0.18}" fill="#f5f5fa" opacity="0.25"/>
  </svg>`
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const grain = randomBytes(data.length)
  for (let i = 0; i < data.length; i++) data[i] = Math.max(0, Math.min(255, data[i]! + (grain[i]! % 32) - 16))
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export type ImageHost = {
  /** The host's origin, e.g. http://127.0.0.1:4567: put it on IMAGE_LOOPBACK_ORIGINS_FOR_TESTS. */
  origin: string
  /** Requests the host received, by path. */
  requests: string[]
  close: () => Promise<void>
}

/**
 * An image host on a free loopback port: each of `files` at its path as image/png; `/broken.png`
 * is not an image, `/hangs.png` never answers, any other path is 404.
 */
export async function startImageHost(files: Record<string, Buffer>): Promise<ImageHost> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://host.invalid").pathname
    requests.push(pathname)
    const file = files[pathname]
    if (file) return response.writeHead(200, { "Content-Type": "image/png", "Content-Length": file.length }).end(file)
    if (pathname === "/broken.png") return response.writeHead(200, { "Content-Type": "image/png" }).end("not a picture")
    if (pathname === "/hangs.png") return
    response.writeHead(404).end()
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
