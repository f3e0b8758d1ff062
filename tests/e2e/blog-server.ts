import { type ChildProcess, spawn } from "node:child_process"
import { freePort } from "../../scripts/lib/free-port.ts"

export type ExtraServer = {
  url: string
  /** The server's process id (its memory can be read from /proc/<pid>/status). */
  pid: number
  /** What the server has written to stderr so far (its error log). */
  errors: () => string
  /** What the server has written to stdout so far (its request log and the page cache's renders). */
  output: () => string
  stop: () => void
}

/** Another copy of the site on its own free loopback port (an empty database, or a failing backend). */
export async function startExtraServer(env: Record<string, string>): Promise<ExtraServer> {
  const port = await freePort()
  // As the server is started in production (package.json's serve): a third of the memory at start.
  const child: ChildProcess = spawn(process.execPath, ["--liftoff-only", "tests/e2e/server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let stderr = ""
  let stdout = ""
  child.stderr!.on("data", (chunk) => (stderr += chunk))
  child.stdout!.on("data", (chunk) => (stdout += chunk))
  const url = `http://127.0.0.1:${port}`
  // A server whose database is a copy of the run's template answers in ~2-15 s; one that runs
  // initdb itself (DATABASE_DRIVER=pglite over an empty DATA_DIR) in up to ~50 s on the busy machine.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error("the extra server did not start within 60 s")
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, pid: child.pid!, errors: () => stderr, output: () => stdout, stop: () => child.kill("SIGTERM") }
}

/** A backend that refuses every connection: a PostgreSQL URL on a loopback port nothing listens on. */
export async function refusingDatabaseUrl(): Promise<string> {
  return `postgres://syncreel@127.0.0.1:${await freePort()}/syncreel`
}
