import { JobFailed, JobTimeout, WorkerPool } from "./worker-pool.server.ts"
import { MAX_NESTING_DEPTH, htmlDepth, markdownDepth } from "./nesting-depth.ts"

/*
 * A written body's HTML (app/data/publisher.server.ts): Markdown rendered and sanitised, or HTML
 * sanitised, in a worker thread, never on the event loop. A body that nests deeper than
 * MAX_NESTING_DEPTH is refused before it is parsed; one that can't be done within
 * WRITE_TIME_LIMIT_MS has its worker terminated and is refused too.
 */

/**
 * A 1 MB article of ordinary Markdown (the seeds, repeated) took 33-46 s to render and sanitise in
 * the worker on this project's 2-core machine under a load of 17 (9-14 s in the main thread under
 * a load of 15): the limit is well past that, so no real article is refused for its length on a
 * busy machine. The depth check, not the limit, stops the slow inputs known.
 */
export const WRITE_TIME_LIMIT_MS = 120_000

// One worker: writes are few, and each worker holds its own jsdom. A write waits behind another
// for at most the time limit.
const pool = new WorkerPool({ size: 1, timeLimitMs: WRITE_TIME_LIMIT_MS })

/** A body that can't be rendered: too deep, too slow, or one the renderer fails on. */
export class UnrenderableBody extends Error {
  override name = "UnrenderableBody"
}

const number = new Intl.NumberFormat("en-US")

/** Safe HTML of a Markdown or HTML body; UnrenderableBody says why there is none. */
export async function renderForWrite(kind: "markdown" | "html", text: string): Promise<string> {
  const depth = kind === "markdown" ? markdownDepth(text) : htmlDepth(text)
  if (depth > MAX_NESTING_DEPTH)
    throw new UnrenderableBody(
      `nests more than ${MAX_NESTING_DEPTH} levels deep (quotes, lists or HTML elements inside each other), which no article needs`,
    )
  try {
    return await pool.run({ kind: kind === "markdown" ? "markdown" : "sanitize", text })
  } catch (error) {
    if (error instanceof JobTimeout)
      throw new UnrenderableBody(`could not be rendered within ${number.format(WRITE_TIME_LIMIT_MS / 1000)} s`)
    if (error instanceof JobFailed) throw new UnrenderableBody(`could not be rendered: ${error.message}`)
    throw error
  }
}
