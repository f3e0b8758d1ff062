// `node scripts/bench-inbox.ts`: deliveries a second each inbox adapter sustains on the embedded
// database and on PostgreSQL, and on PostgreSQL the time from a delivery to one server until the
// article is listed on /blog of another. The real server (server/main.ts) over the current build
// (run `npm run build` first), on loopback; it prints the figures and gates nothing.
import { spawn } from "node:child_process"
import { createHmac } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { Webhook } from "standardwebhooks"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { parseDataEnv } from "#app/data/env.server.ts"
import { openKeyAdmin } from "#app/data/key-admin.server.ts"
import type { Provider } from "#app/data/publishing-store.server.ts"
import { migrate } from "#app/data/sql.server.ts"
import { startPostgres } from "../tests/support/postgres-server.ts"
import { freePort } from "./lib/free-port.ts"
import { loadAverage, projectDir, stopProcess, waitForUrl } from "./lib/production-server.ts"

const SECONDS = 5
const CONCURRENCY = 4
const PROVIDERS: Provider[] = ["outrank", "arvow", "babylovegrowth", "hmac", "standard-webhooks"]

async function startServer(env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, ["--liftoff-only", "server/main.ts"], {
    cwd: projectDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForUrl(`${origin}/healthz`, 120_000, child)
  return { origin, stop: () => stopProcess(child) }
}

/** A key per adapter, made with the CLI's code before the server holds the database. */
async function makeKeys(env: Record<string, string>): Promise<Record<string, string>> {
  const admin = await openKeyAdmin(parseDataEnv(env), env)
  try {
    const secrets: Record<string, string> = {}
    for (const provider of PROVIDERS) secrets[provider] = (await admin.createKey({ name: `bench-${provider}`, provider })).secret
    return secrets
  } finally {
    await admin.close()
  }
}

function delivery(provider: Provider, secret: string, id: string): RequestInit {
  const article = {
    id,
    title: `Benchmark article ${id}`,
    content_markdown: "A paragraph of the benchmark's article, with **some** emphasis.",
    meta_description: "Written by the inbox benchmark.",
  }
  const json = { "Content-Type": "application/json" }
  const post = (payload: unknown, headers: Record<string, string>) => {
    const body = JSON.stringify(payload)
    return { method: "POST", body, headers: { ...json, ...headers } }
  }
  switch (provider) {
    case "outrank":
      return post({ event_type: "publish_articles", data: { articles: [article] } }, { Authorization: `Bearer ${secret}` })
    case "arvow":
      return post(article, { "X-SECRET": secret })
    case "babylovegrowth":
      return post(article, { Authorization: `Bearer ${secret}` })
    case "hmac": {
      const body = JSON.stringify({ event: "publish", article })
      return {
        method: "POST",
        body,
        headers: { ...json, "X-Signature": createHmac("sha256", secret).update(body).digest("hex") },
      }
    }
    default: {
      const body = JSON.stringify({ event: "publish", article: { ...article, slug: id } })
      const at = new Date()
      const headers = {
        ...json,
        "webhook-id": `msg_${id}`,
        "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
        "webhook-signature": new Webhook(secret).sign(`msg_${id}`, at, body),
      }
      return { method: "POST", body, headers }
    }
  }
}

async function send(origin: string, provider: Provider, secret: string, id: string) {
  const response = await fetch(`${origin}/api/inbox/${provider}`, delivery(provider, secret, id))
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`${provider} ${id}: ${response.status} ${await response.text()}`)
}

async function throughput(origin: string, provider: Provider, secret: string, label: string): Promise<number> {
  let done = 0
  const end = Date.now() + SECONDS * 1000
  const sender = async (n: number) => {
    for (let i = 0; Date.now() < end; i++) {
      await send(origin, provider, secret, `${label}-${provider}-${n}-${i}`)
      done++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => sender(n)))
  return done / ((performance.now() - started) / 1000)
}

/** Milliseconds from a delivery to `from` until /blog of `to` lists it, median of 5. */
async function timeToVisible(from: string, to: string, secret: string): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    const id = `visible-${i}`
    const started = performance.now()
    await send(from, "babylovegrowth", secret, id)
    while (!(await (await fetch(`${to}/blog`)).text()).includes(`Benchmark article ${id}`))
      await new Promise((resolve) => setTimeout(resolve, 10))
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[2]!
}

const results: { backend: string; provider: Provider; rps: number }[] = []
let visible: number | null = null

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-inbox-"))
try {
  const env = { DATA_DIR: dataDir, DATABASE_DRIVER: "pglite" }
  const secrets = await makeKeys(env)
  const server = await startServer(env)
  try {
    for (const provider of PROVIDERS)
      results.push({ backend: "pglite", provider, rps: await throughput(server.origin, provider, secrets[provider]!, "pg") })
  } finally {
    await server.stop()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

const postgres = await startPostgres()
try {
  const client = postgresClient(postgres.url)
  await migrate(client)
  await client.close()
  const env = { DATABASE_URL: postgres.url, DATABASE_DRIVER: "postgres" }
  const secrets = await makeKeys(env)
  const [one, two] = await Promise.all([startServer(env), startServer(env)])
  try {
    visible = await timeToVisible(one.origin, two.origin, secrets.babylovegrowth!)
    for (const provider of PROVIDERS)
      results.push({ backend: "postgres", provider, rps: await throughput(one.origin, provider, secrets[provider]!, "pq") })
  } finally {
    await Promise.all([one.stop(), two.stop()])
  }
} finally {
  postgres.stop()
}

console.log(`\nsmall deliveries, ${CONCURRENCY} senders for ${SECONDS} s each; load average ${loadAverage()}\n`)
console.log("backend   adapter            deliveries/s")
for (const row of results) console.log(`${row.backend.padEnd(9)} ${row.provider.padEnd(18)} ${row.rps.toFixed(0).padStart(12)}`)
if (visible !== null)
  console.log(`\nPostgreSQL: a delivery to one server → on /blog of the other: ${visible.toFixed(0)} ms (median of 5)`)
