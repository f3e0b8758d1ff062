// Makes the site's own videos from its own artwork, so no footage is borrowed:
//   - a 10 s preview clip per example card, from the example thumbnails
//     (slow zoom and pan, light sweeps, pulses on the beat, a synthesized
//     music bed), each with the WebVTT caption files of its captions in every language
//     (scripts/media/captions.ts, from app/content/examples.ts and its translations);
//   - the product walkthrough from the four interface screenshots
//     (crossfades, gentle zoom, step captions, a music bed) and its poster.
// Reads public/media/examples/*-960.webp and public/media/interface/*-1440.webp
// (made by the other media scripts), so run it after them:
//   npx node scripts/media/videos.ts [examples|walkthrough]   (both by default)
// It adds its files to the `files` of public/media/manifest.json, keeping the other entries.
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { writeExampleCaptions, writeWalkthroughCaptions } from "./captions.ts"
import { CROSSFADE_SECONDS, STEP_SECONDS, onScreenSteps } from "#app/content/walkthrough.ts"
import { type ManifestEntry, MEDIA_DIR, PUBLIC_DIR, log, run } from "./lib.ts"

const FPS = 25
const FONT = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
const EXAMPLE_SIZE = { width: 960, height: 540 }
const EXAMPLE_SECONDS = 10
const EXAMPLE_MAX_BYTES = 600 * 1024
const WALKTHROUGH_SIZE = { width: 1280, height: 720 }
const WALKTHROUGH_MAX_BYTES = 1024 * 1024

type Example = {
  slug: string
  bpm: number
  /** Root notes (Hz) of the chord loop, one chord a bar. */
  chords: number[]
  /** Strength of the kick drum, 0 for none. */
  kick: number
  hats: number
  /** Colour of the light sweeping across the frame. */
  light: string
  /** Pan direction of the slow camera move, -1 or 1. */
  pan: -1 | 1
}

// Each clip gets a music bed in the spirit of its genre (see app/content/examples.ts).
const EXAMPLES: Example[] = [
  {
    slug: "neon-nights",
    bpm: 110,
    chords: [220, 174.61, 261.63, 196],
    kick: 1,
    hats: 0.6,
    light: "#f9a8d4",
    pan: 1,
  },
  {
    slug: "golden-hour-ballad",
    bpm: 72,
    chords: [196, 146.83, 164.81, 130.81],
    kick: 0.35,
    hats: 0,
    light: "#fcd34d",
    pan: -1,
  },
  {
    slug: "lo-fi-study-session",
    bpm: 80,
    chords: [174.61, 164.81, 146.83, 130.81],
    kick: 0.7,
    hats: 0.35,
    light: "#a5f3fc",
    pan: 1,
  },
  {
    slug: "festival-drop",
    bpm: 128,
    chords: [220, 220, 174.61, 196],
    kick: 1.2,
    hats: 1,
    light: "#ffffff",
    pan: -1,
  },
]

// The step titles written on screen, and the steps' timing, are app/content/walkthrough.ts's, which
// its captions in every language follow.
const STEPS = ["quick-video-generation", "real-time-preview", "frame-by-frame-control", "smart-asset-library"].map((slug, i) => ({
  slug,
  caption: `${i + 1}  ${onScreenSteps[i]}`,
}))

/**
 * A music bed as an ffmpeg aevalsrc expression: a pad on the chord loop
 * (windowed per bar so chord changes do not click), a bass note and a kick on
 * every beat, and hi-hats on the off-beats.
 */
function musicBed({ bpm, chords, kick, hats }: Pick<Example, "bpm" | "chords" | "kick" | "hats">, seconds: number) {
  const beat = 60 / bpm
  const bar = beat * 4
  const loop = bar * chords.length
  const root = chords.reduceRight<string>(
    (otherwise, freq, i) =>
      i === chords.length - 1 ? String(freq) : `if(lt(mod(t,${loop}),${bar * (i + 1)}),${freq},${otherwise})`,
    "",
  )
  const f = `(${root})`
  const inBar = `mod(t,${bar})`
  const inBeat = `mod(t,${beat})`
  const window = `pow(sin(PI*${inBar}/${bar}),0.6)`
  const pad = `0.07*${window}*(sin(2*PI*${f}*t)+0.7*sin(2*PI*${f}*1.25992*t)+0.6*sin(2*PI*${f}*1.49831*t)+0.25*sin(2*PI*${f}*2*t+0.4*sin(2*PI*5*t)))`
  const bass = `0.16*sin(2*PI*${f}/2*t)*exp(-3*${inBeat})*(1-exp(-60*${inBeat}))`
  const kickPart = kick ? `${0.5 * kick}*sin(2*PI*(48+110*exp(-28*${inBeat}))*${inBeat})*exp(-9*${inBeat})` : "0"
  const hatPart = hats ? `${0.045 * hats}*(2*random(0)-1)*exp(-45*mod(t+${beat / 2},${beat}))` : "0"
  const fade = `min(1,t/0.8)*min(1,(${seconds}-t)/1.2)`
  return `aevalsrc='(${pad}+${bass}+${kickPart}+${hatPart})*${fade}':s=44100:d=${seconds}`
}

