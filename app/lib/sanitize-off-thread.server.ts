import { WorkerPool } from "./worker-pool.server.ts"

// Sanitising costs about 0.7 ms per KB of HTML on this server's hardware, in one synchronous call:
// a 4 MB stored body held the event loop for 16 s under load, and every other request (the
// health check included) waited. Rendering sanitises in this one worker thread instead; the
// request path only hands the string over and awaits the answer. One thread, not more:
// app/data/blog-view.server.ts keeps the clean copy of each stored body it has sanitised (the
// most recently used, up to 200 bodies and 32 M characters), so a body is rarely sanitised twice,
// and every thread holds its own jsdom.

/** Longer than any sanitising of a body under the render limit takes, even on a busy machine. */
const SANITIZE_TIMEOUT_MS = 60_000

// A job that never answers (a worker stuck in a pathological input) must not hang its page: the
// worker is replaced, and the job fails with an error the page reports.
const pool = new WorkerPool({ size: 1, timeLimitMs: SANITIZE_TIMEOUT_MS })

/** sanitizeHtml (app/lib/sanitize.server.ts), in the worker thread: the event loop stays free while it runs. */
export function sanitizeOffThread(html: string): Promise<string> {
  return pool.run({ kind: "sanitize", text: html })
}
