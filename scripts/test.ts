// `npm test`: builds the production site (scripts/build.ts) while the tests' databases are
// made (tests/support/db-template.ts); then runs the unit and component tests (Vitest) beside the
// production-install check (scripts/production-install.ts: the Dockerfile's last stage, only
// `dependencies`, the server asked for pages and an image) and the lean budget checks (one
// Lighthouse run per page type, in two shards, and a short load run); then the browser tests
// (Playwright). It prints each step's wall time, how busy the machine's cores were in each of those
// three phases, and one line that sums every suite: "N passed, N failed". Arguments go to
// Playwright; SKIP_BUDGETS=1 leaves the budget checks out (e.g. while iterating).
//
// The budget checks gate only what depends on the pages rather than the machine's
// speed: accessibility, best practices, SEO, CLS, JavaScript and page bytes,
// request counts, and no error under load (a page that misses is measured again,
// five runs at most, and fails only when every run misses). Lighthouse does not
// measure the timings here (performance score, FCP, LCP, TBT); the load run prints
// its requests per second without failing on them: `npm run perf` and `npm run load`
// gate those on a quiet machine (docs/performance.md).
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { cpus } from "node:os"
import path from "node:path"

const results = "test-results"
rmSync(results, { recursive: true, force: true })
mkdirSync(results, { recursive: true })

// Wall time of each step, printed at the end (docs/performance.md keeps the measured figures).
const timings: { step: string; seconds: number }[] = []
// The output of each step run beside another that failed, printed again just above the summary: CI
// keeps the end of a log, and a budget check's table was otherwise hundreds of lines further up.
const failedOutputs: { step: string; output: string }[] = []

/**
 * The machine's CPU time so far, every process's, in core-milliseconds: busy, and busy and idle
 * together (os.cpus() counts time waiting on the disk in neither).
 */
function machineCpu(): { busy: number; all: number } {
  let busy = 0
  let idle = 0
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq
    idle += times.idle
  }
  return { busy, all: busy + idle }
}

// How busy the machine's cores were in each phase (steps that run beside each other share one),
// every process counted: the run is as long as its CPU work allows when the phases are near 100 %,
// and waits on something else when they are not (docs/performance.md reads these figures).
const phases: { phase: string; busySeconds: number; coreSeconds: number }[] = []
/** Starts measuring a phase; the function it returns ends it. */
function startPhase(name: string): () => void {
  const before = machineCpu()
  return () => {
    const after = machineCpu()
    phases.push({
      phase: name,
      busySeconds: Math.round((after.busy - before.busy) / 1000),
      coreSeconds: Math.round((after.all - before.all) / 1000),
    })
  }
}

/**
 * Runs a step and resolves to its exit status. A step run beside another (`quiet`) keeps its output
 * and prints it whole when it ends, so the two never interleave.
 */
function run(step: string, command: string, args: string[], { quiet = false } = {}): Promise<number> {
  console.log(`\n> ${command} ${args.join(" ")}${quiet ? " (beside the step above; its output follows when it ends)" : ""}`)
  const started = performance.now()
  const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit", shell: false })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk))
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000)
      timings.push({ step, seconds })
      if (quiet) console.log(`\n> ${step} (${seconds} s):\n${output}`)
      if (quiet && code !== 0) failedOutputs.push({ step, output })
      resolve(code ?? 1)
    })
  })
}

// Every Node process of the run (the test runners, the servers they start, the scripts) keeps the
// code it compiles in one cache on disk, so the next process that loads the same module skips the
// compiling: Vitest alone, 174 files, took 448 CPU-seconds without it and 420 with it.
process.env.NODE_COMPILE_CACHE ??= path.resolve(".cache", "node-compile")
// Names this run for the tests' database templates (tests/support/db-template.ts; playwright.config.ts and
// vitest.config.ts name one when they run alone).
process.env.E2E_RUN_ID ??= String(Date.now())

// The tests' databases (the browser tests', and the one the whole server's unit tests and the budget
// checks copy: PGlite's initdb, the migrations and the seeds, about 7 s of one core)
// are made beside the build, which leaves a core idle, rather than while the tests wait on them.
const endBuildPhase = startPhase("build")
const [buildStatus, databasesStatus] = await Promise.all([
  run("build", "node", ["scripts/build.ts"]),
  run("databases", "node", ["tests/support/db-template.ts"], { quiet: true }),
])
endBuildPhase()
if (buildStatus !== 0 || databasesStatus !== 0) {
  console.log(`\n${buildStatus !== 0 ? "build" : "the tests' databases"} failed: 0 passed, 1 failed`)
  process.exit(1)
}

// The run's database seeded as a first start seeds one (tests/support/db-template.ts made it above, in
// test-results/e2e-db/server-seeded): the budget checks' servers start over copies of it rather than
// each running initdb and the seed beside the unit tests (4 s of one core each on the quiet machine,
// 15-50 s on the loaded one).
const SERVER_SEEDED_DIR = path.join(results, "e2e-db", "server-seeded", "data")

