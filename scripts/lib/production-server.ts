// What the measuring scripts (perf, load) share: a build, a free loopback
// port, the production server started and stopped as a child process, and the
// sample pages whose paths are only known once the site runs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import { once } from "node:events"
import { cpSync, existsSync, mkdtempSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import path from "node:path"
import { fixedArticles } from "#app/content/articles/index.ts"
import { articlePath, slugFromArticlePath } from "#app/lib/article-path.ts"
import { freePort } from "./free-port.ts"

export const projectDir = path.resolve(import.meta.dirname, "../..")

/** `npm run build` (site, precompressed files, social cards); exits the process when it fails. */
export function buildSite() {
  console.log("> npm run build")
  const status = spawnSync("npm", ["run", "build"], { cwd: projectDir, stdio: "inherit" }).status
  if (status !== 0) {
    console.error("build failed")
    process.exit(1)
  }
}

/** Polls `url` every `intervalMs` until it answers 2xx; gives up after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess, intervalMs = 200) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the process exited with ${child.exitCode} before ${url} answered`)
    // A slow first answer (a blog page read while the database warms up) is waited for, not abandoned and asked again.
    const ok = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Sends `signal`, then SIGKILL if the process is still there after 10 s. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, "exit")
  child.kill(signal)
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000)
  await exited
  clearTimeout(timer)
}

export type RunningServer = {
  origin: string
  /** The server's own process (not a wrapper), for reading its memory in /proc. */
  pid: number
  /** Milliseconds from spawning the process to the first 2xx answer on `ready`. */
  readyMs: number
  stop: () => Promise<void>
}

/**
 * A new temporary DATA_DIR holding a copy of the closed database in `from` (`--data-from`): the
 * server opens it at once, where over an empty DATA_DIR its first start runs PGlite's initdb and the
 * seed (4 s of one core on the quiet machine, 15-50 s beside `npm test`'s unit tests). The caller
 * removes it.
 */
export function copyOfDatabase(from: string): string {
  if (!existsSync(path.join(from, "pglite", "PG_VERSION")))
    throw new Error(`--data-from ${from}: not a DATA_DIR holding an embedded database (no pglite/PG_VERSION)`)
  const dataDir = mkdtempSync(path.join(tmpdir(), "measured-data-"))
  cpSync(from, dataDir, { recursive: true })
  return dataDir
}

/**
 * Starts `server/main.ts` from the current build on a free loopback port, and waits for `ready`
 * (a path; `/healthz` unless given) to answer 2xx within `timeoutMs`. `env` is added to this
 * process's environment. The start is not what the scripts measure, so the default wait is long: a
 * first start creates and seeds its database (unless DATA_DIR is a copy of one: `copyOfDatabase`),
 * and beside `npm test`'s unit tests (load average 9 on 2 cores) the load run's server did not
 * answer within the 30 s it had until session 19.
 */
export async function startProductionServer({
  env = {},
  ready = "/healthz",
  timeoutMs = 120_000,
}: { env?: Record<string, string | undefined>; ready?: string; timeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    cwd: projectDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    // The server logs a line per request: under load that would measure the terminal.
    stdio: ["ignore", "ignore", "inherit"],
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForUrl(`${origin}${ready}`, timeoutMs, child, 25)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { origin, pid: child.pid!, readyMs: performance.now() - started, stop: () => stopProcess(child) }
}

/** The `<loc>` paths of a sitemap, and whether it is a sitemap index (whose locs are child sitemaps). */
export function sitemapLocs(xml: string): { index: boolean; paths: string[] } {
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname)
  return { index: /<sitemapindex[\s>]/.test(xml), paths }
}

/**
 * The first article under /blog/ that the sitemap lists and that is not one of
 * the fixed articles, i.e. one that comes from the database; null while the
 * site has no sitemap or no such article. When /sitemap.xml is an index, its
 * children are read in order, from this origin whatever host their URLs name.
 */
export async function firstDatabaseArticle(origin: string, sitemap = "/sitemap.xml"): Promise<string | null> {
  const response = await fetch(origin + sitemap)
  if (!response.ok) return null
  const fixed = new Set(fixedArticles.map((a) => articlePath(a.slug)))
  const { index, paths } = sitemapLocs(await response.text())
  for (const pathname of paths) {
    if (index) {
      const found = await firstDatabaseArticle(origin, pathname)
      if (found) return found
    } else if (slugFromArticlePath(pathname) !== null && !fixed.has(pathname)) return pathname
  }
  return null
}

/** The 1-, 5- and 15-minute load averages, for noting beside a measurement on a shared machine. */
export function loadAverage(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ")
}

/** Reads `--name value` and `--flag` options; unknown options are an error. */
export function parseArgs<T extends Record<string, "string" | "boolean" | "list">>(spec: T, argv = process.argv.slice(2)) {
  const values: Record<string, string | boolean | string[] | undefined> = {}
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!.replace(/^--/, "")
    const kind = spec[name]
    if (!argv[i]!.startsWith("--") || !kind)
      throw new Error(
        `unknown option ${argv[i]} (known: ${Object.keys(spec)
          .map((k) => `--${k}`)
          .join(", ")})`,
      )
    if (kind === "boolean") values[name] = true
    else {
      const value = argv[++i]
      if (value === undefined) throw new Error(`--${name} needs a value`)
      values[name] = kind === "list" ? [...((values[name] as string[]) ?? []), value] : value
    }
  }
  return values as { [K in keyof T]?: T[K] extends "boolean" ? boolean : T[K] extends "list" ? string[] : string }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A plain text table, columns padded to their widest cell. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n")
}
