import { execFileSync } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { freePort } from "../../scripts/lib/free-port.ts"

const BIN = "/usr/lib/postgresql/15/bin"

/**
 * A throwaway PostgreSQL server (Debian's postgresql package) in a temporary
 * directory on a free loopback port. PostgreSQL refuses to run as root, so
 * as root (CI, this machine) it runs as the `postgres` OS user.
 */
export type PostgresServer = {
  url: string
  /** Stops the server abruptly (a crash or an outage); its data stays for `resume`. */
  halt: () => void
  /** Starts a halted server again on the same port with the same data. */
  resume: () => void
  /** Stops it for good and deletes its data. */
  stop: () => void
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!existsSync(path.join(BIN, "initdb"))) {
    throw new Error(
      `PostgreSQL 15 binaries are missing from ${BIN}: install Debian's postgresql package (apt-get install postgresql)`,
    )
  }
  const dir = mkdtempSync(path.join(tmpdir(), "pg-conformance-"))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString())
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString())
    chownSync(dir, uid, gid)
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(BIN, tool),
      asRoot ? ["-u", "postgres", "--", path.join(BIN, tool), ...args] : args,
      {
        stdio: "pipe",
      },
    )
  const data = path.join(dir, "data")
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  let running = false
  const start = () => {
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "120", "-o", options, "start"])
    running = true
  }
  const halt = () => {
    if (running) run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"])
    running = false
  }
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt,
    resume: start,
    stop() {
      halt()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
