import { readFileSync, readdirSync } from "node:fs"
import { expect, test } from "vitest"
import { markdownToHtml } from "./markdown.server.ts"
import { JobFailed, JobTimeout, WorkerPool } from "./worker-pool.server.ts"

const seed = readFileSync(`db/seed/${readdirSync("db/seed").find((name) => name.endsWith(".md"))!}`, "utf8")
// Ordinary Markdown that takes seconds to render: far more than the pools' short limits below.
const slow = seed.repeat(60)

test("a job renders Markdown as it renders in this thread, and sanitises HTML", async () => {
  const pool = new WorkerPool({ size: 1, timeLimitMs: 30_000 })
  expect(await pool.run({ kind: "markdown", text: seed })).toBe(await markdownToHtml(seed))
  expect(await pool.run({ kind: "sanitize", text: '<p onclick="x()">Hi</p><script>alert(1)</script>' })).toBe("<p>Hi</p>")
})

test("a job over the time limit fails with JobTimeout, and the jobs behind it run on a new worker", async () => {
  const pool = new WorkerPool({ size: 1, timeLimitMs: 200 })
  const over = pool.run({ kind: "markdown", text: slow })
  const behind = pool.run({ kind: "sanitize", text: "<p>after</p>" })
  await expect(over).rejects.toBeInstanceOf(JobTimeout)
  await expect(over).rejects.toThrow("it took longer than 0.2 s")
  expect(await behind).toBe("<p>after</p>")
}, 30_000)

test("a job that throws in the worker (a stack overflow) fails with JobFailed, and the worker serves on", async () => {
  const pool = new WorkerPool({ size: 1, timeLimitMs: 30_000 })
  await expect(pool.run({ kind: "markdown", text: "<div>".repeat(20_000) })).rejects.toSatisfy(
    (error) => error instanceof JobFailed && /call stack/.test(error.message),
  )
  expect(await pool.run({ kind: "markdown", text: "*still* here" })).toBe("<p><em>still</em> here</p>")
}, 30_000)
