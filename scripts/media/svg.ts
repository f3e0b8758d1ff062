// Small SVG building blocks shared by the illustrations and blog covers.
import { r2 } from "./lib.ts"

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`
}

/** Gaussian blur filter with a generous filter region. */
export function blurFilter(id: string, std: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${std}"/></filter>`
}

/** Glow: blurred copy merged under the source graphic. */
export function glowFilter(id: string, std: number, strength = 1): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB">
<feGaussianBlur in="SourceGraphic" stdDeviation="${std}" result="b"/>
<feComponentTransfer in="b" result="bb"><feFuncA type="linear" slope="${strength}"/></feComponentTransfer>
<feMerge><feMergeNode in="bb"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`
}

export type Stop = [offset: number, color: string, opacity?: number]

function stops(list: Stop[]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("")
}

export function linear(id: string, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${units}>${stops(list)}</linearGradient>`
}

export function radial(id: string, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false): string {
  const units = user ? ' gradientUnits="userSpaceOnUse"' : ""
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${units}>${stops(list)}</radialGradient>`
}

/** Polyline points -> path data. */
export function pathFrom(points: [number, number][], close = false): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${r2(x)} ${r2(y)}`).join("")
  return close ? `${d}Z` : d
}

/** Smooth closed-bottom ridge (hills, skylines of waves) through sample points. */
export function ridge(width: number, bottom: number, fn: (x: number) => number, step = 24): string {
  const pts: [number, number][] = []
  for (let x = -step; x <= width + step; x += step) pts.push([x, fn(x)])
  let d = `M${-step} ${bottom}L${r2(pts[0][0])} ${r2(pts[0][1])}`
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]
    const [x1, y1] = pts[i]
    const mx = (x0 + x1) / 2
    d += `Q${r2(x0)} ${r2(y0)} ${r2(mx)} ${r2((y0 + y1) / 2)}`
  }
  const last = pts[pts.length - 1]
  d += `L${r2(last[0])} ${r2(last[1])}L${width + step} ${bottom}Z`
  return d
}

export interface FigureOptions {
  /** Pose: singer holding a mic to the mouth, both arms raised, or one arm raised. */
  pose?: "mic" | "raised" | "wave" | "stand"
  hair?: "short" | "long" | "bun"
  fill: string
  coat?: boolean
}

/**
 * Standing figure silhouette, feet at (x, y), `h` pixels tall, built from
 * rounded strokes so that overlapping parts merge into one clean shape.
 */
export function figure(x: number, y: number, h: number, o: FigureOptions): string {
  const u = h / 100
  const P = (px: number, py: number) => `${r2(x + px * u)} ${r2(y + py * u)}`
  const limb = (pts: [number, number][], w: number) =>
    `<path d="M${pts.map(([a, b]) => P(a, b)).join("L")}" fill="none" stroke="${o.fill}" stroke-width="${r2(w * u)}" stroke-linecap="round" stroke-linejoin="round"/>`
  const parts: string[] = []
  // legs
  parts.push(
    limb(
      [
        [-3.2, -47],
        [-4.6, -24],
        [-5.6, -1.5],
      ],
      5.6,
    ),
  )
  parts.push(
    limb(
      [
        [3.2, -47],
        [4.4, -24],
        [5.8, -1.5],
      ],
      5.6,
    ),
  )
  // feet
  parts.push(
    limb(
      [
        [-5.6, -1.2],
        [-9, -0.8],
      ],
      3.4,
    ),
  )
  parts.push(
    limb(
      [
        [5.8, -1.2],
        [9.2, -0.8],
      ],
      3.4,
    ),
  )
  // torso
  const torso = o.coat
    ? `M${P(-9.5, -80)}C${P(-12.5, -78)} ${P(-12, -60)} ${P(-13, -36)}L${P(13, -36)}C${P(12, -60)} ${P(12.5, -78)} ${P(9.5, -80)}Z`
    : `M${P(-9.5, -80)}C${P(-11.5, -78)} ${P(-10, -62)} ${P(-8, -46)}L${P(8, -46)}C${P(10, -62)} ${P(11.5, -78)} ${P(9.5, -80)}Z`
  parts.push(`<path d="${torso}" fill="${o.fill}" stroke="${o.fill}" stroke-width="${r2(3 * u)}" stroke-linejoin="round"/>`)
  // neck + head
  parts.push(
    limb(
      [
        [0, -80],
        [0, -86],
      ],
      4.2,
    ),
  )
  parts.push(`<ellipse cx="${r2(x)}" cy="${r2(y - 91.5 * u)}" rx="${r2(6.2 * u)}" ry="${r2(7.2 * u)}" fill="${o.fill}"/>`)
  if (o.hair === "long") {
    parts.push(`<path d="M${P(-6.4, -93)}C${P(-8.5, -84)} ${P(-9, -78)} ${P(-11, -72)}L${P(-3, -76)}Z" fill="${o.fill}"/>`)
    parts.push(`<path d="M${P(5.8, -94)}C${P(10, -86)} ${P(12, -79)} ${P(15, -74)}L${P(4, -80)}Z" fill="${o.fill}"/>`)
  } else if (o.hair === "bun") {
    parts.push(`<circle cx="${r2(x - 1 * u)}" cy="${r2(y - 100 * u)}" r="${r2(3.6 * u)}" fill="${o.fill}"/>`)
  }
  // arms
  const pose = o.pose ?? "stand"
  if (pose === "mic") {
    parts.push(
      limb(
        [
          [8.6, -77],
          [13.5, -62],
          [5.5, -73],
        ],
        4.2,
      ),
    )
    parts.push(
      limb(
        [
          [-8.6, -77],
          [-11.5, -62],
          [-12.5, -48],
        ],
        4.2,
      ),
    )
    parts.push(
      limb(
        [
          [5.5, -74],
          [3.5, -84],
        ],
        2.4,
      ),
    )
  } else if (pose === "raised") {
    parts.push(
      limb(
        [
          [8.6, -77],
          [15, -95],
          [14, -112],
        ],
        4.2,
      ),
    )
    parts.push(
      limb(
        [
          [-8.6, -77],
          [-15, -95],
          [-14, -112],
        ],
        4.2,
      ),
    )
  } else if (pose === "wave") {
    parts.push(
      limb(
        [
          [8.6, -77],
          [17, -92],
          [22, -108],
        ],
        4.2,
      ),
    )
    parts.push(
      limb(
        [
          [-8.6, -77],
          [-11.5, -62],
          [-12.5, -48],
        ],
        4.2,
      ),
    )
  } else {
    parts.push(
      limb(
        [
          [8.6, -77],
          [11.5, -62],
          [12.5, -48],
        ],
        4.2,
      ),
    )
    parts.push(
      limb(
        [
          [-8.6, -77],
          [-11.5, -62],
          [-12.5, -48],
        ],
        4.2,
      ),
    )
  }
  return `<g>${parts.join("")}</g>`
}
