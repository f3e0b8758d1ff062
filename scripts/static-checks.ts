// `npm run static`: ESLint, Prettier's check, the type checks and the translations' status (under a
// second, docs/translating.md), run side by side (each uses about one core) with their output printed
// whole as each ends; fails when any of them fails.
import { spawn } from "node:child_process"

const CHECKS: [name: string, script: string][] = [
  ["lint", "lint"],
  ["format", "format:check"],
  ["types", "typecheck"],
  ["translations", "i18n:status"],
]

function run(name: string, script: string): Promise<{ name: string; status: number; seconds: number }> {
  const started = performance.now()
  const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk))
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000)
      console.log(
        `\n> ${name} (npm run ${script}, ${seconds} s): ${code === 0 ? "ok" : "FAILED"}${output.trim() ? `\n${output.trimEnd()}` : ""}`,
      )
      resolve({ name, status: code ?? 1, seconds })
    })
  })
}

const results = await Promise.all(CHECKS.map(([name, script]) => run(name, script)))
const failed = results.filter((r) => r.status !== 0)
console.log(`\ntime: ${results.map((r) => `${r.name} ${r.seconds} s`).join(", ")}`)
if (failed.length > 0) {
  console.log(`failed: ${failed.map((r) => r.name).join(", ")}`)
  process.exit(1)
}
