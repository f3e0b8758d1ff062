// The 1200x630 social card (brand mark, brand, title, site host): rendered by the build for every
// prerendered page (scripts/social-cards.ts) and by the server for a database article without a
// featured image (app/data/article-card.server.ts), so both look the same.
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { mkdir, rename, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { Resvg } from "@resvg/resvg-js"
import type { ReactNode } from "react"
import satori from "satori"

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
// Debian's fonts-dejavu-core (a dependency of fontconfig, so of Chromium): see docs/deploy.md.
const FONT_DIR = "/usr/share/fonts/truetype/dejavu"
const FONT_FILES = { bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`, regular: `${FONT_DIR}/DejaVuSans.ttf` }

// The palette of app/styles/tailwind.css.
const PALETTE = { ink: "#0a0a12", fg: "#f5f5fa", muted: "#a9a7bd", violet: "#8b5cf6", pink: "#ec4899", amber: "#f59e0b" }

// The brand mark of app/components/logo.tsx.
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.violet}"/><stop offset="0.55" stop-color="${PALETTE.pink}"/><stop offset="1" stop-color="${PALETTE.amber}"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M12.5 10.2v11.6c0 .7.8 1.2 1.4.8l8.7-5.8a1 1 0 0 0 0-1.6l-8.7-5.8c-.6-.4-1.4 0-1.4.8Z" fill="#fff"/><path d="M6.5 13.5v5M9.5 11.5v9" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".85"/></svg>`

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
        el("div", { fontSize: 30, fontWeight: 400, color: PALETTE.muted }, host),
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
    backgroundImage: `linear-gradient(90deg, ${PALETTE.violet}, ${PALETTE.pink} 55%, ${PALETTE.amber})`,
  })
  return el(
    "div",
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      backgroundColor: PALETTE.ink,
      backgroundImage: glow,
      color: PALETTE.fg,
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

// What a card looks like besides its content, so a changed design is rendered anew rather than
// read from a cache. The code itself, not this file: the server runs a bundle of it.
const TEMPLATE = createHash("sha256")
  .update([card, titleSize, renderCard, el].map(String).join("\n"))
  .update(LOGO_SVG)
  .update(JSON.stringify({ PALETTE, FONT_FILES, CARD_WIDTH, CARD_HEIGHT }))
  .digest("hex")

/** The name of a card's file in a cache: a hash of the design and of what the card shows. */
export function cardKey(content: CardContent): string {
  return createHash("sha256")
    .update(TEMPLATE)
    .update(JSON.stringify([content.title, content.brand, content.host]))
    .digest("hex")
    .slice(0, 32)
}

export type CardCache = {
  /** The card's PNG file in the cache, rendered first if it is not there. */
  file(content: CardContent): Promise<string>
}

/**
 * Cards on disk in `dir` (created 0700, like DATA_DIR), one file per design and content. Requests
 * for a card being rendered share that render, and renders run one at a time: each takes a CPU
 * for ~100 ms, and a crawler asking for a thousand new cards must not take every core.
 */
export function cardCache(dir: string, render: (content: CardContent) => Promise<Buffer> = renderCard): CardCache {
  const inFlight = new Map<string, Promise<string>>()
  let queue: Promise<unknown> = Promise.resolve()
  const made = mkdir(dir, { recursive: true, mode: 0o700 })
  made.catch(() => {})

  async function make(content: CardContent, file: string) {
    await made
    if ((await stat(file).catch(() => null))?.isFile()) return file
    const turn = queue.then(async () => {
      const png = await render(content)
      // Written whole under another name first: a reader (or another process) never sees half a file.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(partial, png, { mode: 0o600 })
      await rename(partial, file)
      return file
    })
    queue = turn.catch(() => {})
    return turn
  }

  return {
    file(content) {
      const file = path.join(dir, `${cardKey(content)}.png`)
      const pending = inFlight.get(file)
      if (pending) return pending
      const making = make(content, file).finally(() => inFlight.delete(file))
      inFlight.set(file, making)
      return making
    },
  }
}
