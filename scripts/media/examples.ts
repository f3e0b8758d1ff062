// Example-video thumbnails: four vector illustrations (1920x1080 artboards)
// rendered in Chromium and exported at 960x540 and 640x360.
import type { Browser } from "playwright-core"
import { C, emitImage, log, r2, renderSvg, rng } from "./lib.ts"
import { blurFilter, figure, glowFilter, linear, pathFrom, radial, ridge, svgDoc } from "./svg.ts"

const W = 1920
const H = 1080

// ---------------------------------------------------------------------------
// Neon Nights — synthwave city, striped sun, perspective grid, singer.

export function neonNights(): string {
  const rand = rng(101)
  const horizon = 690
  const defs = [
    linear("sky", [
      [0, "#05031a"],
      [0.45, "#1a0a3c"],
      [0.78, "#4a1160"],
      [1, "#b0206f"],
    ]),
    linear("sun", [
      [0, "#fff1b8"],
      [0.3, "#fbbf24"],
      [0.62, "#f472b6"],
      [1, "#c026d3"],
    ]),
    linear("ground", [
      [0, "#1a0830"],
      [0.35, "#0b0518"],
      [1, "#05030b"],
    ]),
    linear("fade", [
      [0, "#05030b", 0],
      [1, "#05030b", 0.85],
    ]),
    linear("bldFar", [
      [0, "#3a1560"],
      [1, "#241042"],
    ]),
    linear("bldNear", [
      [0, "#140b26"],
      [1, "#0a0614"],
    ]),
    radial(
      "vig",
      [
        [0.55, "#000", 0],
        [1, "#000", 0.55],
      ],
      0.5,
      0.5,
      0.75,
    ),
    blurFilter("b60", 60),
    blurFilter("b24", 24),
    blurFilter("b8", 8),
    glowFilter("g6", 6, 1.4),
    glowFilter("g3", 3, 1.2),
  ]
  // Sun stripes (mask): gaps grow towards the horizon.
  let stripes = ""
  for (let i = 0; i < 9; i++) {
    const y = 470 + i * 26 + i * i * 1.2
    const h = 3 + i * 2.4
    stripes += `<rect x="0" y="${r2(y)}" width="${W}" height="${r2(h)}" fill="#000"/>`
  }
  defs.push(`<mask id="sunMask"><rect width="${W}" height="${H}" fill="#fff"/>${stripes}</mask>`)

  const body: string[] = []
  body.push(`<rect width="${W}" height="${horizon + 2}" fill="url(#sky)"/>`)
  // stars
  for (let i = 0; i < 140; i++) {
    const x = rand() * W
    const y = rand() * 480
    const r = 0.8 + rand() * 1.8
    body.push(
      `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(r)}" fill="#fff" opacity="${r2(0.25 + rand() * 0.65 * (1 - y / 520))}"/>`,
    )
  }
  // sun glow + sun
  body.push(`<circle cx="960" cy="520" r="430" fill="${C.pink}" opacity="0.35" filter="url(#b60)"/>`)
  body.push(`<circle cx="960" cy="520" r="290" fill="${C.amber}" opacity="0.25" filter="url(#b24)"/>`)
  body.push(`<circle cx="960" cy="520" r="270" fill="url(#sun)" mask="url(#sunMask)"/>`)

  // far skyline
  let x = -20
  const far: string[] = []
  while (x < W) {
    const w = 50 + rand() * 90
    const h = 90 + rand() * 200 * (0.6 + (0.4 * Math.abs(x - 960)) / 960)
    far.push(`<rect x="${r2(x)}" y="${r2(horizon - h)}" width="${r2(w + 1)}" height="${r2(h)}" fill="url(#bldFar)"/>`)
    if (rand() < 0.25)
      far.push(`<rect x="${r2(x + w / 2 - 1.5)}" y="${r2(horizon - h - 40)}" width="3" height="40" fill="#3a1560"/>`)
    for (let wy = horizon - h + 14; wy < horizon - 12; wy += 22) {
      for (let wx = x + 10; wx < x + w - 12; wx += 16) {
        if (rand() < 0.16)
          far.push(
            `<rect x="${r2(wx)}" y="${r2(wy)}" width="6" height="9" fill="${rand() < 0.5 ? C.pink : "#c4b5fd"}" opacity="0.45"/>`,
          )
      }
    }
    x += w
  }
  body.push(`<g>${far.join("")}</g>`)

  // near skyline (left and right clusters with neon tops)
  const near: string[] = []
  const neon: string[] = []
  const cluster = (from: number, to: number) => {
    let bx = from
    while (bx < to) {
      const w = 90 + rand() * 120
      const centreDist = Math.abs(bx + w / 2 - 960) / 960
      const h = 180 + rand() * 280 + centreDist * 220
      const top = horizon - h
      near.push(`<rect x="${r2(bx)}" y="${r2(top)}" width="${r2(w + 1)}" height="${r2(h + 2)}" fill="url(#bldNear)"/>`)
      const col = rand() < 0.5 ? C.cyan : C.pink
      neon.push(`<path d="M${r2(bx + 4)} ${r2(top + 1)}H${r2(bx + w - 4)}" stroke="${col}" stroke-width="3" opacity="0.9"/>`)
      if (rand() < 0.6) {
        const sx = bx + w * (0.2 + rand() * 0.4)
        const sy = top + 40 + rand() * 80
        const sc = rand() < 0.5 ? C.pink : C.cyan
        const kind = Math.floor(rand() * 3)
        if (kind === 0) {
          const sh = 90 + rand() * 90
          neon.push(
            `<rect x="${r2(sx)}" y="${r2(sy)}" width="26" height="${r2(sh)}" rx="13" fill="none" stroke="${sc}" stroke-width="4"/>`,
          )
          neon.push(`<circle cx="${r2(sx + 13)}" cy="${r2(sy + 22)}" r="5" fill="${sc}"/>`)
        } else if (kind === 1) {
          neon.push(`<circle cx="${r2(sx + 20)}" cy="${r2(sy + 30)}" r="26" fill="none" stroke="${sc}" stroke-width="4"/>`)
          neon.push(
            `<path d="M${r2(sx + 12)} ${r2(sy + 18)}L${r2(sx + 34)} ${r2(sy + 30)}L${r2(sx + 12)} ${r2(sy + 42)}Z" fill="${sc}"/>`,
          )
        } else {
          const bw = Math.min(w - 30, 80)
          neon.push(
            `<path d="M${r2(sx)} ${r2(sy)}h${r2(bw)}M${r2(sx)} ${r2(sy + 16)}h${r2(bw * 0.7)}M${r2(sx)} ${r2(sy + 32)}h${r2(bw * 0.85)}" stroke="${sc}" stroke-width="4" stroke-linecap="round"/>`,
          )
        }
      }
      for (let wy = top + 26; wy < horizon - 20; wy += 28) {
        for (let wx = bx + 14; wx < bx + w - 18; wx += 22) {
          const roll = rand()
          if (roll < 0.22) {
            const wc = roll < 0.09 ? "#fbbf24" : roll < 0.16 ? C.cyan : "#f9a8d4"
            near.push(
              `<rect x="${r2(wx)}" y="${r2(wy)}" width="9" height="13" fill="${wc}" opacity="${r2(0.55 + rand() * 0.4)}"/>`,
            )
          }
        }
      }
      bx += w + rand() * 14
    }
  }
  cluster(-30, 500)
  cluster(1440, W + 20)
  body.push(`<g>${near.join("")}</g>`)
  body.push(`<g filter="url(#g6)">${neon.join("")}</g>`)

  // horizon glow
  body.push(`<rect x="0" y="${horizon - 3}" width="${W}" height="6" fill="#ff8bd0" filter="url(#g6)"/>`)
  // ground + grid
  body.push(`<rect x="0" y="${horizon + 2}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>`)
  const grid: string[] = []
  for (let i = 1; i < 15; i++) {
    const t = i / 14
    const y = horizon + Math.pow(t, 2.2) * (H - horizon + 60)
    grid.push(`<path d="M0 ${r2(y)}H${W}" stroke-width="${r2(1 + t * 2.2)}" opacity="${r2(0.35 + t * 0.6)}"/>`)
  }
  for (let i = -16; i <= 16; i++) {
    const xb = 960 + i * 190
    grid.push(`<path d="M${r2(960 + i * 14)} ${horizon}L${r2(xb * 1.0)} ${H + 40}" stroke-width="2.2" opacity="0.8"/>`)
  }
  body.push(`<g stroke="${C.pink}" fill="none" filter="url(#g3)">${grid.join("")}</g>`)
  body.push(`<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#fade)" opacity="0.35"/>`)
  // sun reflection
  body.push(`<ellipse cx="960" cy="${horizon + 40}" rx="300" ry="34" fill="${C.amber}" opacity="0.35" filter="url(#b24)"/>`)
  body.push(`<rect x="930" y="${horizon + 10}" width="60" height="280" fill="${C.pink}" opacity="0.22" filter="url(#b24)"/>`)

  // singer silhouette with rim light
  const fx = 960
  const fy = 842
  body.push(
    `<g filter="url(#b8)" opacity="0.9">${figure(fx, fy, 280, { pose: "mic", hair: "long", fill: C.pink, coat: true })}</g>`,
  )
  body.push(figure(fx, fy, 280, { pose: "mic", hair: "long", fill: "#07040e", coat: true }))
  body.push(`<ellipse cx="${fx}" cy="${fy + 2}" rx="70" ry="8" fill="#000" opacity="0.6" filter="url(#b8)"/>`)

  body.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`)
  return svgDoc(W, H, defs.join(""), body.join(""))
}

// ---------------------------------------------------------------------------
// Golden Hour Ballad — warm cinematic sunset over rolling hills.

export function goldenHour(): string {
  const rand = rng(202)
  const sunX = 1330
  const sunY = 610
  const defs = [
    linear("sky", [
      [0, "#2a1240"],
      [0.3, "#6e2a5e"],
      [0.55, "#d4584f"],
      [0.75, "#f59e42"],
      [1, "#fde3a0"],
    ]),
    radial(
      "sunGlow",
      [
        [0, "#fff7d6", 1],
        [0.12, "#ffe6a3", 0.95],
        [0.35, "#fbbf24", 0.45],
        [1, "#f59e0b", 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
    linear("h1", [
      [0, "#f2a35e"],
      [1, "#d9774f"],
    ]),
    linear("h2", [
      [0, "#c25a57"],
      [1, "#9a3b52"],
    ]),
    linear("h3", [
      [0, "#6b2447"],
      [1, "#4a1838"],
    ]),
    linear("h4", [
      [0, "#2a0d22"],
      [1, "#12060f"],
    ]),
    linear("haze", [
      [0, "#ffd08a", 0],
      [0.6, "#ffc27a", 0.35],
      [1, "#ffb36b", 0],
    ]),
    radial(
      "vig",
      [
        [0.5, "#000", 0],
        [1, "#000", 0.5],
      ],
      0.5,
      0.5,
      0.75,
    ),
    blurFilter("b80", 80),
    blurFilter("b30", 30),
    blurFilter("b10", 10),
    blurFilter("b4", 4),
    blurFilter("b1", 1.2),
  ]
  const body: string[] = []
  body.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`)
  // god rays
  const rays: string[] = []
  for (let i = 0; i < 14; i++) {
    const a = Math.PI * (0.98 + i * 0.085 + rand() * 0.03)
    const spread = 0.025 + rand() * 0.03
    const len = 2200
    const p1: [number, number] = [sunX + Math.cos(a - spread) * len, sunY + Math.sin(a - spread) * len]
    const p2: [number, number] = [sunX + Math.cos(a + spread) * len, sunY + Math.sin(a + spread) * len]
    rays.push(`<path d="${pathFrom([[sunX, sunY], p1, p2], true)}" fill="#ffe2a8" opacity="${r2(0.05 + rand() * 0.07)}"/>`)
  }
  body.push(`<g filter="url(#b10)">${rays.join("")}</g>`)
  // thin stratus clouds lit from below
  const clouds: string[] = []
  for (let i = 0; i < 8; i++) {
    const cx = rand() * W
    const cy = 170 + i * 42 + rand() * 30
    const warm = cy > 330
    for (let k = 0; k < 4; k++) {
      const rx = 120 + rand() * 260
      const col = warm ? (k % 2 ? "#ffc48a" : "#f59a6a") : k % 2 ? "#b8507a" : "#8e3b6e"
      clouds.push(
        `<ellipse cx="${r2(cx + (rand() - 0.5) * 300)}" cy="${r2(cy + (rand() - 0.5) * 14)}" rx="${r2(rx)}" ry="${r2(3 + rand() * 7)}" fill="${col}" opacity="${r2(0.22 + rand() * 0.3)}"/>`,
      )
    }
  }
  body.push(`<g filter="url(#b4)">${clouds.join("")}</g>`)
  // sun
  body.push(`<circle cx="${sunX}" cy="${sunY}" r="520" fill="${C.pink}" opacity="0.28" filter="url(#b80)"/>`)
  body.push(`<circle cx="${sunX}" cy="${sunY}" r="320" fill="url(#sunGlow)"/>`)
  body.push(`<circle cx="${sunX}" cy="${sunY}" r="62" fill="#fffbe8"/>`)
  // hills, far to near
  const hill = (base: number, amp: number, f: number, ph: number, fill: string, extra = "") =>
    `<path d="${ridge(W, H + 10, (x) => base + amp * Math.sin(x * f + ph) + amp * 0.45 * Math.sin(x * f * 2.7 + ph * 1.7), 32)}" fill="${fill}"${extra}/>`
  body.push(hill(640, 26, 0.0032, 0.6, "url(#h1)", ' opacity="0.92"'))
  body.push(`<rect x="0" y="560" width="${W}" height="200" fill="url(#haze)"/>`)
  body.push(hill(715, 34, 0.0026, 2.1, "url(#h2)"))
  body.push(hill(800, 46, 0.0021, 4.0, "url(#h3)"))
  // foreground crest with grass
  const crest = (x: number) => 880 - 60 * Math.exp(-Math.pow((x - 600) / 520, 2)) + 14 * Math.sin(x * 0.004)
  body.push(`<path d="${ridge(W, H + 10, crest, 24)}" fill="url(#h4)"/>`)
  const grass: string[] = []
  for (let gx = 0; gx < W; gx += 7) {
    const gy = crest(gx) + 4
    const gh = 14 + rand() * 34
    const lean = (rand() - 0.5) * 16
    grass.push(
      `M${r2(gx - 2.2)} ${r2(gy)}Q${r2(gx + lean * 0.4)} ${r2(gy - gh * 0.6)} ${r2(gx + lean)} ${r2(gy - gh)}Q${r2(gx + lean * 0.3 + 1)} ${r2(gy - gh * 0.5)} ${r2(gx + 2.2)} ${r2(gy)}Z`,
    )
  }
  body.push(`<path d="${grass.join("")}" fill="#12060f"/>`)
  // singer with mic stand, rim-lit from the sun side
  const fx = 600
  const fy = crest(600) + 6
  const mic = (fill: string) =>
    `<path d="M${fx + 44} ${r2(fy)}L${fx + 22} ${r2(fy - 232)}" stroke="${fill}" stroke-width="4.5" stroke-linecap="round"/>` +
    `<path d="M${fx + 22} ${r2(fy - 232)}L${fx + 10} ${r2(fy - 238)}" stroke="${fill}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${fx + 26} ${r2(fy)}L${fx + 62} ${r2(fy)}" stroke="${fill}" stroke-width="5" stroke-linecap="round"/>`
  body.push(
    `<g transform="translate(4 -1)" filter="url(#b4)" opacity="0.95">${figure(fx, fy, 270, { pose: "mic", hair: "long", fill: "#ffc46b" })}${mic("#ffc46b")}</g>`,
  )
  body.push(figure(fx, fy, 270, { pose: "mic", hair: "long", fill: "#12060f" }) + mic("#12060f"))
  // birds
  const birds: string[] = []
  for (let i = 0; i < 6; i++) {
    const bx = 300 + rand() * 700
    const by = 200 + rand() * 180
    const s = 8 + rand() * 9
    birds.push(
      `M${r2(bx - s)} ${r2(by - s * 0.35)}Q${r2(bx - s * 0.4)} ${r2(by - s * 0.5)} ${r2(bx)} ${r2(by)}Q${r2(bx + s * 0.4)} ${r2(by - s * 0.5)} ${r2(bx + s)} ${r2(by - s * 0.35)}`,
    )
  }
  body.push(`<path d="${birds.join("")}" stroke="#3a1433" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.8"/>`)
  // dust motes in the light
  const motes: string[] = []
  for (let i = 0; i < 70; i++) {
    const a = rand() * Math.PI * 2
    const d = 80 + rand() * 520
    motes.push(
      `<circle cx="${r2(sunX + Math.cos(a) * d * 1.4)}" cy="${r2(sunY + Math.sin(a) * d * 0.6)}" r="${r2(1 + rand() * 2.4)}" fill="#fff1c7" opacity="${r2(0.25 + rand() * 0.55)}"/>`,
    )
  }
  body.push(`<g filter="url(#b1)">${motes.join("")}</g>`)
  // lens flare + anamorphic streak
  const cx = 960
  const cy = 540
  const flare: string[] = []
  const flares: [number, number, string, number][] = [
    [0.45, 34, "#ffd38a", 0.22],
    [0.8, 70, "#f472b6", 0.1],
    [1.25, 22, "#fde68a", 0.25],
    [1.6, 110, "#a78bfa", 0.07],
    [1.9, 40, "#fbbf24", 0.14],
  ]
  for (const [t, r, c, a] of flares) {
    flare.push(
      `<circle cx="${r2(sunX + (cx - sunX) * t)}" cy="${r2(sunY + (cy - sunY) * t)}" r="${r}" fill="${c}" opacity="${a}"/>`,
    )
  }
  body.push(`<g filter="url(#b4)">${flare.join("")}</g>`)
  body.push(`<ellipse cx="${sunX}" cy="${sunY}" rx="900" ry="4" fill="#fff4d6" opacity="0.55" filter="url(#b4)"/>`)
  body.push(`<ellipse cx="${sunX}" cy="${sunY}" rx="520" ry="1.6" fill="#fff" opacity="0.8"/>`)
  body.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`)
  // cinematic letterbox
  body.push(`<rect width="${W}" height="92" fill="${C.bg}"/><rect y="${H - 92}" width="${W}" height="92" fill="${C.bg}"/>`)
  return svgDoc(W, H, defs.join(""), body.join(""))
}

// ---------------------------------------------------------------------------
// Lo-fi Study Session — cosy room at night, flat shapes.

export function lofiStudy(): string {
  const rand = rng(303)
  const defs = [
    linear("wall", [
      [0, "#171332"],
      [1, "#241c45"],
    ]),
    linear("night", [
      [0, "#0c1434"],
      [0.6, "#24195a"],
      [1, "#4a2868"],
    ]),
    linear("desk", [
      [0, "#4a3566"],
      [1, "#3a2954"],
    ]),
    linear("deskFront", [
      [0, "#1d1634"],
      [1, "#110d20"],
    ]),
    linear("screen", [
      [0, "#67e8f9"],
      [1, "#22d3ee"],
    ]),
    linear("cone", [
      [0, "#ffd48a", 0.55],
      [1, "#ffb347", 0],
    ]),
    linear("hoodie", [
      [0, "#5b4696"],
      [1, "#3b2c6b"],
    ]),
    linear(
      "art",
      [
        [0, C.violet],
        [0.55, C.pink],
        [1, C.amber],
      ],
      0,
      0,
      1,
      1,
    ),
    radial(
      "lamp",
      [
        [0, "#ffb347", 0.55],
        [0.4, "#f59e0b", 0.16],
        [1, "#f59e0b", 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
    radial(
      "screenGlow",
      [
        [0, C.cyan, 0.45],
        [1, C.cyan, 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
    radial(
      "vig",
      [
        [0.55, "#000", 0],
        [1, "#000", 0.45],
      ],
      0.5,
      0.5,
      0.75,
    ),
    blurFilter("b40", 40),
    blurFilter("b14", 14),
    blurFilter("b3", 3),
    glowFilter("g5", 5, 1.6),
    `<clipPath id="win"><rect x="250" y="130" width="660" height="570"/></clipPath>`,
  ]
  const body: string[] = []
  body.push(`<rect width="${W}" height="${H}" fill="url(#wall)"/>`)
  // window: night sky, moon, skyline, rain
  const win: string[] = []
  win.push(`<rect x="250" y="130" width="660" height="570" fill="url(#night)"/>`)
  for (let i = 0; i < 50; i++) {
    win.push(
      `<circle cx="${r2(250 + rand() * 660)}" cy="${r2(130 + rand() * 330)}" r="${r2(0.8 + rand() * 1.6)}" fill="#fff" opacity="${r2(0.3 + rand() * 0.6)}"/>`,
    )
  }
  win.push(`<circle cx="730" cy="260" r="90" fill="#fde68a" opacity="0.18" filter="url(#b14)"/>`)
  win.push(`<circle cx="730" cy="260" r="46" fill="#fde9b0"/><circle cx="752" cy="246" r="42" fill="#1a1646"/>`)
  let bx = 240
  while (bx < 920) {
    const w = 40 + rand() * 70
    const h = 80 + rand() * 170
    win.push(`<rect x="${r2(bx)}" y="${r2(700 - h)}" width="${r2(w + 1)}" height="${r2(h)}" fill="#120e2e"/>`)
    for (let wy = 700 - h + 12; wy < 690; wy += 18) {
      for (let wx = bx + 8; wx < bx + w - 10; wx += 14) {
        if (rand() < 0.2)
          win.push(
            `<rect x="${r2(wx)}" y="${r2(wy)}" width="5" height="8" fill="${rand() < 0.7 ? "#fcd34d" : "#f9a8d4"}" opacity="0.75"/>`,
          )
      }
    }
    bx += w + 4
  }
  for (let i = 0; i < 70; i++) {
    const rx = 250 + rand() * 680
    const ry = 120 + rand() * 560
    win.push(`<path d="M${r2(rx)} ${r2(ry)}l-8 26" stroke="#a5b4fc" stroke-width="1.6" opacity="${r2(0.12 + rand() * 0.2)}"/>`)
  }
  body.push(`<g clip-path="url(#win)">${win.join("")}</g>`)
  // frame, mullions, sill
  body.push(`<rect x="250" y="130" width="660" height="570" fill="none" stroke="#2f2757" stroke-width="24"/>`)
  body.push(`<path d="M580 130V700M250 400H910" stroke="#2f2757" stroke-width="14"/>`)
  body.push(`<rect x="215" y="700" width="730" height="30" rx="6" fill="#392f66"/>`)
  // curtain edge on the left
  body.push(`<path d="M150 100C190 300 160 520 200 780L120 780C110 520 130 300 110 100Z" fill="#3d2f6e" opacity="0.9"/>`)
  // cat on the sill
  body.push(`<g fill="#0f0b22">
<ellipse cx="420" cy="665" rx="78" ry="40"/>
<circle cx="358" cy="625" r="34"/>
<path d="M332 604L336 570L356 594ZM372 596L388 566L392 602Z"/>
<path d="M490 680C540 690 548 720 520 760" stroke="#0f0b22" stroke-width="13" fill="none" stroke-linecap="round"/>
</g>`)
  // plant on the sill
  const leaves: string[] = []
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i - 4) * 0.28
    const len = 70 + rand() * 40
    const lx = 840 + Math.cos(a) * len * 0.6
    const ly = 640 + Math.sin(a) * len * 0.7
    leaves.push(
      `<ellipse cx="${r2(lx)}" cy="${r2(ly)}" rx="${r2(12 + rand() * 6)}" ry="${r2(34 + rand() * 12)}" transform="rotate(${r2((a * 180) / Math.PI + 90)} ${r2(lx)} ${r2(ly)})" fill="${i % 2 ? "#2a9d8f" : "#1f7a72"}"/>`,
    )
  }
  body.push(leaves.join(""))
  body.push(`<path d="M805 650H875L866 702H814Z" fill="#c0507f"/>`)
  // string lights
  const bulbs: string[] = []
  let wire = "M120 96"
  for (let i = 0; i <= 20; i++) {
    const t = i / 20
    const x = 120 + t * 900
    const y = 96 + Math.sin(t * Math.PI) * 46
    wire += `L${r2(x)} ${r2(y)}`
    if (i % 2 === 1) bulbs.push(`<circle cx="${r2(x)}" cy="${r2(y + 8)}" r="7" fill="${i % 4 === 1 ? "#fcd34d" : "#f9a8d4"}"/>`)
  }
  body.push(`<path d="${wire}" stroke="#2b2350" stroke-width="3" fill="none"/>`)
  body.push(`<g filter="url(#g5)">${bulbs.join("")}</g>`)
  // warm lamp glow on the wall
  body.push(`<circle cx="1420" cy="520" r="720" fill="url(#lamp)"/>`)
  // framed art
  body.push(
    `<rect x="1090" y="170" width="220" height="280" rx="6" fill="#2f2757"/><rect x="1106" y="186" width="188" height="248" fill="url(#art)" opacity="0.85"/>`,
  )
  body.push(
    `<circle cx="1200" cy="300" r="52" fill="#fde68a" opacity="0.75"/><path d="M1106 380Q1160 330 1210 370T1294 360V434H1106Z" fill="#3b2c6b" opacity="0.8"/>`,
  )
  // shelf with books
  body.push(`<rect x="1520" y="330" width="360" height="14" rx="4" fill="#3a2e66"/>`)
  const bookCols = ["#7c5cd6", "#d9548f", "#e59a32", "#2bb6cc", "#5b4696", "#b04a7a", "#8b7ad9"]
  let sx = 1540
  for (let i = 0; i < 11; i++) {
    const bw = 18 + rand() * 16
    const bh = 80 + rand() * 50
    const tilt = i === 8 ? ` transform="rotate(-14 ${r2(sx + bw)} 330)"` : ""
    body.push(
      `<rect x="${r2(sx)}" y="${r2(330 - bh)}" width="${r2(bw)}" height="${r2(bh)}" rx="2" fill="${bookCols[i % bookCols.length]}"${tilt}/>`,
    )
    sx += bw + 3
  }
  // hanging plant from shelf
  body.push(
    `<path d="M1800 346C1790 420 1812 470 1796 540M1830 346C1846 410 1830 460 1842 520" stroke="#1f7a72" stroke-width="5" fill="none"/>`,
  )
  for (let i = 0; i < 10; i++) {
    const px = 1790 + rand() * 60
    const py = 370 + i * 17
    body.push(
      `<ellipse cx="${r2(px)}" cy="${r2(py)}" rx="10" ry="6" fill="${i % 2 ? "#2a9d8f" : "#238276"}" transform="rotate(${r2(rand() * 60 - 30)} ${r2(px)} ${r2(py)})"/>`,
    )
  }
  // desk
  body.push(`<rect x="0" y="790" width="${W}" height="34" fill="url(#desk)"/>`)
  body.push(`<rect x="0" y="824" width="${W}" height="${H - 824}" fill="url(#deskFront)"/>`)
  // lamp: base, arm, shade, light cone
  body.push(`<path d="M1180 470L1420 790L1520 790Z" fill="url(#cone)" opacity="0.55" filter="url(#b14)"/>`)
  body.push(`<ellipse cx="1560" cy="792" rx="70" ry="12" fill="#2b2148"/>`)
  body.push(
    `<path d="M1560 786L1610 620L1470 500" stroke="#2b2148" stroke-width="12" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  )
  body.push(
    `<path d="M1500 440L1400 560L1330 500Z" fill="#c0507f"/><circle cx="1372" cy="532" r="24" fill="#fff3c4" filter="url(#g5)"/>`,
  )
  // mug with steam
  body.push(
    `<rect x="1660" y="722" width="64" height="70" rx="10" fill="#e59a32"/><path d="M1724 740C1754 740 1754 776 1724 776" stroke="#e59a32" stroke-width="9" fill="none"/>`,
  )
  body.push(
    `<path d="M1682 706C1668 680 1700 664 1684 636M1704 706C1690 684 1720 668 1706 640" stroke="#fff" stroke-width="4" fill="none" opacity="0.28" stroke-linecap="round"/>`,
  )
  // books stack on the desk
  body.push(
    `<rect x="1760" y="766" width="150" height="26" rx="3" fill="#5b4696"/><rect x="1772" y="742" width="130" height="24" rx="3" fill="#2bb6cc"/><rect x="1756" y="718" width="140" height="24" rx="3" fill="#d9548f"/>`,
  )
  // plant on the left of the desk
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI / 2 + (i - 3.5) * 0.34
    const lx = 120 + Math.cos(a) * 70
    const ly = 660 + Math.sin(a) * 80
    body.push(
      `<ellipse cx="${r2(lx)}" cy="${r2(ly)}" rx="26" ry="62" transform="rotate(${r2((a * 180) / Math.PI + 90)} ${r2(lx)} ${r2(ly)})" fill="${i % 2 ? "#1f7a72" : "#2a9d8f"}"/>`,
    )
  }
  body.push(`<path d="M70 700H170L158 792H82Z" fill="#7c5cd6"/>`)
  // laptop seen over the shoulder
  body.push(`<circle cx="930" cy="700" r="260" fill="url(#screenGlow)"/>`)
  body.push(`<path d="M800 590L1010 604L1004 770L796 782Z" fill="#1b1436"/>`)
  body.push(`<path d="M812 604L998 616L992 760L808 770Z" fill="url(#screen)"/>`)
  // abstract waveform + frames on screen (the app itself)
  const wave: string[] = []
  for (let i = 0; i < 24; i++) {
    const x = 826 + i * 6.8
    const h = 6 + Math.abs(Math.sin(i * 0.9) * 18 + Math.sin(i * 2.3) * 8)
    wave.push(`M${r2(x)} ${r2(728 - h / 2)}v${r2(h)}`)
  }
  body.push(`<path d="${wave.join("")}" stroke="#1b1436" stroke-width="3.4" opacity="0.55" stroke-linecap="round"/>`)
  body.push(
    `<rect x="826" y="628" width="48" height="36" rx="4" fill="#8b5cf6" opacity="0.8"/><rect x="880" y="630" width="48" height="36" rx="4" fill="#ec4899" opacity="0.8"/><rect x="934" y="632" width="48" height="36" rx="4" fill="#f59e0b" opacity="0.8"/>`,
  )
  body.push(`<path d="M760 790L1050 790L1030 800L780 800Z" fill="#2b2148"/>`)
  // character from behind: hoodie, head, bun, headphones
  body.push(`<path d="M930 1080C930 900 960 760 1080 740L1260 740C1380 760 1410 900 1410 1080Z" fill="url(#hoodie)"/>`)
  body.push(`<path d="M1030 760C1060 700 1280 700 1310 760C1260 800 1080 800 1030 760Z" fill="#2e2258"/>`)
  body.push(`<rect x="1118" y="650" width="104" height="100" rx="40" fill="#2a1f3d"/>`)
  body.push(`<circle cx="1170" cy="600" r="92" fill="#2a1f3d"/>`)
  body.push(`<circle cx="1178" cy="494" r="40" fill="#2a1f3d"/>`)
  body.push(
    `<path d="M1076 600C1070 500 1270 500 1264 600" stroke="#ec4899" stroke-width="16" fill="none" stroke-linecap="round"/>`,
  )
  body.push(
    `<rect x="1054" y="570" width="40" height="72" rx="18" fill="#ec4899"/><rect x="1246" y="570" width="40" height="72" rx="18" fill="#ec4899"/>`,
  )
  body.push(`<rect x="1060" y="580" width="16" height="52" rx="8" fill="#f9a8d4" opacity="0.55"/>`)
  body.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`)
  return svgDoc(W, H, defs.join(""), body.join(""))
}

// ---------------------------------------------------------------------------
// Festival Drop — main stage, lasers, haze, crowd with hands up.

function crowdPerson(x: number, y: number, s: number, fill: string, arms: number, phone: boolean): string {
  const P = (px: number, py: number) => `${r2(x + px * s)} ${r2(y + py * s)}`
  let out = `<circle cx="${r2(x)}" cy="${r2(y - 84 * s)}" r="${r2(15 * s)}" fill="${fill}"/>`
  out += `<path d="M${P(-40, 60)}L${P(-36, -36)}C${P(-34, -54)} ${P(-20, -62)} ${P(-8, -64)}L${P(8, -64)}C${P(20, -62)} ${P(34, -54)} ${P(36, -36)}L${P(40, 60)}Z" fill="${fill}"/>`
  const arm = (side: number, lift: number) => {
    const hx = side * (20 + lift * 14)
    const hy = -150 - lift * 20
    return `<path d="M${P(side * 28, -48)}L${P(side * (34 + lift * 6), -100)}L${P(hx, hy)}" stroke="${fill}" stroke-width="${r2(11 * s)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  }
  if (arms >= 1) out += arm(1, arms === 2 ? 0.4 : 1)
  if (arms >= 2) out += arm(-1, 0.4)
  if (phone) {
    out += `<rect x="${r2(x + 30 * s)}" y="${r2(y - 190 * s)}" width="${r2(14 * s)}" height="${r2(24 * s)}" rx="${r2(2 * s)}" fill="#e0f7ff"/>`
  }
  return out
}

