// `npm test`'s production-install check (docs/deploy.md, "Build once, run anywhere"): the
// Dockerfile's last stage, run step by step in a fresh folder outside this checkout, from the
// build `npm run build` made. Its COPY lines copy the shipped files (the build stage's /app/build
// is this checkout's build/), its npm lines install only `dependencies` (from the npm cache when it
// has them), its CMD starts the server on a free loopback port with a fresh DATA_DIR; then `/`,
// `/blog`, a seeded article listed there and an image of the image route must answer 200. Its other
// RUN lines provision the image (apt-get, chown) and are printed, not run.
//
// The server runs on this process's Node (the dev install's `node` package, Node 24 under `npm
// test`), as it would on the image's: the check proves the production dependency set is complete
// for the runtime Node a deploy provides, not that the deploy provides one.
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { type Step, dockerfileSteps, lastStage, parseCmd, parseCopy } from "./lib/dockerfile.ts"
import { freePort } from "./lib/free-port.ts"
import { projectDir, stopProcess, waitForUrl } from "./lib/production-server.ts"

const started = performance.now()
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

/**
 * The fresh folder is made in memory where the system keeps a tmpfs for that (Linux's /dev/shm):
 * deleting the ~200 installed packages' files from a busy disk took a minute of the check's time.
 */
const SCRATCH = existsSync("/dev/shm") ? "/dev/shm" : tmpdir()

/** The build stage's folder: what its COPY --from names under it is this checkout's own file. */
const BUILD_STAGE_DIR = "/app"

/**
 * This environment without npm's run-script variables (one names this checkout as the prefix to
 * install into), the blog's database settings and the dev install's bin folders; the Node that
 * runs this check comes first on the PATH, as the image's Node does there.
 */
function productionEnv(): NodeJS.ProcessEnv {
  const dropped = /^(npm_|DATABASE_|SUPABASE_|PUBLISH_SECRET$|BUILD_DIR$|DATA_DIR$|NODE_ENV$)/
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !dropped.test(key)))
  const paths = (process.env.PATH ?? "").split(path.delimiter).filter((dir) => !dir.includes("node_modules"))
  return { ...env, PATH: [path.dirname(process.execPath), ...paths].join(path.delimiter), npm_config_prefer_offline: "true" }
}

/** Node resolves packages from every folder above; one with node_modules would hide a missing dependency. */
function assertNoNodeModulesAbove(dir: string) {
  for (let above = path.dirname(dir); ; above = path.dirname(above)) {
    if (existsSync(path.join(above, "node_modules"))) throw new Error(`${above}/node_modules would be found from ${dir}`)
    if (path.dirname(above) === above) return
  }
}

function copy(step: Step, appDir: string) {
  const { flags, sources, dest } = parseCopy(step.args)
  for (const source of sources) {
    // The build stage ran `npm run build` in BUILD_STAGE_DIR: its files are this checkout's.
    const local = flags.from ? path.posix.relative(BUILD_STAGE_DIR, source) : source
    if (local.startsWith("..")) throw new Error(`COPY ${step.args}: ${source} is outside the build stage's ${BUILD_STAGE_DIR}`)
    const target = dest.endsWith("/") ? path.join(appDir, dest, path.basename(local)) : path.join(appDir, dest)
    mkdirSync(path.dirname(target), { recursive: true })
    cpSync(path.join(projectDir, local), target, { recursive: true })
  }
}

function run(step: Step, appDir: string, env: NodeJS.ProcessEnv) {
  const since = performance.now()
  const result = spawnSync("sh", ["-c", step.args], { cwd: appDir, env, stdio: "inherit", timeout: 300_000 })
  if (result.status !== 0) throw new Error(`RUN ${step.args} failed (${result.error?.message ?? `exit ${result.status}`})`)
  return seconds(since)
}

/** Runs the steps up to CMD; returns CMD's words. */
function prepare(steps: Step[], appDir: string, env: NodeJS.ProcessEnv): string[] {
  for (const step of steps) {
    const line = `${step.instruction} ${step.args}`
    if (step.instruction === "COPY") {
      const since = performance.now()
      copy(step, appDir)
      console.log(`  ${line}: copied in ${seconds(since)}`)
    } else if (step.instruction === "RUN" && /^npm\s/.test(step.args)) {
      console.log(`  ${line}:`)
      console.log(`    ran in ${run(step, appDir, env)}`)
    } else if (step.instruction === "CMD") {
      return parseCmd(step.args)
    } else if (step.instruction === "WORKDIR") {
      console.log(`  ${line}: the fresh folder stands for it`)
    } else if (["RUN", "USER", "EXPOSE"].includes(step.instruction)) {
      console.log(`  ${line}: not run here (it provisions the image)`)
    } else throw new Error(`${line}: this check does not know the instruction ${step.instruction}`)
  }
  throw new Error("the Dockerfile's last stage has no CMD")
}

