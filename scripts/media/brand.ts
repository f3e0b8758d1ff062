// Brand mark, favicons, app icons and the default social (Open Graph) image.
import path from "node:path"
import type { Browser } from "playwright-core"
import sharp from "sharp"
import { C, MEDIA_DIR, PUBLIC_DIR, emitImage, htmlDoc, log, renderHtml, writeFileRecorded } from "./lib.ts"

export interface MarkOptions {
  /** Corner radius of the tile in a 64-unit box (0 = full bleed square). */
  radius?: number
  /** Scale of the glyph inside the tile (1 = default, < 1 adds safe padding). */
  glyphScale?: number
  /** Unique gradient id prefix when several marks share a document. */
  id?: string
}

/**
 * The Syncreel mark: a gradient tile holding a play triangle built from
 * audio bars — sound turning into video.
 */
export function markSvg(size: number | string, o: MarkOptions = {}): string {
  const id = o.id ?? "sr"
  const radius = o.radius ?? 15
  const k = o.glyphScale ?? 1
  // A rounded play triangle sliced into vertical bars, like a waveform.
  const tri = "M20.5 15.2Q17 13.3 17 17.3V46.7Q17 50.7 20.5 48.8L48.6 34.1Q52.4 32 48.6 29.9Z"
  const gaps = [24.2, 33, 41.8].map((x) => `<rect x="${x}" y="0" width="3.4" height="64" fill="#000"/>`).join("")
  const glyph = `<mask id="${id}m" maskUnits="userSpaceOnUse" x="0" y="0" width="64" height="64"><rect width="64" height="64" fill="#fff"/>${gaps}</mask><path d="${tri}" transform="translate(1.6 0)" mask="url(#${id}m)"/>`
  const t = k === 1 ? "" : ` transform="translate(${32 * (1 - k)} ${32 * (1 - k)}) scale(${k})"`
  const s = typeof size === "number" ? `width="${size}" height="${size}"` : `width="${size}" height="${size}"`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" ${s}><defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset="0.55" stop-color="${C.pink}"/><stop offset="1" stop-color="${C.amber}"/></linearGradient><radialGradient id="${id}h" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="64" height="64" rx="${radius}" fill="url(#${id}g)"/><rect width="64" height="64" rx="${radius}" fill="url(#${id}h)"/><g fill="#fff"${t}>${glyph}</g></svg>`
}

/** Builds an ICO file holding PNG images (PNG-in-ICO, supported everywhere). */
function pngIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  const dir = Buffer.alloc(16 * images.length)
  let offset = 6 + dir.length
  images.forEach(({ size, png }, i) => {
    const o = i * 16
    dir.writeUInt8(size >= 256 ? 0 : size, o)
    dir.writeUInt8(size >= 256 ? 0 : size, o + 1)
    dir.writeUInt8(0, o + 2)
    dir.writeUInt8(0, o + 3)
    dir.writeUInt16LE(1, o + 4)
    dir.writeUInt16LE(32, o + 6)
    dir.writeUInt32LE(png.length, o + 8)
    dir.writeUInt32LE(offset, o + 12)
    offset += png.length
  })
  return Buffer.concat([header, dir, ...images.map((i) => i.png)])
}

async function markPng(browser: Browser, size: number, o: MarkOptions, transparent: boolean): Promise<Buffer> {
  const html = htmlDoc(markSvg(size, o), "", size, size)
  return renderHtml(browser, html, { width: size, height: size, transparent })
}

