// `npm run scale`: the blog at 10, 1,000 and 10,000 published articles. For each size it seeds a
// fresh embedded database (`npm run seed:blog`, in a temporary DATA_DIR), starts the production
// server on it, and measures /blog, a tag page, an article, /sitemap.xml (and its first child when
// it is an index) and /blog/rss.xml: each page's size and median time over sequential requests
// after one warming read; 50 requests at once to /blog, the tag page and the article, which must
// all answer 200; the server's peak memory (VmHWM, the embedded database included); and the time
// from starting the process to the first 200 on /blog. Budgets (scripts/lib/scale-budget.ts):
// size (per entry for the feed, tag page and sitemap, which grow by design) and median within 1.5 × the smallest blog's, peak memory < 500 MB, start-up < 3 s.
// Prints a table per size and exits 1 on a miss. See docs/performance.md, "The blog at size".
//   --no-build         measure the current build
//   --sizes 10,1000    the blog sizes, smallest first; the first is what the others are compared with
//   --samples N        sequential requests per page (default 15)
//   --report-only      print the verdicts without failing on them
//   --no-search        leave out the search benchmark (scripts/lib/search-bench.ts: p50 ≤ 20 ms, p99 ≤ 100 ms,
//                      50 distinct searches at once, on PGlite and PostgreSQL at each size)
import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { SITEMAP_LIMITS } from "#app/lib/sitemap-limits.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { tagPath } from "#app/lib/pagination.ts"
import { BUSIEST_TAG, generatedArticle } from "./lib/blog-corpus.ts"
import {
  buildSite,
  formatTable,
  loadAverage,
  median,
  parseArgs,
  projectDir,
  sitemapLocs,
  startProductionServer,
} from "./lib/production-server.ts"
import { rawAnswer } from "./lib/raw-answer.ts"
import { SEARCH_BUDGET, relationTable, searchBench, searchTable } from "./lib/search-bench.ts"
import { type PageFigures, type SizeFigures, judgeScale, scaleBudget } from "./lib/scale-budget.ts"

const args = parseArgs({
  "no-build": "boolean",
  sizes: "string",
  samples: "string",
  "report-only": "boolean",
  "no-search": "boolean",
})
const sizes = (args.sizes ?? "10,1000,10000").split(",").map((s) => Number(s.trim()))
if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 100_000) || sizes.some((n, i) => i > 0 && n <= sizes[i - 1]!))
  throw new Error(`--sizes must be whole numbers from 1 to 100000, smallest first (got ${args.sizes})`)
const samples = Number(args.samples ?? 15)
if (!Number.isInteger(samples) || samples < 1 || samples > 1000)
  throw new Error("--samples must be a whole number from 1 to 1000")
const gate = !args["report-only"]

const HEADERS = { "accept-encoding": "gzip", accept: "text/html" }
const AT_ONCE = 50

/** The server's peak (VmHWM) or current (VmRSS) resident memory, from the kernel's own count. */
function rss(pid: number, field: "VmHWM" | "VmRSS"): number {
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]
  if (kb === undefined) throw new Error(`no ${field} in /proc/${pid}/status`)
  return Number(kb) * 1024
}

/** The page's decoded size and gzip size, and its median time over `samples` sequential requests after a warming one. */
async function measurePage(origin: string, name: string, pagePath: string, failures: string[], compareWith?: string) {
  const first = await rawAnswer(origin + pagePath, HEADERS, 120_000)
  if (first.status !== 200) {
    failures.push(`${pagePath} answered ${first.status}`)
    return null
  }
  const times: number[] = []
  let answer = first
  for (let i = 0; i < samples; i++) {
    const started = performance.now()
    answer = await rawAnswer(origin + pagePath, HEADERS, 120_000)
    times.push(performance.now() - started)
    if (answer.status !== 200) failures.push(`${pagePath} answered ${answer.status} on a later read`)
  }
  const body = answer.encoding === "gzip" ? gunzipSync(answer.body) : answer.body
  const figures: PageFigures & { wireBytes: number } = {
    name,
    path: pagePath,
    bytes: body.length,
    wireBytes: answer.body.length,
    p50Ms: Math.round(median(times) * 10) / 10,
    ...(compareWith ? { compareWith } : {}),
  }
  return { figures, text: body.toString("utf8") }
}

