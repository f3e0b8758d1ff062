import { Worker } from "node:worker_threads"
import type { SanitizeJob, SanitizeResult } from "./sanitize.worker.ts"

// Sanitising costs about 0.7 ms per KB of HTML on this server's hardware, in one synchronous call:
// a 4 MB stored body held the event loop for 16 s under load, and every other request (the
// health check included) waited. Rendering sanitises in this one worker thread instead; the
// request path only hands the string over and awaits the answer. One thread, not a pool: the
// page cache (app/data/blog-view.server.ts) sanitises each stored body once, and every thread
// holds its own jsdom.

/** Longer than any sanitising of a body under the render limit takes, even on a busy machine. */
const SANITIZE_TIMEOUT_MS = 60_000

// From source (tests, `vite dev`) the worker is this file's neighbour; the server build emits it
// beside its entry as sanitize-worker.js (vite.config.ts).
const WORKER_URL = import.meta.url.endsWith(".ts")
  ? new URL("./sanitize.worker.ts", import.meta.url)
  : new URL("./sanitize-worker.js", import.meta.url)

class SanitizeError extends Error {
  override name = "SanitizeError"
}

type Pending = { resolve: (html: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }

let worker: Worker | null = null
const pending = new Map<number, Pending>()
let nextId = 1

function failAll(error: Error) {
  for (const job of pending.values()) {
    clearTimeout(job.timer)
    job.reject(error)
  }
  pending.clear()
}

function startWorker(): Worker {
  const started = new Worker(WORKER_URL)
  started.on("message", (result: SanitizeResult) => {
    const job = pending.get(result.id)
    if (!job) return
    pending.delete(result.id)
    clearTimeout(job.timer)
    if ("error" in result) job.reject(new SanitizeError(result.error))
    else job.resolve(result.html)
    // An idle worker does not keep the process alive (a CLI, a test run).
    if (pending.size === 0) started.unref()
  })
  started.on("error", (error) => {
    if (worker === started) worker = null
    failAll(new SanitizeError(`the sanitiser's worker failed: ${error.message}`))
  })
  started.on("exit", (code) => {
    if (worker !== started) return
    worker = null
    failAll(new SanitizeError(`the sanitiser's worker exited with ${code}`))
  })
  return started
}

/** sanitizeHtml (app/lib/sanitize.server.ts), in the worker thread: the event loop stays free while it runs. */
export function sanitizeOffThread(html: string): Promise<string> {
  worker ??= startWorker()
  const current = worker
  current.ref()
  const id = nextId++
  return new Promise<string>((resolve, reject) => {
    // A job that never answers (a worker stuck in a pathological input) must not hang its page:
    // the worker is replaced, and every job it held fails with an error the page reports.
    const timer = setTimeout(() => {
      if (worker === current) worker = null
      failAll(new SanitizeError(`sanitising took longer than ${SANITIZE_TIMEOUT_MS / 1000} s`))
      void current.terminate()
    }, SANITIZE_TIMEOUT_MS)
    pending.set(id, { resolve, reject, timer })
    current.postMessage({ id, html } satisfies SanitizeJob)
  })
}
