// The render workers' thread (app/lib/worker-pool.server.ts): stored HTML in, safe HTML out; or
// Markdown in, rendered and sanitised HTML out.
import { parentPort } from "node:worker_threads"
import { prepareSanitizer, sanitizeHtml } from "./sanitize.server.ts"

export type WorkerJob = { kind: "sanitize" | "markdown"; text: string }
/** Sent once its modules are loaded, then one answer per job. */
export type WorkerMessage = { ready: true } | { id: number; html: string } | { id: number; error: string }

// Loaded by the first Markdown job: the article pages' worker only sanitises, and starts sooner without it.
const markdownToHtml = async (text: string) => (await import("./markdown.server.ts")).markdownToHtml(text)

async function answer({ id, kind, text }: WorkerJob & { id: number }): Promise<WorkerMessage> {
  try {
    return { id, html: kind === "markdown" ? await markdownToHtml(text) : sanitizeHtml(text) }
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) }
  }
}

parentPort?.on("message", (job: WorkerJob & { id: number }) => {
  void answer(job).then((message) => parentPort!.postMessage(message))
})
// jsdom loads here, before the worker says it is ready, so that a job's time limit counts the job alone.
prepareSanitizer()
parentPort?.postMessage({ ready: true } satisfies WorkerMessage)
