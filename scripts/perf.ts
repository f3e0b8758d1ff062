// `npm run perf`: Lighthouse (default mobile settings) on one page of each type
// of the production build, N runs each; prints the medians and fails when a
// budget is missed. See docs/performance.md. The server reads a fresh seeded embedded database that
// also holds an article whose cover is a 3 MB PNG on a loopback image host (scripts/lib/image-article.ts).
//   --no-build         measure the current build
//   --runs N           runs per page (default 3)
//   --ci               what `npm test` runs on a machine that may be busy: measures and gates only
//                      the figures that depend on the pages rather than the machine's speed
//                      (accessibility, best practices, SEO, CLS, JavaScript and page bytes, request
//                      counts), and not the timings (performance score, FCP, LCP, TBT), which a
//                      busy machine moves; with --runs 1, a page that misses is measured again
//                      until a run meets every budget, and fails only when five runs in a row miss
//   --article /blog/x  the database article to measure (default: the first one the sitemap lists)
//   --page /path       measure this page too (repeatable)
//   --all              measure every path of the route table too
//   --allow-missing    pages that answer 404 are reported, not failed
//   --shard K/N        measure every Nth page from the Kth only (`npm test` runs two shards side by
//                      side: one Lighthouse run keeps about one core of the two busy); the figures go
//                      to test-results/perf-K-of-N.json
//   --data-from DIR    the server's database is a copy of the one in DIR (a DATA_DIR seeded as a
//                      first start seeds one) rather than one created and seeded here: `npm test`
//                      passes the run's template (tests/support/db-template.ts)
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import lighthouse from "lighthouse"
import { siteRoutes } from "#app/content/site-pages.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import {
  buildSite,
  firstDatabaseArticle,
  formatTable,
  loadAverage,
  median,
  parseArgs,
  projectDir,
  startProductionServer,
  stopProcess,
  waitForUrl,
} from "./lib/production-server.ts"
import { chromiumLaunchOptions } from "./lib/chromium.ts"
import { freePort } from "./lib/free-port.ts"
import { type Figures, budget, judge, judgeRetried, kb, ms } from "./lib/perf-budget.ts"
import { IMAGE_ARTICLE_PATH, prepareImageArticle } from "./lib/image-article.ts"

type Sample = { type: string; path: string | null; status: 200 | 404 }

const args = parseArgs({
  "no-build": "boolean",
  runs: "string",
  ci: "boolean",
  article: "string",
  page: "list",
  all: "boolean",
  "allow-missing": "boolean",
  shard: "string",
  "data-from": "string",
})
const runs = Number(args.runs ?? 3)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error("--runs must be a whole number from 1 to 20")

/** The timings (the performance category: score, FCP, LCP, TBT) are measured, and gated, off --ci only. */
const timed = !args.ci

const shard = args.shard ? /^(\d+)\/(\d+)$/.exec(args.shard) : null
if (args.shard && (!shard || Number(shard[1]) < 1 || Number(shard[1]) > Number(shard[2])))
  throw new Error("--shard must be K/N with 1 <= K <= N, e.g. 1/2")
const [shardIndex, shardCount] = shard ? [Number(shard[1]), Number(shard[2])] : [1, 1]
/** The pages of this shard: every shardCount-th from the shardIndex-th. */
const inShard = <T>(list: T[]) => list.filter((_, i) => i % shardCount === shardIndex - 1)

/** The runs, the first included, that a page missing a budget in a single --ci run gets at most. */
const MEASURED_AFTER_A_MISS = 5

/** Audits that fail on a not-found page because it is one: it answers 404 (logged by the browser) and is not indexed. */
const EXPECTED_ON_NOT_FOUND = new Set(["http-status-code", "errors-in-console", "is-crawlable"])

type Row = {
  type: string
  path: string
  status: "measured" | "missing"
  performance?: number
  accessibility?: number
  bestPractices?: number
  seo?: number
  fcpMs?: number
  lcpMs?: number
  tbtMs?: number
  cls?: number
  totalBytes?: number
  jsBytes?: number
  requests?: number
  /** Audits that kept a category below 100 in any run. */
  failedAudits?: string[]
  /** Budgets missed that fail the run. */
  misses: string[]
}

