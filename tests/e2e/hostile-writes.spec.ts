// Writes the site must survive (issue 24), on the real server and its embedded database: signed
// publishes whose bodies nest absurdly deep, while the health check is asked every 50 ms; and 150
// uploads that stall before their signature can be checked.
import { readFileSync } from "node:fs"
import net from "node:net"
import { MAX_NESTING_DEPTH } from "#app/lib/nesting-depth.ts"
import { BODY_READ_TIMEOUT_MS, MAX_UNVERIFIED_BODIES } from "../../server/publish-api.ts"
import { deliveryHeaders, newSecret, signedPost } from "../support/signed-delivery.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { expect, test } from "./fixtures.ts"

const secret = newSecret()
let server: ExtraServer

const article = (slug: string, body: Record<string, string>) => ({
  slug,
  title: `Hostile body: ${slug}`,
  meta_description: "A body no writer should send.",
  ...body,
})

// Its server is started once a project, not once a worker (fullyParallel in playwright.config.ts).
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  // Its own server, then a first write that starts the writer's worker: ~5-15 s on the busy 2-core machine.
  test.setTimeout(30_000)
  server = await startExtraServer({ E2E_DB: "empty", PUBLISH_SECRET: secret })
  // The database opens, and the writer's worker starts, on the first write: done here, so the
  // tests measure the hostile bodies alone.
  const first = await fetch(
    `${server.url}/api/articles`,
    signedPost({ event: "publish", article: article("warm", { content_markdown: "Hi." }) }, { secret }),
  )
  expect(first.status).toBe(201)
  expect((await fetch(`${server.url}/blog`)).status).toBe(200)
})
test.afterAll(() => server?.stop())

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Records a figure in the test's report (test-results/e2e.json), for docs/performance.md. */
function measured(description: string) {
  test.info().annotations.push({ type: "measured", description })
}

/** Waits until /healthz answers at once three times running, so what a test measures is its own doing. */
async function idle() {
  for (let calm = 0, tries = 0; calm < 3 && tries < 200; tries++) {
    const started = performance.now()
    await fetch(`${server.url}/healthz`)
    calm = performance.now() - started < 50 ? calm + 1 : 0
    await sleep(50)
  }
}

/**
 * Asks /healthz every 50 ms until `work` settles, 10 times at least, each answer expected 200: how
 * long each took in ms, and how many were answered before `work` settled. One still unanswered
 * after 30 s fails the test instead of hanging it.
 */
async function healthChecksDuring(work: Promise<unknown>): Promise<{ waits: number[]; answeredMeanwhile: number }> {
  let settled = false
  void work.finally(() => (settled = true)).catch(() => {})
  const waits: number[] = []
  let answeredMeanwhile = 0
  while (!settled || waits.length < 10) {
    const started = performance.now()
    const status = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.status,
      () => 0,
    )
    waits.push(performance.now() - started)
    expect(status).toBe(200)
    if (!settled) answeredMeanwhile++
    await sleep(50)
  }
  return { waits, answeredMeanwhile }
}

const HOSTILE = [
  { slug: "quotes-60000", field: "content_markdown", body: "> ".repeat(60_000) },
  { slug: "divs-20000", field: "content_html", body: "<div>".repeat(20_000) },
  { slug: "quotes-300000", field: "content_markdown", body: "> ".repeat(300_000) },
  { slug: "markdown-divs-20000", field: "content_markdown", body: "<div>".repeat(20_000) },
  { slug: "lists-3000", field: "content_markdown", body: `${"1. ".repeat(3_000)}x` },
]

for (const { slug, field, body } of HOSTILE) {
  test(`a signed publish of ${slug} is refused (422) for its depth, naming ${field}, and /healthz answers throughout`, async () => {
    await idle()
    const started = performance.now()
    const publish = fetch(`${server.url}/api/articles`, {
      ...signedPost({ event: "publish", article: article(slug, { [field]: body }) }, { secret }),
      signal: AbortSignal.timeout(150_000),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      ms: performance.now() - started,
    }))
    const { waits, answeredMeanwhile } = await healthChecksDuring(publish)
    const answer = await publish
    measured(
      `${slug}: answered ${answer.status} in ${Math.round(answer.ms)} ms; ${answeredMeanwhile} /healthz checks answered meanwhile; ` +
        `longest /healthz wait ${Math.round(Math.max(...waits))} ms over ${waits.length} checks`,
    )

    // Rendering bodies like these took 38-85 s and overflowed the stack (app/lib/nesting-depth.ts). The
    // writer refuses them after one pass over the text, before the Markdown or HTML parser sees them on
    // the event loop or in its worker: that refusal is asserted. How long each check waited is printed,
    // not asserted: reading, parsing and scanning up to 600 kB of JSON takes a time that grows with the
    // machine's load. A body rendered on the event loop would hold every check until it was done, so at
    // least one check is answered for each whole second the publish was in flight (none for a quick one).
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      field,
      error: expect.stringContaining(`nests more than ${MAX_NESTING_DEPTH} levels deep`),
    })
    expect(answeredMeanwhile).toBeGreaterThanOrEqual(Math.floor(answer.ms / 1000))
    // Nothing was stored, and the writer still publishes an ordinary article.
    const ordinary = await fetch(
      `${server.url}/api/articles`,
      signedPost(
        { event: "publish", article: article(`${slug}-after`, { content_markdown: "> A quote, and *more*." }) },
        { secret },
      ),
    )
    expect(ordinary.status).toBe(201)
    const page = await (await fetch(`${server.url}/blog/${slug}-after`)).text()
    expect(page).toContain("<blockquote>")
    expect((await fetch(`${server.url}/blog/${slug}`)).status).toBe(404)
  })
}

