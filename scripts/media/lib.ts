// Shared helpers for the media generator: palette, headless Chromium
// rendering, sharp encoding, ffmpeg, a seeded PRNG and the manifest registry.
import { spawn } from "node:child_process"
import { mkdir, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { chromium } from "playwright-core"
import type { Browser } from "playwright-core"
import { chromiumLaunchOptions } from "../lib/chromium.ts"

export const ROOT = path.resolve(import.meta.dirname, "..", "..")
export const PUBLIC_DIR = path.join(ROOT, "public")
export const MEDIA_DIR = path.join(PUBLIC_DIR, "media")

export const C = {
  bg: "#0a0a12",
  surface: "#13121f",
  surface2: "#1c1a2e",
  border: "#2a2740",
  text: "#f5f5fa",
  muted: "#a5a3b8",
  violet: "#8b5cf6",
  pink: "#ec4899",
  amber: "#f59e0b",
  cyan: "#22d3ee",
} as const

/** Liberation Sans is the cleanest sans installed on Debian (Arial metrics). */
export const FONT_STACK = `"Liberation Sans", system-ui, sans-serif`

export const CHROMIUM_PATH = chromiumLaunchOptions.executablePath
/** The flags every tool here starts Chromium with, and what renders the media the same on every machine. */
export const CHROMIUM_ARGS = [
  ...chromiumLaunchOptions.args,
  "--force-color-profile=srgb",
  "--font-render-hinting=none",
  "--hide-scrollbars",
]

export function log(msg: string): void {
  process.stdout.write(`[media] ${msg}\n`)
}

// ---------------------------------------------------------------------------
// Deterministic pseudo-random numbers (mulberry32).

export type Rng = () => number

export function rng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Round to 2 decimals so SVG strings stay short. */
export function r2(n: number): number {
  return Math.round(n * 100) / 100
}

// ---------------------------------------------------------------------------
// Chromium rendering.

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  })
}

export interface RenderOptions {
  width: number
  height: number
  scale?: number
  transparent?: boolean
}

/** Wraps an HTML body fragment into a full document with the base styles. */
export function htmlDoc(body: string, css = "", width?: number, height?: number): string {
  const size = width && height ? `width:${width}px;height:${height}px;` : ""
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
html,body{${size}overflow:hidden;background:transparent;font-family:${FONT_STACK};-webkit-font-smoothing:antialiased;text-rendering:geometricPrecision}
svg{display:block}
${css}</style></head><body>${body}</body></html>`
}

/** Renders a full HTML document and returns a PNG screenshot of the viewport. */
export async function renderHtml(browser: Browser, html: string, opts: RenderOptions): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: opts.width, height: opts.height },
    deviceScaleFactor: opts.scale ?? 1,
    colorScheme: "dark",
    reducedMotion: "reduce",
  })
  try {
    const page = await context.newPage()
    await page.setContent(html, { waitUntil: "load" })
    await page.evaluate("document.fonts.ready.then(() => true)")
    return await page.screenshot({
      type: "png",
      omitBackground: opts.transparent ?? false,
      animations: "disabled",
      caret: "hide",
    })
  } finally {
    await context.close()
  }
}

/** Renders an SVG string (with width/height attributes) to PNG. */
export async function renderSvg(browser: Browser, svg: string, opts: RenderOptions): Promise<Buffer> {
  const html = htmlDoc(svg, `svg{width:${opts.width}px;height:${opts.height}px}`, opts.width, opts.height)
  return renderHtml(browser, html, opts)
}

// ---------------------------------------------------------------------------
// Encoding + manifest.

export interface ManifestEntry {
  width: number
  height: number
  bytes: number
  type: string
  durationSeconds?: number
  fps?: number
}

const manifest = new Map<string, ManifestEntry>()

/** Registers a written file (absolute path) with its pixel size. */
export async function record(
  absPath: string,
  width: number,
  height: number,
  type: string,
  extra: Partial<ManifestEntry> = {},
): Promise<void> {
  const { size } = await stat(absPath)
  const url = "/" + path.relative(PUBLIC_DIR, absPath).split(path.sep).join("/")
  manifest.set(url, { width, height, bytes: size, type, ...extra })
}

export function manifestEntries(): [string, ManifestEntry][] {
  return [...manifest.entries()].sort(([a], [b]) => a.localeCompare(b))
}

export async function writeFileRecorded(
  absPath: string,
  data: Buffer | string,
  width: number,
  height: number,
  type: string,
): Promise<void> {
  await mkdir(path.dirname(absPath), { recursive: true })
  await writeFile(absPath, data)
  await record(absPath, width, height, type)
}

export type ImageFormat = "avif" | "webp" | "png"

export interface EncodeOptions {
  /** AVIF quality (0-100). */
  avifQuality?: number
  /** WebP quality (0-100). */
  webpQuality?: number
  /** Keep full chroma resolution in AVIF (crisper UI text). */
  avifChroma444?: boolean
  /** Quantise PNG to a palette (with dithering) to keep it small. */
  pngPalette?: boolean
}

const MIME: Record<ImageFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  png: "image/png",
}

/**
 * Resizes `src` (any image buffer sharp can read) to width x height and writes
 * `<base>.<format>` for each requested format, relative to public/media.
 */
export async function emitImage(
  src: Buffer,
  base: string,
  width: number,
  height: number,
  formats: ImageFormat[],
  opts: EncodeOptions = {},
): Promise<void> {
  const resized = await sharp(src).resize(width, height, { fit: "cover", kernel: "lanczos3" }).removeAlpha().raw().toBuffer()
  const input = () => sharp(resized, { raw: { width, height, channels: 3 } })
  for (const format of formats) {
    let out: Buffer
    if (format === "avif") {
      out = await input()
        .avif({
          quality: opts.avifQuality ?? 52,
          effort: 6,
          chromaSubsampling: opts.avifChroma444 ? "4:4:4" : "4:2:0",
        })
        .toBuffer()
    } else if (format === "webp") {
      out = await input()
        .webp({ quality: opts.webpQuality ?? 64, effort: 6, smartSubsample: true })
        .toBuffer()
    } else {
      out = await input()
        .png({
          compressionLevel: 9,
          adaptiveFiltering: true,
          palette: opts.pngPalette ?? false,
          quality: 90,
          dither: 0.6,
          effort: 10,
        })
        .toBuffer()
    }
    const abs = path.join(MEDIA_DIR, `${base}.${format}`)
    await writeFileRecorded(abs, out, width, height, MIME[format])
  }
}

// ---------------------------------------------------------------------------
// ffmpeg.

export async function run(cmd: string, args: string[], cwd?: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000)
    })
    child.on("error", reject)
    child.on("close", (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}\n${stderr}`))
    })
  })
}
