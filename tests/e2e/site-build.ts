// Second copies of the site, built with other site settings (tracker ids, another demo video) by
// the same recipe as `npm run build` (scripts/build.ts) into build/e2e-<name>. Settings are baked
// into the build (docs/decisions/0003), so each needs its own. A build is made on demand, once a
// test run, by the first worker that needs it (the others wait on a lock); each worker serves it
// with its own server. Runs that select no spec using it never pay for it.
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { withLock } from "../support/run-lock.ts"

const projectDir = path.resolve(import.meta.dirname, "../..")

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectDir, env, stdio: ["ignore", "ignore", "pipe"] })
    let stderr = ""
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed:\n${stderr}`))))
  })
}

/**
 * The folder (relative to the project) of this run's build named `name`, made with the site
 * variables `settings()` returns, which is called only when the build is made.
 */
export async function siteBuild(name: string, settings: () => Promise<Record<string, string>> | Record<string, string>) {
  const buildDir = `build/e2e-${name}`
  const lock = path.join(projectDir, `${buildDir}.lock`)
  const stamp = path.join(projectDir, buildDir, "run-id")
  const runId = process.env.E2E_RUN_ID ?? "local"
  mkdirSync(path.join(projectDir, "build"), { recursive: true })
  await withLock(lock, async () => {
    const built = (() => {
      try {
        return readFileSync(stamp, "utf8")
      } catch {
        return null
      }
    })()
    if (built !== runId) {
      await run(process.execPath, ["scripts/build.ts"], { ...process.env, ...(await settings()), BUILD_DIR: buildDir })
      writeFileSync(stamp, runId)
    }
  })
  return buildDir
}

/**
 * The production server over the build in `buildDir`, on a free loopback port; only its runtime
 * variables are set (`env` adds more: a DATA_DIR, a PUBLISH_SECRET).
 */
export async function serveBuild(
  buildDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    cwd: projectDir,
    env: { ...process.env, ...env, BUILD_DIR: buildDir, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (chunk) => {
      out += chunk
      const match = /Serving on (http:\/\/\S+)/.exec(out)
      if (match) resolve(match[1]!)
    })
    child.on("exit", (code) => reject(new Error(`the server of ${buildDir} exited with ${code}`)))
  })
  child.stdout!.resume()
  return { url, child }
}