/** The server's resident memory, in MB (Linux). */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m)
  return Number(line![1]) / 1024
}

/** The answer's status, 0 for a connection closed with none; null when nothing happened within the wait. */
type Answer = { status: number; retryAfter: string | null; ms: number } | null

/**
 * A POST /api/articles with three well-formed webhook-* headers that declares `declared` bytes,
 * sends `sent` of them and then stalls. Resolves with the status line, or status 0 if the server
 * closed the connection first (a refused upload's client may still be sending, and then loses the
 * answer to the reset); null if neither came in `waitMs`.
 */
function stalledUpload(url: string, sent: number, declared: number, waitMs: number): Promise<Answer> {
  const { port, host } = new URL(url)
  const headers = Object.entries({ ...deliveryHeaders("{}", { secret }), "content-length": String(declared) })
  const head = `POST /api/articles HTTP/1.1\r\nHost: ${host}\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join("")}\r\n`
  const started = performance.now()
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1")
    let received = ""
    const finish = (answer: Answer) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    const timer = setTimeout(() => finish(null), waitMs)
    socket.on("error", () => {})
    socket.on("close", () => finish({ status: 0, retryAfter: null, ms: performance.now() - started }))
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1")
      const end = received.indexOf("\r\n\r\n")
      if (end < 0) return
      const status = Number(received.slice(9, 12))
      const retryAfter = /^retry-after: *(\S+)/im.exec(received.slice(0, end))?.[1] ?? null
      finish({ status, retryAfter, ms: performance.now() - started })
    })
    socket.write(head)
    // JSON whitespace: a body that would be read, were it ever finished.
    socket.write(Buffer.alloc(sent, 0x20))
  })
}

test("150 stalled unverified uploads: memory stays bounded, the ones past the bound are refused at once, the others time out", async () => {
  // The stalled uploads are waited on for up to BODY_READ_TIMEOUT_MS + 15 s.
  test.setTimeout(BODY_READ_TIMEOUT_MS + 25_000)
  // Warm: the first request opens the database and loads the server's modules.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  const logFrom = server.output().length
  const before = residentMb(server.pid)
  let peak = before
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, residentMb(server.pid))
      await sleep(100)
    }
  })()
  const waitMs = BODY_READ_TIMEOUT_MS + 15_000
  const answers = await Promise.all(Array.from({ length: 150 }, () => stalledUpload(server.url, 1_900_000, 2_000_000, waitMs)))
  sampling = false
  await sampler
  // The server's log line for each upload it refused (503, or 499 once the client was gone): the ms it took.
  const refusalsLogged = () =>
    [
      ...server
        .output()
        .slice(logFrom)
        .matchAll(/^POST \/api\/articles (?:503|499) ([\d.]+)ms$/gm),
    ].map(([, ms]) => Number(ms))
  const timedOut = answers.filter((answer) => answer?.status === 408)
  // Refused: a 503, or a connection the server closed while the client was still sending.
  const refused = answers.filter((answer) => answer?.status === 503 || answer?.status === 0)
  const ms = (list: Answer[]) => list.map((answer) => Math.round(answer!.ms))
  measured(
    `150 stalled uploads: resident memory ${Math.round(before)} MB before, peak ${Math.round(peak)} MB (+${Math.round(peak - before)} MB); ` +
      `${refused.length} refused (${answers.filter((a) => a?.status === 503).length} with 503, the rest reset) within ${Math.max(...ms(refused))} ms; ` +
      `${timedOut.length} timed out (408) after ${Math.min(...ms(timedOut))}-${Math.max(...ms(timedOut))} ms`,
  )

  // Without a bound the server held every upload's body: +200 MB and more for these 150.
  expect(peak - before).toBeLessThan(100)
  expect(refused.length + timedOut.length).toBe(150)
  expect(timedOut.length).toBeGreaterThan(0)
  expect(timedOut.length).toBeLessThanOrEqual(MAX_UNVERIFIED_BODIES)
  // "At once": each refusal left before its read timeout could have fired, as the server's own request
  // log times it from the moment it had the request. The client's figures above also count the wait in
  // the listen queue for 150 connections, which grows with the machine's load, and are printed only.
  await expect.poll(() => refusalsLogged().length).toBe(refused.length)
  for (const ms of refusalsLogged()) expect(ms).toBeLessThan(BODY_READ_TIMEOUT_MS)
  for (const answer of refused.filter((a) => a!.status === 503)) expect(Number(answer!.retryAfter)).toBeGreaterThan(0)
  for (const answer of timedOut) expect(answer!.ms).toBeGreaterThanOrEqual(BODY_READ_TIMEOUT_MS - 100)

  // Every place was given back: a signed publish goes through.
  const ordinary = await fetch(
    `${server.url}/api/articles`,
    signedPost({ event: "publish", article: article("after-the-stall", { content_markdown: "Still here." }) }, { secret }),
  )
  expect(ordinary.status).toBe(201)
})
