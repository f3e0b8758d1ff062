// `npm run load`: autocannon on loopback against the production server — the prerendered home
// page, the blog index and a cached database article — at 50 and 200 connections, each beside
// nginx serving a file of exactly that page's answer (the same bytes, gzip-compressed when Node's
// answer was), in the same run. Budgets (scripts/lib/load-budget.ts): Node's requests per second
// ≥ 0.5 × nginx's; p99 ≤ 50 ms at 200 connections where nginx's row meets 50 ms, and where nginx
// itself misses it (the machine cannot show the figure: on 2 cores autocannon and the server share
// the CPU) Node's p99 ≤ 1.5 × nginx's instead; no error, timeout or non-2xx. Prints a table with
// the ratio, the p99 gate each row was judged by and the verdict, and exits 1 on a miss. See
// docs/performance.md.
//   --no-build         measure the current build
//   --duration S       seconds per measurement (default 20; `npm test` runs 3, `--duration 5` is the lean variant)
//   --article /blog/x  the article to measure (default: the first database article the sitemap lists)
//   --page /path       measure this page too (repeatable)
//   --allow-missing    pages that do not answer 200 are reported, not failed
//   --report-only      the ratio and p99 are printed with their verdict but do not fail the run
//                      (for a busy machine, as in `npm test`); errors still fail it
//   --data-from DIR    the server's DATA_DIR is a copy of DIR (a seeded database) rather than the
//                      environment's (the project's .data/ unless DATA_DIR says otherwise), which a
//                      first start creates and seeds: `npm test` passes the run's template
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir, userInfo } from "node:os"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import autocannon from "autocannon"
import {
  buildSite,
  copyOfDatabase,
  firstDatabaseArticle,
  formatTable,
  loadAverage,
  parseArgs,
  projectDir,
  startProductionServer,
  stopProcess,
  waitForUrl,
} from "./lib/production-server.ts"
import { freePort } from "./lib/free-port.ts"
import { type LoadRow, type P99Gate, describeP99Gate, judgeLoad, loadBudget } from "./lib/load-budget.ts"
import { rawAnswer } from "./lib/raw-answer.ts"

const NGINX = "/usr/sbin/nginx"
const CONNECTIONS = [50, loadBudget.p99Connections]

const args = parseArgs({
  "no-build": "boolean",
  duration: "string",
  article: "string",
  page: "list",
  "allow-missing": "boolean",
  "report-only": "boolean",
  "data-from": "string",
})
const duration = Number(args.duration ?? 20)
if (!Number.isInteger(duration) || duration < 1 || duration > 300)
  throw new Error("--duration must be a whole number of seconds from 1 to 300")
const gateTimings = !args["report-only"]

// Both servers get the same request a browser sends, limited to gzip, which nginx's gzip_static serves too.
const HEADERS = { "accept-encoding": "gzip", accept: "text/html" }