type Answer = { path: string; status: number; type: string; bytes: number; ms: number; text: string }

async function get(origin: string, pathname: string): Promise<Answer> {
  const since = performance.now()
  const response = await fetch(origin + pathname, { signal: AbortSignal.timeout(30_000) })
  const body = Buffer.from(await response.arrayBuffer())
  return {
    path: pathname,
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    bytes: body.length,
    ms: performance.now() - since,
    text: body.toString("utf8"),
  }
}

/** A seeded article (db/seed) that /blog links to, and the first image of the image route /blog shows. */
function pickFromBlog(html: string): { article: string; image: string } {
  const seeded = new Set(readdirSync(path.join(projectDir, "db/seed")).map((file) => path.basename(file, ".md")))
  const article = [...html.matchAll(/href="(\/blog\/[^"/?#]+)"/g)].map((m) => m[1]!).find((p) => seeded.has(p.slice(6)))
  const image = /"(\/images\/\d+\?src=[^"\s,]+)/.exec(html)?.[1]?.replaceAll("&amp;", "&")
  if (!article) throw new Error("/blog links to no seeded article")
  if (!image) throw new Error("/blog shows no image of the image route (/images/<width>?src=…)")
  return { article, image }
}

async function serveAndAsk(cmd: string[], appDir: string, env: NodeJS.ProcessEnv, dataDir: string) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  // The image's `node` is this check's Node.
  const [program, ...args] = cmd[0] === "node" ? [process.execPath, ...cmd.slice(1)] : cmd
  console.log(`  CMD ${JSON.stringify(cmd)}: ${program} ${args.join(" ")} (Node ${process.version}), PORT=${port}`)
  const output: string[] = []
  const child: ChildProcess = spawn(program!, args, {
    cwd: appDir,
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  let failed = 0
  try {
    const since = performance.now()
    await waitForUrl(`${origin}/healthz`, 60_000, child)
    console.log(`  /healthz answered 200 after ${seconds(since)}`)
    const blog = await get(origin, "/blog")
    const { article, image } = pickFromBlog(blog.text)
    const answers = [await get(origin, "/"), blog, await get(origin, article), await get(origin, image)]
    for (const a of answers) {
      const verdict = a.status === 200 ? "ok" : "FAILED: expected 200"
      console.log(`  GET ${a.path}: ${a.status} ${a.type}, ${a.bytes} bytes, ${Math.round(a.ms)} ms  ${verdict}`)
      if (a.status !== 200) failed++
    }
  } catch (error) {
    console.error(`  ${(error as Error).message}`)
    failed++
  } finally {
    const since = performance.now()
    await stopProcess(child)
    console.log(`  stopped (SIGTERM) in ${seconds(since)}`)
  }
  if (failed) console.error(`\nThe server's output:\n${output.join("").trimEnd()}`)
  return failed
}

async function main(): Promise<number> {
  if (!existsSync(path.join(projectDir, "build/server/index.js"))) {
    console.error("production install: no build/ (run `npm run build` first)")
    return 1
  }
  const root = mkdtempSync(path.join(SCRATCH, "syncreel-production-"))
  const appDir = path.join(root, "app")
  const dataDir = path.join(root, "data")
  mkdirSync(appDir)
  try {
    assertNoNodeModulesAbove(appDir)
    console.log(`production install: the Dockerfile's last stage in ${appDir}, DATA_DIR=${dataDir}`)
    const env = productionEnv()
    const steps = lastStage(dockerfileSteps(readFileSync(path.join(projectDir, "Dockerfile"), "utf8")))
    const cmd = prepare(steps, appDir, env)
    return await serveAndAsk(cmd, appDir, env, dataDir)
  } catch (error) {
    console.error(`  ${(error as Error).message}`)
    return 1
  } finally {
    const since = performance.now()
    rmSync(root, { recursive: true, force: true })
    console.log(`  removed the folder in ${seconds(since)}`)
  }
}

const failed = await main()
console.log(`production install: ${failed ? "FAILED" : "ok"} in ${seconds(started)}`)
process.exit(failed ? 1 : 0)
