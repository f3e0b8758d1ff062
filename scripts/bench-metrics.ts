// `npm run bench:metrics`: what the operator's metrics (METRICS_PORT, server/metrics.ts) cost the
// site's throughput. Two servers of the current build run at once, METRICS_PORT unset and set (each
// on its own embedded database of the seed articles, or both on DATABASE_URL's), and autocannon on
// loopback loads one at a time: `/` (a prerendered page), then `/blog` (the page cache), in short
// runs that alternate between the two round after round, so a machine's drifting load falls on both.
// Two figures per run: requests per second, and requests per second of the server's own CPU time
// (Linux's /proc/<pid>/schedstat), which is the throughput a CPU-bound server reaches on a core of
// its own and moves far less than the first when other processes share the machine. Prints each run
// and, per path, the medians with and without metrics and their ratios; exits 1 when the metrics
// take more than 3 % of either path's requests per CPU second (docs/performance.md, "Metrics"). Not
// part of `npm test`: a timing on a shared machine is no test.
//   --duration S     seconds per run (default 3)
//   --rounds N       runs of each setting per path (default 6)
//   --connections N  autocannon's connections (default 20)
//   --report-only    print the figures and the verdict, but do not fail
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { freePort } from "./lib/free-port.ts"
import {
  formatTable,
  loadAverage,
  median,
  parseArgs,
  projectDir,
  type RunningServer,
  startProductionServer,
  waitForUrl,
} from "./lib/production-server.ts"

/** The largest share of a path's throughput the metrics may take (issue 24). */
export const MAX_OVERHEAD = 0.03
const PATHS = ["/", "/blog"]

const args = parseArgs({ duration: "string", rounds: "string", connections: "string", "report-only": "boolean" })
const duration = Number(args.duration ?? 3)
const rounds = Number(args.rounds ?? 6)
const connections = Number(args.connections ?? 20)
for (const [name, value, max] of [
  ["--duration", duration, 120],
  ["--rounds", rounds, 20],
  ["--connections", connections, 500],
] as const)
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}`)
if (!existsSync(path.join(projectDir, "build", "server", "index.js"))) {
  console.error("No build: run `npm run build` first")
  process.exit(1)
}

type Setting = "metrics off" | "metrics on"
type Run = {
  setting: Setting
  round: number
  path: string
  requestsPerSecond: number
  requestsPerCpuSecond: number
  failed: number
}

const HEADERS = { "accept-encoding": "gzip", accept: "text/html" }

/** Seconds process `pid` has run on a CPU so far (nanoseconds in schedstat's first field). */
function cpuSeconds(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e9
}

async function measure(server: RunningServer, pagePath: string, seconds: number) {
  const cpuBefore = cpuSeconds(server.pid)
  const result = await autocannon({
    url: server.origin + pagePath,
    connections,
    duration: seconds,
    headers: HEADERS,
    timeout: 10,
  })
  const cpu = cpuSeconds(server.pid) - cpuBefore
  return {
    requestsPerSecond: result.requests.average,
    requestsPerCpuSecond: result.requests.total / cpu,
    failed: result.errors + result.timeouts + result.non2xx,
  }
}

/** The metrics were on, not merely configured: the scrape answers and counted the requests. */
async function checkCounted(url: string) {
  await waitForUrl(url, 5_000)
  const text = await (await fetch(url)).text()
  const counted = [...text.matchAll(/^syncreel_http_request_duration_seconds_count\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  )
  if (counted === 0) throw new Error(`${url} counted no requests: the metrics were not on`)
}

/**
 * Both servers at once, each with its own embedded database (the same seed articles) unless
 * DATABASE_URL or SUPABASE_URL names a shared one; only one is under load at a time.
 */
const sharedDatabase = Boolean(process.env.DATABASE_URL || process.env.SUPABASE_URL)
const dataRoot = mkdtempSync(path.join(tmpdir(), "bench-metrics-"))
const metricsPort = await freePort()
const servers: Record<Setting, RunningServer> = {
  "metrics off": await startProductionServer({
    // METRICS_PORT from this shell would make both servers the same.
    env: { METRICS_PORT: undefined, DATA_DIR: sharedDatabase ? undefined : path.join(dataRoot, "off") },
    ready: "/blog",
    timeoutMs: 120_000,
  }),
  "metrics on": await startProductionServer({
    env: { METRICS_PORT: String(metricsPort), DATA_DIR: sharedDatabase ? undefined : path.join(dataRoot, "on") },
    ready: "/blog",
    timeoutMs: 120_000,
  }),
}

console.log(
  `bench:metrics: ${rounds} rounds × ${PATHS.join(", ")}, ${duration} s each, ${connections} connections; load ${loadAverage()}`,
)
const runs: Run[] = []
try {
  for (const server of Object.values(servers)) for (const pagePath of PATHS) await measure(server, pagePath, 2) // warm-up: files read, pages kept, JIT warm
  for (let round = 1; round <= rounds; round++) {
    for (const pagePath of PATHS) {
      // Which setting goes first alternates: a machine whose load drifts favours neither.
      const order: Setting[] = round % 2 ? ["metrics off", "metrics on"] : ["metrics on", "metrics off"]
      for (const setting of order) {
        const figures = await measure(servers[setting], pagePath, duration)
        runs.push({ setting, round, path: pagePath, ...figures })
        console.log(
          `round ${round}, ${setting}: ${pagePath} ${Math.round(figures.requestsPerSecond)} req/s, ` +
            `${Math.round(figures.requestsPerCpuSecond)} req per CPU second`,
        )
      }
    }
  }
  await checkCounted(`http://127.0.0.1:${metricsPort}/metrics`)
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()))
  rmSync(dataRoot, { recursive: true, force: true })
}

const rows: string[][] = []
let worst = 0
for (const pagePath of PATHS) {
  const of = (setting: Setting, figure: "requestsPerSecond" | "requestsPerCpuSecond") =>
    median(runs.filter((r) => r.path === pagePath && r.setting === setting).map((r) => r[figure]))
  const wall = of("metrics on", "requestsPerSecond") / of("metrics off", "requestsPerSecond")
  const cpuOff = of("metrics off", "requestsPerCpuSecond")
  const cpuOn = of("metrics on", "requestsPerCpuSecond")
  const overhead = 1 - cpuOn / cpuOff
  worst = Math.max(worst, overhead)
  rows.push([
    pagePath,
    Math.round(of("metrics off", "requestsPerSecond")).toString(),
    Math.round(of("metrics on", "requestsPerSecond")).toString(),
    wall.toFixed(3),
    Math.round(cpuOff).toString(),
    Math.round(cpuOn).toString(),
    (cpuOn / cpuOff).toFixed(3),
    `${(overhead * 100).toFixed(1)} %`,
    overhead <= MAX_OVERHEAD ? "ok" : "over 3 %",
  ])
}
console.log()
console.log(
  formatTable(
    ["path", "req/s off", "req/s on", "on/off", "req/CPU s off", "req/CPU s on", "on/off", "overhead", "verdict"],
    rows,
  ),
)
console.log(`load average after: ${loadAverage()}`)

const failed = runs.filter((r) => r.failed > 0)
if (failed.length > 0) {
  console.error(`Requests failed: ${failed.map((r) => `${r.setting} ${r.path} ×${r.failed}`).join(", ")}`)
  process.exit(1)
}
if (worst > MAX_OVERHEAD && !args["report-only"]) {
  console.error(`The metrics take ${(worst * 100).toFixed(1)} % of a path's throughput: more than ${MAX_OVERHEAD * 100} %`)
  process.exit(1)
}
