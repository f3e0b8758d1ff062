// Blog covers: six abstract, on-palette vector compositions (1200x675).
import type { Browser } from "playwright-core"
import { C, emitImage, log, r2, renderSvg, rng } from "./lib.ts"
import { blurFilter, glowFilter, linear, radial, svgDoc } from "./svg.ts"

const W = 1200
const H = 675

/** Shared backdrop: dark base, two coloured glows, faint dot grid, vignette. */
function backdrop(
  id: string,
  glowA: [number, number, string],
  glowB: [number, number, string],
): { defs: string[]; body: string[] } {
  const defs = [
    radial(`${id}ga`, [
      [0, glowA[2], 0.55],
      [1, glowA[2], 0],
    ]),
    radial(`${id}gb`, [
      [0, glowB[2], 0.45],
      [1, glowB[2], 0],
    ]),
    radial(
      `${id}vig`,
      [
        [0.55, "#000", 0],
        [1, "#000", 0.55],
      ],
      0.5,
      0.5,
      0.75,
    ),
    `<pattern id="${id}dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.1" fill="#fff" opacity="0.07"/></pattern>`,
    blurFilter("b2", 2),
    blurFilter("b6", 6),
    blurFilter("b18", 18),
    glowFilter("g3", 3, 1.4),
    glowFilter("g8", 8, 1.2),
  ]
  const body = [
    `<rect width="${W}" height="${H}" fill="${C.bg}"/>`,
    `<ellipse cx="${glowA[0]}" cy="${glowA[1]}" rx="620" ry="460" fill="url(#${id}ga)"/>`,
    `<ellipse cx="${glowB[0]}" cy="${glowB[1]}" rx="560" ry="420" fill="url(#${id}gb)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#${id}dots)"/>`,
  ]
  return { defs, body }
}

function finish(id: string, defs: string[], body: string[]): string {
  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}vig)"/>`)
  return svgDoc(W, H, defs.join(""), body.join(""))
}

const gradH = (id: string) =>
  linear(
    id,
    [
      [0, C.violet],
      [0.55, C.pink],
      [1, C.amber],
    ],
    0,
    0,
    1,
    0,
  )

