// Hero background loop: a canvas animation rendered frame by frame in headless
// Chromium (every motion term is periodic over the loop, so frame N == frame 0),
// then encoded to VP9 WebM and H.264 MP4 with ffmpeg, plus poster stills.
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import type { Browser } from "playwright-core"
import { C, MEDIA_DIR, emitImage, htmlDoc, log, record, run } from "./lib.ts"

export const HERO_W = 1280
export const HERO_H = 720
export const HERO_FPS = 24
export const HERO_SECONDS = 7
export const HERO_FRAMES = HERO_FPS * HERO_SECONDS

/** Browser-side drawing code. `draw(p)` renders loop phase p in [0, 1). */
const CANVAS_SCRIPT = String.raw`
const W = ${HERO_W}, H = ${HERO_H}, TAU = Math.PI * 2;
const cv = document.getElementById('c');
const ctx = cv.getContext('2d');
function hex(c, a) {
  const n = parseInt(c.slice(1), 16);
  return 'rgba(' + (n >> 16) + ',' + ((n >> 8) & 255) + ',' + (n & 255) + ',' + a + ')';
}
const P = { violet: '${C.violet}', pink: '${C.pink}', amber: '${C.amber}', cyan: '${C.cyan}', bg: '${C.bg}' };

// Slow drifting colour fields (orbit once or twice per loop).
const blobs = [
  { x: 0.18, y: 0.30, rx: 90, ry: 50, r: 560, k: 1, ph: 0.00, c: P.violet, a: 0.30 },
  { x: 0.82, y: 0.36, rx: 80, ry: 60, r: 520, k: -1, ph: 0.35, c: P.pink, a: 0.20 },
  { x: 0.62, y: 0.96, rx: 120, ry: 30, r: 520, k: 1, ph: 0.60, c: P.amber, a: 0.13 },
  { x: 0.40, y: 0.80, rx: 70, ry: 40, r: 420, k: -2, ph: 0.15, c: P.cyan, a: 0.07 },
];

// Twisting silk ribbons made of many thin strands.
const ribbons = [
  { y: 0.60, amp: 62, f1: 0.85, f2: 1.9, k1: 1, k2: 1, w: 120, fw: 0.7, kw: 1, ph: 0.10, n: 64, a: 0.11,
    stops: [P.violet, P.pink, P.amber] },
  { y: 0.66, amp: 48, f1: 1.25, f2: 2.6, k1: -1, k2: 2, w: 80, fw: 1.1, kw: -1, ph: 0.55, n: 48, a: 0.075,
    stops: [P.cyan, P.violet, P.pink] },
  { y: 0.52, amp: 40, f1: 0.6, f2: 1.4, k1: 1, k2: -1, w: 150, fw: 0.45, kw: 1, ph: 0.80, n: 40, a: 0.045,
    stops: [P.pink, P.violet, P.cyan] },
];

function ribbonY(r, s, x, p) {
  const xn = x / W;
  const u = s / (r.n - 1) - 0.5;
  const centre = r.y * H
    + r.amp * Math.sin(TAU * (xn * r.f1 + p * r.k1 + r.ph))
    + r.amp * 0.45 * Math.sin(TAU * (xn * r.f2 - p * r.k2 + r.ph * 2));
  const width = r.w * (0.35 + 0.65 * Math.sin(TAU * (xn * r.fw + p * r.kw + r.ph * 3)));
  return centre + u * width;
}

// Equaliser bars along the bottom edge.
const BARS = 96;
function barLevel(i, p) {
  const t = i / BARS;
  const env = Math.pow(Math.sin(Math.PI * (0.08 + t * 0.84)), 1.6);
  const v = 0.5 * Math.sin(TAU * (p * 2 + t * 3.1))
    + 0.3 * Math.sin(TAU * (p * 3 - t * 7.3 + 0.2))
    + 0.2 * Math.sin(TAU * (p * 5 + t * 13.7 + 0.6));
  return env * (0.18 + 0.82 * Math.abs(v));
}

// Light streaks crossing the frame (an integer number of passes per loop).
const streaks = [
  { y: 0.22, len: 380, k: 1, off: 0.10, c: P.cyan, a: 0.55 },
  { y: 0.31, len: 260, k: 2, off: 0.55, c: P.pink, a: 0.45 },
  { y: 0.72, len: 420, k: 1, off: 0.70, c: P.violet, a: 0.55 },
  { y: 0.81, len: 300, k: 2, off: 0.25, c: P.amber, a: 0.40 },
  { y: 0.44, len: 220, k: 1, off: 0.40, c: P.cyan, a: 0.30 },
];

// Deterministic motes (tiny PRNG so the script needs no inputs).
let seed = 7;
function rnd() { seed = (seed * 16807) % 2147483647; return seed / 2147483647; }
const moteColours = [P.violet, P.pink, P.amber, P.cyan];
const motes = [];
for (let i = 0; i < 46; i++) {
  motes.push({ x: rnd(), y: rnd(), k: rnd() < 0.6 ? 1 : 2, ph: rnd(), r: 0.8 + rnd() * 1.6,
    a: 0.25 + rnd() * 0.45, c: moteColours[i % 4] });
}

window.draw = function (p) {
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.fillStyle = P.bg;
  ctx.fillRect(0, 0, W, H);

  ctx.globalCompositeOperation = 'lighter';
  for (const b of blobs) {
    const ang = TAU * (p * b.k + b.ph);
    const x = b.x * W + b.rx * Math.cos(ang);
    const y = b.y * H + b.ry * Math.sin(ang);
    const g = ctx.createRadialGradient(x, y, 0, x, y, b.r);
    g.addColorStop(0, hex(b.c, b.a));
    g.addColorStop(0.5, hex(b.c, b.a * 0.35));
    g.addColorStop(1, hex(b.c, 0));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
  }

  // Soft glow under each ribbon.
  ctx.filter = 'blur(26px)';
  for (const r of ribbons) {
    const g = ctx.createLinearGradient(0, 0, W, 0);
    g.addColorStop(0, r.stops[0]);
    g.addColorStop(0.5, r.stops[1]);
    g.addColorStop(1, r.stops[2]);
    ctx.strokeStyle = g;
    ctx.globalAlpha = r.a * 1.1;
    ctx.lineWidth = 46;
    ctx.beginPath();
    for (let x = -80; x <= W + 80; x += 16) {
      const y = ribbonY(r, (r.n - 1) / 2, x, p);
      if (x === -80) ctx.moveTo(x, y); else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  ctx.filter = 'none';

  for (const r of ribbons) {
    const g = ctx.createLinearGradient(0, 0, W, 0);
    g.addColorStop(0, r.stops[0]);
    g.addColorStop(0.5, r.stops[1]);
    g.addColorStop(1, r.stops[2]);
    ctx.strokeStyle = g;
    ctx.lineWidth = 1.25;
    for (let s = 0; s < r.n; s++) {
      const u = Math.abs(s / (r.n - 1) - 0.5) * 2;
      ctx.globalAlpha = r.a * (1 - 0.75 * u * u);
      ctx.beginPath();
      for (let x = -40; x <= W + 40; x += 8) {
        const y = ribbonY(r, s, x, p);
        if (x === -40) ctx.moveTo(x, y); else ctx.lineTo(x, y);
      }
      ctx.stroke();
    }
  }
  ctx.globalAlpha = 1;

  // Bars
  const bw = W / BARS;
  const maxH = H * 0.16;
  for (let i = 0; i < BARS; i++) {
    const h = maxH * barLevel(i, p);
    const x = i * bw + bw * 0.3;
    const t = i / (BARS - 1);
    const col = t < 0.5 ? (t < 0.25 ? P.violet : P.pink) : (t < 0.75 ? P.pink : P.amber);
    const g = ctx.createLinearGradient(0, H, 0, H - h);
    g.addColorStop(0, hex(col, 0.34));
    g.addColorStop(1, hex(col, 0.0));
    ctx.fillStyle = g;
    ctx.fillRect(x, H - h, bw * 0.4, h);
  }

  // Rising motes
  for (const m of motes) {
    const y = ((m.y - p * m.k) % 1 + 1) % 1 * (H + 40) - 20;
    const x = m.x * W + 14 * Math.sin(TAU * (p * m.k + m.ph));
    const tw = 0.5 + 0.5 * Math.sin(TAU * (p * m.k * 2 + m.ph));
    ctx.fillStyle = hex(m.c, m.a * tw);
    ctx.beginPath();
    ctx.arc(x, y, m.r, 0, TAU);
    ctx.fill();
  }

  // Streaks
  for (const s of streaks) {
    const span = W + s.len * 2;
    const head = ((s.off + p * s.k) % 1) * span - s.len;
    const y = s.y * H + 18 * Math.sin(TAU * (p + s.off));
    const g = ctx.createLinearGradient(head - s.len, 0, head, 0);
    g.addColorStop(0, hex(s.c, 0));
    g.addColorStop(0.85, hex(s.c, s.a * 0.6));
    g.addColorStop(1, hex('#ffffff', s.a));
    ctx.fillStyle = g;
    ctx.fillRect(head - s.len, y - 0.75, s.len, 1.5);
  }

  // Readability: vignette + soft darkening behind the centre column.
  ctx.globalCompositeOperation = 'source-over';
  const v = ctx.createRadialGradient(W / 2, H * 0.45, H * 0.2, W / 2, H * 0.5, W * 0.75);
  v.addColorStop(0, hex(P.bg, 0.28));
  v.addColorStop(0.6, hex(P.bg, 0.35));
  v.addColorStop(1, hex(P.bg, 0.85));
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, W, H);
  const top = ctx.createLinearGradient(0, 0, 0, H * 0.25);
  top.addColorStop(0, hex(P.bg, 0.7));
  top.addColorStop(1, hex(P.bg, 0));
  ctx.fillStyle = top;
  ctx.fillRect(0, 0, W, H * 0.25);
};
`

