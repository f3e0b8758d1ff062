// The server started on a full disk (issue 24): DATA_DIR is a small tmpfs of its own, filled before
// the server starts over a database a killed server left behind. The blog answers 503 until the
// space is freed, then comes back by itself, and no attempt that failed meanwhile leaves a port open.
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { once } from "node:events"
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, truncateSync, writeSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, test } from "vitest"
import { databaseAt } from "../tests/support/db-template.ts"
import { listeningPorts } from "../tests/support/listening-ports.ts"

const FS_SIZE = "64m"

/** Mounts a tmpfs of FS_SIZE at a new folder; null and why when this machine cannot (not root, no mount). */
function smallFilesystem(): { dir: string } | { skip: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "full-disk-"))
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${FS_SIZE}`, "tmpfs", dir], { stdio: "pipe" })
    return { dir }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const reason = ((error as { stderr?: Buffer }).stderr?.toString() || (error as Error).message).trim()
    return { skip: `cannot mount a ${FS_SIZE} tmpfs to fill (needs root): ${reason}` }
  }
}

const filesystem = smallFilesystem()
if ("skip" in filesystem) console.warn(`Skipping the full-disk start-up test: ${filesystem.skip}`)

const children: ChildProcess[] = []
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
  await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? once(child, "exit") : null)))
  if ("dir" in filesystem) {
    execFileSync("umount", [filesystem.dir])
    rmSync(filesystem.dir, { recursive: true, force: true })
  }
})

/** The production server over the build, its database in `dataDir`; resolves once it serves. */
async function startServer(dataDir: string) {
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  children.push(child)
  let stderr = ""
  child.stderr.on("data", (chunk) => (stderr += chunk))
  const origin = await new Promise<string>((resolve, reject) => {
    let stdout = ""
    child.stdout.on("data", (chunk) => {
      stdout += chunk
      const match = /Serving on (http:\/\/\S+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)))
  })
  return { child, origin, stderr: () => stderr }
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
    (response) => response.status,
    () => 0,
  )

/** Polls `url` every 200 ms until it answers `wanted`; resolves with the ms that took, or throws after `limitMs`. */
async function untilStatus(url: string, wanted: number, limitMs: number): Promise<number> {
  const started = performance.now()
  for (;;) {
    if ((await status(url)) === wanted) return performance.now() - started
    if (performance.now() - started > limitMs) throw new Error(`${url} did not answer ${wanted} within ${limitMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Writes zeros to `file` until the disk refuses (ENOSPC), then gives `leaveMB` back. */
function fill(file: string, leaveMB = 0) {
  const fd = openSync(file, "w")
  const chunk = Buffer.alloc(1024 * 1024)
  try {
    for (;;) writeSync(fd, chunk)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error
  } finally {
    closeSync(fd)
  }
  if (leaveMB > 0) truncateSync(file, Math.max(0, statSync(file).size - leaveMB * 1024 * 1024))
}

/** Stops a server and waits for it to go. */
async function stop(child: ChildProcess) {
  const exited = once(child, "exit")
  child.kill("SIGKILL")
  await exited
}

/** Lets the background probes (1 s, 2 s, 4 s apart) try the database again against the full disk, and fail too. */
const whileProbesFail = () => new Promise((resolve) => setTimeout(resolve, 8_000))

/** The site's own port, and the database owner's ping and admin endpoint: nothing else. */
function expectOnlyItsOwnPorts(server: { child: ChildProcess; origin: string }, dataDir: string) {
  const owner = JSON.parse(readFileSync(path.join(dataDir, "owner.json"), "utf8")) as { port: number; ping: number }
  const site = Number(new URL(server.origin).port)
  expect(listeningPorts(server.child.pid!)).toEqual([site, owner.port, owner.ping].sort((a, b) => a - b))
}

describe.skipIf("skip" in filesystem)("the embedded database on a full disk", () => {
  const dir = "dir" in filesystem ? filesystem.dir : ""
  const filler = path.join(dir, "filler")

  test("the server started with DATA_DIR full answers 503, comes back by itself once space is freed, and leaks no port", async () => {
    const dataDir = path.join(dir, "killed")

    // A database (a copy of the one a first start creates and seeds), and a server killed over it
    // (its owner file left behind).
    await databaseAt(dataDir, { seeded: "as the server does" })
    const first = await startServer(dataDir)
    await untilStatus(`${first.origin}/blog`, 200, 120_000)
    await stop(first.child)

    fill(filler)
    const server = await startServer(dataDir)
    await untilStatus(`${server.origin}/healthz`, 200, 120_000)
    expect(server.stderr()).toContain("ENOSPC")
    expect(await status(`${server.origin}/blog`)).toBe(503)
    await whileProbesFail()
    expect(await status(`${server.origin}/blog`)).toBe(503)

    rmSync(filler)
    // Before issue 24 the blog stayed 503 until a restart. Issue 24's "within 10 s"
    // is the probes' cadence (at most 5 s apart: app/data/articles.server.test.ts records each wait)
    // plus opening the database, a time that grows with the machine's load: printed, not asserted.
    const backAfter = await untilStatus(`${server.origin}/blog`, 200, 60_000)
    console.log(`Over a killed server's database: the blog answered 200 ${Math.round(backAfter)} ms after space was freed`)
    expectOnlyItsOwnPorts(server, dataDir)
    await stop(server.child)
    // The next test needs the room.
    rmSync(dataDir, { recursive: true, force: true })
  }, 240_000)

  test("a first start with no room to create the database leaves no half-made one: once space is freed it is created and seeded", async () => {
    const dataDir = path.join(dir, "new")
    // Room for PGlite to begin creating the database (about 40 MB), not to finish.
    fill(filler, 8)
    const server = await startServer(dataDir)
    await untilStatus(`${server.origin}/healthz`, 200, 120_000)
    expect(await status(`${server.origin}/blog`)).toBe(503)
    await whileProbesFail()
    expect(await status(`${server.origin}/blog`)).toBe(503)

    rmSync(filler)
    const backAfter = await untilStatus(`${server.origin}/blog`, 200, 60_000)
    console.log(`With no database yet: the blog answered 200 ${Math.round(backAfter)} ms after space was freed`)
    // Seeded, as a database created at start-up is.
    expect(await status(`${server.origin}/blog/ai-music-videos-for-labels-and-agencies`)).toBe(200)
    expectOnlyItsOwnPorts(server, dataDir)
    await stop(server.child)
  }, 240_000)
})
