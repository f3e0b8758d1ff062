// Another production server over this run's build (build/), started with other site variables: the
// trackers and the demo video, which the server reads at start (server/site-runtime.ts, decision
// 0033), and what else `env` sets (a DATA_DIR, a PUBLISH_SECRET). Each worker that needs one starts
// its own; no second build is made.
import { type ChildProcess, spawn } from "node:child_process"
import path from "node:path"

const projectDir = path.resolve(import.meta.dirname, "../..")

/** The production server over build/ on a free loopback port, with `env` added to the runner's environment. */
export async function serveSite(env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    cwd: projectDir,
    env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  })
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