// Beside the unit tests: the production-install check, which mostly waits on npm and the disk, and
// the budget checks, which measure the build made above. What they gate here (scores, bytes, request
// counts, layout shift, errors) depends on the pages rather than the machine's speed, and a page that
// misses is measured again (scripts/perf.ts); the timings they print are read on a quiet machine with
// `npm run perf` and `npm run load` instead. A Lighthouse shard keeps about one
// core busy and waits on the page the rest of its run: after the browser tests, the two shards and
// the load run took 82-85 s; beside the unit tests they make those 60-70 s longer (docs/performance.md).
const endUnitPhase = startPhase("unit tests and the checks beside them")
const vitestRun = run("vitest", "node", [
  // The embedded database's WebAssembly compiled by the baseline compiler only, as the server runs it
  // (package.json "start"): the optimising tier recompiled it in every test file's worker.
  "--liftoff-only",
  "node_modules/vitest/vitest.mjs",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${results}/unit.json`,
])
const productionInstallRun = run("production install", "node", ["scripts/production-install.ts"], { quiet: true })
// Each budget check counts as one test. Lighthouse runs in two shards (half the pages each).
const budgetRuns = process.env.SKIP_BUDGETS
  ? []
  : [
      ...[1, 2].map((shard) =>
        run(
          `perf ${shard}/2`,
          "node",
          ["scripts/perf.ts", "--no-build", "--ci", "--runs", "1", "--shard", `${shard}/2`, "--data-from", SERVER_SEEDED_DIR],
          { quiet: true },
        ).then((status) => ({ name: `perf ${shard}/2`, status })),
      ),
      // Six rows (three pages at 50 and 200 connections; six more of nginx where it is installed, which
      // .ci/run does not do) of 3 s each, each keeping both cores busy: what the run gates here, no
      // error, timeout or non-2xx answer, shows in 3 s as in the 5 it had until session 20.
      run(
        "load",
        "node",
        ["scripts/load.ts", "--no-build", "--duration", "3", "--report-only", "--data-from", SERVER_SEEDED_DIR],
        {
          quiet: true,
        },
      ).then((status) => ({ name: "load", status })),
    ]
const [vitestStatus, productionInstallStatus, budgets] = await Promise.all([
  vitestRun,
  productionInstallRun,
  Promise.all(budgetRuns),
])
endUnitPhase()
const productionInstall = { name: "production install", status: productionInstallStatus }
const endBrowserPhase = startPhase("browser tests")
const playwrightStatus = await run("playwright", "npx", ["playwright", "test", ...process.argv.slice(2)])
endBrowserPhase()

type VitestReport = { numPassedTests: number; numFailedTests: number }
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } }

function read<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null
}

const unit = read<VitestReport>(`${results}/unit.json`)
const e2e = read<PlaywrightReport>(`${results}/e2e.json`)
let passed = 0
let failed = 0
if (unit) {
  passed += unit.numPassedTests
  failed += unit.numFailedTests
} else if (vitestStatus !== 0) failed++
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky
  failed += e2e.stats.unexpected
} else if (playwrightStatus !== 0) failed++
for (const check of [productionInstall, ...budgets]) {
  if (check.status === 0) passed++
  else failed++
}

for (const { step, output } of failedOutputs) console.log(`\n> ${step} failed; its output again:\n${output}`)
console.log(`\nunit: ${unit ? `${unit.numPassedTests} passed, ${unit.numFailedTests} failed` : "no report"}`)
console.log(`browser: ${e2e ? `${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed` : "no report"}`)
console.log(`${productionInstall.name}: ${productionInstall.status === 0 ? "ok" : "FAILED (its output is printed again above)"}`)
for (const check of budgets) {
  const verdict = check.status === 0 ? "within budget (timings not gated)" : "BUDGET MISSED (its output is printed again above)"
  console.log(`${check.name}: ${verdict}`)
}
console.log(`time: ${timings.map((t) => `${t.step} ${t.seconds} s`).join(", ")}`)
const percent = (busy: number, all: number) => `${all > 0 ? Math.round((100 * busy) / all) : 0} %`
const busy = phases.reduce((sum, p) => sum + p.busySeconds, 0)
const all = phases.reduce((sum, p) => sum + p.coreSeconds, 0)
console.log(
  `CPU (${cpus().length} cores, every process): ${phases
    .map((p) => `${p.phase} ${p.busySeconds} of ${p.coreSeconds} core-s (${percent(p.busySeconds, p.coreSeconds)})`)
    .join(", ")}; in all ${busy} of ${all} core-s (${percent(busy, all)})`,
)
console.log(`${passed} passed, ${failed} failed`)
process.exit(vitestStatus !== 0 || playwrightStatus !== 0 || failed > 0 ? 1 : 0)
