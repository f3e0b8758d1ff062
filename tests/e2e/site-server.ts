// Another production server over this run's build (build/), started with other site variables: the
// trackers and the demo video, which the server reads at start (server/site-runtime.ts, decision
// 0033), and what else `env` sets (a DATA_DIR, a PUBLISH_SECRET). Each worker that needs one starts
// its own; no second build is made. Without a DATA_DIR of its own, it gets a copy of this run's
// seeded database (tests/support/db-template.ts), removed when it exits: over the project's .data/, a
// clean clone's first such server ran initdb, and two workers' servers waited 30 s for each other's
// claim on it (the second one's blog answered 503 meanwhile).
import { type ChildProcess, spawn } from "node:child_process"
import { rmSync } from "node:fs"
import path from "node:path"
import { freshDatabase } from "../support/db-template.ts"

const projectDir = path.resolve(import.meta.dirname, "../..")

/** The production server over build/ on a free loopback port, with `env` added to the runner's environment. */
export async function serveSite(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const ownData = env.DATA_DIR ? null : await freshDatabase({ seeded: true, extra: 0 })
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    cwd: projectDir,
    env: { ...process.env, ...env, ...(ownData ? { DATA_DIR: ownData } : {}), PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  })
  if (ownData) child.once("exit", () => rmSync(ownData, { recursive: true, force: true }))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (chunk) => {
      out += chunk
      const match = /Serving on (http:\/\/\S+)/.exec(out)
      if (match) resolve(match[1]!)
    })
    child.on("exit", (code) => reject(new Error(`a server started with ${Object.keys(env).join(", ")} exited with ${code}`)))
  })
  child.stdout!.resume()
  return { url, child }
}
