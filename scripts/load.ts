// `npm run load`: autocannon on loopback against the production server — a
// prerendered page, the blog index and a cached article — at 50 and 200
// connections; beside it nginx (when installed) serving the same prerendered
// file. Fails on any error, timeout or non-2xx answer; requests per second and
// latency are printed, never gated, since the machine's load moves them as much
// as the server does. See docs/performance.md.
//   --no-build         measure the current build
//   --duration S       seconds per measurement (default 20)
//   --article /blog/x  the article to measure (default: the first database article the sitemap lists)
//   --page /path       measure this page too (repeatable)
//   --allow-missing    pages that do not answer 200 are reported, not failed
import { type ChildProcess, spawn } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir, userInfo } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import {
  buildSite,
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

const NGINX = "/usr/sbin/nginx"
const CONNECTIONS = [50, 200]

const args = parseArgs({ "no-build": "boolean", duration: "string", article: "string", page: "list", "allow-missing": "boolean" })
const duration = Number(args.duration ?? 20)
if (!Number.isInteger(duration) || duration < 1 || duration > 300)
  throw new Error("--duration must be a whole number of seconds from 1 to 300")

type Row = {
  server: "node" | "nginx"
  path: string
  connections: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
}

// Both servers get the same request a browser sends, limited to gzip, which nginx's gzip_static serves too.
const HEADERS = { "accept-encoding": "gzip", accept: "text/html" }

async function measure(server: Row["server"], origin: string, pagePath: string, connections: number): Promise<Row> {
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

/** nginx with a generated config in a temporary folder, serving build/client on a free loopback port, one worker like the Node server. */
async function startNginx(): Promise<{ origin: string; stop: () => Promise<void> } | null> {
  if (!existsSync(NGINX)) return null
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), "load-nginx-"))
  const root = path.join(projectDir, "build/client")
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
    await waitForUrl(`${origin}/`, 15_000, child)
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

async function main() {
  if (!args["no-build"]) buildSite()
  const started = Date.now()
  const server = await startProductionServer()
  const rows: Row[] = []
  const missing: string[] = []
  try {
    const article = args.article ?? (await firstDatabaseArticle(server.origin))
    if (!article) missing.push("a database article (none in the sitemap)")
    const pages = ["/", "/blog", ...(article ? [article] : []), ...(args.page ?? [])]
    for (const page of pages) {
      // The first read fills the server's cache, so the run measures cached answers.
      const status = (await fetch(server.origin + page)).status
      if (status !== 200) {
        missing.push(`${page} (answers ${status})`)
        continue
      }
      for (const connections of CONNECTIONS) rows.push(await measure("node", server.origin, page, connections))
    }
  } finally {
    await server.stop()
  }

  // nginx is the reference beside our figures, not what is measured: if it cannot start here, say
  // why and measure without it.
  const nginx = await startNginx().catch((error: unknown) => {
    console.warn(`nginx did not start, so its reference rows are left out: ${(error as Error).message}`)
    return null
  })
  if (nginx) {
    try {
      for (const connections of CONNECTIONS) rows.push(await measure("nginx", nginx.origin, "/", connections))
    } finally {
      await nginx.stop()
    }
  } else if (!existsSync(NGINX)) console.log(`${NGINX} is not installed: no nginx row`)

  const load = loadAverage()
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`\nautocannon, ${duration} s each, loopback, accept-encoding gzip; load average ${load}; ${seconds} s\n`)
  console.log(
    formatTable(
      ["server", "path", "conn", "req/s", "p50", "p99", "requests", "errors", "timeouts", "non-2xx"],
      rows.map((r) => [
        r.server,
        r.path,
        String(r.connections),
        String(r.requestsPerSecond),
        `${r.p50Ms} ms`,
        `${r.p99Ms} ms`,
        String(r.requests),
        String(r.errors),
        String(r.timeouts),
        String(r.non2xx),
      ]),
    ),
  )
  for (const page of missing) console.log(`missing: ${page}`)
  mkdirSync(path.join(projectDir, "test-results"), { recursive: true })
  writeFileSync(
    path.join(projectDir, "test-results/load.json"),
    JSON.stringify({ date: new Date().toISOString(), duration, loadAverage: load, rows, missing }, null, 2),
  )
  const failed = rows.filter((r) => r.errors > 0 || r.timeouts > 0 || r.non2xx > 0)
  const ok = failed.length === 0 && (missing.length === 0 || Boolean(args["allow-missing"]))
  console.log(
    `\n${rows.length} measured, ${failed.length} with errors or non-2xx, ${missing.length} missing: ${ok ? "pass" : "FAIL"}`,
  )
  process.exit(ok ? 0 : 1)
}

await main()
