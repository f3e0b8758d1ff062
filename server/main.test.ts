import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, expect, test } from "vitest"
import { freshDatabase } from "../tests/support/db-template.ts"
import { listeningPorts } from "../tests/support/listening-ports.ts"
import { type SiteRuntime, siteRuntime, siteRuntimeExpression } from "#app/config/site-env.ts"
import { buildSettings, writeBuildSettings } from "./build-settings.ts"

const children: ChildProcess[] = []
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null) continue
    const exited = once(child, "exit")
    child.kill("SIGKILL")
    await exited
  }
})

/**
 * A build folder: the production server bundle (or `serverDir`), the settings of a build made in
 * `env` and, of the files, only the browser's runtime settings module as the build writes it.
 */
function buildFolder(env: Record<string, string>, serverDir = path.resolve("build/server")) {
  const dir = mkdtempSync(path.join(tmpdir(), "build-"))
  symlinkSync(serverDir, path.join(dir, "server"))
  mkdirSync(path.join(dir, "client/assets"), { recursive: true })
  writeFileSync(path.join(dir, "csp-hashes.json"), "{}")
  const settings = buildSettings(env)
  writeBuildSettings(dir, settings)
  writeFileSync(
    path.join(dir, "client/assets/site-runtime.js"),
    `const e=${siteRuntimeExpression(siteRuntime(settings.site))};export{e as t};`,
  )
  return dir
}