const x264 = ["-c:v", "libx264", "-preset", "slow", "-profile:v", "high", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
const aac = ["-c:a", "aac", "-b:a", "64k", "-ac", "2"]

/** A soft diagonal band of light with transparency, swept across the frame. */
async function lightBand(file: string, color: string, height: number) {
  const width = Math.round(height * 0.7)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${color}" stop-opacity="0"/>
<stop offset="0.5" stop-color="${color}" stop-opacity="0.32"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>
<polygon points="${width * 0.35},0 ${width},0 ${width * 0.65},${height} 0,${height}" fill="url(#g)"/></svg>`
  await sharp(Buffer.from(svg)).png().toFile(file)
  return width
}

async function makeExample(example: Example, work: string) {
  const { width, height } = EXAMPLE_SIZE
  const source = path.join(MEDIA_DIR, "examples", `${example.slug}-960.webp`)
  const still = path.join(work, `${example.slug}.png`)
  // Zoompan rounds to whole pixels: working on a 3x larger still keeps the move smooth.
  await sharp(source)
    .resize(width * 3, height * 3, { fit: "cover", kernel: "lanczos3" })
    .png()
    .toFile(still)
  const band = path.join(work, `${example.slug}-band.png`)
  const bandWidth = await lightBand(band, example.light, height)
  const beat = 60 / example.bpm
  const frames = EXAMPLE_SECONDS * FPS
  const beatPulse = `exp(-10*mod(on/${FPS},${beat}))`
  const zoom = `1.04+0.10*on/${frames}+0.012*${beatPulse}`
  const panX = `(iw-iw/zoom)*(0.5+${0.35 * example.pan}*(on/${frames}-0.5))`
  const sweep = `mod(t*${(width + bandWidth) / 3.2},${width + bandWidth * 2})-${bandWidth}`
  const video =
    `[0:v]zoompan=z='${zoom}':x='${panX}':y='(ih-ih/zoom)/2':d=1:s=${width}x${height}:fps=${FPS},` +
    `eq=brightness='0.05*exp(-8*mod(t,${beat}))':saturation=1.08:eval=frame[base];` +
    `[base][1:v]overlay=x='${sweep}':y=0:format=auto:shortest=1,` +
    `fade=t=in:st=0:d=0.6,fade=t=out:st=${EXAMPLE_SECONDS - 0.8}:d=0.8,format=yuv420p[v]`
  const out = path.join(MEDIA_DIR, "examples", `${example.slug}.mp4`)
  await run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-loop",
    "1",
    "-framerate",
    String(FPS),
    "-t",
    String(EXAMPLE_SECONDS),
    "-i",
    still,
    "-loop",
    "1",
    "-framerate",
    String(FPS),
    "-t",
    String(EXAMPLE_SECONDS),
    "-i",
    band,
    "-f",
    "lavfi",
    "-i",
    musicBed(example, EXAMPLE_SECONDS),
    "-filter_complex",
    video,
    "-map",
    "[v]",
    "-map",
    "2:a",
    ...x264,
    "-crf",
    "28",
    "-maxrate",
    "360k",
    "-bufsize",
    "360k",
    "-g",
    String(FPS * 2),
    ...aac,
    "-t",
    String(EXAMPLE_SECONDS),
    out,
  ])
  return out
}

async function makeWalkthrough(work: string) {
  const { width, height } = WALKTHROUGH_SIZE
  const inputs: string[] = []
  const chains: string[] = []
  const frames = Math.round(STEP_SECONDS * FPS)
  for (const [i, step] of STEPS.entries()) {
    const still = path.join(work, `${step.slug}.png`)
    await sharp(path.join(MEDIA_DIR, "interface", `${step.slug}-1440.webp`))
      .resize(width * 2, height * 2, { fit: "cover", position: "top", kernel: "lanczos3" })
      .png()
      .toFile(still)
    inputs.push("-loop", "1", "-framerate", String(FPS), "-t", String(STEP_SECONDS), "-i", still)
    // Alternate the gentle zoom between the top-left and the centre of the screen.
    const anchorX = i % 2 ? "(iw-iw/zoom)/2" : "0"
    const caption = step.caption.replaceAll(":", "\\:")
    chains.push(
      `[${i}:v]zoompan=z='1+0.06*on/${frames}':x='${anchorX}':y='0':d=1:s=${width}x${height}:fps=${FPS},` +
        `drawtext=fontfile=${FONT}:text='${caption}':fontsize=34:fontcolor=white:box=1:boxcolor=0x0a0a12@0.82:boxborderw=22:` +
        `x=48:y=h-th-60:alpha='min(1,max(0,(t-0.4)/0.5))',setsar=1[s${i}]`,
    )
  }
  let last = "s0"
  for (let i = 1; i < STEPS.length; i++) {
    const offset = (i * (STEP_SECONDS - CROSSFADE_SECONDS)).toFixed(2)
    chains.push(`[${last}][s${i}]xfade=transition=fade:duration=${CROSSFADE_SECONDS}:offset=${offset}[x${i}]`)
    last = `x${i}`
  }
  const total = STEPS.length * STEP_SECONDS - (STEPS.length - 1) * CROSSFADE_SECONDS
  chains.push(`[${last}]fade=t=in:st=0:d=0.6,fade=t=out:st=${total - 1}:d=1,format=yuv420p[v]`)
  const out = path.join(MEDIA_DIR, "demo", "walkthrough.mp4")
  await run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    ...inputs,
    "-f",
    "lavfi",
    "-i",
    musicBed({ bpm: 96, chords: [196, 164.81, 130.81, 146.83], kick: 0.6, hats: 0.4 }, total),
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[v]",
    "-map",
    `${STEPS.length}:a`,
    ...x264,
    "-crf",
    "26",
    "-maxrate",
    "240k",
    "-bufsize",
    "480k",
    "-g",
    String(FPS * 4),
    "-tune",
    "stillimage",
    ...aac,
    "-t",
    total.toFixed(2),
    out,
  ])
  await writeWalkthroughCaptions()

  // The poster is the first step's screen with its caption, as the video opens.
  const posterPng = path.join(work, "poster.png")
  await run("ffmpeg", ["-y", "-loglevel", "error", "-ss", "1.5", "-i", out, "-frames:v", "1", posterPng])
  const posters: string[] = []
  for (const [suffix, w] of [
    ["-960", 960],
    ["", width],
  ] as const) {
    for (const format of ["avif", "webp"] as const) {
      const file = path.join(MEDIA_DIR, "demo", `walkthrough-poster${suffix}.${format}`)
      const image = sharp(posterPng).resize(w, Math.round((w * height) / width), { kernel: "lanczos3" })
      await (format === "avif" ? image.avif({ quality: 55, effort: 6 }) : image.webp({ quality: 72, effort: 6 })).toFile(file)
      posters.push(file)
    }
  }
  return { video: out, posters, seconds: total }
}

async function probe(file: string): Promise<{ width: number; height: number; seconds: number }> {
  const { spawn } = await import("node:child_process")
  const args = [
    "-v",
    "error",
    "-select_streams",
    "v:0",
    "-show_entries",
    "stream=width,height:format=duration",
    "-of",
    "json",
    file,
  ]
  const json = await new Promise<string>((resolve, reject) => {
    const child = spawn("ffprobe", args)
    let stdout = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.on("error", reject)
    child.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`ffprobe ${file} exited with ${code}`))))
  })
  const data = JSON.parse(json) as { streams: { width: number; height: number }[]; format: { duration: string } }
  return { width: data.streams[0]!.width, height: data.streams[0]!.height, seconds: Number(data.format.duration) }
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), "syncreel-videos-"))
  const entries: [string, ManifestEntry][] = []
  const url = (file: string) => "/" + path.relative(PUBLIC_DIR, file).split(path.sep).join("/")
  const addVideo = async (file: string, limit: number) => {
    const { size } = await stat(file)
    if (size > limit) throw new Error(`${url(file)} is ${size} bytes, over its budget of ${limit}`)
    const { width, height, seconds } = await probe(file)
    entries.push([
      url(file),
      { width, height, bytes: size, type: "video/mp4", durationSeconds: Math.round(seconds * 10) / 10, fps: FPS },
    ])
    log(`${url(file)}  ${width}x${height}  ${seconds.toFixed(1)} s  ${(size / 1024).toFixed(0)} KB`)
  }
  try {
    await run("mkdir", ["-p", path.join(MEDIA_DIR, "demo")])
    const only = process.argv[2]
    if (only !== "walkthrough") {
      for (const example of EXAMPLES) await addVideo(await makeExample(example, work), EXAMPLE_MAX_BYTES)
      await writeExampleCaptions()
    }
    if (only !== "examples") {
      const walkthrough = await makeWalkthrough(work)
      await addVideo(walkthrough.video, WALKTHROUGH_MAX_BYTES)
      for (const poster of walkthrough.posters) {
        const meta = await sharp(poster).metadata()
        const { size } = await stat(poster)
        entries.push([
          url(poster),
          { width: meta.width!, height: meta.height!, bytes: size, type: `image/${path.extname(poster).slice(1)}` },
        ])
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  const manifestFile = path.join(MEDIA_DIR, "manifest.json")
  const manifest = JSON.parse(await readFile(manifestFile, "utf8")) as { files: Record<string, ManifestEntry> }
  for (const [key, entry] of entries) manifest.files[key] = entry
  manifest.files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b)))
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  log(`added ${entries.length} entries to ${url(manifestFile)}`)
}

await main()
