// Interface screenshots: HTML/CSS mock-ups of the Syncreel creation app,
// screenshotted in Chromium at 1440x900 and exported at 1440 and 720 wide.
import type { Browser } from "playwright-core"
import { markSvg } from "./brand.ts"
import { icon } from "./icons.ts"
import { C, emitImage, htmlDoc, log, r2, renderHtml, rng } from "./lib.ts"

export const UI_W = 1440
export const UI_H = 900

/** Data URIs of the illustrations, keyed by short name (neon, golden, ...). */
export type ImageSet = Record<string, string>

const CSS = `
:root{--bg:${C.bg};--s0:#0e0d18;--s1:${C.surface};--s2:${C.surface2};--s3:#24213a;--b:${C.border};--b2:#34304f;--t:${C.text};--m:${C.muted};--f:#716e8a;
--v:${C.violet};--p:${C.pink};--a:${C.amber};--c:${C.cyan};--g:linear-gradient(135deg,${C.violet},${C.pink} 55%,${C.amber});--gh:linear-gradient(90deg,${C.violet},${C.pink} 55%,${C.amber})}
body{background:var(--bg);color:var(--t);font-size:13px;line-height:1.35}
.app{display:flex;width:${UI_W}px;height:${UI_H}px;overflow:hidden}
.ic{flex:none;display:block}
b,strong{font-weight:700}
small{font-size:11.5px;color:var(--m)}
.muted{color:var(--m)}
.faint{color:var(--f)}
.side{width:228px;flex:none;background:var(--s0);border-right:1px solid var(--b);display:flex;flex-direction:column;padding:18px 14px 14px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:18px;letter-spacing:-.4px;padding:0 6px 18px}
.newbtn{display:flex;align-items:center;justify-content:center;gap:8px;height:38px;border-radius:10px;background:var(--g);font-weight:700;font-size:13.5px;box-shadow:0 8px 24px -8px rgba(236,72,153,.6),inset 0 1px 0 rgba(255,255,255,.25);margin-bottom:14px}
.nav{display:flex;flex-direction:column;gap:2px}
.nav a{display:flex;align-items:center;gap:11px;padding:9px 10px;border-radius:8px;color:var(--m);font-size:13.5px}
.nav a.on{background:var(--s2);color:var(--t);box-shadow:inset 0 0 0 1px var(--b)}
.nav a.on .ic{color:#c4b5fd}
.nav a .cnt{margin-left:auto;font-size:11px;color:var(--f);background:var(--s1);padding:1px 7px;border-radius:99px;border:1px solid var(--b)}
.sec{margin:22px 10px 8px;font-size:10.5px;text-transform:uppercase;letter-spacing:1.3px;color:var(--f);font-weight:700}
.proj{display:flex;align-items:center;gap:10px;padding:7px 10px;border-radius:8px;color:var(--m);font-size:13px}
.proj .pt{width:30px;height:18px;border-radius:4px;background-size:cover;background-position:center;box-shadow:0 0 0 1px rgba(255,255,255,.08)}
.proj.on{color:var(--t);background:rgba(139,92,246,.08)}
.usage{margin-top:auto;background:var(--s1);border:1px solid var(--b);border-radius:12px;padding:12px;margin-bottom:12px}
.usage .row{display:flex;justify-content:space-between;font-size:12px;margin-bottom:8px}
.bar{height:6px;border-radius:99px;background:var(--s3);overflow:hidden}
.bar i{display:block;height:100%;border-radius:99px;background:var(--gh)}
.me{display:flex;align-items:center;gap:10px;padding:4px 6px}
.av{width:30px;height:30px;border-radius:50%;background-size:cover;background-position:50% 38%;flex:none;box-shadow:0 0 0 2px var(--s0),0 0 0 3px var(--b2)}
.me .nm{font-size:13px;font-weight:700}
.main{flex:1;display:flex;flex-direction:column;min-width:0}
.top{height:58px;flex:none;border-bottom:1px solid var(--b);display:flex;align-items:center;padding:0 20px;gap:12px;background:rgba(14,13,24,.6)}
.crumb{display:flex;align-items:center;gap:8px;color:var(--m);font-size:13.5px}
.crumb b{color:var(--t)}
.badge{display:inline-flex;align-items:center;gap:6px;font-size:11.5px;padding:3px 9px;border-radius:99px;background:var(--s2);border:1px solid var(--b);color:var(--m)}
.badge .d{width:6px;height:6px;border-radius:50%;background:#34d399}
.sp{flex:1}
.btn{display:inline-flex;align-items:center;gap:7px;height:34px;padding:0 14px;border-radius:9px;background:var(--s2);border:1px solid var(--b);font-weight:700;font-size:13px;color:var(--t)}
.btn.g{background:var(--g);border:0;box-shadow:0 8px 22px -10px rgba(236,72,153,.8),inset 0 1px 0 rgba(255,255,255,.25)}
.btn.sq{width:34px;padding:0;justify-content:center;color:var(--m)}
.avs{display:flex;margin-left:10px}
.avs .av{width:28px;height:28px;margin-left:-8px}
.search{display:flex;align-items:center;gap:8px;height:34px;padding:0 12px;border-radius:9px;background:var(--s1);border:1px solid var(--b);color:var(--f);width:260px}
.search kbd{margin-left:auto;font-family:inherit;font-size:11px;color:var(--f);border:1px solid var(--b2);border-radius:5px;padding:0 5px}
.panel{background:var(--s1);border:1px solid var(--b);border-radius:14px}
.lbl{font-size:11px;font-weight:700;letter-spacing:.9px;text-transform:uppercase;color:var(--f);margin-bottom:7px}
.field{background:var(--s0);border:1px solid var(--b);border-radius:9px;padding:9px 11px;color:var(--t);font-size:13px}
.sel{display:flex;align-items:center;justify-content:space-between}
.sel .ic{color:var(--f)}
.tog{width:34px;height:20px;border-radius:99px;background:var(--s3);position:relative;flex:none;border:1px solid var(--b2)}
.tog:after{content:"";position:absolute;left:2px;top:2px;width:14px;height:14px;border-radius:50%;background:var(--m)}
.tog.on{background:var(--g);border-color:transparent}
.tog.on:after{left:16px;background:#fff}
.slider{position:relative;height:4px;border-radius:99px;background:var(--s3);margin:10px 0 4px}
.slider i{position:absolute;left:0;top:0;bottom:0;border-radius:99px;background:var(--gh)}
.slider b{position:absolute;top:50%;width:14px;height:14px;margin:-7px 0 0 -7px;border-radius:50%;background:#fff;box-shadow:0 0 0 4px rgba(236,72,153,.25)}
.img{background-size:cover;background-position:center;background-repeat:no-repeat}
.chip{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 11px;border-radius:99px;background:var(--s1);border:1px solid var(--b);color:var(--m);font-size:12.5px}
.chip.on{background:rgba(139,92,246,.16);border-color:rgba(139,92,246,.55);color:#e9e3ff}
.tag{display:inline-block;font-size:11px;padding:2px 8px;border-radius:99px;background:var(--s2);color:var(--m);border:1px solid var(--b)}
.seg{display:inline-flex;padding:3px;border-radius:10px;background:var(--s0);border:1px solid var(--b);gap:2px}
.seg span{display:inline-flex;align-items:center;gap:6px;height:28px;padding:0 12px;border-radius:7px;color:var(--m);font-size:12.5px;font-weight:700}
.seg span.on{background:var(--s3);color:var(--t);box-shadow:inset 0 0 0 1px var(--b2)}
.gtext{background:var(--gh);-webkit-background-clip:text;background-clip:text;color:transparent}
`

