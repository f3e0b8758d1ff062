// The sanitiser's worker thread (app/lib/sanitize-off-thread.server.ts): stored HTML in, safe HTML out.
import { parentPort } from "node:worker_threads"
import { sanitizeHtml } from "./sanitize.server.ts"

export type SanitizeJob = { id: number; html: string }
export type SanitizeResult = { id: number; html: string } | { id: number; error: string }

parentPort?.on("message", ({ id, html }: SanitizeJob) => {
  let result: SanitizeResult
  try {
    result = { id, html: sanitizeHtml(html) }
  } catch (error) {
    result = { id, error: error instanceof Error ? error.message : String(error) }
  }
  parentPort!.postMessage(result)
})
