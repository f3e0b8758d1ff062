/**
 * What rendering a page costs the server, compared between builds: `npm run bench:render --
 * --before <build dir> [--after <build dir>] [--rounds 5] [--requests 200]`. Each round renders
 * each path `--requests` times in a row in a fresh process per build (the builds alternate, so a
 * busy moment weighs on both), through the server's own app with no page cache and no
 * prerendered files, so every request runs the loaders and React's render. Prints the median
 * milliseconds per render of each build and path and the ratio; fails when a ratio passes
 * `--budget` (1.05: issue 27 allows the catalogs 5 %). Run on a quiet machine; figures from a busy
 * one are reported, not trusted.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import type { ServerBuild } from "react-router"

const PATHS = ["/", "/blog"]

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    after: { type: "string", default: "build" },
    rounds: { type: "string", default: "5" },
    requests: { type: "string", default: "200" },
    budget: { type: "string", default: "1.05" },
    child: { type: "string" },
  },
})

if (values.child) await child(values.child, Number(values.requests))
else parent()

/** Renders each path `requests` times with one build and prints the median milliseconds per path as JSON. */
async function child(buildDir: string, requests: number) {
  const { createApp } = await import("../server/app.ts")
  const { serverEntry } = await import("../server/server-entry.ts")
  const build = (await import(path.resolve(buildDir, "server/index.js"))) as ServerBuild
  await serverEntry(build).startArticles()
  const empty = mkdtempSync(path.join(tmpdir(), "bench-render-"))
  const app = createApp({ build, clientDir: empty, cspHashes: {}, log: () => {}, pageCacheBytes: 0 })
  const medians: Record<string, number> = {}
  for (const page of PATHS) {
    const times: number[] = []
    for (let i = 0; i < requests + 20; i++) {
      const start = performance.now()
      const response = await app.request(page)
      await response.text()
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
      if (i >= 20) times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    medians[page] = times[Math.floor(times.length / 2)] as number
  }
  console.log(JSON.stringify(medians))
  process.exit(0)
}

function parent() {
  if (!values.before) {
    console.error("Usage: npm run bench:render -- --before <build dir> [--after build]")
    process.exit(2)
  }
  const builds = { before: values.before, after: values.after }
  const results: Record<"before" | "after", Record<string, number[]>> = { before: {}, after: {} }
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const which of ["before", "after"] as const) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "bench-render-data-"))
      const run = spawnSync(
        process.execPath,
        ["--liftoff-only", import.meta.filename, "--child", builds[which], "--requests", values.requests],
        { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" }, encoding: "utf8" },
      )
      if (run.status !== 0) throw new Error(`${which} round ${round} failed:\n${run.stderr}`)
      const medians = JSON.parse(run.stdout.trim().split("\n").at(-1) as string) as Record<string, number>
      for (const [page, ms] of Object.entries(medians)) (results[which][page] ??= []).push(ms)
      console.log(`round ${round}, ${which}: ${PATHS.map((p) => `${p} ${medians[p]?.toFixed(2)} ms`).join(", ")}`)
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
  let over = 0
  console.log(`\npath    before ms  after ms  ratio   (median of ${values.rounds} rounds' medians)`)
  for (const page of PATHS) {
    const before = median(results.before[page] ?? [])
    const after = median(results.after[page] ?? [])
    const ratio = after / before
    if (ratio > Number(values.budget)) over++
    console.log(
      `${page.padEnd(7)} ${before.toFixed(2).padStart(9)} ${after.toFixed(2).padStart(9)} ${ratio.toFixed(3).padStart(6)}`,
    )
  }
  console.log(over ? `${over} path(s) over the ${values.budget} budget: fail` : `within the ${values.budget} budget: pass`)
  process.exit(over ? 1 : 0)
}