export function festivalDrop(): string {
  const rand = rng(404)
  const defs = [
    radial(
      "stageGlow",
      [
        [0, "#6d28d9", 0.9],
        [0.5, "#4c1d95", 0.35],
        [1, "#06050c", 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
    linear("led", [
      [0, "#1b1033"],
      [1, "#0d0a1a"],
    ]),
    radial(
      "ledBurst",
      [
        [0, "#fff7e0"],
        [0.18, C.amber],
        [0.45, C.pink],
        [0.8, C.violet],
        [1, "#2e1065"],
      ],
      0.5,
      0.5,
      0.5,
    ),
    linear("spot", [
      [0, "#e9d5ff", 0.5],
      [1, "#e9d5ff", 0],
    ]),
    linear("floor", [
      [0, "#ec4899", 0.35],
      [1, "#ec4899", 0],
    ]),
    radial(
      "vig",
      [
        [0.5, "#000", 0],
        [1, "#000", 0.6],
      ],
      0.5,
      0.45,
      0.75,
    ),
    `<pattern id="pix" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="none" stroke="#05040a" stroke-width="2" opacity="0.55"/></pattern>`,
    blurFilter("b70", 70),
    blurFilter("b30", 30),
    blurFilter("b8", 8),
    blurFilter("b4", 4),
    glowFilter("g4", 4, 1.5),
  ]
  const body: string[] = []
  body.push(`<rect width="${W}" height="${H}" fill="#06050c"/>`)
  body.push(`<ellipse cx="960" cy="380" rx="1100" ry="560" fill="url(#stageGlow)"/>`)
  // haze clouds
  const haze: string[] = []
  for (let i = 0; i < 12; i++) {
    const col = [C.violet, C.pink, "#4c1d95", C.cyan][i % 4]
    haze.push(
      `<ellipse cx="${r2(rand() * W)}" cy="${r2(300 + rand() * 450)}" rx="${r2(220 + rand() * 300)}" ry="${r2(80 + rand() * 120)}" fill="${col}" opacity="${r2(0.12 + rand() * 0.16)}"/>`,
    )
  }
  body.push(`<g filter="url(#b70)">${haze.join("")}</g>`)
  // spotlight cones from the truss
  const spots: [number, number][] = [
    [420, 300],
    [760, 820],
    [1160, 1100],
    [1500, 1620],
  ]
  for (const [from, to] of spots) {
    body.push(
      `<path d="M${from - 10} 150L${from + 10} 150L${to + 170} 1080L${to - 170} 1080Z" fill="url(#spot)" opacity="0.35" filter="url(#b8)"/>`,
    )
  }
  // truss + towers
  const truss: string[] = [`M300 122H1620M300 156H1620`]
  for (let x = 300; x < 1620; x += 34) truss.push(`M${x} 122L${x + 17} 156L${x + 34} 122`)
  truss.push("M300 122V720M334 122V720M1586 122V720M1620 122V720")
  for (let y = 156; y < 720; y += 34) truss.push(`M300 ${y}L334 ${y + 17}L300 ${y + 34}M1620 ${y}L1586 ${y + 17}L1620 ${y + 34}`)
  body.push(`<path d="${truss.join("")}" stroke="#3b3363" stroke-width="3" fill="none"/>`)
  // LED wall with a burst
  body.push(`<rect x="560" y="190" width="800" height="330" rx="6" fill="url(#led)"/>`)
  body.push(
    `<svg x="560" y="190" width="800" height="330" viewBox="0 0 800 330"><circle cx="400" cy="165" r="300" fill="url(#ledBurst)"/>`,
  )
  const rings: string[] = []
  for (let i = 0; i < 9; i++)
    rings.push(
      `<circle cx="400" cy="165" r="${40 + i * 34}" fill="none" stroke="#0d0a1a" stroke-width="${4 + i}" opacity="0.55"/>`,
    )
  body.push(rings.join(""))
  body.push(`<rect width="800" height="330" fill="url(#pix)"/></svg>`)
  // speakers
  for (const sx of [400, 1400]) {
    for (let k = 0; k < 4; k++) {
      body.push(
        `<rect x="${sx}" y="${190 + k * 86}" width="120" height="80" rx="6" fill="#0f0c1c" stroke="#272044" stroke-width="3"/><circle cx="${sx + 60}" cy="${230 + k * 86}" r="24" fill="#17122b"/>`,
      )
    }
  }
  // lasers
  const lasers: string[] = []
  const origins: [number, number, string][] = [
    [560, 200, C.cyan],
    [1360, 200, C.pink],
    [960, 540, C.violet],
    [760, 540, C.cyan],
    [1160, 540, C.pink],
    [960, 140, C.amber],
  ]
  origins.forEach(([ox, oy, col], oi) => {
    const count = 9
    for (let i = 0; i < count; i++) {
      const a =
        oi < 2
          ? oi === 0
            ? Math.PI * (0.78 + i * 0.045)
            : Math.PI * (0.22 - i * 0.045)
          : oi === 5
            ? Math.PI * (0.08 + i * 0.105)
            : Math.PI * (1.1 + i * 0.1 + (oi - 3) * 0.02)
      const len = 2300
      const ex = ox + Math.cos(a) * len
      const ey = oy + Math.sin(a) * len
      const id = `l${oi}_${i}`
      defs.push(
        `<linearGradient id="${id}" x1="${ox}" y1="${oy}" x2="${r2(ex)}" y2="${r2(ey)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${col}"/><stop offset="0.7" stop-color="${col}" stop-opacity="0.05"/></linearGradient>`,
      )
      lasers.push(`<path d="M${ox} ${oy}L${r2(ex)} ${r2(ey)}" stroke="url(#${id})" stroke-width="${oi === 5 ? 2 : 2.6}"/>`)
    }
  })
  body.push(`<g filter="url(#g4)" opacity="0.9">${lasers.join("")}</g>`)
  // stage deck + DJ
  body.push(
    `<rect x="380" y="560" width="1160" height="40" fill="#0c0a16"/><rect x="380" y="558" width="1160" height="4" fill="${C.pink}" filter="url(#g4)"/>`,
  )
  body.push(figure(960, 600, 150, { pose: "raised", hair: "short", fill: "#07060d" }))
  body.push(
    `<rect x="830" y="500" width="260" height="62" rx="4" fill="#100d1e"/><rect x="830" y="500" width="260" height="4" fill="${C.cyan}" filter="url(#g4)"/>`,
  )
  // lens glows at laser origins
  for (const [ox, oy, col] of origins)
    body.push(
      `<circle cx="${ox}" cy="${oy}" r="14" fill="${col}" filter="url(#g4)"/><circle cx="${ox}" cy="${oy}" r="5" fill="#fff"/>`,
    )
  // confetti
  const conf: string[] = []
  const confCols = [C.pink, C.amber, C.cyan, "#c4b5fd", "#fde68a"]
  for (let i = 0; i < 150; i++) {
    const x = rand() * W
    const y = 60 + rand() * 700
    conf.push(
      `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(5 + rand() * 7)}" height="${r2(3 + rand() * 4)}" fill="${confCols[i % confCols.length]}" opacity="${r2(0.5 + rand() * 0.45)}" transform="rotate(${r2(rand() * 180)} ${r2(x)} ${r2(y)})"/>`,
    )
  }
  body.push(conf.join(""))
  // crowd rows, back to front
  body.push(`<ellipse cx="960" cy="780" rx="900" ry="140" fill="url(#floor)" filter="url(#b30)"/>`)
  const rows: [number, number, string, string, number, number][] = [
    [770, 0.5, "#1a1530", "#3b2a66", 46, 0.55],
    [860, 0.7, "#0f0c1d", "#5b2a7a", 32, 0.5],
    [990, 1.0, "#06050b", "#8a2c6f", 20, 0.45],
  ]
  rows.forEach(([baseY, s, fill, rim, n, armsP]) => {
    const people: string[] = []
    const rims: string[] = []
    const step = (W + 200) / n
    for (let i = 0; i < n; i++) {
      const x = -100 + i * step + rand() * step * 0.6
      const y = baseY + rand() * 30 * s
      const roll = rand()
      const arms = roll < armsP * 0.45 ? 2 : roll < armsP ? 1 : 0
      const phone = arms === 1 && rand() < 0.35
      const ps = s * (0.92 + rand() * 0.16)
      people.push(crowdPerson(x, y, ps, fill, arms, phone))
      rims.push(crowdPerson(x, y - 3, ps, rim, arms, false))
    }
    body.push(`<g filter="url(#b4)" opacity="0.9">${rims.join("")}</g>`)
    body.push(`<g>${people.join("")}</g>`)
  })
  // phone screens glow
  body.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`)
  return svgDoc(W, H, defs.join(""), body.join(""))
}

export const EXAMPLES: [slug: string, build: () => string][] = [
  ["neon-nights", neonNights],
  ["golden-hour-ballad", goldenHour],
  ["lo-fi-study-session", lofiStudy],
  ["festival-drop", festivalDrop],
]

/** Renders every example illustration to a 1920x1080 PNG, keyed by slug. */
export async function renderExamples(browser: Browser): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>()
  for (const [slug, build] of EXAMPLES) {
    log(`examples: rendering ${slug}`)
    out.set(slug, await renderSvg(browser, build(), { width: 960, height: 540, scale: 2 }))
  }
  return out
}

export async function generateExamples(pngs: Map<string, Buffer>): Promise<void> {
  for (const [slug, png] of pngs) {
    log(`examples: encoding ${slug}`)
    await emitImage(png, `examples/${slug}-960`, 960, 540, ["avif", "webp"], { avifQuality: 55, webpQuality: 66 })
    await emitImage(png, `examples/${slug}-640`, 640, 360, ["avif", "webp"], { avifQuality: 55, webpQuality: 66 })
  }
}

// ---------------------------------------------------------------------------
// Character portraits (used inside the interface mock-ups, not exported).

export interface CharacterSpec {
  seed: number
  bg: [string, string]
  glow: string
  skin: [string, string]
  hair: string
  hairStyle: "bob" | "long" | "curly" | "beanie"
  outfit: [string, string]
  accent: string
  visor?: boolean
  headphones?: boolean
}

export const CHARACTERS: Record<string, CharacterSpec> = {
  nova: {
    seed: 11,
    bg: ["#1e0b3d", "#4c1d95"],
    glow: C.pink,
    skin: ["#f3cdb2", "#d9a588"],
    hair: "#f472b6",
    hairStyle: "bob",
    outfit: ["#c7c3e6", "#6f6aa0"],
    accent: C.cyan,
    visor: true,
  },
  kai: {
    seed: 12,
    bg: ["#07202a", "#0e3a52"],
    glow: C.cyan,
    skin: ["#9a6546", "#74472f"],
    hair: "#17111f",
    hairStyle: "curly",
    outfit: ["#22d3ee", "#0e7490"],
    accent: C.violet,
    headphones: true,
  },
  lumen: {
    seed: 13,
    bg: ["#3b1230", "#b4533a"],
    glow: C.amber,
    skin: ["#edbd98", "#cf9674"],
    hair: "#c2561f",
    hairStyle: "long",
    outfit: ["#f3e3cc", "#b79a7a"],
    accent: C.pink,
  },
  echo: {
    seed: 14,
    bg: ["#0d0a1a", "#3b1a5a"],
    glow: C.violet,
    skin: ["#cf9168", "#a86c48"],
    hair: "#8b5cf6",
    hairStyle: "beanie",
    outfit: ["#1b1726", "#0a0812"],
    accent: C.pink,
    headphones: true,
  },
}

export function characterPortrait(c: CharacterSpec, cutout = false): string {
  const rand = rng(c.seed)
  const defs = [
    linear(
      "bg",
      [
        [0, c.bg[0]],
        [1, c.bg[1]],
      ],
      0,
      0,
      1,
      1,
    ),
    linear(
      "skin",
      [
        [0, c.skin[0]],
        [0.7, c.skin[0]],
        [1, c.skin[1]],
      ],
      0,
      0,
      1,
      0,
    ),
    linear(
      "outfit",
      [
        [0, c.outfit[0]],
        [1, c.outfit[1]],
      ],
      0,
      0,
      0.6,
      1,
    ),
    linear(
      "visor",
      [
        [0, C.cyan],
        [0.5, C.violet],
        [1, C.pink],
      ],
      0,
      0,
      1,
      0,
    ),
    radial("glow", [
      [0, c.glow, 0.7],
      [1, c.glow, 0],
    ]),
    radial(
      "vig",
      [
        [0.6, "#000", 0],
        [1, "#000", 0.45],
      ],
      0.5,
      0.5,
      0.75,
    ),
    blurFilter("b40", 40),
    blurFilter("b6", 6),
  ]
  const b: string[] = []
  // backdrop: rings + bars
  const bars: string[] = []
  for (let i = 0; i < 40; i++) {
    const x = 60 + i * 46
    const h = 40 + rand() * 220
    bars.push(`<rect x="${x}" y="${r2(H - h)}" width="18" height="${r2(h)}" rx="9"/>`)
  }
  if (!cutout) {
    b.push(`<rect width="${W}" height="${H}" fill="url(#bg)"/>`)
    b.push(`<circle cx="960" cy="470" r="420" fill="url(#glow)"/>`)
    for (let i = 0; i < 5; i++)
      b.push(
        `<circle cx="960" cy="480" r="${260 + i * 70}" fill="none" stroke="${c.accent}" stroke-width="2" opacity="${r2(0.28 - i * 0.05)}"/>`,
      )
    b.push(`<g fill="${c.accent}" opacity="0.16">${bars.join("")}</g>`)
  }
  const cx = 960
  // long hair sits behind the body
  if (c.hairStyle === "long") {
    b.push(
      `<path d="M${cx - 170} 420C${cx - 210} 620 ${cx - 200} 780 ${cx - 150} 860L${cx + 150} 860C${cx + 200} 780 ${cx + 210} 620 ${cx + 170} 420C${cx + 150} 250 ${cx - 150} 250 ${cx - 170} 420Z" fill="${c.hair}"/>`,
    )
  }
  // shoulders
  b.push(
    `<path d="M${cx - 380} ${H}C${cx - 370} 860 ${cx - 300} 760 ${cx - 130} 735L${cx + 130} 735C${cx + 300} 760 ${cx + 370} 860 ${cx + 380} ${H}Z" fill="url(#outfit)"/>`,
  )
  // neck
  b.push(`<rect x="${cx - 58}" y="560" width="116" height="200" rx="50" fill="${c.skin[1]}"/>`)
  // collar
  b.push(
    `<path d="M${cx - 140} 740Q${cx} 840 ${cx + 140} 740L${cx + 110} 728Q${cx} 800 ${cx - 110} 728Z" fill="${c.outfit[1]}" opacity="0.8"/>`,
  )
  if (c.headphones) {
    b.push(
      `<path d="M${cx - 120} 720C${cx - 110} 790 ${cx + 110} 790 ${cx + 120} 720" stroke="#15121f" stroke-width="22" fill="none" stroke-linecap="round"/>`,
    )
    b.push(
      `<ellipse cx="${cx - 125}" cy="715" rx="34" ry="44" fill="${c.accent}"/><ellipse cx="${cx + 125}" cy="715" rx="34" ry="44" fill="${c.accent}"/>`,
    )
  }
  // ears + head
  b.push(
    `<ellipse cx="${cx - 118}" cy="470" rx="22" ry="34" fill="${c.skin[1]}"/><ellipse cx="${cx + 118}" cy="470" rx="22" ry="34" fill="${c.skin[1]}"/>`,
  )
  b.push(`<ellipse cx="${cx}" cy="450" rx="122" ry="150" fill="url(#skin)"/>`)
  // singing face: closed eyes, soft blush, open mouth
  b.push(
    `<ellipse cx="${cx - 62}" cy="500" rx="24" ry="12" fill="${C.pink}" opacity="0.18"/><ellipse cx="${cx + 62}" cy="500" rx="24" ry="12" fill="${C.pink}" opacity="0.18"/>`,
  )
  if (!c.visor)
    b.push(
      `<path d="M${cx - 66} 458q18 13 36 0M${cx + 30} 458q18 13 36 0" stroke="#2b1822" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    )
  b.push(
    `<ellipse cx="${cx}" cy="532" rx="17" ry="21" fill="#6b2437"/><ellipse cx="${cx}" cy="544" rx="10" ry="7" fill="#d9607a" opacity="0.8"/>`,
  )
  // hair
  if (c.hairStyle === "bob") {
    b.push(
      `<path d="M${cx - 150} 560C${cx - 190} 380 ${cx - 140} 270 ${cx} 265C${cx + 140} 270 ${cx + 190} 380 ${cx + 150} 560L${cx + 118} 560C${cx + 120} 470 ${cx + 100} 400 ${cx + 40} 370C${cx - 20} 400 ${cx - 100} 400 ${cx - 118} 430L${cx - 118} 560Z" fill="${c.hair}"/>`,
    )
  } else if (c.hairStyle === "long") {
    b.push(
      `<path d="M${cx - 130} 470C${cx - 150} 330 ${cx - 80} 285 ${cx} 285C${cx + 90} 285 ${cx + 150} 330 ${cx + 130} 470C${cx + 100} 390 ${cx + 30} 360 ${cx - 30} 350C${cx - 80} 380 ${cx - 110} 420 ${cx - 130} 470Z" fill="${c.hair}"/>`,
    )
  } else if (c.hairStyle === "curly") {
    const curls: string[] = []
    for (let i = 0; i < 16; i++) {
      const a = Math.PI * (1.05 + (i / 15) * 0.9)
      curls.push(`<circle cx="${r2(cx + Math.cos(a) * 118)}" cy="${r2(420 + Math.sin(a) * 128)}" r="${r2(40 + rand() * 12)}"/>`)
    }
    curls.push(`<ellipse cx="${cx}" cy="330" rx="110" ry="60"/>`)
    b.push(`<g fill="${c.hair}">${curls.join("")}</g>`)
  } else {
    b.push(`<path d="M${cx - 132} 420C${cx - 140} 260 ${cx + 140} 260 ${cx + 132} 420Z" fill="${c.hair}"/>`)
    b.push(
      `<rect x="${cx - 142}" y="392" width="284" height="44" rx="22" fill="${c.hair}"/><rect x="${cx - 142}" y="404" width="284" height="8" fill="${c.accent}" opacity="0.8"/>`,
    )
    b.push(`<circle cx="${cx}" cy="262" r="26" fill="${c.hair}"/>`)
  }
  if (c.visor) {
    b.push(
      `<rect x="${cx - 128}" y="430" width="256" height="54" rx="27" fill="url(#visor)"/><rect x="${cx - 110}" y="438" width="120" height="10" rx="5" fill="#fff" opacity="0.45"/>`,
    )
    b.push(`<rect x="${cx - 128}" y="430" width="256" height="54" rx="27" fill="${C.cyan}" opacity="0.45" filter="url(#b6)"/>`)
  }
  // rim light on one side
  b.push(
    `<path d="M${cx + 112} 380C${cx + 130} 450 ${cx + 118} 520 ${cx + 80} 570" stroke="${c.glow}" stroke-width="10" fill="none" opacity="0.55" filter="url(#b6)"/>`,
  )
  if (!cutout) b.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`)
  return svgDoc(W, H, defs.join(""), b.join(""))
}