function imageCss(images: ImageSet): string {
  return Object.entries(images)
    .map(([k, uri]) => `.im-${k}{background-image:url("${uri}")}`)
    .join("\n")
}

function sidebar(active: string): string {
  const items: [string, string, string, string?][] = [
    ["home", "home", "Home"],
    ["folder", "projects", "Projects", "12"],
    ["film", "editor", "Editor"],
    ["sparkles", "generate", "Generate"],
    ["grid", "library", "Asset Library", "248"],
    ["download", "exports", "Exports"],
  ]
  const nav = items
    .map(
      ([ic, key, label, cnt]) =>
        `<a class="${key === active ? "on" : ""}">${icon(ic, 17)}${label}${cnt ? `<span class="cnt">${cnt}</span>` : ""}</a>`,
    )
    .join("")
  const projects: [string, string, boolean][] = [
    ["neon", "Neon Nights", true],
    ["golden", "Golden Hour Ballad", false],
    ["lofi", "Lo-fi Study Session", false],
    ["festival", "Festival Drop", false],
  ]
  const proj = projects
    .map(([im, name, on]) => `<div class="proj${on ? " on" : ""}"><div class="pt img im-${im}"></div>${name}</div>`)
    .join("")
  return `<aside class="side">
<div class="brand">${markSvg(30, { id: "side", radius: 15 })}Syncreel</div>
<div class="newbtn">${icon("plus", 16)}New video</div>
<nav class="nav">${nav}</nav>
<div class="sec">Recent projects</div>${proj}
<div class="usage"><div class="row"><span class="muted">Render minutes</span><b>38 / 60</b></div><div class="bar"><i style="width:63%"></i></div><div style="margin-top:8px"><small>Pro plan · resets in 9 days</small></div></div>
<div class="me"><div class="av img im-lumen"></div><div><div class="nm">Maya Rivers</div><small>maya@nightdrive.fm</small></div></div>
</aside>`
}

function app(active: string, top: string, main: string): string {
  return `<div class="app">${sidebar(active)}<div class="main"><header class="top">${top}</header>${main}</div></div>`
}