const count = (text: string, tag: string) => text.split(tag).length - 1

/** AT_ONCE requests for the page at the same moment: any error or answer but 200 is a failure. */
async function atOnce(origin: string, pagePath: string, failures: string[]) {
  const started = performance.now()
  const statuses = await Promise.all(
    Array.from({ length: AT_ONCE }, () =>
      rawAnswer(origin + pagePath, HEADERS, 60_000).then(
        (a) => String(a.status),
        (error: Error) => error.message.replace(origin, ""),
      ),
    ),
  )
  const bad = statuses.filter((s) => s !== "200")
  if (bad.length > 0) failures.push(`${pagePath}: ${bad.length} of ${AT_ONCE} at once failed (${[...new Set(bad)].join(", ")})`)
  return performance.now() - started
}

type SizeRun = Omit<SizeFigures, "pages"> & {
  pages: (PageFigures & { wireBytes: number })[]
  seedSeconds: number
  /** Resident memory once /blog first answered, before the measurements: what the peak grew from. */
  startRssBytes: number
  atOnceMs: Record<string, number>
}

async function measureSize(articles: number): Promise<SizeRun> {
  const dir = mkdtempSync(path.join(tmpdir(), `scale-${articles}-`))
  const env = {
    DATA_DIR: path.join(dir, "data"),
    DATABASE_DRIVER: "pglite",
    DATABASE_URL: undefined,
    SUPABASE_URL: undefined,
    SUPABASE_ANON_KEY: undefined,
  }
  try {
    console.log(`\n> npm run seed:blog -- --count ${articles}`)
    const seedStarted = performance.now()
    const seeded = spawnSync(process.execPath, ["scripts/seed-blog.ts", "--count", String(articles)], {
      cwd: projectDir,
      env: { ...process.env, ...env },
      stdio: "inherit",
    })
    if (seeded.status !== 0) throw new Error(`seeding ${articles} articles failed`)
    const seedSeconds = (performance.now() - seedStarted) / 1000

    const server = await startProductionServer({ env, ready: "/blog", timeoutMs: 180_000 })
    const startRssBytes = rss(server.pid, "VmRSS")
    const failures: string[] = []
    const pages: SizeRun["pages"] = []
    const atOnceMs: Record<string, number> = {}
    try {
      const article = articlePath(generatedArticle(1).slug)
      const tag = tagPath(BUSIEST_TAG)
      for (const [name, pagePath] of [
        ["/blog", "/blog"],
        ["tag page", tag],
        ["article", article],
        ["rss", "/blog/rss.xml"],
      ] as const) {
        const page = await measurePage(server.origin, name, pagePath, failures)
        if (!page) continue
        // The feed and a tag page grow to a full list by design: judged per entry (scripts/lib/scale-budget.ts).
        if (name === "rss") page.figures.entries = count(page.text, "<item>")
        if (name === "tag page") page.figures.entries = count(page.text, "<article")
        pages.push(page.figures)
      }
      const sitemap = await measurePage(server.origin, "sitemap", "/sitemap.xml", failures)
      if (sitemap) {
        sitemap.figures.entries = count(sitemap.text, "<loc>")
        pages.push({ ...sitemap.figures, limit: SITEMAP_LIMITS })
        const { index, paths } = sitemapLocs(sitemap.text)
        const child = index ? paths.find((p) => p.includes("articles")) : undefined
        if (child) {
          const page = await measurePage(server.origin, "sitemap child", child, failures, "sitemap")
          if (page) pages.push({ ...page.figures, entries: count(page.text, "<loc>"), limit: SITEMAP_LIMITS })
        }
      }
      for (const pagePath of ["/blog", tag, article]) atOnceMs[pagePath] = await atOnce(server.origin, pagePath, failures)
      return {
        articles,
        pages,
        startupMs: server.readyMs,
        startRssBytes,
        peakRssBytes: rss(server.pid, "VmHWM"),
        failures,
        seedSeconds,
        atOnceMs,
      }
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const ratio = (n: number | null) => (n === null ? "-" : `${n.toFixed(2)} ×`)

if (!args["no-build"]) buildSite()
const started = Date.now()
const runs: SizeRun[] = []
let failed = 0
for (const articles of sizes) {
  const run = await measureSize(articles)
  runs.push(run)
  const { pages, server, misses } = judgeScale(runs[0]!, run)
  if (misses.length > 0) failed++
  console.log(
    `\n${articles} articles (seeded in ${run.seedSeconds.toFixed(1)} s): start-up to the first 200 on /blog ${(run.startupMs / 1000).toFixed(2)} s, ` +
      `memory ${mb(run.startRssBytes)} after start-up, peak ${mb(run.peakRssBytes)}; ${AT_ONCE} at once: ${Object.entries(
        run.atOnceMs,
      )
        .map(([p, ms]) => `${p} ${(ms / 1000).toFixed(2)} s`)
        .join(", ")}; load average ${loadAverage()}\n`,
  )
  console.log(
    formatTable(
      ["page", "path", "bytes", "gzip", "entries", "p50", "size ratio", "p50 ratio", "verdict"],
      pages.map((p) => [
        p.name,
        p.path,
        String(p.bytes),
        String(run.pages.find((r) => r.path === p.path)?.wireBytes ?? ""),
        String(p.entries ?? "-"),
        `${p.p50Ms} ms`,
        ratio(p.bytesRatio),
        ratio(p.timeRatio),
        p.misses.length === 0 ? "ok" : `MISS: ${p.misses.join("; ")}`,
      ]),
    ),
  )
  console.log(server.length === 0 ? "server: ok" : `server: MISS: ${server.join("; ")}`)
}

// The blog's search at the same sizes, on PGlite and PostgreSQL (scripts/lib/search-bench.ts, issue 29).
const search = args["no-search"] ? null : await searchBench(sizes)
if (search) {
  console.log(`\nsearch (sequential distinct queries; ${SEARCH_BUDGET.atOnce} at once; load average ${loadAverage()})`)
  for (const line of searchTable(search.figures)) console.log(line)
  console.log("\nthe tag pages' relation across languages, read after a write (app/data/site-tag-versions.server.ts)")
  for (const line of relationTable(search.figures)) console.log(line)
  console.log(search.failures.length === 0 ? "search: ok" : `search: MISS: ${search.failures.join("; ")}`)
  if (search.failures.length > 0) failed++
}

mkdirSync(path.join(projectDir, "test-results"), { recursive: true })
writeFileSync(
  path.join(projectDir, "test-results/scale.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      loadAverage: loadAverage(),
      samples,
      budget: scaleBudget,
      runs,
      search: search?.figures ?? null,
    },
    null,
    2,
  ),
)
const ok = failed === 0 || !gate
console.log(
  `\nbudget: size and p50 ≤ ${scaleBudget.maxRatio} × the ${sizes[0]}-article figure (p50 within ${scaleBudget.timeSlackMs} ms always ok; ` +
    `feed and tag page sizes per entry, sitemaps within ${SITEMAP_LIMITS.maxUrls} URLs and ${mb(SITEMAP_LIMITS.maxBytes)}), ` +
    `peak memory < ${mb(scaleBudget.maxPeakRssBytes)}, start-up < ${scaleBudget.maxStartupMs / 1000} s, every request 200` +
    `${gate ? "" : " (reported, not gated)"}`,
)
console.log(
  `${runs.length} sizes in ${Math.round((Date.now() - started) / 1000)} s, ${failed} with a miss: ${failed === 0 ? "pass" : ok ? "miss, not gated" : "FAIL"}`,
)
process.exit(ok ? 0 : 1)