async function launchChromium(): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const port = await freePort()
  const profile = mkdtempSync(path.join(tmpdir(), "perf-chromium-"))
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      "--headless=new",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  )
  // A browser that cannot start (not installed: ENOENT) fails the run with its reason, rather than
  // as an unhandled error that left the server started above running.
  const failed = new Promise<never>((_, reject) =>
    child.once("error", (error) =>
      reject(new Error(`Chromium did not start (${chromiumLaunchOptions.executablePath}): ${error.message}`)),
    ),
  )
  try {
    await Promise.race([waitForUrl(`http://127.0.0.1:${port}/json/version`, 30_000, child), failed])
  } catch (error) {
    await stopProcess(child)
    rmSync(profile, { recursive: true, force: true })
    throw error
  }
  return { port, child, profile }
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    {
      score: number | null
      numericValue?: number
      details?: {
        items?: {
          resourceType?: string
          transferSize?: number
          requestCount?: number
          // layout-shifts: the element each shift moved most, and the shift's score
          node?: { selector?: string; snippet?: string }
          score?: number
        }[]
      }
    }
  >
}

async function measure(url: string, port: number, expectedStatus: number, run: number): Promise<Lhr> {
  const result = await lighthouse(url, {
    port,
    // Without it Lighthouse refuses to measure the not-found page at all.
    ignoreStatusCode: expectedStatus === 404,
    output: "json",
    logLevel: "error",
    // Under --ci, without the performance category: its audits model the load on a slow phone from
    // the trace (Lighthouse's simulation), which took about 12 of a shard's 88 CPU-seconds on the
    // 2-core machine (docs/performance.md, "Session 23"). CLS and the bytes and requests it gates
    // are audits of their own, kept.
    ...(timed
      ? { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }
      : {
          onlyCategories: ["accessibility", "best-practices", "seo"],
          onlyAudits: ["cumulative-layout-shift", "layout-shifts", "resource-summary"],
        }),
    // Screenshots of the whole page and of the load's frames feed no audit read here (no score, no
    // figure). Without them `npm test`'s 16 pages took 117 s instead of 139 s on the 2-core machine.
    disableFullPageScreenshot: true,
    skipAudits: ["screenshot-thumbnails", "final-screenshot"],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const lhr = result.lhr as unknown as Lhr & { runtimeError?: { message: string } }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`)
  // Each run's full report, to see which element or request an audit blames (a miss is read in its
  // own run's report: index-2.json is the home page's second run).
  const reportDir = path.join(projectDir, "test-results/lighthouse")
  mkdirSync(reportDir, { recursive: true })
  const name = new URL(url).pathname.slice(1).replaceAll("/", "_") || "index"
  writeFileSync(path.join(reportDir, `${name}-${run}.json`), result.report as string)
  return lhr
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try such a run again, twice at most. */
async function measureWithRetries(url: string, port: number, expectedStatus: number, run: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port, expectedStatus, run)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`  retrying: ${(error as Error).message}`)
    }
  }
}

/** The elements that moved in a run's layout shifts, largest shift first: what a CLS miss blames. */
function shiftedElements(lhr: Lhr): string[] {
  return (lhr.audits["layout-shifts"]?.details?.items ?? []).map(
    (item) => `${item.score?.toFixed(3)} ${item.node?.selector ?? "(no element)"} ${item.node?.snippet ?? ""}`,
  )
}

function failedAudits(lhr: Lhr): string[] {
  return Object.values(lhr.categories).flatMap((c) =>
    c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
  )
}

function summarise(sample: Sample & { path: string }, lhrs: Lhr[]): Row {
  const score = (id: string) => median(lhrs.map((l) => Math.round((l.categories[id]?.score ?? 0) * 100)))
  const value = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? Number.NaN))
  /** A timing's median, or undefined when the runs did not measure it (--ci). */
  const timing = (measure: (id: string) => number, id: string) => (timed ? measure(id) : undefined)
  const summary = (l: Lhr, type: string) => l.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === type)
  const bytesOf = (type: string) => median(lhrs.map((l) => summary(l, type)?.transferSize ?? 0))
  const failed = [...new Set(lhrs.flatMap(failedAudits))]
  // Lighthouse marks any 4xx page down in SEO and best practices (its own status and console line):
  // the not-found page is budgeted on every other audit of those categories.
  const inCategory = (category: string, id: string) => lhrs[0]!.categories[category]?.auditRefs.some((r) => r.id === id)
  const otherFailedAudits =
    sample.status === 404
      ? failed.filter((id) => !EXPECTED_ON_NOT_FOUND.has(id) && (inCategory("seo", id) || inCategory("best-practices", id)))
      : undefined
  const figures: Figures = {
    path: sample.path,
    performance: timing(score, "performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: timing(value, "largest-contentful-paint"),
    tbtMs: timing(value, "total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    totalBytes: bytesOf("total"),
    jsBytes: bytesOf("script"),
    requests: median(lhrs.map((l) => summary(l, "total")?.requestCount ?? 0)),
    otherFailedAudits,
  }
  const misses = judge(figures)
  return {
    type: sample.type,
    path: sample.path,
    status: "measured",
    performance: figures.performance,
    accessibility: figures.accessibility,
    bestPractices: figures.bestPractices,
    seo: figures.seo,
    fcpMs: timing(value, "first-contentful-paint"),
    lcpMs: figures.lcpMs,
    tbtMs: figures.tbtMs,
    cls: figures.cls,
    totalBytes: figures.totalBytes,
    jsBytes: figures.jsBytes,
    requests: figures.requests,
    failedAudits: failed,
    misses,
  }
}

async function samples(origin: string): Promise<Sample[]> {
  const article = args.article ?? (await firstDatabaseArticle(origin))
  const list: Sample[] = [
    { type: "home", path: "/", status: 200 },
    { type: "landing", path: "/suno-music-video", status: 200 },
    { type: "feature", path: "/features/lip-sync", status: 200 },
    { type: "watch page", path: "/examples/neon-nights", status: 200 },
    { type: "blog index", path: "/blog", status: 200 },
    { type: "database article", path: article, status: 200 },
    { type: "article, 3 MB PNG cover", path: IMAGE_ARTICLE_PATH, status: 200 },
    { type: "fixed article", path: "/blog/how-to-create-ai-music-videos-2024", status: 200 },
    { type: "terms", path: "/terms-and-conditions", status: 200 },
    { type: "not found", path: "/this-page-does-not-exist", status: 404 },
    // Each other language once, on a different kind of page (issue 19: the budgets hold in every language).
    { type: "home, German", path: localizePath("/", "de"), status: 200 },
    { type: "blog index, Italian", path: localizePath("/blog", "it"), status: 200 },
    { type: "fixed article, Italian", path: localizePath("/blog/how-to-create-ai-music-videos-2024", "it"), status: 200 },
    { type: "feature, French", path: localizePath("/features/lip-sync", "fr"), status: 200 },
    { type: "pricing, Spanish", path: localizePath("/pricing", "es"), status: 200 },
    { type: "watch page, Portuguese", path: localizePath("/examples/neon-nights", "pt-br"), status: 200 },
  ]
  const extra = [...(args.page ?? []), ...(args.all ? siteRoutes.map((r) => r.path).filter((p) => !p.includes(":")) : [])]
  for (const page of extra) if (!list.some((s) => s.path === page)) list.push({ type: "page", path: page, status: 200 })
  return inShard(list)
}

async function main() {
  if (!args["no-build"]) buildSite()
  const started = Date.now()
  const imageArticle = await prepareImageArticle(args["data-from"])
  Object.assign(process.env, imageArticle.env)
  const server = await startProductionServer()
  let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined
  const rows: Row[] = []
  try {
    await imageArticle.warm(server.origin)
    chromium = await launchChromium()
    for (const sample of await samples(server.origin)) {
      if (sample.path === null) {
        rows.push({
          type: sample.type,
          path: "(none in the sitemap)",
          status: "missing",
          misses: ["no page of this type yet"],
        })
        continue
      }
      const status = (await fetch(server.origin + sample.path, { method: "HEAD" })).status
      if (status !== sample.status) {
        rows.push({
          type: sample.type,
          path: sample.path,
          status: "missing",
          misses: [`answers ${status}, expected ${sample.status}`],
        })
        continue
      }
      const lhrs: Lhr[] = []
      for (let run = 1; run <= runs; run++) {
        console.log(`lighthouse ${sample.path} (${run}/${runs})`)
        lhrs.push(await measureWithRetries(server.origin + sample.path, chromium.port, sample.status, run))
      }
      const page = { ...sample, path: sample.path }
      let row = summarise(page, lhrs)
      // A run on a busy machine can miss what the page does not cause: beside the unit tests, a
      // layout shift of 0.088 on the German home page in one run of Lighthouse, at most 0.001 in
      // about 30 more runs of it (docs/performance.md, "Session 19"), and in CI a page missed in two
      // runs of three. A page that misses in a single --ci run is measured again, up to four more
      // times, until a run meets every gated budget; it fails only when all five miss. What the page
      // itself does wrong (an image without its size, a banner that pushes the page down, a script
      // over budget) misses every time. The table shows the medians of the runs.
      if (args.ci && runs === 1 && row.misses.length > 0) {
        const perRun = [row]
        const report = (r: Row, run: number) => {
          console.log(`    run ${run}: ${r.misses.length ? `missed: ${r.misses.join("; ")}` : "within every gated budget"}`)
          for (const shift of shiftedElements(lhrs[run - 1]!)) console.log(`      layout shift ${shift}`)
        }
        console.log(`  ${sample.path} missed: measuring again until a run is within every gated budget, 5 runs at most`)
        report(row, 1)
        for (let run = 2; run <= MEASURED_AFTER_A_MISS && perRun.at(-1)!.misses.length > 0; run++) {
          lhrs.push(await measureWithRetries(server.origin + sample.path, chromium.port, sample.status, run))
          perRun.push(summarise(page, [lhrs.at(-1)!]))
          report(perRun.at(-1)!, run)
        }
        row = { ...summarise(page, lhrs), misses: judgeRetried(perRun.map((r) => r.misses)) }
      }
      rows.push(row)
    }
  } finally {
    if (chromium) {
      await stopProcess(chromium.child)
      rmSync(chromium.profile, { recursive: true, force: true })
    }
    await server.stop()
    await imageArticle.stop()
  }

  const header = ["page", "path", "perf", "a11y", "BP", "SEO", "FCP", "LCP", "TBT", "CLS", "total", "JS", "reqs", "budget"]
  const table = formatTable(
    header,
    rows.map((r) =>
      r.status === "missing"
        ? [r.type, r.path, "", "", "", "", "", "", "", "", "", "", "", `missing: ${r.misses.join("; ")}`]
        : [
            r.type,
            r.path,
            r.performance === undefined ? "" : String(r.performance),
            String(r.accessibility),
            String(r.bestPractices),
            String(r.seo),
            ms(r.fcpMs),
            ms(r.lcpMs),
            ms(r.tbtMs),
            r.cls!.toFixed(3),
            kb(r.totalBytes),
            kb(r.jsBytes),
            String(r.requests),
            r.misses.length ? `MISSED: ${r.misses.join("; ")}` : "ok",
          ],
    ),
  )
  const load = loadAverage()
  const seconds = Math.round((Date.now() - started) / 1000)
  const gated = timed ? "every budget gated" : "timings not measured (--ci)"
  const part = shardCount > 1 ? `, shard ${shardIndex}/${shardCount}` : ""
  console.log(
    `\nLighthouse ${runs === 1 ? "1 run" : `median of ${runs} runs`}, mobile${part}, ${gated}; load average ${load}; ${seconds} s\n`,
  )
  console.log(table)
  for (const r of rows.filter((r) => r.failedAudits?.length))
    console.log(`  ${r.path}: audits below 100: ${r.failedAudits!.join(", ")}`)

  const missing = rows.filter((r) => r.status === "missing")
  const missed = rows.filter((r) => r.status === "measured" && r.misses.length > 0)
  mkdirSync(path.join(projectDir, "test-results"), { recursive: true })
  writeFileSync(
    path.join(projectDir, shardCount > 1 ? `test-results/perf-${shardIndex}-of-${shardCount}.json` : "test-results/perf.json"),
    JSON.stringify(
      { date: new Date().toISOString(), runs, ci: Boolean(args.ci), timingsMeasured: timed, loadAverage: load, budget, rows },
      null,
      2,
    ),
  )
  const failed = missed.length > 0 || (missing.length > 0 && !args["allow-missing"])
  console.log(
    `\n${rows.length - missing.length} measured, ${missing.length} missing, ${missed.length} over budget: ${failed ? "FAIL" : "pass"}`,
  )
  if (!timed) console.log("Timings not measured (--ci): `npm run perf` on a quiet machine measures and gates them.")
  process.exit(failed ? 1 : 0)
}

await main()