/** Mirrored waveform as an SVG of rounded bars. */
function waveform(
  w: number,
  h: number,
  bars: number,
  seed: number,
  fill: string,
  shape: (t: number) => number,
  gap = 0.45,
): string {
  const rand = rng(seed)
  const step = w / bars
  const bw = step * (1 - gap)
  const out: string[] = []
  for (let i = 0; i < bars; i++) {
    const t = i / bars
    const v = Math.min(1, shape(t) * (0.35 + 0.65 * rand()))
    const bh = Math.max(2, v * h)
    out.push(
      `<rect x="${r2(i * step)}" y="${r2((h - bh) / 2)}" width="${r2(bw)}" height="${r2(bh)}" rx="${r2(Math.min(bw / 2, 1.5))}"/>`,
    )
  }
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="${fill}">${out.join("")}</svg>`
}

const vocalShape = (t: number) =>
  0.15 + 0.85 * Math.max(0, Math.sin(t * 38) * 0.5 + 0.5) * (0.55 + 0.45 * Math.sin(t * 7 + 1)) * (t > 0.05 && t < 0.97 ? 1 : 0.2)
const musicShape = (t: number) => 0.45 + 0.35 * Math.abs(Math.sin(t * 60)) + 0.2 * Math.sin(t * 9)

// ---------------------------------------------------------------------------
// 1. Frame by Frame Control — timeline editor.

/** Performer close-up: the character cut-out over a blurred neon backdrop. */
function closeup(zoom: number, posY: number, bgPos = "50% 40%"): string {
  return `<div class="cu-bg img im-neon" style="background-position:${bgPos}"></div><div class="cu-fg img im-novacut" style="background-size:${zoom}%;background-position:50% ${posY}%"></div>`
}

function frameByFrame(): string {
  const top = `<div class="crumb">${icon("folder", 15)}Projects<span class="faint">/</span><b>Neon Nights</b></div>
<span class="badge"><span class="d"></span>Autosaved</span>
<div class="sp"></div>
<div class="btn sq">${icon("undo", 16)}</div><div class="btn sq">${icon("redo", 16)}</div>
<div class="avs"><div class="av img im-nova"></div><div class="av img im-kai"></div><div class="av img im-echo"></div></div>
<div class="btn">${icon("share", 15)}Share</div><div class="btn g">${icon("download", 15)}Export</div>`

  const css = `
.ed{flex:1;display:flex;flex-direction:column;min-height:0}
.upper{display:flex;height:468px;border-bottom:1px solid var(--b)}
.stage{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;background:radial-gradient(600px 300px at 50% 40%,rgba(139,92,246,.10),transparent),#0b0a14;position:relative}
.cu-bg{position:absolute;inset:-8%;background-size:170%;filter:blur(2.5px) brightness(.8) saturate(1.15)}
.cu-fg{position:absolute;inset:0;background-repeat:no-repeat}
.vid{width:700px;height:394px;border-radius:12px;position:relative;overflow:hidden;box-shadow:0 30px 60px -30px rgba(0,0,0,.9),0 0 0 1px rgba(255,255,255,.06)}
.vid .cap{position:absolute;left:50%;bottom:26px;transform:translateX(-50%);font-size:22px;font-weight:700;letter-spacing:-.2px;padding:6px 14px;border-radius:8px;background:rgba(10,10,18,.55);white-space:nowrap}
.vid .cap em{font-style:normal;color:#f9a8d4}
.vid .tc{position:absolute;left:14px;top:12px;font-size:12px;font-weight:700;padding:4px 8px;border-radius:6px;background:rgba(10,10,18,.6);font-variant-numeric:tabular-nums}
.vid .ls{position:absolute;right:14px;top:12px;display:flex;align-items:center;gap:6px;font-size:12px;font-weight:700;padding:4px 9px;border-radius:6px;background:rgba(10,10,18,.6);color:#a5f3fc}
.vid .face{position:absolute;left:324px;top:192px;width:50px;height:44px;border:1.5px dashed rgba(34,211,238,.9);border-radius:10px}
.vid .face:after{content:"mouth · OH";position:absolute;left:-1px;top:-21px;font-size:10.5px;font-weight:700;color:#061018;background:#22d3ee;padding:2px 5px;border-radius:4px;white-space:nowrap}
.stagebar{position:absolute;left:0;right:0;bottom:10px;display:flex;justify-content:center;gap:10px}
.insp{width:318px;flex:none;border-left:1px solid var(--b);background:var(--s0);padding:14px 16px;display:flex;flex-direction:column;gap:12px}
.tabs{display:flex;gap:4px;background:var(--s1);border:1px solid var(--b);border-radius:10px;padding:3px}
.tabs span{flex:1;text-align:center;padding:6px 0;border-radius:7px;color:var(--m);font-weight:700;font-size:12.5px}
.tabs span.on{background:var(--s3);color:var(--t)}
.fh{display:flex;gap:11px;align-items:center}
.fh .th{width:78px;height:44px;border-radius:7px;box-shadow:0 0 0 2px ${C.pink};position:relative;overflow:hidden;flex:none}
.ta{background:var(--s0);border:1px solid var(--b2);border-radius:9px;padding:8px 11px;font-size:12.5px;line-height:1.45;color:#dcdaf0;height:58px}
.two{display:flex;gap:10px}.two>div{flex:1}
.lip{background:linear-gradient(180deg,rgba(34,211,238,.08),rgba(34,211,238,.02));border:1px solid rgba(34,211,238,.3);border-radius:11px;padding:10px 12px}
.lip .hd{display:flex;align-items:center;gap:8px;font-weight:700}
.lip .hd .ic{color:var(--c)}
.vis{display:flex;gap:5px;margin-top:9px}
.vis span{flex:1;text-align:center;font-size:10.5px;font-weight:700;padding:4px 0;border-radius:5px;background:var(--s2);color:var(--m)}
.vis span.on{background:rgba(34,211,238,.18);color:#a5f3fc;box-shadow:inset 0 0 0 1px rgba(34,211,238,.5)}
.sl{display:flex;justify-content:space-between;font-size:12.5px}
.acts{display:flex;gap:8px;margin-top:auto}.acts .btn{flex:1;justify-content:center}
.tl{flex:1;display:flex;flex-direction:column;background:var(--s0);min-height:0}
.tbar{height:46px;display:flex;align-items:center;gap:8px;padding:0 14px;border-bottom:1px solid var(--b)}
.tbar .time{font-variant-numeric:tabular-nums;font-weight:700;font-size:13.5px;margin:0 8px}
.tbar .time span{color:var(--f);font-weight:400}
.play{width:34px;height:34px;border-radius:50%;background:#fff;color:#0a0a12;display:flex;align-items:center;justify-content:center}
.ib{width:30px;height:30px;border-radius:8px;display:flex;align-items:center;justify-content:center;color:var(--m)}
.ib.on{background:var(--s2);color:var(--t);box-shadow:inset 0 0 0 1px var(--b)}
.zoom{display:flex;align-items:center;gap:8px;color:var(--f)}
.zoom .slider{width:110px;margin:0}
.tracks{flex:1;display:flex;position:relative}
.heads{width:168px;flex:none;border-right:1px solid var(--b)}
.lanes{flex:1;position:relative;overflow:hidden}
.ruler{height:28px;border-bottom:1px solid var(--b);position:relative}
.ruler i{position:absolute;bottom:0;width:1px;background:var(--b2)}
.ruler span{position:absolute;top:5px;font-size:10.5px;color:var(--f);font-variant-numeric:tabular-nums;margin-left:5px}
.th_{height:28px;border-bottom:1px solid var(--b)}
.hd_{display:flex;align-items:center;gap:9px;padding:0 12px;border-bottom:1px solid var(--b);color:var(--m);font-size:12.5px}
.hd_ b{color:var(--t);font-size:12.5px}
.hd_ .ic{color:var(--f)}
.hd_ .r{margin-left:auto;display:flex;gap:6px}
.lane{border-bottom:1px solid var(--b);position:relative}
.frames{display:flex;gap:4px;padding:8px 0 8px 8px}
.fr{width:102px;height:58px;flex:none;border-radius:6px;background-size:cover;position:relative;overflow:hidden;box-shadow:0 0 0 1px rgba(255,255,255,.06)}
.fr.sel{box-shadow:0 0 0 2px #0e0d18,0 0 0 4px ${C.pink}}
.fr.sel{overflow:visible}.fr .cl{position:absolute;inset:0;border-radius:6px;overflow:hidden}
.fr small{z-index:2;position:absolute;left:5px;bottom:3px;font-size:9.5px;color:#fff;font-weight:700;text-shadow:0 1px 2px #000}
.scn{position:absolute;top:6px;height:23px;border-radius:6px;display:flex;align-items:center;padding:0 9px;font-size:11.5px;font-weight:700;color:#fff;background:color-mix(in srgb,var(--c) 30%,transparent);border-left:3px solid var(--c);white-space:nowrap;overflow:hidden}
.lyr{position:absolute;top:9px;height:26px;border-radius:7px;display:flex;align-items:center;padding:0 9px;font-size:12px;font-weight:700;white-space:nowrap;overflow:hidden}
.lyr.a{background:rgba(139,92,246,.22);box-shadow:inset 0 0 0 1px rgba(139,92,246,.55);color:#ddd6fe}
.lyr.b{background:rgba(236,72,153,.2);box-shadow:inset 0 0 0 1px rgba(236,72,153,.55);color:#fbcfe8}
.wv{position:absolute;left:8px;top:8px}
.region{position:absolute;top:4px;bottom:4px;border-radius:6px;background:rgba(236,72,153,.08);box-shadow:inset 0 0 0 1px rgba(236,72,153,.45)}
.beat{position:absolute;bottom:3px;width:2px;height:6px;border-radius:1px;background:rgba(245,158,11,.7)}
.ph{position:absolute;top:0;bottom:0;width:2px;background:#fff;box-shadow:0 0 12px rgba(236,72,153,.8)}
.ph:before{content:"";position:absolute;left:-7px;top:0;width:16px;height:18px;background:#fff;clip-path:polygon(0 0,100% 0,100% 60%,50% 100%,0 60%)}
.ph em{position:absolute;left:12px;top:2px;font-style:normal;font-size:11px;font-weight:700;background:var(--p);padding:1px 6px;border-radius:4px;white-space:nowrap}
`
  // timeline geometry
  const laneW = 1212 - 168
  const rulerTicks: string[] = []
  for (let i = 0; i <= 104; i++) {
    const x = i * 10
    const major = i % 10 === 0
    rulerTicks.push(`<i style="left:${x}px;height:${major ? 12 : i % 5 === 0 ? 8 : 5}px"></i>`)
    if (major) rulerTicks.push(`<span style="left:${x}px">0:${String(36 + i / 5).padStart(2, "0")}</span>`)
  }
  // Alternate wide shots of the neon scene with performer close-ups.
  const shots: [kind: "wide" | "close", a: string, b: string][] = [
    ["wide", "50% 50%", "100%"],
    ["close", "100", "40"],
    ["wide", "20% 40%", "180%"],
    ["close", "140", "30"],
    ["wide", "50% 45%", "150%"],
    ["close", "125", "30"],
    ["close", "170", "28"],
    ["wide", "80% 40%", "200%"],
    ["close", "110", "36"],
    ["wide", "50% 80%", "160%"],
  ]
  const frames = shots
    .map(([kind, a, b], i) => {
      const label = `<small>${1004 + i * 2}</small>`
      const sel = i === 5 ? " sel" : ""
      return kind === "wide"
        ? `<div class="fr img im-neon${sel}" style="background-position:${a};background-size:${b}">${label}</div>`
        : `<div class="fr${sel}"><div class="cl">${closeup(Number(a), Number(b))}</div>${label}</div>`
    })
    .join("")
  const lyrics: [number, number, string, string][] = [
    [8, 120, "Neon lights", "a"],
    [134, 96, "fading", "a"],
    [236, 150, "into you —", "b"],
    [420, 132, "city hums", "a"],
    [558, 110, "our song", "b"],
    [700, 170, "under the rain", "a"],
    [878, 150, "hold on", "b"],
  ]
  const lyr = lyrics.map(([x, w, t, c]) => `<div class="lyr ${c}" style="left:${x}px;width:${w}px">${t}</div>`).join("")
  const beats = Array.from({ length: 26 }, (_, i) => `<i class="beat" style="left:${12 + i * 40}px"></i>`).join("")
  const phX = 8 + 5 * 106 + 51
  const sceneBlocks: [number, number, string, string][] = [
    [8, 200, "Verse 2 · Rooftop", C.violet],
    [212, 430, "Close-ups · Nova", C.pink],
    [646, 250, "Pre-chorus · Skyline", C.cyan],
    [900, 200, "Chorus", C.amber],
  ]
  const scenes = sceneBlocks
    .map(([x, w, t, c]) => `<div class="scn" style="left:${x}px;width:${w}px;--c:${c}">${t}</div>`)
    .join("")

  const main = `<div class="ed">
<div class="upper">
  <div class="stage">
    <div class="vid">${closeup(125, 30)}
      <div class="tc">00:42.50 · F 1014</div>
      <div class="ls">${icon("mic", 13)}Lip-sync 98%</div>
      <div class="face"></div>
      <div class="cap">Neon lights <em>fading</em> into you</div>
    </div>
  </div>
  <div class="insp">
    <div class="tabs"><span class="on">Frame</span><span>Scene</span><span>Audio</span></div>
    <div class="fh"><div class="th">${closeup(125, 30)}</div><div><b style="font-size:14px">Frame 1,014</b><br><small>00:42.50 · Shot 12 of 38 · Verse 2</small></div></div>
    <div><div class="lbl">Prompt</div><div class="ta">Close-up of the singer on a rain-soaked neon rooftop, magenta rim light, chrome jacket, slow push-in</div></div>
    <div class="two"><div><div class="lbl">Shot</div><div class="field sel">Close-up${icon("chevron", 14)}</div></div><div><div class="lbl">Camera</div><div class="field sel">Push-in${icon("chevron", 14)}</div></div></div>
    <div class="lip"><div class="hd">${icon("mic", 15)}Lip-sync to vocals<div class="sp"></div><div class="tog on"></div></div>
      <div class="vis"><span>M</span><span class="on">OH</span><span>EE</span><span>F</span><span>AH</span><span>L</span></div></div>
    <div><div class="sl"><span class="muted">Style strength</span><b>72%</b></div><div class="slider"><i style="width:72%"></i><b style="left:72%"></b></div></div>
    <div class="acts"><div class="btn" style="flex:none">${icon("lock", 14)}Lock</div><div class="btn g">${icon("sparkles", 14)}Regenerate frame</div></div>
  </div>
</div>
<div class="tl">
  <div class="tbar">
    <div class="ib">${icon("back", 15)}</div><div class="play">${icon("pause", 15)}</div><div class="ib">${icon("fwd", 15)}</div>
    <div class="time">00:42.50 <span>/ 03:18.00</span></div>
    <div class="ib on">${icon("scissors", 15)}</div><div class="ib">${icon("magnet", 15)}</div><div class="ib">${icon("captions", 15)}</div><div class="ib">${icon("repeat", 15)}</div>
    <div class="sp"></div>
    <span class="badge">${icon("wave", 12)}128 BPM · E minor</span>
    <div class="zoom">${icon("zoomOut", 15)}<div class="slider"><i style="width:62%"></i><b style="left:62%"></b></div>${icon("zoomIn", 15)}</div>
  </div>
  <div class="tracks">
    <div class="heads">
      <div class="th_"></div>
      <div class="hd_" style="height:36px">${icon("layers", 15)}<b>Scenes</b><div class="r">${icon("eye", 14)}</div></div>
      <div class="hd_" style="height:75px">${icon("film", 15)}<b>Frames</b><div class="r">${icon("eye", 14)}${icon("lock", 14)}</div></div>
      <div class="hd_" style="height:45px">${icon("type", 15)}<b>Lyrics</b><div class="r">${icon("eye", 14)}</div></div>
      <div class="hd_" style="height:68px">${icon("mic", 15)}<b>Vocals</b><div class="r">${icon("volume", 14)}</div></div>
      <div class="hd_" style="height:52px">${icon("music", 15)}<b>Instrumental</b><div class="r">${icon("volume", 14)}</div></div>
    </div>
    <div class="lanes">
      <div class="ruler">${rulerTicks.join("")}</div>
      <div class="lane" style="height:36px">${scenes}</div>
      <div class="lane" style="height:75px"><div class="frames">${frames}</div></div>
      <div class="lane" style="height:45px">${lyr}</div>
      <div class="lane" style="height:68px"><div class="region" style="left:236px;width:150px"></div><div class="wv">${waveform(
        laneW - 16,
        52,
        260,
        5,
        "url(#vg)",
        vocalShape,
      )
        .replace("<svg ", `<svg style="overflow:visible" `)
        .replace(
          '">',
          `"><defs><linearGradient id="vg" x1="0" x2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset=".55" stop-color="${C.pink}"/><stop offset="1" stop-color="${C.amber}"/></linearGradient></defs>`,
        )}</div></div>
      <div class="lane" style="height:52px"><div class="wv" style="top:9px">${waveform(laneW - 16, 30, 300, 9, "rgba(34,211,238,.55)", musicShape, 0.35)}</div>${beats}</div>
      <div class="ph" style="left:${phX}px"><em>00:42.50</em></div>
    </div>
  </div>
</div>
</div>`
  return pageHtml(app("editor", top, main), css)
}

// ---------------------------------------------------------------------------
// 2. Real-time Preview — player with aspect-ratio switcher.

function realtimePreview(): string {
  const top = `<div class="crumb">${icon("folder", 15)}Projects<span class="faint">/</span><b>Festival Drop</b><span class="faint">/</span>Preview</div>
<div class="sp"></div>
<div class="seg"><span>${icon("phone", 14)}9:16</span><span class="on">${icon("monitor", 14)}16:9</span><span>${icon("square", 14)}1:1</span></div>
<div class="sp"></div>
<div class="btn">${icon("share", 15)}Share link</div><div class="btn g">${icon("download", 15)}Export</div>`
  const css = `
.pv{flex:1;display:flex;min-height:0}
.center{flex:1;display:flex;flex-direction:column;padding:22px 26px 20px;gap:16px;min-width:0}
.player{position:relative;border-radius:16px;overflow:hidden;height:484px;flex:none;box-shadow:0 40px 80px -40px rgba(0,0,0,.9),0 0 0 1px rgba(255,255,255,.06)}
.player .safe{position:absolute;inset:7% 5%;border:1px dashed rgba(255,255,255,.32);border-radius:6px}
.player .live{position:absolute;left:16px;top:14px;display:flex;align-items:center;gap:8px;font-size:12px;font-weight:700;padding:6px 10px;border-radius:8px;background:rgba(10,10,18,.62);backdrop-filter:blur(6px)}
.player .live i{width:8px;height:8px;border-radius:50%;background:#34d399;box-shadow:0 0 10px #34d399}
.player .fps{position:absolute;right:16px;top:14px;font-size:12px;font-weight:700;padding:6px 10px;border-radius:8px;background:rgba(10,10,18,.62);color:var(--m)}
.player .cap{position:absolute;left:50%;bottom:122px;transform:translateX(-50%);font-size:26px;font-weight:700;padding:6px 16px;border-radius:9px;background:rgba(10,10,18,.55);white-space:nowrap}
.player .cap em{font-style:normal;color:#fcd34d}
.ctl{position:absolute;left:0;right:0;bottom:0;padding:40px 20px 16px;background:linear-gradient(180deg,transparent,rgba(10,10,18,.92))}
.prog{position:relative;height:6px;border-radius:99px;background:rgba(255,255,255,.16)}
.prog .buf{position:absolute;left:0;top:0;bottom:0;width:61%;border-radius:99px;background:rgba(255,255,255,.22)}
.prog .fill{position:absolute;left:0;top:0;bottom:0;width:39%;border-radius:99px;background:var(--gh)}
.prog .knob{position:absolute;left:39%;top:50%;width:16px;height:16px;margin:-8px 0 0 -8px;border-radius:50%;background:#fff;box-shadow:0 0 0 5px rgba(236,72,153,.3)}
.prog .mk{position:absolute;top:-3px;width:3px;height:12px;border-radius:2px;background:rgba(255,255,255,.7)}
.prog .tip{position:absolute;left:39%;top:-40px;transform:translateX(-50%);font-size:11px;font-weight:700;padding:4px 8px;border-radius:6px;background:#fff;color:#0a0a12;white-space:nowrap}
.row{display:flex;align-items:center;gap:12px;margin-top:14px}
.row .time{font-weight:700;font-variant-numeric:tabular-nums}
.row .time span{color:var(--m);font-weight:400}
.row .ib{color:#fff}
.play{width:40px;height:40px;border-radius:50%;background:#fff;color:#0a0a12;display:flex;align-items:center;justify-content:center}
.vol{width:80px;height:4px;border-radius:99px;background:rgba(255,255,255,.2);position:relative}.vol i{position:absolute;left:0;top:0;bottom:0;width:70%;background:#fff;border-radius:99px}
.formats{display:flex;gap:14px;flex:1;min-height:136px}
.secs{background:var(--s1);border:1px solid var(--b);border-radius:14px;padding:10px 14px 12px;position:relative}
.secs .lbls{display:flex;gap:3px;margin-bottom:7px}
.secs .lbls span{font-size:11px;font-weight:700;color:var(--m);padding:3px 0 3px 8px;border-left:2px solid var(--c);background:linear-gradient(90deg,color-mix(in srgb,var(--c) 22%,transparent),transparent);border-radius:3px}
.secs .lbls span.on{color:#fff}
.secs .phl{position:absolute;top:8px;bottom:8px;width:2px;background:#fff;border-radius:2px;box-shadow:0 0 10px rgba(236,72,153,.9)}
.fmt{flex:1;background:var(--s1);border:1px solid var(--b);border-radius:14px;padding:12px;display:flex;gap:14px;align-items:center}
.fmt.on{border-color:rgba(236,72,153,.55);box-shadow:0 0 0 3px rgba(236,72,153,.12)}
.fmt .th{border-radius:8px;background-size:cover;flex:none;box-shadow:0 0 0 1px rgba(255,255,255,.08)}
.fmt .meta{display:flex;flex-direction:column;gap:6px;min-width:0}
.fmt .meta b{font-size:14px}
.st{display:inline-flex;align-items:center;gap:6px;font-size:11.5px;font-weight:700}
.st.ok{color:#6ee7b7}.st.run{color:#f9a8d4}.st.q{color:var(--m)}
.mini{height:5px;border-radius:99px;background:var(--s3);overflow:hidden;width:120px}.mini i{display:block;height:100%;background:var(--gh)}
.rp{width:300px;flex:none;border-left:1px solid var(--b);background:var(--s0);padding:18px;display:flex;flex-direction:column;gap:16px}
.opt{display:flex;align-items:center;gap:10px;padding:10px 12px;border-radius:10px;background:var(--s1);border:1px solid var(--b)}
.opt .ic{color:var(--m)}
.opt .tx{flex:1}
.opt .tx small{display:block;margin-top:2px}
.q2{display:flex;gap:6px}.q2 span{flex:1;text-align:center;padding:8px 0;border-radius:8px;background:var(--s1);border:1px solid var(--b);font-weight:700;color:var(--m);font-size:12.5px}
.q2 span.on{background:rgba(139,92,246,.16);border-color:rgba(139,92,246,.55);color:#e9e3ff}
.stat{display:flex;justify-content:space-between;font-size:12.5px;padding:6px 0;border-bottom:1px dashed var(--b)}
.stat span{color:var(--m)}
`
  const markers = [8, 21, 33, 52, 68, 84].map((p) => `<i class="mk" style="left:${p}%"></i>`).join("")
  const secList: [string, number, string, boolean?][] = [
    ["Intro", 8, C.cyan],
    ["Verse 1", 13, C.violet],
    ["Build", 12, C.pink],
    ["Drop", 19, C.amber, true],
    ["Verse 2", 16, C.violet],
    ["Drop 2", 16, C.amber],
    ["Outro", 16, C.cyan],
  ]
  const sections = secList
    .map(([t, w, c, on]) => `<span${on ? ' class="on"' : ""} style="width:${w}%;--c:${c}">${t}</span>`)
    .join("")
  const main = `<div class="pv">
<div class="center">
  <div class="player img im-festival" style="background-position:50% 40%">
    <div class="safe"></div>
    <div class="live"><i></i>Live preview · synced to audio</div>
    <div class="fps">1080p · 24 fps</div>
    <div class="cap">Hands up when the <em>bass drops</em></div>
    <div class="ctl">
      <div class="prog"><div class="buf"></div><div class="fill"></div>${markers}<div class="tip">01:12 · Drop</div><div class="knob"></div></div>
      <div class="row"><div class="play">${icon("pause", 18)}</div><div class="ib">${icon("back", 16)}</div><div class="ib">${icon("fwd", 16)}</div>
      <div class="time">01:12 <span>/ 03:05</span></div><div class="sp"></div>
      ${icon("volume", 17, ' style="color:#fff"')}<div class="vol"><i></i></div>${icon("captions", 17, ' style="color:#fff"')}${icon("repeat", 17, ' style="color:#fff"')}${icon("expand", 17, ' style="color:#fff"')}</div>
    </div>
  </div>
  <div class="secs"><div class="lbls">${sections}</div>${waveform(806, 30, 230, 33, "rgba(165,163,184,.55)", musicShape, 0.4).replace("<svg ", '<svg style="display:block" ')}<div class="phl" style="left:${14 + 806 * 0.39}px"></div></div>
  <div class="formats">
    <div class="fmt"><div class="th img im-festival" style="width:62px;height:110px;background-position:50% 40%;background-size:auto 100%"></div><div class="meta"><b>9:16 Vertical</b><small>TikTok · Reels · Shorts</small><span class="st ok">${icon("check", 13)}Ready</span></div></div>
    <div class="fmt on"><div class="th img im-festival" style="width:150px;height:84px"></div><div class="meta"><b>16:9 Widescreen</b><small>YouTube · Website</small><span class="st run">${icon("loader", 13)}Rendering 64%</span><div class="mini"><i style="width:64%"></i></div></div></div>
    <div class="fmt"><div class="th img im-festival" style="width:96px;height:96px;background-position:50% 50%;background-size:auto 100%"></div><div class="meta"><b>1:1 Square</b><small>Instagram feed</small><span class="st q">${icon("clock", 13)}Queued</span></div></div>
  </div>
</div>
<div class="rp">
  <div><div class="lbl">Preview quality</div><div class="q2"><span>Draft</span><span class="on">Full HD</span><span>4K</span></div></div>
  <div><div class="lbl">Overlays</div>
  <div style="display:flex;flex-direction:column;gap:8px">
    <div class="opt">${icon("mic", 16)}<div class="tx"><b>Lip-sync guides</b><small>Show mouth tracking</small></div><div class="tog"></div></div>
    <div class="opt">${icon("crop", 16)}<div class="tx"><b>Safe zones</b><small>Platform UI margins</small></div><div class="tog on"></div></div>
    <div class="opt">${icon("captions", 16)}<div class="tx"><b>Lyrics captions</b><small>Animated, karaoke style</small></div><div class="tog on"></div></div>
  </div></div>
  <div><div class="lbl">Now playing</div>
    <div class="stat"><span>Scene</span><b>Drop · Lasers</b></div>
    <div class="stat"><span>Section</span><b>Chorus 2</b></div>
    <div class="stat"><span>Tempo</span><b>128 BPM</b></div>
    <div class="stat"><span>Sync offset</span><b>+0 ms</b></div>
  </div>
  <div style="margin-top:auto" class="btn g">${icon("sparkles", 15)}Apply changes to all formats</div>
</div>
</div>`
  return pageHtml(app("editor", top, main), css)
}

// ---------------------------------------------------------------------------
// 3. Smart Asset Library — searchable grid of generated scenes + characters.

function assetLibrary(): string {
  const top = `<div class="crumb">${icon("grid", 15)}<b>Asset Library</b></div>
<div class="sp"></div>
<div class="search">${icon("search", 15)}Search everything<kbd>⌘K</kbd></div>
<div class="btn sq">${icon("bell", 16)}</div>
<div class="btn g">${icon("sparkles", 15)}Generate asset</div>`
  const css = `
.lib{flex:1;padding:22px 26px;display:flex;flex-direction:column;gap:16px;min-height:0;position:relative}
.hdr{display:flex;align-items:flex-end;gap:16px}
.hdr h1{font-size:24px;letter-spacing:-.5px}
.hdr p{color:var(--m);margin-top:4px}
.big{display:flex;align-items:center;gap:10px;height:44px;padding:0 14px;border-radius:12px;background:var(--s1);border:1px solid rgba(139,92,246,.55);box-shadow:0 0 0 4px rgba(139,92,246,.12);font-size:14px;flex:1}
.big .ic{color:#c4b5fd}
.big .ai{margin-left:auto;display:inline-flex;align-items:center;gap:6px;font-size:11.5px;font-weight:700;color:#e9e3ff;background:rgba(139,92,246,.22);padding:4px 9px;border-radius:99px}
.caret{display:inline-block;width:1.5px;height:18px;background:#fff;margin-left:1px;vertical-align:-3px}
.chips{display:flex;gap:8px;align-items:center}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.card{background:var(--s1);border:1px solid var(--b);border-radius:14px;overflow:hidden;position:relative}
.card.picked{border-color:rgba(236,72,153,.8);box-shadow:0 0 0 3px rgba(236,72,153,.18)}
.card .th{height:146px;background-size:cover;position:relative}
.card .kind{position:absolute;left:9px;top:9px;display:inline-flex;align-items:center;gap:5px;font-size:10.5px;font-weight:700;padding:3px 7px;border-radius:6px;background:rgba(10,10,18,.65)}
.card .ck{position:absolute;right:9px;top:9px;width:20px;height:20px;border-radius:6px;border:1.5px solid rgba(255,255,255,.7);background:rgba(10,10,18,.35)}
.card.picked .ck{background:var(--p);border-color:var(--p);display:flex;align-items:center;justify-content:center}
.card .dur{position:absolute;right:9px;bottom:9px;font-size:10.5px;font-weight:700;padding:2px 6px;border-radius:5px;background:rgba(10,10,18,.65)}
.card .bd{padding:10px 12px 12px}
.card .nm{display:flex;align-items:center;justify-content:space-between;font-weight:700;font-size:13.5px}
.card .nm .ic{color:var(--f)}
.card .tags{display:flex;gap:5px;margin-top:8px;flex-wrap:nowrap;overflow:hidden}
.card .meta{font-size:11.5px;color:var(--f);margin-top:7px}
.fab{position:absolute;left:50%;bottom:22px;transform:translateX(-50%);display:flex;align-items:center;gap:12px;padding:9px 10px 9px 16px;border-radius:14px;background:rgba(28,26,46,.92);border:1px solid var(--b2);box-shadow:0 20px 40px -12px rgba(0,0,0,.8);white-space:nowrap}
.fab .n{display:inline-flex;width:22px;height:22px;border-radius:50%;background:var(--p);align-items:center;justify-content:center;font-size:12px;font-weight:700}
`
  const cards: [string, string, string, string, string[], string, boolean?][] = [
    ["neon", "50% 40%", "180%", "Neon rooftop", ["neon", "night", "rain"], "Scene · used in 3 videos", true],
    ["nova", "50% 40%", "cover", "Nova", ["character", "lip-sync"], "Character · 14 poses", true],
    ["golden", "70% 55%", "170%", "Golden ridge", ["warm", "sunset"], "Scene · 1 video"],
    ["lofi", "20% 30%", "230%", "Rainy window", ["lo-fi", "cosy"], "Scene · 2 videos"],
    ["kai", "50% 40%", "cover", "Kai", ["character", "streetwear"], "Character · 9 poses"],
    ["festival", "50% 25%", "170%", "Laser stage", ["edm", "crowd"], "Scene · 2 videos"],
    ["neon", "15% 30%", "300%", "Chrome skyline", ["neon", "city"], "Background loop"],
    ["lumen", "50% 40%", "cover", "Lumen", ["character", "ballad"], "Character · 11 poses"],
    ["golden", "85% 55%", "320%", "Sun flare", ["warm", "overlay"], "Overlay · 4 s"],
    ["echo", "50% 40%", "cover", "Echo", ["character", "dj"], "Character · 6 poses"],
    ["lofi", "85% 40%", "260%", "Desk lamp", ["lo-fi", "props"], "Prop set · 12 items"],
    ["festival", "50% 95%", "160%", "Crowd hands", ["crowd", "silhouette"], "Scene · 1 video"],
  ]
  const grid = cards
    .map(([im, pos, size, name, tags, meta, sel]) => {
      const isChar = ["nova", "kai", "lumen", "echo"].includes(im)
      const kind = isChar
        ? `${icon("user", 11)}Character`
        : meta.startsWith("Overlay")
          ? `${icon("layers", 11)}Overlay`
          : meta.startsWith("Prop")
            ? `${icon("image", 11)}Props`
            : `${icon("image", 11)}Scene`
      return `<div class="card${sel ? " picked" : ""}"><div class="th img im-${im}" style="background-position:${pos};background-size:${size}"><span class="kind">${kind}</span><span class="ck">${sel ? icon("check", 13, ' style="color:#fff"') : ""}</span>${meta.includes("loop") || meta.startsWith("Overlay") ? '<span class="dur">0:04</span>' : ""}</div>
<div class="bd"><div class="nm">${name}${icon("heart", 15)}</div><div class="tags">${tags.map((t) => `<span class="tag">#${t}</span>`).join("")}</div><div class="meta">${meta}</div></div></div>`
    })
    .join("")
  const main = `<div class="lib">
<div class="hdr"><div><h1>Smart Asset Library</h1><p>248 generated scenes, characters and props · searchable by mood, colour and lyric</p></div><div class="sp"></div>
<div class="seg"><span class="on">${icon("grid", 14)}Grid</span><span>${icon("list", 14)}List</span></div></div>
<div style="display:flex;gap:12px"><div class="big">${icon("search", 18)}<span>neon night scenes with rain<span class="caret"></span></span><span class="ai">${icon("sparkles", 12)}Semantic search</span></div>
<div class="btn" style="height:44px">${icon("filter", 15)}Filters</div><div class="btn" style="height:44px">${icon("clock", 15)}Recent${icon("chevron", 14)}</div></div>
<div class="chips"><span class="chip on">All · 248</span><span class="chip">${icon("image", 13)}Scenes · 126</span><span class="chip">${icon("user", 13)}Characters · 18</span><span class="chip">${icon("layers", 13)}Overlays · 64</span><span class="chip">${icon("tag", 13)}Props · 40</span><div class="sp"></div><span class="faint">Colour</span>
<span style="display:flex;gap:6px">${[C.violet, C.pink, C.amber, C.cyan, "#34d399"].map((c) => `<i style="width:18px;height:18px;border-radius:50%;background:${c};box-shadow:0 0 0 2px var(--bg),0 0 0 3px ${c === C.pink ? "#fff" : "transparent"}"></i>`).join("")}</span></div>
<div class="grid">${grid}</div>
<div class="fab"><span class="n">2</span><b>selected</b><span class="faint">·</span><div class="btn">${icon("film", 14)}Add to timeline</div><div class="btn">${icon("wand", 14)}Variations</div><div class="btn g">${icon("sparkles", 14)}Use in new video</div></div>
</div>`
  return pageHtml(app("library", top, main), css)
}

// ---------------------------------------------------------------------------
// 4. Quick Video Generation — upload, style, generate, progress.

function quickGeneration(): string {
  const top = `<div class="crumb">${icon("sparkles", 15)}<b>New video</b></div>
<div class="sp"></div>
<div class="steps"><span class="done">${icon("check", 12)}</span>Upload<i></i><span class="done">${icon("check", 12)}</span>Style<i></i><span class="cur">3</span><b>Generate</b></div>
<div class="sp"></div>
<div class="btn sq">${icon("bell", 16)}</div><div class="av img im-lumen"></div>`
  const css = `
.steps{display:flex;align-items:center;gap:8px;color:var(--m);font-size:13px}
.steps span{width:22px;height:22px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:11.5px;font-weight:700}
.steps span.done{background:rgba(52,211,153,.16);color:#6ee7b7;box-shadow:inset 0 0 0 1px rgba(52,211,153,.5)}
.steps span.cur{background:var(--g);color:#fff}
.steps i{width:34px;height:1px;background:var(--b2)}
.gen{flex:1;display:flex;gap:20px;padding:22px 26px;min-height:0}
.form{flex:1;display:flex;flex-direction:column;gap:16px;min-width:0}
.form h1{font-size:24px;letter-spacing:-.5px}
.form h1+p{color:var(--m);margin-top:4px}
.card{background:var(--s1);border:1px solid var(--b);border-radius:14px;padding:16px}
.ct{display:flex;align-items:center;gap:8px;font-weight:700;font-size:14px;margin-bottom:12px}
.ct .n{width:20px;height:20px;border-radius:6px;background:var(--s3);display:flex;align-items:center;justify-content:center;font-size:11px;color:var(--m)}
.ct .r{margin-left:auto;font-weight:400;font-size:12px;color:var(--m)}
.track{display:flex;align-items:center;gap:14px;padding:12px 14px;border:1px dashed rgba(139,92,246,.6);border-radius:12px;background:rgba(139,92,246,.06)}
.cover{width:52px;height:52px;border-radius:10px;flex:none}
.track .wv{flex:1;min-width:0}
.track .ok{display:inline-flex;align-items:center;gap:5px;color:#6ee7b7;font-size:12px;font-weight:700}
.facts{display:flex;gap:8px;margin-top:10px}
.styles{display:grid;grid-template-columns:repeat(6,1fr);gap:10px}
.sty{border-radius:11px;overflow:hidden;background:var(--s0);border:1px solid var(--b);position:relative}
.sty .th{height:138px;background-size:cover}
.prompt{display:flex;align-items:center;gap:10px;margin-top:12px;padding:10px 12px;border-radius:10px;background:var(--s0);border:1px solid var(--b);color:var(--f)}
.prompt .ic{color:#c4b5fd}
.prompt span.u{color:#dcdaf0}
.sty .nm{padding:7px 9px;font-size:12px;font-weight:700}
.sty.on{border-color:transparent;box-shadow:0 0 0 2px ${C.pink},0 0 24px -4px rgba(236,72,153,.6)}
.sty.on:after{content:"";position:absolute;right:7px;top:7px;width:20px;height:20px;border-radius:50%;background:${C.pink} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E") center/12px no-repeat}
.opts{display:grid;grid-template-columns:1fr 1fr 1fr;gap:12px}
.perf{display:flex;align-items:center;gap:10px}
.perf .av{width:26px;height:26px;box-shadow:none}
.go{height:56px;border-radius:14px;background:var(--g);display:flex;align-items:center;justify-content:center;gap:10px;font-size:17px;font-weight:700;box-shadow:0 18px 40px -14px rgba(236,72,153,.85),inset 0 1px 0 rgba(255,255,255,.3)}
.fine{display:flex;align-items:center;justify-content:center;gap:8px;color:var(--f);font-size:12px;margin-top:-4px}
.go small{color:rgba(255,255,255,.8);font-weight:400;font-size:12.5px;margin-left:6px}
.side2{width:360px;flex:none;display:flex;flex-direction:column;gap:16px}
.prog{background:linear-gradient(180deg,rgba(139,92,246,.12),rgba(19,18,31,1) 60%);border:1px solid var(--b);border-radius:16px;padding:18px}
.prog .hd{display:flex;align-items:center;gap:8px;font-size:12px;color:var(--m)}
.prog .pct{font-size:40px;font-weight:700;letter-spacing:-1.5px;margin:10px 0 2px}
.prog .bar{height:10px;margin:14px 0 8px}
.prog .bar i{position:relative;box-shadow:0 0 16px rgba(236,72,153,.6)}
.stage{display:flex;align-items:center;gap:10px;padding:8px 0;font-size:13px}
.stage .s{width:22px;height:22px;border-radius:50%;display:flex;align-items:center;justify-content:center;flex:none}
.stage.d .s{background:rgba(52,211,153,.16);color:#6ee7b7}
.stage.r .s{background:rgba(236,72,153,.18);color:#f9a8d4}
.stage.q .s{background:var(--s2);color:var(--f)}
.stage.q{color:var(--f)}
.stage .t{margin-left:auto;font-size:11.5px;color:var(--f);font-variant-numeric:tabular-nums}
.shots{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.shot{height:62px;border-radius:8px;background-size:cover}
.shot.p{background:linear-gradient(110deg,var(--s2) 30%,var(--s3) 50%,var(--s2) 70%);box-shadow:inset 0 0 0 1px var(--b)}
`
  const styles: [string, string, string, boolean?][] = [
    ["neon", "Synthwave", "50% 45%", true],
    ["golden", "Cinematic", "40% 50%"],
    ["lofi", "Lo-fi Anime", "55% 50%"],
    ["festival", "Festival", "50% 40%"],
    ["nova", "Performer", "50% 40%"],
    ["kai", "Street", "50% 40%"],
  ]
  const sty = styles
    .map(
      ([im, nm, pos, on]) =>
        `<div class="sty${on ? " on" : ""}"><div class="th img im-${im}" style="background-position:${pos}"></div><div class="nm">${nm}</div></div>`,
    )
    .join("")
  const shotCrops: [string, string][] = [
    ["50% 40%", "200%"],
    ["20% 40%", "260%"],
    ["50% 36%", "420%"],
    ["80% 40%", "220%"],
    ["50% 80%", "170%"],
    ["35% 55%", "300%"],
    ["65% 30%", "240%"],
    ["50% 50%", "120%"],
  ]
  const shots = shotCrops
    .map(([pos, size]) => `<div class="shot img im-neon" style="background-position:${pos};background-size:${size}"></div>`)
    .join("")
  const main = `<div class="gen">
<div class="form">
  <div><h1>Turn your track into a music video</h1><p>Three steps, about two minutes. You can fine-tune every frame afterwards.</p></div>
  <div class="card"><div class="ct"><span class="n">1</span>Your track<span class="r">MP3, WAV, FLAC · up to 10 min</span></div>
    <div class="track"><div class="cover img im-neon" style="background-size:300%;background-position:50% 40%"></div>
      <div style="min-width:170px"><b style="font-size:14px">midnight-drive.wav</b><br><small>3:18 · 44.1 kHz · 38.2 MB</small><br><span class="ok">${icon("check", 13)}Uploaded</span></div>
      <div class="wv">${waveform(440, 44, 150, 21, "url(#wg)", vocalShape).replace('">', `"><defs><linearGradient id="wg" x1="0" x2="1"><stop offset="0" stop-color="${C.violet}"/><stop offset=".55" stop-color="${C.pink}"/><stop offset="1" stop-color="${C.amber}"/></linearGradient></defs>`)}</div>
      <div class="btn sq">${icon("x", 15)}</div></div>
    <div class="facts"><span class="tag">${"♪"} 128 BPM</span><span class="tag">E minor</span><span class="tag">Vocals isolated</span><span class="tag">42 lyric lines detected</span><span class="tag">Chorus at 0:48</span></div>
  </div>
  <div class="card"><div class="ct"><span class="n">2</span>Visual style<span class="r">or describe your own</span></div><div class="styles">${sty}</div><div class="prompt">${icon("wand", 16)}<span class="u">Add a twist:</span>rain-soaked rooftop, chrome jacket, slow camera push-ins on the chorus</div></div>
  <div class="opts">
    <div><div class="lbl">Format</div><div class="seg" style="width:100%"><span class="on" style="flex:1;justify-content:center">9:16</span><span style="flex:1;justify-content:center">16:9</span><span style="flex:1;justify-content:center">1:1</span></div></div>
    <div><div class="lbl">Lip-sync performer</div><div class="field sel" style="height:36px;padding:0 10px"><span class="perf"><span class="av img im-nova"></span>Nova</span>${icon("chevron", 14)}</div></div>
    <div><div class="lbl">Length</div><div class="field sel" style="height:36px;padding:0 10px">Full track · 3:18${icon("chevron", 14)}</div></div>
  </div>
  <div class="go">${icon("sparkles", 20)}Generate video<small>≈ 6 render minutes</small></div>
  <div class="fine">${icon("lock", 12)}Your track stays private · you keep all rights to the video</div>
</div>
<div class="side2">
  <div class="prog">
    <div class="hd">${icon("loader", 14, ' style="color:#f9a8d4"')}Rendering · midnight-drive · Synthwave<div class="sp"></div>${icon("more", 16)}</div>
    <div class="pct">Rendering <span class="gtext">72%</span></div>
    <small>About 1 min 20 s left · 9:16 · 1080×1920</small>
    <div class="bar"><i style="width:72%"></i></div>
    <div class="stage d"><span class="s">${icon("check", 13)}</span>Analysing audio & lyrics<span class="t">0:08</span></div>
    <div class="stage d"><span class="s">${icon("check", 13)}</span>Writing storyboard · 38 shots<span class="t">0:21</span></div>
    <div class="stage d"><span class="s">${icon("check", 13)}</span>Generating scenes<span class="t">1:46</span></div>
    <div class="stage r"><span class="s">${icon("loader", 13)}</span><b>Lip-syncing vocals</b><span class="t">27 / 38</span></div>
    <div class="stage q"><span class="s">${icon("clock", 13)}</span>Final render & audio mix<span class="t">queued</span></div>
  </div>
  <div class="card"><div class="ct">${icon("film", 15)}Shots so far<span class="r">27 of 38</span></div><div class="shots">${shots}<div class="shot p"></div></div></div>
  <div class="btn" style="justify-content:center;height:40px">${icon("play", 14)}Preview while rendering</div>
</div>
</div>`
  return pageHtml(app("generate", top, main), css)
}

let currentImages: ImageSet = {}

function pageHtml(body: string, css: string): string {
  return htmlDoc(body, CSS + imageCss(currentImages) + css, UI_W, UI_H)
}

export const INTERFACE_VIEWS: [slug: string, build: () => string][] = [
  ["frame-by-frame-control", frameByFrame],
  ["real-time-preview", realtimePreview],
  ["smart-asset-library", assetLibrary],
  ["quick-video-generation", quickGeneration],
]

export function interfaceHtml(slug: string, images: ImageSet): string {
  currentImages = images
  const view = INTERFACE_VIEWS.find(([s]) => s === slug)
  if (!view) throw new Error(`unknown view ${slug}`)
  return view[1]()
}

export async function generateInterface(browser: Browser, images: ImageSet): Promise<void> {
  for (const [slug] of INTERFACE_VIEWS) {
    log(`interface: ${slug}`)
    const png = await renderHtml(browser, interfaceHtml(slug, images), { width: UI_W, height: UI_H, scale: 1 })
    const opts = { avifQuality: 60, webpQuality: 72, avifChroma444: true }
    await emitImage(png, `interface/${slug}-1440`, 1440, 900, ["avif", "webp"], opts)
    await emitImage(png, `interface/${slug}-720`, 720, 450, ["avif", "webp"], opts)
  }
}