export function ogHtml(): string {
  const W = 1200
  const H = 630
  const bars: string[] = []
  const n = 64
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1)
    const env = Math.pow(Math.sin(Math.PI * t), 0.8)
    const v = Math.abs(Math.sin(i * 0.55) * 0.6 + Math.sin(i * 1.7 + 1) * 0.3 + Math.sin(i * 0.13) * 0.25)
    const h = 14 + env * v * 150
    bars.push(`<i style="height:${Math.round(h)}px"></i>`)
  }
  const css = `
body{background:${C.bg};color:${C.text}}
.og{position:relative;width:${W}px;height:${H}px;overflow:hidden;
 background:
  radial-gradient(700px 420px at 12% 8%, rgba(139,92,246,.95), transparent 70%),
  radial-gradient(640px 460px at 92% 30%, rgba(236,72,153,.85), transparent 70%),
  radial-gradient(760px 420px at 70% 118%, rgba(245,158,11,.9), transparent 70%),
  linear-gradient(120deg,#3b1d7a 0%,#8f2a7e 50%,#b2472f 100%);}
.og:before{content:"";position:absolute;inset:0;background:linear-gradient(90deg,rgba(10,10,18,.72) 0%,rgba(10,10,18,.35) 55%,rgba(10,10,18,.05) 100%)}
.wave{position:absolute;left:0;right:0;bottom:0;height:190px;display:flex;align-items:flex-end;gap:7px;padding:0 36px;opacity:.28}
.wave i{flex:1;background:#fff;border-radius:6px 6px 0 0}
.content{position:absolute;left:88px;top:150px;right:88px}
.brand{display:flex;align-items:center;gap:26px}
.brand svg{filter:drop-shadow(0 18px 40px rgba(10,10,18,.45))}
.name{font-size:104px;font-weight:700;letter-spacing:-3px;line-height:1}
.tag{margin-top:44px;font-size:50px;line-height:1.15;font-weight:700;letter-spacing:-.6px;max-width:820px;color:#fff}
.sub{margin-top:22px;font-size:26px;color:rgba(245,245,250,.78);letter-spacing:.2px}
.pill{position:absolute;right:72px;top:64px;display:flex;align-items:center;gap:10px;padding:12px 20px;border-radius:999px;background:rgba(10,10,18,.42);border:1px solid rgba(255,255,255,.22);font-size:20px;font-weight:700;letter-spacing:.3px}
.pill b{width:10px;height:10px;border-radius:50%;background:${C.cyan};box-shadow:0 0 12px ${C.cyan}}
`
  const body = `<div class="og"><div class="wave">${bars.join("")}</div>
<div class="pill"><b></b>AI music videos · lip-synced</div>
<div class="content"><div class="brand">${markSvg(112, { id: "og", radius: 26 })}<div class="name">Syncreel</div></div>
<div class="tag">Turn any track into a music video</div>
<div class="sub">Upload a song. Pick a style. Get a lip-synced video in minutes.</div></div></div>`
  return htmlDoc(body, css, W, H)
}

export async function generateBrand(browser: Browser): Promise<void> {
  log("brand: favicon.svg")
  const favSvg = markSvg(64, { id: "f", radius: 15 }) + "\n"
  await writeFileRecorded(path.join(PUBLIC_DIR, "favicon.svg"), favSvg, 64, 64, "image/svg+xml")

  log("brand: favicon.ico")
  const fav32 = await sharp(await markPng(browser, 32, { radius: 8 }, true))
    .png({ compressionLevel: 9 })
    .toBuffer()
  await writeFileRecorded(path.join(PUBLIC_DIR, "favicon.ico"), pngIco([{ size: 32, png: fav32 }]), 32, 32, "image/x-icon")

  log("brand: touch + app icons")
  // Full-bleed squares: iOS and maskable PWA icons apply their own rounding.
  const opaque = async (size: number, glyphScale: number) =>
    sharp(await markPng(browser, size, { radius: 0, glyphScale }, false))
      .removeAlpha()
      .png({ compressionLevel: 9, palette: true, quality: 95, dither: 0.5, effort: 10 })
      .toBuffer()
  await writeFileRecorded(path.join(PUBLIC_DIR, "apple-touch-icon.png"), await opaque(180, 0.86), 180, 180, "image/png")
  await writeFileRecorded(path.join(MEDIA_DIR, "icon-192.png"), await opaque(192, 0.8), 192, 192, "image/png")
  await writeFileRecorded(path.join(MEDIA_DIR, "icon-512.png"), await opaque(512, 0.8), 512, 512, "image/png")

  log("brand: og-default.png")
  const og = await renderHtml(browser, ogHtml(), { width: 1200, height: 630 })
  await emitImage(og, "og-default", 1200, 630, ["png"], { pngPalette: true })
}
