import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, expect, test } from "vitest"
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

/** A build folder: the production server bundle, no files, and the settings of a build made in `env`. */
function buildFolder(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), "build-"))
  symlinkSync(path.resolve("build/server"), path.join(dir, "server"))
  mkdirSync(path.join(dir, "client"))
  writeFileSync(path.join(dir, "csp-hashes.json"), "{}")
  writeBuildSettings(dir, buildSettings(env))
  return dir
}

/** Starts server/main.ts over `buildDir` with `env`; resolves with what it logged once it serves. */
async function start(buildDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
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
      const match = /Serving on (http:\/\/\S+)/.exec(stdout)
      if (match) resolve(match[1]!)
    })
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)))
  })
  return { origin, stdout: () => stdout, stderr: () => stderr }
}

test("the server says which build settings it serves with, and serves the build's CSP whatever its own environment says", async () => {
  const buildDir = buildFolder({ SITE_URL: "https://www.syncreel.example", GTM_ID: "GTM-ABC123" })
  const server = await start(buildDir, {})
  expect(server.stdout()).toContain(
    "Build settings: SITE_URL=https://www.syncreel.example, trackers: gtm, demo video: /media/demo/walkthrough.mp4\n",
  )
  expect(server.stderr()).not.toContain("Warning")
  const csp = (await fetch(`${server.origin}/healthz`)).headers.get("Content-Security-Policy")
  expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;")
})

test("a site variable set at start that differs from the build's is warned about, and has no effect", async () => {
  const buildDir = buildFolder({ SITE_URL: "https://www.syncreel.example" })
  const server = await start(buildDir, { SITE_URL: "https://staging.syncreel.example", GTM_ID: "GTM-ABC123" })
  expect(server.stderr()).toContain(
    'Warning: SITE_URL="https://staging.syncreel.example" has no effect: this build was made with SITE_URL="https://www.syncreel.example"',
  )
  expect(server.stderr()).toContain('Warning: GTM_ID="GTM-ABC123" has no effect: this build was made with GTM_ID unset')
  expect(server.stdout()).toContain("Build settings: SITE_URL=https://www.syncreel.example, trackers: none")
  const csp = (await fetch(`${server.origin}/healthz`)).headers.get("Content-Security-Policy")
  expect(csp).toContain("script-src 'self';")
  expect(csp).not.toContain("googletagmanager")
})

test("a build without its settings is refused at start with the command that makes them", async () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), "build-"))
  await expect(start(buildDir, {})).rejects.toThrow(/site-settings\.json is missing: build the site with `npm run build`/)
})