// 1. Lip-sync explained: a neon face profile whose voice becomes visemes.
function lipSync(): string {
  const id = "ls"
  const { defs, body } = backdrop(id, [260, 300, C.violet], [980, 420, C.pink])
  defs.push(
    gradH("lg"),
    linear(
      "lv",
      [
        [0, C.cyan],
        [1, C.violet],
      ],
      0,
      0,
      0,
      1,
    ),
  )
  const profile =
    "M150 90C250 40 372 70 396 176C402 204 400 226 408 246C420 270 446 300 450 318C452 330 440 334 424 338C428 350 426 356 420 362C426 368 426 376 418 382C424 392 424 402 414 410C404 420 396 436 398 458C400 486 380 500 344 504C320 506 300 512 296 540L292 610"
  body.push(`<g transform="translate(0 28)">`)
  body.push(`<path d="${profile}" fill="none" stroke="url(#lv)" stroke-width="14" opacity="0.35" filter="url(#b18)"/>`)
  body.push(
    `<path d="${profile}" fill="none" stroke="url(#lv)" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" filter="url(#g3)"/>`,
  )
  // inner contour lines (topographic feel)
  for (let k = 1; k <= 4; k++) {
    body.push(
      `<path d="${profile}" fill="none" stroke="${C.violet}" stroke-width="1.4" opacity="${r2(0.34 - k * 0.06)}" transform="translate(${-k * 26} ${k * 6})"/>`,
    )
  }
  body.push("</g>")
  // mouth emits a waveform band to the right
  const baseY = 400
  const rand = rng(7)
  const bars: string[] = []
  for (let i = 0; i < 120; i++) {
    const x = 452 + i * 6
    const env = Math.sin((i / 119) * Math.PI) ** 0.6
    const h = 6 + env * (20 + 70 * Math.abs(Math.sin(i * 0.33) * 0.7 + Math.sin(i * 0.9) * 0.3)) * (0.6 + 0.4 * rand())
    bars.push(`<rect x="${x}" y="${r2(baseY - h / 2)}" width="3.2" height="${r2(h)}" rx="1.6"/>`)
  }
  defs.push(
    linear(
      "lw",
      [
        [0, C.pink],
        [0.5, C.violet],
        [1, C.cyan],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  body.push(`<g fill="url(#lw)" opacity="0.9">${bars.join("")}</g>`)
  // viseme row above, with alignment lines down to the waveform
  const visemes: [number, number, number][] = [
    [530, 26, 4],
    [626, 24, 18],
    [722, 32, 30],
    [818, 34, 8],
    [914, 20, 22],
    [1010, 30, 14],
    [1106, 26, 4],
  ]
  for (const [x, rx, ry] of visemes) {
    body.push(
      `<path d="M${x} ${baseY - 60}V${baseY - 150}" stroke="#fff" stroke-width="1.2" stroke-dasharray="3 5" opacity="0.25"/>`,
    )
    body.push(`<circle cx="${x}" cy="${baseY - 55}" r="3.5" fill="#fff" opacity="0.7"/>`)
    body.push(
      `<rect x="${x - 44}" y="${baseY - 246}" width="88" height="88" rx="22" fill="${C.surface2}" stroke="${C.border}" stroke-width="1.5"/>`,
    )
    body.push(
      `<ellipse cx="${x}" cy="${baseY - 202}" rx="${rx}" ry="${Math.max(ry / 2, 2.5)}" fill="none" stroke="url(#lg)" stroke-width="5" stroke-linejoin="round"/>`,
    )
    if (ry > 6)
      body.push(
        `<ellipse cx="${x}" cy="${baseY - 202}" rx="${rx - 8}" ry="${Math.max(ry / 2 - 6, 1)}" fill="${C.pink}" opacity="0.3"/>`,
      )
  }
  // timing ticks below
  for (let i = 0; i < 40; i++) {
    const x = 452 + i * 18
    body.push(`<rect x="${x}" y="${baseY + 74}" width="1.5" height="${i % 5 === 0 ? 14 : 7}" fill="#fff" opacity="0.22"/>`)
  }
  body.push(
    `<rect x="452" y="${baseY + 110}" width="700" height="6" rx="3" fill="${C.surface2}"/><rect x="452" y="${baseY + 110}" width="430" height="6" rx="3" fill="url(#lg)"/>`,
  )
  return finish(id, defs, body)
}

// 2. From track to music video: audio card -> AI node -> stack of frames.
function trackToVideo(): string {
  const id = "tv"
  const { defs, body } = backdrop(id, [240, 420, C.violet], [930, 260, C.amber])
  defs.push(gradH("tg"))
  defs.push(
    linear(
      "sc1",
      [
        [0, "#3b1d7a"],
        [0.6, C.pink],
        [1, C.amber],
      ],
      0,
      0,
      0,
      1,
    ),
  )
  defs.push(
    linear(
      "sc2",
      [
        [0, "#0e3a52"],
        [1, C.cyan],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  defs.push(
    linear(
      "sc3",
      [
        [0, "#2a0d22"],
        [1, C.violet],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  // flow ribbon
  const flow = "M300 338H820"
  body.push(`<rect x="300" y="326" width="560" height="24" rx="12" fill="url(#tg)" opacity="0.4" filter="url(#b18)"/>`)
  body.push(`<path d="${flow}" stroke="url(#tg)" stroke-width="3" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>`)
  const rand = rng(21)
  for (let i = 0; i < 26; i++) {
    const x = 320 + rand() * 480
    const y = 338 + (rand() - 0.5) * 40
    body.push(
      `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(1.5 + rand() * 2.5)}" fill="${[C.violet, C.pink, C.amber][i % 3]}" opacity="${r2(0.5 + rand() * 0.5)}"/>`,
    )
  }
  // audio card
  body.push(`<rect x="90" y="238" width="210" height="200" rx="30" fill="${C.surface}" stroke="${C.border}" stroke-width="2"/>`)
  const bars: string[] = []
  for (let i = 0; i < 15; i++) {
    const h = 16 + Math.abs(Math.sin(i * 0.8) * 60 + Math.sin(i * 2.1) * 20)
    bars.push(`<rect x="${118 + i * 11}" y="${r2(338 - h / 2)}" width="6" height="${r2(h)}" rx="3"/>`)
  }
  body.push(`<g fill="url(#tg)">${bars.join("")}</g>`)
  // AI node
  body.push(`<circle cx="560" cy="338" r="88" fill="${C.pink}" opacity="0.25" filter="url(#b18)"/>`)
  body.push(`<circle cx="560" cy="338" r="70" fill="${C.surface2}" stroke="url(#tg)" stroke-width="3"/>`)
  body.push(
    `<circle cx="560" cy="338" r="94" fill="none" stroke="#fff" stroke-width="1.2" opacity="0.15" stroke-dasharray="4 8"/>`,
  )
  body.push(`<path d="M560 296L570 326L600 338L570 350L560 380L550 350L520 338L550 326Z" fill="#fff"/>`)
  body.push(`<path d="M596 296L600 306L610 310L600 314L596 324L592 314L582 310L592 306Z" fill="${C.amber}"/>`)
  // stack of frames (back to front)
  const frames: [number, number, number, string][] = [
    [900, 214, 8, "sc3"],
    [880, 250, 3, "sc2"],
    [860, 290, -3, "sc1"],
  ]
  for (const [x, y, rot, fill] of frames) {
    body.push(
      `<g transform="rotate(${rot} ${x + 130} ${y + 74})"><rect x="${x - 4}" y="${y - 4}" width="268" height="156" rx="18" fill="${C.surface}" stroke="${C.border}" stroke-width="2"/><rect x="${x + 6}" y="${y + 6}" width="248" height="136" rx="12" fill="url(#${fill})"/></g>`,
    )
  }
  // front frame content: sun + hills + play
  body.push(
    `<g transform="rotate(-3 990 364)"><circle cx="990" cy="380" r="38" fill="#fde68a" opacity="0.95"/><path d="M866 420C920 390 960 410 1000 396C1040 384 1080 404 1114 392V432H866Z" fill="#2a0d22" opacity="0.85"/><circle cx="990" cy="364" r="22" fill="#fff" opacity="0.22"/><path d="M983 352L1001 364L983 376Z" fill="#fff"/></g>`,
  )
  return finish(id, defs, body)
}

// 3. Vertical video playbook: three fanned 9:16 phones.
function verticalPlaybook(): string {
  const id = "vp"
  const { defs, body } = backdrop(id, [600, 330, C.pink], [250, 600, C.violet])
  defs.push(gradH("vg"))
  defs.push(
    linear(
      "p1",
      [
        [0, "#1e0b3d"],
        [0.6, C.violet],
        [1, C.cyan],
      ],
      0,
      0,
      0.3,
      1,
    ),
  )
  defs.push(
    linear(
      "p2",
      [
        [0, "#3b1230"],
        [0.5, C.pink],
        [1, C.amber],
      ],
      0,
      0,
      0.3,
      1,
    ),
  )
  defs.push(
    linear(
      "p3",
      [
        [0, "#07202a"],
        [0.6, "#0e7490"],
        [1, C.violet],
      ],
      0,
      0,
      0.3,
      1,
    ),
  )
  const phone = (cx: number, rot: number, fill: string, accent: string, scale: number, progress: number) => {
    const w = 210 * scale
    const h = 420 * scale
    const x = cx - w / 2
    const y = 338 - h / 2
    const parts: string[] = []
    parts.push(
      `<rect x="${r2(x - 10)}" y="${r2(y - 10)}" width="${r2(w + 20)}" height="${r2(h + 20)}" rx="${r2(34 * scale)}" fill="#0d0c17" stroke="${C.border}" stroke-width="2"/>`,
    )
    parts.push(`<rect x="${r2(x)}" y="${r2(y)}" width="${r2(w)}" height="${r2(h)}" rx="${r2(26 * scale)}" fill="url(#${fill})"/>`)
    // performer silhouette + glow
    parts.push(
      `<circle cx="${r2(cx)}" cy="${r2(y + h * 0.42)}" r="${r2(70 * scale)}" fill="${accent}" opacity="0.35" filter="url(#b18)"/>`,
    )
    parts.push(`<circle cx="${r2(cx)}" cy="${r2(y + h * 0.4)}" r="${r2(30 * scale)}" fill="#0a0a12" opacity="0.85"/>`)
    parts.push(
      `<path d="M${r2(cx - 70 * scale)} ${r2(y + h * 0.72)}C${r2(cx - 60 * scale)} ${r2(y + h * 0.52)} ${r2(cx + 60 * scale)} ${r2(y + h * 0.52)} ${r2(cx + 70 * scale)} ${r2(y + h * 0.72)}Z" fill="#0a0a12" opacity="0.85"/>`,
    )
    // caption bars
    parts.push(
      `<rect x="${r2(x + 22 * scale)}" y="${r2(y + h * 0.78)}" width="${r2(w * 0.6)}" height="${r2(10 * scale)}" rx="${r2(5 * scale)}" fill="#fff" opacity="0.85"/>`,
    )
    parts.push(
      `<rect x="${r2(x + 22 * scale)}" y="${r2(y + h * 0.78 + 18 * scale)}" width="${r2(w * 0.4)}" height="${r2(8 * scale)}" rx="${r2(4 * scale)}" fill="#fff" opacity="0.5"/>`,
    )
    // side actions
    for (let k = 0; k < 3; k++)
      parts.push(
        `<circle cx="${r2(x + w - 22 * scale)}" cy="${r2(y + h * 0.5 + k * 40 * scale)}" r="${r2(12 * scale)}" fill="#fff" opacity="${k === 0 ? 0.9 : 0.45}"/>`,
      )
    // progress bar
    parts.push(
      `<rect x="${r2(x + 16 * scale)}" y="${r2(y + h - 18 * scale)}" width="${r2(w - 32 * scale)}" height="${r2(4 * scale)}" rx="2" fill="#fff" opacity="0.25"/>`,
    )
    parts.push(
      `<rect x="${r2(x + 16 * scale)}" y="${r2(y + h - 18 * scale)}" width="${r2((w - 32 * scale) * progress)}" height="${r2(4 * scale)}" rx="2" fill="#fff"/>`,
    )
    return `<g transform="rotate(${rot} ${cx} 338)">${parts.join("")}</g>`
  }
  body.push(phone(360, -12, "p1", C.cyan, 0.9, 0.3))
  body.push(phone(840, 12, "p3", C.violet, 0.9, 0.75))
  body.push(`<ellipse cx="600" cy="560" rx="220" ry="40" fill="#000" opacity="0.5" filter="url(#b18)"/>`)
  body.push(phone(600, 0, "p2", C.amber, 1.18, 0.55))
  // 9:16 brackets
  body.push(
    `<g stroke="url(#vg)" stroke-width="4" fill="none" stroke-linecap="round" filter="url(#g3)"><path d="M452 74H432V104M748 74H768V104M452 602H432V572M748 602H768V572"/></g>`,
  )
  return finish(id, defs, body)
}

// 4. Release week planning: seven day cards with a release-day highlight.
function releaseWeek(): string {
  const id = "rw"
  const { defs, body } = backdrop(id, [820, 320, C.amber], [260, 300, C.violet])
  defs.push(
    gradH("rg"),
    linear(
      "rv",
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
  )
  const cols = [C.violet, C.cyan, C.pink, C.violet, C.amber, C.pink, C.cyan]
  const cw = 128
  const gap = 18
  const x0 = (W - (cw * 7 + gap * 6)) / 2
  const rand = rng(44)
  // timeline line
  body.push(`<path d="M${x0} 528H${W - x0}" stroke="${C.border}" stroke-width="3"/>`)
  body.push(
    `<rect x="${x0}" y="526.5" width="${4 * (cw + gap) + cw / 2}" height="3" rx="1.5" fill="url(#rg)" filter="url(#g3)"/>`,
  )
  for (let d = 0; d < 7; d++) {
    const x = x0 + d * (cw + gap)
    const release = d === 4
    const y = release ? 150 : 180
    const h = release ? 320 : 290
    if (release) {
      body.push(
        `<rect x="${x - 6}" y="${y - 6}" width="${cw + 12}" height="${h + 12}" rx="24" fill="${C.pink}" opacity="0.45" filter="url(#b18)"/>`,
      )
      body.push(`<rect x="${x}" y="${y}" width="${cw}" height="${h}" rx="20" fill="url(#rv)"/>`)
    } else {
      body.push(
        `<rect x="${x}" y="${y}" width="${cw}" height="${h}" rx="20" fill="${C.surface}" stroke="${C.border}" stroke-width="2"/>`,
      )
    }
    // header pill (day)
    body.push(
      `<rect x="${x + 18}" y="${y + 20}" width="${release ? 56 : 44}" height="10" rx="5" fill="#fff" opacity="${release ? 0.95 : 0.35}"/>`,
    )
    body.push(
      `<circle cx="${x + cw - 26}" cy="${y + 25}" r="7" fill="${release ? "#fff" : cols[d]}" opacity="${release ? 1 : 0.8}"/>`,
    )
    // scheduled content blocks
    const blocks = release ? 2 : 1 + Math.floor(rand() * 3)
    let by = y + 52
    for (let k = 0; k < blocks; k++) {
      const tall = k === 0 && (release || rand() < 0.5)
      const bh = tall ? 118 : 52
      const fill = release ? "#fff" : cols[(d + k) % 7]
      body.push(
        `<rect x="${x + 16}" y="${by}" width="${cw - 32}" height="${bh}" rx="12" fill="${fill}" opacity="${release ? 0.22 : 0.2}"/>`,
      )
      if (tall)
        body.push(
          `<path d="M${x + cw / 2 - 9} ${by + bh / 2 - 12}L${x + cw / 2 + 13} ${by + bh / 2}L${x + cw / 2 - 9} ${by + bh / 2 + 12}Z" fill="#fff" opacity="${release ? 0.95 : 0.6}"/>`,
        )
      else body.push(`<rect x="${x + 28}" y="${by + 20}" width="${cw - 72}" height="8" rx="4" fill="#fff" opacity="0.45"/>`)
      by += bh + 12
    }
    // dot on the timeline
    body.push(
      `<circle cx="${x + cw / 2}" cy="528" r="${release ? 11 : 6}" fill="${release ? "#fff" : d < 4 ? C.pink : C.border}"${release ? ' filter="url(#g8)"' : ""}/>`,
    )
  }
  // burst over release day
  const bx = x0 + 4 * (cw + gap) + cw / 2
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2
    body.push(
      `<path d="M${r2(bx + Math.cos(a) * 26)} ${r2(528 + Math.sin(a) * 26)}L${r2(bx + Math.cos(a) * 44)} ${r2(528 + Math.sin(a) * 44)}" stroke="${C.amber}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
    )
  }
  return finish(id, defs, body)
}

// 5. Labels and agencies: a mosaic of many artists' videos + a vinyl record.
function labelsAgencies(): string {
  const id = "la"
  const { defs, body } = backdrop(id, [300, 340, C.violet], [980, 340, C.pink])
  defs.push(gradH("lg2"))
  defs.push(
    radial("vinyl", [
      [0, "#1c1a2e"],
      [0.33, "#1c1a2e"],
      [0.34, "#0d0c15"],
      [1, "#07060c"],
    ]),
  )
  defs.push(
    linear(
      "lbl",
      [
        [0, C.amber],
        [0.5, C.pink],
        [1, C.violet],
      ],
      0,
      0,
      1,
      1,
    ),
  )
  const palettes: [string, string][] = [
    [C.violet, C.pink],
    [C.cyan, C.violet],
    [C.pink, C.amber],
    ["#1e0b3d", C.violet],
    [C.amber, C.pink],
    ["#0e3a52", C.cyan],
    [C.pink, C.violet],
    [C.violet, C.cyan],
    ["#3b1230", C.amber],
    [C.cyan, "#34d399"],
    [C.pink, "#3b1230"],
    [C.violet, C.amber],
  ]
  palettes.forEach(([a, b], i) =>
    defs.push(
      linear(
        `m${i}`,
        [
          [0, a],
          [1, b],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  // vinyl record on the right, partially off-canvas
  const vx = 1010
  const vy = 338
  body.push(`<circle cx="${vx}" cy="${vy}" r="330" fill="${C.pink}" opacity="0.18" filter="url(#b18)"/>`)
  body.push(`<circle cx="${vx}" cy="${vy}" r="300" fill="url(#vinyl)"/>`)
  for (let r = 120; r < 296; r += 9)
    body.push(
      `<circle cx="${vx}" cy="${vy}" r="${r}" fill="none" stroke="#fff" stroke-width="0.8" opacity="${r % 27 === 3 ? 0.1 : 0.04}"/>`,
    )
  body.push(
    `<path d="M${vx - 210} ${vy - 150}A258 258 0 0 1 ${vx - 40} ${vy - 255}" stroke="#fff" stroke-width="14" opacity="0.06" fill="none" stroke-linecap="round"/>`,
  )
  body.push(`<circle cx="${vx}" cy="${vy}" r="96" fill="url(#lbl)"/><circle cx="${vx}" cy="${vy}" r="10" fill="${C.bg}"/>`)
  // mosaic grid
  const cols = 4
  const tw = 150
  const th = 90
  const gap = 16
  const gx = 90
  const gy = 120
  const rand = rng(55)
  for (let i = 0; i < 12; i++) {
    const c = i % cols
    const r = Math.floor(i / cols)
    const x = gx + c * (tw + gap) + (r % 2) * 26
    const y = gy + r * (th + gap + 60)
    const hi = i === 5 || i === 10
    if (hi)
      body.push(
        `<rect x="${x - 5}" y="${y - 5}" width="${tw + 10}" height="${th + 10}" rx="16" fill="none" stroke="url(#lg2)" stroke-width="3" filter="url(#g3)"/>`,
      )
    body.push(`<rect x="${x}" y="${y}" width="${tw}" height="${th}" rx="12" fill="url(#m${i})" opacity="${hi ? 1 : 0.75}"/>`)
    // mini silhouettes / shapes in tiles
    const kind = Math.floor(rand() * 3)
    if (kind === 0)
      body.push(
        `<circle cx="${x + tw / 2}" cy="${y + th * 0.45}" r="14" fill="#0a0a12" opacity="0.55"/><path d="M${x + tw / 2 - 30} ${y + th}C${x + tw / 2 - 26} ${y + th * 0.62} ${x + tw / 2 + 26} ${y + th * 0.62} ${x + tw / 2 + 30} ${y + th}Z" fill="#0a0a12" opacity="0.55"/>`,
      )
    else if (kind === 1)
      body.push(
        `<circle cx="${x + tw * 0.65}" cy="${y + th * 0.5}" r="22" fill="#fff" opacity="0.35"/><path d="M${x} ${y + th * 0.75}Q${x + tw * 0.5} ${y + th * 0.55} ${x + tw} ${y + th * 0.75}V${y + th - 12}Q${x + tw} ${y + th} ${x + tw - 12} ${y + th}H${x + 12}Q${x} ${y + th} ${x} ${y + th - 12}Z" fill="#0a0a12" opacity="0.45"/>`,
      )
    else
      for (let k = 0; k < 9; k++)
        body.push(
          `<rect x="${x + 20 + k * 13}" y="${r2(y + th / 2 - (6 + ((k * 37) % 24)) / 2)}" width="6" height="${6 + ((k * 37) % 24)}" rx="3" fill="#fff" opacity="0.45"/>`,
        )
    body.push(`<circle cx="${x + 18}" cy="${y + th - 16}" r="7" fill="#fff" opacity="${hi ? 0.95 : 0.6}"/>`)
    // meta bars under tile
    body.push(
      `<rect x="${x}" y="${y + th + 12}" width="${70 + ((i * 29) % 50)}" height="8" rx="4" fill="#fff" opacity="0.28"/><rect x="${x}" y="${y + th + 28}" width="${40 + ((i * 17) % 40)}" height="6" rx="3" fill="#fff" opacity="0.12"/>`,
    )
  }
  return finish(id, defs, body)
}

// 6. Render pipeline: isometric stacked layers joined by light beams.
function renderPipeline(): string {
  const id = "rp"
  const { defs, body } = backdrop(id, [600, 360, C.violet], [980, 180, C.cyan])
  const layerCols: [string, string][] = [
    [C.cyan, "#0e7490"],
    [C.violet, "#4c1d95"],
    [C.pink, "#831843"],
    [C.amber, "#92400e"],
  ]
  layerCols.forEach(([a, b], i) => {
    defs.push(
      linear(
        `lt${i}`,
        [
          [0, a, 0.55],
          [1, b, 0.25],
        ],
        0,
        0,
        1,
        1,
      ),
    )
    defs.push(
      linear(
        `ls${i}`,
        [
          [0, a, 0.9],
          [1, b, 0.9],
        ],
        0,
        0,
        1,
        0,
      ),
    )
  })
  const cx = 600
  const iso = (x: number, y: number, z: number): [number, number] => [cx + (x - y) * 0.8, 118 + (x + y) * 0.46 - z * 0.92]
  const P = (pts: [number, number][]) => pts.map(([x, y]) => `${r2(x)},${r2(y)}`).join(" ")
  const size = 300
  // beams through the stack
  const beamPts: [number, number][] = [
    [60, 60],
    [240, 60],
    [60, 240],
    [240, 240],
    [150, 150],
  ]
  const levels = [0, 90, 180, 270]
  // draw from bottom layer to top
  levels.forEach((z, li) => {
    const zz = z - 60
    const top = [iso(0, 0, -zz), iso(size, 0, -zz), iso(size, size, -zz), iso(0, size, -zz)]
    const thick = 14
    const side1 = [iso(size, 0, -zz), iso(size, size, -zz), iso(size, size, -zz - thick), iso(size, 0, -zz - thick)]
    const side2 = [iso(0, size, -zz), iso(size, size, -zz), iso(size, size, -zz - thick), iso(0, size, -zz - thick)]
    const i = 3 - li
    body.push(
      `<polygon points="${P(side1)}" fill="url(#ls${i})" opacity="0.75"/><polygon points="${P(side2)}" fill="url(#ls${i})" opacity="0.55"/>`,
    )
    body.push(`<polygon points="${P(top)}" fill="url(#lt${i})" stroke="${layerCols[i][0]}" stroke-width="2" filter="url(#g3)"/>`)
    // per-layer content: grid of cells (frames) on top of each plate
    const cells: string[] = []
    const n = li === 3 ? 5 : 4
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        if ((a * 7 + b * 3 + li) % 4 === 0 && li !== 3) continue
        const s = size / n
        const pad = 10
        const q = [
          iso(a * s + pad, b * s + pad, -zz),
          iso((a + 1) * s - pad, b * s + pad, -zz),
          iso((a + 1) * s - pad, (b + 1) * s - pad, -zz),
          iso(a * s + pad, (b + 1) * s - pad, -zz),
        ]
        cells.push(`<polygon points="${P(q)}"/>`)
      }
    }
    body.push(`<g fill="#fff" opacity="${li === 3 ? 0.16 : 0.1}">${cells.join("")}</g>`)
    // beams from this layer down to the next
    if (li > 0) {
      for (const [bx, by] of beamPts) {
        const [x1, y1] = iso(bx, by, -zz)
        const [, y2] = iso(bx, by, -(levels[li - 1] - 60))
        body.push(
          `<path d="M${r2(x1)} ${r2(y1)}V${r2(y2)}" stroke="${C.cyan}" stroke-width="2" opacity="0.6" stroke-dasharray="2 6" stroke-linecap="round"/>`,
        )
        body.push(`<circle cx="${r2(x1)}" cy="${r2(y1)}" r="4" fill="#fff" opacity="0.9"/>`)
      }
    }
  })
  // side telemetry: progress bars + node graph
  const bars: string[] = []
  const pct = [0.92, 0.74, 0.58, 0.36]
  pct.forEach((p, i) => {
    const y = 230 + i * 56
    bars.push(
      `<rect x="900" y="${y}" width="200" height="8" rx="4" fill="${C.surface2}"/><rect x="900" y="${y}" width="${200 * p}" height="8" rx="4" fill="${layerCols[i][0]}"/>`,
    )
    bars.push(`<rect x="900" y="${y - 18}" width="${60 + i * 12}" height="7" rx="3.5" fill="#fff" opacity="0.3"/>`)
  })
  body.push(bars.join(""))
  const nodes: [number, number][] = [
    [110, 250],
    [190, 200],
    [190, 320],
    [270, 260],
    [150, 420],
    [260, 450],
  ]
  const edges: [number, number][] = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [2, 4],
    [4, 5],
    [3, 5],
  ]
  for (const [a, b] of edges)
    body.push(
      `<path d="M${nodes[a][0]} ${nodes[a][1]}L${nodes[b][0]} ${nodes[b][1]}" stroke="${C.violet}" stroke-width="2" opacity="0.6"/>`,
    )
  nodes.forEach(([x, y], i) =>
    body.push(
      `<circle cx="${x}" cy="${y}" r="${i === 3 ? 11 : 7}" fill="${i === 3 ? C.pink : C.surface2}" stroke="${i === 3 ? "#fff" : C.violet}" stroke-width="2"${i === 3 ? ' filter="url(#g8)"' : ""}/>`,
    ),
  )
  return finish(id, defs, body)
}

export const BLOG_COVERS: [slug: string, build: () => string][] = [
  ["lip-sync-explained-how-ai-matches-vocals-to-faces", lipSync],
  ["from-suno-track-to-music-video-workflow", trackToVideo],
  ["vertical-video-playbook-for-musicians", verticalPlaybook],
  ["planning-a-release-week-with-ai-visuals", releaseWeek],
  ["ai-music-videos-for-labels-and-agencies", labelsAgencies],
  ["behind-the-scenes-of-our-render-pipeline", renderPipeline],
]

export async function generateBlog(browser: Browser): Promise<void> {
  for (const [slug, build] of BLOG_COVERS) {
    log(`blog: ${slug}`)
    const png = await renderSvg(browser, build(), { width: W, height: H, scale: 2 })
    const opts = { avifQuality: 54, webpQuality: 66 }
    await emitImage(png, `blog/${slug}`, 1200, 675, ["webp", "avif"], opts)
    await emitImage(png, `blog/${slug}-640`, 640, 360, ["webp", "avif"], opts)
  }
}