export function heroHtml(): string {
  return htmlDoc(
    `<canvas id="c" width="${HERO_W}" height="${HERO_H}"></canvas><script>${CANVAS_SCRIPT}</script>`,
    `canvas{display:block;width:${HERO_W}px;height:${HERO_H}px}`,
    HERO_W,
    HERO_H,
  )
}

/** Renders the loop frames into `dir` as 0000.png ... and returns frame 0. */
export async function renderHeroFrames(browser: Browser, dir: string, frames = HERO_FRAMES): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: HERO_W, height: HERO_H },
    deviceScaleFactor: 1,
  })
  let first: Buffer | undefined
  try {
    const page = await context.newPage()
    await page.setContent(heroHtml(), { waitUntil: "load" })
    for (let i = 0; i < frames; i++) {
      await page.evaluate(`window.draw(${i / HERO_FRAMES})`)
      const png = await page.screenshot({ type: "png", animations: "disabled" })
      if (i === 0) first = png
      await writeFile(path.join(dir, `${String(i).padStart(4, "0")}.png`), png)
    }
  } finally {
    await context.close()
  }
  if (!first) throw new Error("no hero frames rendered")
  return first
}

const WEBM_KBPS = 300
const MP4_KBPS = 360

export async function generateHero(browser: Browser): Promise<void> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "syncreel-hero-"))
  try {
    log(`hero: rendering ${HERO_FRAMES} frames`)
    const first = await renderHeroFrames(browser, tmp)

    const input = ["-hide_banner", "-loglevel", "error", "-y", "-framerate", String(HERO_FPS), "-i", path.join(tmp, "%04d.png")]
    const common = [
      "-an",
      "-pix_fmt",
      "yuv420p",
      "-g",
      String(HERO_FRAMES),
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
    ]

    log("hero: encoding VP9 webm (2-pass)")
    const webm = path.join(MEDIA_DIR, "hero-loop.webm")
    const vp9 = [
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      `${WEBM_KBPS}k`,
      "-deadline",
      "good",
      "-cpu-used",
      "1",
      "-row-mt",
      "0",
      "-threads",
      "1",
      "-tile-columns",
      "0",
      "-auto-alt-ref",
      "1",
      "-lag-in-frames",
      "25",
      "-passlogfile",
      path.join(tmp, "vp9"),
    ]
    await run("ffmpeg", [...input, ...vp9, ...common, "-pass", "1", "-f", "webm", "/dev/null"])
    await run("ffmpeg", [...input, ...vp9, ...common, "-pass", "2", webm])
    await record(webm, HERO_W, HERO_H, "video/webm", { durationSeconds: HERO_SECONDS, fps: HERO_FPS })

    log("hero: encoding H.264 mp4 (2-pass)")
    const mp4 = path.join(MEDIA_DIR, "hero-loop.mp4")
    const x264 = [
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-profile:v",
      "high",
      "-level",
      "4.0",
      "-b:v",
      `${MP4_KBPS}k`,
      "-threads",
      "1",
      "-x264-params",
      `keyint=${HERO_FRAMES}:min-keyint=${HERO_FRAMES}:aq-mode=3`,
      "-passlogfile",
      path.join(tmp, "x264"),
    ]
    await run("ffmpeg", [...input, ...x264, ...common, "-pass", "1", "-f", "mp4", "/dev/null"])
    await run("ffmpeg", [...input, ...x264, ...common, "-pass", "2", "-movflags", "+faststart", mp4])
    await record(mp4, HERO_W, HERO_H, "video/mp4", { durationSeconds: HERO_SECONDS, fps: HERO_FPS })

    log("hero: posters")
    await emitImage(first, "hero-poster", 1280, 720, ["avif", "webp"], { avifQuality: 50, webpQuality: 60 })
    await emitImage(first, "hero-poster-640", 640, 360, ["avif", "webp"], { avifQuality: 50, webpQuality: 60 })
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
}
