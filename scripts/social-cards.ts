// A step of scripts/build.ts, after the pages are prerendered: a 1200x630 social card (brand mark, brand, page title, site
// host) for every prerendered page, at build/client/social/<path>.png, which
// pageMeta names as the page's og:image when it gives none. Cards are cached
// in .cache/social-cards/ by a hash of what they show and of this file, so an
// unchanged title is not rendered again.
import { createHash } from "node:crypto"
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { Resvg } from "@resvg/resvg-js"
import type { ReactNode } from "react"
import satori from "satori"
import type { SiteConfig } from "#app/config/site-env.ts"
import { socialCardPath } from "#app/lib/social-card-path.ts"
import { prerenderPaths } from "#app/routes.ts"
import { readBuildSettings } from "../server/build-settings.ts"

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
// Debian's fonts-dejavu-core (a dependency of fontconfig, so of Chromium): see docs/deploy.md.
const FONT_DIR = "/usr/share/fonts/truetype/dejavu"
const FONT_FILES = { bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`, regular: `${FONT_DIR}/DejaVuSans.ttf` }

// The palette of app/styles/tailwind.css.
const INK = "#0a0a12"
const FG = "#f5f5fa"
const MUTED = "#a9a7bd"
const VIOLET = "#8b5cf6"
const PINK = "#ec4899"
const AMBER = "#f59e0b"

// The brand mark of app/components/logo.tsx.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${VIOLET}"/><stop offset="0.55" stop-color="${PINK}"/><stop offset="1" stop-color="${AMBER}"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M12.5 10.2v11.6c0 .7.8 1.2 1.4.8l8.7-5.8a1 1 0 0 0 0-1.6l-8.7-5.8c-.6-.4-1.4 0-1.4.8Z" fill="#fff"/><path d="M6.5 13.5v5M9.5 11.5v9" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".85"/></svg>`

export type CardContent = { title: string; brand: string; host: string }

type Node = {
  type: string
  props: {
    style?: Record<string, string | number>
    src?: string
    width?: number
    height?: number
    children?: (Node | string)[] | Node | string
  }
}
const el = (type: string, style: Node["props"]["style"], children?: Node["props"]["children"]): Node => ({
  type,
  props: { style, children },
})

function titleSize(title: string) {
  if (title.length > 90) return 48
  if (title.length > 55) return 58
  return 70
}

function card({ title, brand, host }: CardContent): Node {
  const logo: Node = {
    type: "img",
    props: { src: `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString("base64")}`, width: 76, height: 76 },
  }
  const glow = `radial-gradient(circle at 88% 8%, rgba(139, 92, 246, 0.45), transparent 45%), radial-gradient(circle at 8% 100%, rgba(236, 72, 153, 0.30), transparent 45%)`
  const content = el(
    "div",
    {
      position: "absolute",
      top: 72,
      left: 80,
      right: 80,
      bottom: 96,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
    },
    [
      el("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
        el("div", { display: "flex", alignItems: "center", gap: 24 }, [
          logo,
          el("div", { fontSize: 44, fontWeight: 700, letterSpacing: -1 }, brand),
        ]),
        el("div", { fontSize: 30, fontWeight: 400, color: MUTED }, host),
      ]),
      el("div", { display: "flex", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, letterSpacing: -1.5 }, title),
    ],
  )
  const bar = el("div", {
    position: "absolute",
    left: 0,
    right: 0,
    bottom: 0,
    height: 12,
    backgroundImage: `linear-gradient(90deg, ${VIOLET}, ${PINK} 55%, ${AMBER})`,
  })
  return el(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      backgroundColor: INK,
      backgroundImage: glow,
      color: FG,
      fontFamily: "DejaVu Sans",
    },
    [content, bar],
  )
}

function loadFonts() {
  for (const file of Object.values(FONT_FILES)) {
    if (!existsSync(file)) throw new Error(`social cards need ${file}: install Debian's fonts-dejavu-core (see docs/deploy.md)`)
  }
  return [
    { name: "DejaVu Sans", data: readFileSync(FONT_FILES.bold), weight: 700 as const, style: "normal" as const },
    { name: "DejaVu Sans", data: readFileSync(FONT_FILES.regular), weight: 400 as const, style: "normal" as const },
  ]
}

let fonts: ReturnType<typeof loadFonts> | undefined

/** The card as a 1200x630 PNG. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  fonts ??= loadFonts()
  const svg = await satori(card(content) as unknown as ReactNode, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts })
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng())
}

/** The page's own title: the document title without its " | brand" suffix. */
export function pageTitle(html: string, brand: string): string {
  const raw = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]
  if (raw === undefined) throw new Error("the page has no <title>")
  const title = raw
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
  const suffix = ` | ${brand}`
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title
}

/** A card for every prerendered page of the build in `buildDir`, made with the site settings `site`. */
export async function renderSocialCards(buildDir: string, site: SiteConfig) {
  const clientDir = path.join(buildDir, "client")
  const cacheDir = path.resolve(import.meta.dirname, "..", ".cache/social-cards")
  mkdirSync(cacheDir, { recursive: true })
  const template = createHash("sha256")
    .update(readFileSync(import.meta.filename))
    .digest("hex")
  let rendered = 0
  for (const pagePath of prerenderPaths) {
    const htmlFile = path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`)
    const content: CardContent = {
      title: pageTitle(readFileSync(htmlFile, "utf8"), site.brand),
      brand: site.brand,
      host: new URL(site.siteUrl).host,
    }
    const key = createHash("sha256").update(template).update(JSON.stringify(content)).digest("hex").slice(0, 32)
    const cached = path.join(cacheDir, `${key}.png`)
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderCard(content))
      rendered++
    }
    const target = path.join(clientDir, socialCardPath(pagePath))
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(cached, target)
  }
  console.log(
    `social cards: ${prerenderPaths.length} pages, ${rendered} rendered, ${prerenderPaths.length - rendered} from the cache`,
  )
}

if (import.meta.main) {
  const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build")
  await renderSocialCards(buildDir, readBuildSettings(buildDir).site)
}
