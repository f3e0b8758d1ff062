// `npm run bench:publish`: how many small signed publishes a second the publishing API sustains on
// the embedded database and on PostgreSQL, and how long after a `publish` answer the article is
// listed on /blog. It measures the current build (run `npm run build` first) with the real server,
// on loopback, and prints the figures; it gates nothing (docs/performance.md, "Publishing").
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { migrate } from "#app/data/sql.server.ts"
import { startPostgres } from "../tests/support/postgres-server.ts"
import { TEST_SECRET, signedPost } from "../tests/support/signed-delivery.ts"
import { freePort } from "./lib/free-port.ts"
import { loadAverage, projectDir, stopProcess, waitForUrl } from "./lib/production-server.ts"

const SECONDS = 5
const CONCURRENCY = 4

async function startServer(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: projectDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", PUBLISH_SECRET: TEST_SECRET },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForUrl(`${origin}/healthz`, 120_000, child)
  return { origin, stop: () => stopProcess(child) }
}

function article(slug: string) {
  return {
    slug,
    title: `Benchmark article ${slug}`,
    meta_description: "A short article written by the publishing benchmark.",
    content_markdown: "A paragraph of the benchmark's article, with **some** emphasis and a [link](https://example.com).",
  }
}

async function publish(origin: string, slug: string) {
  const response = await fetch(`${origin}/api/articles`, signedPost({ event: "publish", article: article(slug) }))
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`publish ${slug}: ${response.status} ${await response.text()}`)
}

/** Small publishes from CONCURRENCY senders for SECONDS; requests a second. */
async function throughput(origin: string, label: string): Promise<number> {
  let done = 0
  const end = Date.now() + SECONDS * 1000
  const sender = async (id: number) => {
    for (let i = 0; Date.now() < end; i++) {
      await publish(origin, `bench-${label}-${id}-${i}`)
      done++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, id) => sender(id)))
  return done / ((performance.now() - started) / 1000)
}

/** Milliseconds from the publish call to the article's title on /blog, median of 5. */
async function timeToVisible(origin: string, label: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const slug = `visible-${label}-${i}`
    const started = performance.now()
    await publish(origin, slug)
    for (;;) {
      if ((await (await fetch(`${origin}/blog`)).text()).includes(`Benchmark article ${slug}`)) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[2]!
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(env)
  try {
    // First, while /blog lists only the seed: /blog lists every article (pages come with issue 17),
    // so after the throughput run it takes longer to render.
    const visible = await timeToVisible(server.origin, label)
    const rps = await throughput(server.origin, label)
    return { label, rps, visible }
  } finally {
    await server.stop()
  }
}

const rows = []
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-publish-"))
try {
  rows.push(await measure("pglite", { DATA_DIR: dataDir, DATABASE_DRIVER: "pglite" }))
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
const postgres = await startPostgres()
try {
  const client = postgresClient(postgres.url)
  await migrate(client)
  await client.close()
  rows.push(await measure("postgres", { DATABASE_URL: postgres.url, DATABASE_DRIVER: "postgres" }))
} finally {
  await postgres.stop()
}

console.log(`\nsmall signed publishes, ${CONCURRENCY} senders for ${SECONDS} s; load average ${loadAverage()}\n`)
console.log("backend   publishes/s  publish → on /blog (median of 5)")
for (const row of rows)
  console.log(`${row.label.padEnd(9)} ${row.rps.toFixed(0).padStart(11)}  ${row.visible.toFixed(0).padStart(5)} ms`)
