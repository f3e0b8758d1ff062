import { Worker } from "node:worker_threads"
import type { WorkerJob, WorkerMessage } from "./sanitize.worker.ts"

/*
 * Worker threads that sanitise HTML and render Markdown (app/lib/sanitize.worker.ts), so the
 * request path only hands a string over and awaits the answer while the event loop stays free.
 * Each worker runs one job at a time; a job that runs over the pool's time limit gets its worker
 * terminated (taking whatever the job had made with it) and replaced, and the jobs waiting behind
 * it run on the replacement. Used by app/lib/sanitize-off-thread.server.ts (article pages) and
 * app/lib/render-for-write.server.ts (the writer).
 */

export type { WorkerJob }

// From source (tests, `vite dev`) the worker is this file's neighbour; the server build emits it
// beside its entry as sanitize-worker.js (vite.config.ts).
const WORKER_URL = import.meta.url.endsWith(".ts")
  ? new URL("./sanitize.worker.ts", import.meta.url)
  : new URL("./sanitize-worker.js", import.meta.url)

/** The job ran longer than the pool's time limit; its worker was terminated. */
export class JobTimeout extends Error {
  override name = "JobTimeout"
}

/** The job threw in the worker (a stack overflow, say): its input, not the worker, is at fault. */
export class JobFailed extends Error {
  override name = "JobFailed"
}

type Waiting = { job: WorkerJob; resolve: (html: string) => void; reject: (error: Error) => void }
type Running = Waiting & { id: number; timer: NodeJS.Timeout }
type Slot = { worker: Worker; ready: boolean; running: Running | null }

export class WorkerPool {
  readonly #size: number
  readonly #timeLimitMs: number
  readonly #slots: Slot[] = []
  readonly #waiting: Waiting[] = []
  #nextId = 1

  /** At most `size` workers; a job may run `timeLimitMs` once a worker takes it. */
  constructor(options: { size: number; timeLimitMs: number }) {
    this.#size = options.size
    this.#timeLimitMs = options.timeLimitMs
  }

  /** The job's HTML; JobTimeout or JobFailed when the input could not be done, another Error when a worker could not start or died. */
  run(job: WorkerJob): Promise<string> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ job, resolve, reject })
      this.#dispatch()
    })
  }

  /** Hands waiting jobs to idle workers, and starts a worker while jobs wait for one that is not there. */
  #dispatch() {
    for (const slot of this.#slots) {
      if (slot.ready && !slot.running && this.#waiting.length > 0) this.#runOn(slot, this.#waiting.shift()!)
    }
    const starting = this.#slots.filter((slot) => !slot.ready).length
    if (this.#waiting.length > starting && this.#slots.length < this.#size) this.#start()
    // A worker with nothing to do does not keep the process alive (a CLI, a test run).
    for (const slot of this.#slots) {
      if (slot.running || (!slot.ready && this.#waiting.length > 0)) slot.worker.ref()
      else slot.worker.unref()
    }
  }

  #runOn(slot: Slot, waiting: Waiting) {
    const id = this.#nextId++
    const timer = setTimeout(() => {
      this.#remove(slot)
      void slot.worker.terminate()
      waiting.reject(new JobTimeout(`it took longer than ${this.#timeLimitMs / 1000} s`))
      this.#dispatch()
    }, this.#timeLimitMs)
    slot.running = { ...waiting, id, timer }
    slot.worker.postMessage({ id, ...waiting.job })
  }

  #start() {
    const slot: Slot = { worker: new Worker(WORKER_URL), ready: false, running: null }
    this.#slots.push(slot)
    slot.worker.on("message", (message: WorkerMessage) => {
      if ("ready" in message) slot.ready = true
      else if (slot.running?.id === message.id) {
        const { resolve, reject, timer } = slot.running
        clearTimeout(timer)
        slot.running = null
        if ("error" in message) reject(new JobFailed(message.error))
        else resolve(message.html)
      }
      this.#dispatch()
    })
    slot.worker.on("error", (error) => this.#lost(slot, error.message))
    slot.worker.on("exit", (code) => this.#lost(slot, `exited with ${code}`))
  }

  /** A worker died (or failed to start): its job fails; if it never started, so do the jobs waiting for it. */
  #lost(slot: Slot, reason: string) {
    if (!this.#remove(slot)) return
    const error = new Error(`a render worker ${reason}`)
    if (slot.running) {
      clearTimeout(slot.running.timer)
      slot.running.reject(error)
    }
    if (!slot.ready) for (const waiting of this.#waiting.splice(0)) waiting.reject(error)
    this.#dispatch()
  }

  #remove(slot: Slot): boolean {
    const at = this.#slots.indexOf(slot)
    if (at >= 0) this.#slots.splice(at, 1)
    return at >= 0
  }
}