async function measure(server: LoadRow["server"], origin: string, pagePath: string, connections: number): Promise<LoadRow> {
  console.log(`${server} ${pagePath} with ${connections} connections for ${duration} s`)
  const result = await autocannon({ url: origin + pagePath, connections, duration, headers: HEADERS, timeout: 10 })
  return {
    server,
    path: pagePath,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * The file nginx serves in a page's place: the page's own answer, so both servers send the same
 * bytes. A gzip answer is stored as `name.html.gz` (gzip_static sends it as is) beside its
 * decoded copy; an uncompressed one as `name.html` alone, which nginx sends uncompressed.
 */
function writeReference(root: string, name: string, answer: { encoding: string | undefined; body: Buffer }): string {
  const file = path.join(root, `${name}.html`)
  if (answer.encoding === "gzip") {
    writeFileSync(`${file}.gz`, answer.body)
    writeFileSync(file, gunzipSync(answer.body))
  } else if (answer.encoding === undefined || answer.encoding === "identity") writeFileSync(file, answer.body)
  else throw new Error(`the page answered with content-encoding ${answer.encoding}, which nginx's reference cannot copy`)
  return `/${name}.html`
}

/** nginx with a generated config in a temporary folder, serving `root` on a free loopback port, one worker like the Node server. */
async function startNginx(root: string): Promise<{ origin: string; stop: () => Promise<void> } | null> {
  if (!existsSync(NGINX)) return null
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), "load-nginx-"))
  writeFileSync(
    path.join(dir, "nginx.conf"),
    // Workers run as this user: nginx's default (nobody) cannot read a checkout in a private folder
    // such as a clean clone under mktemp -d, and would answer 404 to everything.
    `user ${userInfo().username};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  )
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForUrl(`${origin}/ready.txt`, 15_000, child)
  } catch (error) {
    await stopProcess(child, "SIGQUIT")
    throw error
  }
  return {
    origin,
    stop: async () => {
      await stopProcess(child, "SIGQUIT")
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

type Verdict = {
  path: string
  connections: number
  node: LoadRow
  nginx?: LoadRow
  errors: string[]
  timings: string[]
  p99Gate: P99Gate
}

async function main() {
  if (!args["no-build"]) buildSite()
  const started = Date.now()
  const dataDir = args["data-from"] ? copyOfDatabase(args["data-from"]) : undefined
  const server = await startProductionServer({ env: dataDir ? { DATA_DIR: dataDir } : {} })
  const root = mkdtempSync(path.join(tmpdir(), "load-reference-"))
  writeFileSync(path.join(root, "ready.txt"), "ok")
  const rows: LoadRow[] = []
  const verdicts: Verdict[] = []
  const missing: string[] = []
  let nginx: Awaited<ReturnType<typeof startNginx>> = null
  try {
    const article = args.article ?? (await firstDatabaseArticle(server.origin))
    if (!article) missing.push("a database article (none in the sitemap)")
    const pages = ["/", "/blog", ...(article ? [article] : []), ...(args.page ?? [])]
    const references = new Map<string, { file: string; bytes: number; encoding: string }>()
    for (const [i, page] of pages.entries()) {
      // The first read fills the server's caches, so the run measures cached answers; the second is what nginx will send.
      await rawAnswer(server.origin + page, HEADERS)
      const answer = await rawAnswer(server.origin + page, HEADERS)
      if (answer.status !== 200) {
        missing.push(`${page} (answers ${answer.status})`)
        continue
      }
      const file = writeReference(root, `page-${i}`, answer)
      references.set(page, { file, bytes: answer.body.length, encoding: answer.encoding ?? "none" })
    }
    // nginx is the reference the budget compares with: if it cannot start here, say why and go on; the
    // budget then counts as missed.
    nginx = await startNginx(root).catch((error: unknown) => {
      console.warn(`nginx did not start, so there is nothing to compare with: ${(error as Error).message}`)
      return null
    })
    if (!nginx && !existsSync(NGINX)) console.log(`${NGINX} is not installed: no nginx rows`)
    // Each Node row is followed at once by its nginx row, so both see the machine's load of the same minute.
    for (const [page, reference] of references) {
      for (const connections of CONNECTIONS) {
        const node = await measure("node", server.origin, page, connections)
        // autocannon stops counting at the end, but the server still renders what it was sent: one more
        // read queues behind that work, so the next row starts on an idle server.
        await rawAnswer(server.origin + page, HEADERS, 120_000)
        const ref = nginx ? await measure("nginx", nginx.origin, reference.file, connections) : undefined
        rows.push(node, ...(ref ? [ref] : []))
        verdicts.push({ path: page, connections, node, nginx: ref, ...judgeLoad(node, ref) })
      }
    }

    const load = loadAverage()
    const seconds = Math.round((Date.now() - started) / 1000)
    console.log(
      `\nautocannon, ${duration} s each, loopback, accept-encoding gzip; nginx 1 worker serving each page's own answer as a file; load average ${load}; ${seconds} s\n`,
    )
    console.log(
      formatTable(
        [
          "path",
          "bytes",
          "conn",
          "node req/s",
          "nginx req/s",
          "ratio",
          "node p50",
          "node p99",
          "nginx p99",
          "p99 gate",
          "errors",
          "verdict",
        ],
        verdicts.map((v) => {
          const reference = references.get(v.path)!
          const problems = [...v.errors, ...v.timings]
          return [
            v.path,
            `${reference.bytes} ${reference.encoding === "gzip" ? "gz" : ""}`.trim(),
            String(v.connections),
            String(v.node.requestsPerSecond),
            v.nginx ? String(v.nginx.requestsPerSecond) : "-",
            v.nginx?.requestsPerSecond ? (v.node.requestsPerSecond / v.nginx.requestsPerSecond).toFixed(2) : "-",
            `${v.node.p50Ms} ms`,
            `${v.node.p99Ms} ms`,
            v.nginx ? `${v.nginx.p99Ms} ms` : "-",
            describeP99Gate(v.p99Gate, v.nginx),
            String(v.node.errors + v.node.timeouts + v.node.non2xx),
            problems.length === 0
              ? "ok"
              : `${v.errors.length > 0 || gateTimings ? "MISS" : "miss, not gated"}: ${problems.join("; ")}`,
          ]
        }),
      ),
    )
    for (const page of missing) console.log(`missing: ${page}`)
    mkdirSync(path.join(projectDir, "test-results"), { recursive: true })
    writeFileSync(
      path.join(projectDir, "test-results/load.json"),
      JSON.stringify(
        {
          date: new Date().toISOString(),
          duration,
          loadAverage: load,
          timingsGated: gateTimings,
          budget: loadBudget,
          rows,
          verdicts,
          missing,
        },
        null,
        2,
      ),
    )
    const errors = verdicts.filter((v) => v.errors.length > 0).length
    const slow = verdicts.filter((v) => v.timings.length > 0).length
    const ok = errors === 0 && (!gateTimings || slow === 0) && (missing.length === 0 || Boolean(args["allow-missing"]))
    const gated = verdicts.filter((v) => v.p99Gate !== "none")
    const relative = gated.filter((v) => v.p99Gate === "relative").length
    console.log(
      `\nbudget: ≥ ${loadBudget.minRatio} × nginx, p99 ≤ ${loadBudget.maxP99Ms} ms at ${loadBudget.p99Connections} connections (≤ ${loadBudget.maxP99OverNginx} × nginx's p99 where nginx itself misses ${loadBudget.maxP99Ms} ms), no errors${gateTimings ? "" : " (timings reported, not gated)"}`,
    )
    console.log(
      relative === 0
        ? `p99 gate: the absolute ${loadBudget.maxP99Ms} ms on all ${gated.length} rows at ${loadBudget.p99Connections} connections`
        : `p99 gate: ${loadBudget.maxP99Ms} ms NOT MEASURABLE on this machine for ${relative} of ${gated.length} rows at ${loadBudget.p99Connections} connections (nginx itself over it), judged at ${loadBudget.maxP99OverNginx} × nginx's p99 there; the absolute ${loadBudget.maxP99Ms} ms on the other ${gated.length - relative}`,
    )
    console.log(
      `${verdicts.length} measured, ${errors} with errors, ${slow} over a timing budget, ${missing.length} missing: ${ok ? "pass" : "FAIL"}`,
    )
    return ok
  } finally {
    await server.stop()
    await nginx?.stop()
    rmSync(root, { recursive: true, force: true })
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  }
}

process.exit((await main()) ? 0 : 1)