/** The trackers and demo video a server answers the browser with. */
async function browserSettings(origin: string) {
  const module = await (await fetch(`${origin}/assets/site-runtime.js`)).text()
  return JSON.parse(JSON.parse(/JSON\.parse\(("(?:\\.|[^"\\])*")\)/.exec(module)![1]!) as string) as SiteRuntime
}

/** Starts server/main.ts over `buildDir` with `env`; resolves with what it logged once it serves. */
async function start(buildDir: string, env: Record<string, string>) {
  // As the server runs in production (package.json "start").
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    // The database is one that cannot be reached: the blog is not what these tests look at.
    env: {
      PATH: process.env.PATH,
      BUILD_DIR: buildDir,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://127.0.0.1:9/none",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  children.push(child)
  let stdout = ""
  let stderr = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk
      const match = /Serving on (http:\/\/[^\s"]+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)))
  })
  return { origin, pid: child.pid!, stdout: () => stdout, stderr: () => stderr }
}

/** Waits until `check` passes, asking every 100 ms for up to `ms`. */
async function eventually(check: () => void | Promise<void>, ms = 10_000) {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

test("the server says which site settings it serves with, and serves the build's trackers when its environment sets none", async () => {
  const buildDir = buildFolder({ SITE_URL: "https://www.syncreel.example", GTM_ID: "GTM-ABC123" })
  const server = await start(buildDir, {})
  expect(server.stdout()).toContain(
    "Site settings: SITE_URL=https://www.syncreel.example, trackers: gtm, demo video: /media/demo/walkthrough.mp4\n",
  )
  expect(server.stderr()).not.toContain("Warning")
  const csp = (await fetch(`${server.origin}/healthz`)).headers.get("Content-Security-Policy")
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;")
  expect((await browserSettings(server.origin)).analytics.gtmId).toBe("GTM-ABC123")
})

test("trackers and the demo video set at start replace the build's, in the browser's settings and the CSP alike", async () => {
  const buildDir = buildFolder({ SITE_URL: "https://www.syncreel.example", POSTHOG_KEY: "phc_abcdefgh123" })
  const server = await start(buildDir, {
    GTM_ID: "GTM-ABC123",
    DEMO_VIDEO_URL: "https://player.example.net/embed/1",
    POSTHOG_KEY: "",
  })
  expect(server.stdout()).toContain(
    "Site settings: SITE_URL=https://www.syncreel.example, trackers: posthog, gtm, demo video: https://player.example.net/embed/1\n",
  )
  expect(server.stderr()).not.toContain("Warning")
  const answer = await fetch(`${server.origin}/assets/site-runtime.js`)
  expect(answer.headers.get("Cache-Control")).toBe("no-cache")
  expect(answer.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8")
  const settings = await browserSettings(server.origin)
  expect(settings.analytics).toMatchObject({ gtmId: "GTM-ABC123", posthogKey: "phc_abcdefgh123", metaPixelId: null })
  expect(settings.demoVideoUrl).toBe("https://player.example.net/embed/1")
  const csp = (await fetch(`${server.origin}/healthz`)).headers.get("Content-Security-Policy")
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;")
  expect(csp).toContain("https://eu.i.posthog.com")
  expect(csp).toMatch(/frame-src [^;]*https:\/\/player\.example\.net[;\s]/)
})

test("a malformed tracker id set at start stops the server, naming the variable", async () => {
  await expect(start(buildFolder({}), { GTM_ID: "UA-1" })).rejects.toThrow(/the server exited with 1: [\s\S]*GTM_ID="UA-1"/)
})

test("a site variable set at start that the pages hold differs from the build's: warned about, and it has no effect", async () => {
  const buildDir = buildFolder({ SITE_URL: "https://www.syncreel.example" })
  const server = await start(buildDir, { SITE_URL: "https://staging.syncreel.example" })
  expect(server.stderr()).toContain(
    'Warning: SITE_URL="https://staging.syncreel.example" has no effect: this build was made with SITE_URL="https://www.syncreel.example"',
  )
  expect(server.stdout()).toContain("Site settings: SITE_URL=https://www.syncreel.example, trackers: none")
  const csp = (await fetch(`${server.origin}/healthz`)).headers.get("Content-Security-Policy")
  expect(csp).toContain("script-src 'self';")
})

test("a build without the browser's settings module is refused at start with the command that makes it", async () => {
  const buildDir = buildFolder({})
  rmSync(path.join(buildDir, "client/assets/site-runtime.js"))
  await expect(start(buildDir, {})).rejects.toThrow(/site-runtime\.js is missing: rebuild the site with `npm run build`/)
})

test("a build without its settings is refused at start with the command that makes them", async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), "build-"))
  await expect(start(buildDir, {})).rejects.toThrow(/site-settings\.json is missing: build the site with `npm run build`/)
})

test("a build whose entry lacks a member the server takes is refused at start, with the member named", async () => {
  // The production bundle, re-exported with startArticles left out of its entry.
  const serverDir = mkdtempSync(path.join(tmpdir(), "server-"))
  const bundle = JSON.stringify(path.resolve("build/server/index.js"))
  writeFileSync(
    path.join(serverDir, "index.js"),
    [
      `import * as build from ${bundle}`,
      `export * from ${bundle}`,
      "const { startArticles, ...module } = build.entry.module",
      "export const entry = { ...build.entry, module }",
    ].join("\n"),
  )
  await expect(start(buildFolder({}, serverDir), {})).rejects.toThrow(
    /the server exited with 1: The server build's entry \(app\/entry\.server\.tsx\) does not export startArticles \(function\)/,
  )
})

test("/readyz answers 503 with a reason while the blog's database refuses connections; /healthz stays 200", async () => {
  const server = await start(buildFolder({}), {})
  await eventually(async () => {
    const ready = await fetch(`${server.origin}/readyz`)
    expect({ status: ready.status, body: await ready.text(), cache: ready.headers.get("cache-control") }).toEqual({
      status: 503,
      body: "not ready: the blog's database failed a read (ECONNREFUSED)",
      cache: "no-store",
    })
  }, 30_000)
  expect((await fetch(`${server.origin}/healthz`)).status).toBe(200)
  expect(server.stderr()).toContain("Not ready: the blog's database failed a read (ECONNREFUSED)")
}, 60_000)

test("the metrics listener is off by default; with METRICS_PORT the metrics are served on their own loopback port in the Prometheus text format, never on the public port", async () => {
  const quiet = await start(buildFolder({}), {})
  expect(listeningPorts(quiet.pid)).toEqual([Number(new URL(quiet.origin).port)])
  expect(quiet.stdout()).not.toContain("Metrics on")
  expect((await fetch(`${quiet.origin}/metrics`)).status).toBe(404)

  const server = await start(buildFolder({}), { METRICS_PORT: "0" })
  const metricsUrl = /Metrics on (http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(server.stdout())?.[1]
  expect(metricsUrl).toBeDefined()
  expect(listeningPorts(server.pid)).toEqual(
    [Number(new URL(server.origin).port), Number(new URL(metricsUrl!).port)].sort((a, b) => a - b),
  )
  // Healthy once its first read has failed: the breaker is open from then on.
  await eventually(async () => expect((await fetch(`${server.origin}/healthz`)).status).toBe(200), 30_000)
  expect((await fetch(`${server.origin}/blog`)).status).toBe(503)
  expect((await fetch(`${server.origin}/metrics`)).status).toBe(404)
  // The server counts a request once its answer is sent, which the client can see a moment before
  // the server does: the scrape is repeated until the last request above (/blog) is in it.
  let text = ""
  await eventually(async () => {
    const scraped = await fetch(metricsUrl!)
    expect(scraped.status).toBe(200)
    expect(scraped.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8")
    text = await scraped.text()
    expect(text).toMatch(/^syncreel_http_request_duration_seconds_count\{kind="blog-rendered",status="503"\} \d+$/m)
  }, 5_000)
  for (const family of [
    "syncreel_http_request_duration_seconds",
    "syncreel_page_cache_hits_total",
    "syncreel_page_cache_misses_total",
    "syncreel_page_cache_bytes",
    "syncreel_page_cache_entries",
    "syncreel_page_cache_evictions_total",
    "syncreel_renders_in_flight",
    "syncreel_render_duration_seconds",
    "syncreel_articles_breaker_open",
    "syncreel_database_read_duration_seconds",
    "syncreel_publishes_total",
    "process_resident_memory_bytes",
  ])
    expect(text).toContain(`# TYPE ${family} `)
  expect(text).toMatch(/^syncreel_http_request_duration_seconds_count\{kind="health",status="200"\} 1$/m)
  expect(text).toMatch(/^syncreel_articles_breaker_open 1$/m)
  expect(text).toMatch(/^syncreel_database_read_duration_seconds_count\{method="listPage",outcome="error"\} \d+$/m)
}, 60_000)

test("with LOG_FORMAT=json every line the server writes is one JSON object; a request's has its method, path, status and time", async () => {
  const server = await start(buildFolder({}), { LOG_FORMAT: "json" })
  // 503 "starting" or 200, depending on how far the start-up's read has got.
  const health = await fetch(`${server.origin}/healthz`)
  await fetch(`${server.origin}/no-such-file.txt`)
  await eventually(() => expect(server.stdout()).toContain('"path":"/no-such-file.txt"'))
  const lines = server.stdout().trimEnd().split("\n")
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  expect(entries).toContainEqual(expect.objectContaining({ level: "info", msg: expect.stringMatching(/^Site settings: /) }))
  expect(entries.filter((entry) => entry.msg === "request")).toEqual([
    expect.objectContaining({
      method: "GET",
      path: "/healthz",
      status: health.status,
      ms: expect.any(Number),
      time: expect.any(String),
    }),
    expect.objectContaining({ method: "GET", path: "/no-such-file.txt", status: 404, ms: expect.any(Number) }),
  ])
  // The database's failure at start-up, from the build's data layer, is one JSON line too, with its error.
  await eventually(() => expect(server.stdout()).toContain("Blog database unavailable at start-up"))
  const failure = server
    .stdout()
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as { msg?: string; level?: string; err?: { message?: string } })
    .find((entry) => entry.msg?.startsWith("Blog database unavailable at start-up"))
  expect(failure).toMatchObject({ level: "error", err: { message: expect.stringContaining("ECONNREFUSED") } })
  expect(server.stderr()).toBe("")
}, 60_000)

test("with the embedded database open, /readyz answers 200, and the metrics tell the blog's renders from its cached pages", async () => {
  // A copy of the database the server makes on its first start (tests/support/db-template.ts):
  // opening it is what this test is about, not making it (server/full-disk.test.ts makes one).
  const dataDir = await freshDatabase({ seeded: "as the server does" })
  const server = await start(buildFolder({}), {
    DATABASE_URL: "",
    DATABASE_DRIVER: "pglite",
    DATA_DIR: dataDir,
    METRICS_PORT: "0",
  })
  const metricsUrl = /Metrics on (http:\/\/\S+\/metrics)/.exec(server.stdout())![1]!
  await eventually(async () => {
    const ready = await fetch(`${server.origin}/readyz`)
    expect({ status: ready.status, body: await ready.text() }).toEqual({ status: 200, body: "ready" })
  }, 120_000)
  expect((await fetch(`${server.origin}/blog`)).status).toBe(200)
  expect((await fetch(`${server.origin}/blog`)).status).toBe(200)
  const text = await (await fetch(metricsUrl)).text()
  expect(text).toMatch(/^syncreel_http_request_duration_seconds_count\{kind="blog-rendered",status="200"\} 1$/m)
  expect(text).toMatch(/^syncreel_http_request_duration_seconds_count\{kind="blog-cached",status="200"\} 1$/m)
  expect(text).toMatch(/^syncreel_page_cache_hits_total 1$/m)
  expect(text).toMatch(/^syncreel_page_cache_entries [1-9]\d*$/m)
  expect(text).toMatch(/^syncreel_articles_breaker_open 0$/m)
  expect(text).toMatch(/^syncreel_database_read_duration_seconds_count\{method="listPage",outcome="ok"\} [1-9]\d*$/m)
}, 180_000)

test("PUBLISH_SECRET may hold two secrets while a sender changes secret; a bad one still stops the server", async () => {
  const two = `whsec_${Buffer.alloc(32, 1).toString("base64")} whsec_${Buffer.alloc(32, 2).toString("base64")}`
  const server = await start(buildFolder({}), { PUBLISH_SECRET: two })
  expect(server.stdout()).toMatch(/Publishing API on: POST \/api\/articles \(2 PUBLISH_SECRET/)
  await expect(start(buildFolder({}), { PUBLISH_SECRET: `${two} nope` })).rejects.toThrow(
    /Invalid PUBLISH_SECRET: it must start with "whsec_"/,
  )
}, 60_000)

test("while the database does not answer, the inbox answers 503 JSON with Retry-After", async () => {
  const server = await start(buildFolder({}), {})
  const answer = await fetch(`${server.origin}/api/inbox/outrank`, {
    method: "POST",
    headers: { Authorization: "Bearer a-key", "Content-Type": "application/json" },
    body: "{}",
  })
  expect(answer.status).toBe(503)
  expect(answer.headers.get("retry-after")).toMatch(/^\d+$/)
  expect(await answer.json()).toEqual({ error: expect.stringMatching(/send this again shortly/) })
}, 60_000)
