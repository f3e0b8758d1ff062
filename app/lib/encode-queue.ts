/**
 * Decoding and encoding images, one job at a time (each takes a core for a moment, and a crawler
 * must not take every core), in an order that is fair to the site's readers:
 *
 * - two lanes: "urgent" for sources the site's pages show or that several requests wait on, and
 *   the rest. An urgent job waits at most for the job in progress, however many others wait.
 * - within a lane, sources take turns (round robin by key), so one source's many widths and
 *   formats do not hold back another's first.
 * - the other lane holds at most `maxWaiting` jobs; past it a job is refused (QueueFullError), so
 *   a burst of unique sources is answered "busy" rather than kept waiting in memory.
 */
export class QueueFullError extends Error {
  override name = "QueueFullError"
}

type Job = { work: () => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }
type Lane = Map<string, Job[]>

export class EncodeQueue {
  readonly #urgent: Lane = new Map()
  readonly #other: Lane = new Map()
  readonly #maxWaiting: number
  #otherWaiting = 0
  #running = 0

  constructor(maxWaiting = 64) {
    this.#maxWaiting = maxWaiting
  }

  /** Jobs waiting for their turn. */
  get depth(): number {
    return [...this.#urgent.values(), ...this.#other.values()].reduce((sum, jobs) => sum + jobs.length, 0)
  }

  /** Jobs running now (0 or 1). */
  get inFlight(): number {
    return this.#running
  }

  /** Runs `work` in its turn among the jobs of its lane; `key` names its source. */
  run<T>(key: string, urgent: boolean, work: () => Promise<T>): Promise<T> {
    if (!urgent && this.#otherWaiting >= this.#maxWaiting) {
      return Promise.reject(new QueueFullError(`${this.#maxWaiting} image jobs are waiting already`))
    }
    return new Promise<T>((resolve, reject) => {
      const lane = urgent ? this.#urgent : this.#other
      const job: Job = { work, resolve: resolve as (value: unknown) => void, reject }
      lane.set(key, [...(lane.get(key) ?? []), job])
      if (!urgent) this.#otherWaiting++
      this.#next()
    })
  }

  /** Moves the source's waiting jobs to the urgent lane: a page shows it, or a second request waits on it. */
  promote(key: string): void {
    const jobs = this.#other.get(key)
    if (!jobs) return
    this.#other.delete(key)
    this.#otherWaiting -= jobs.length
    this.#urgent.set(key, [...(this.#urgent.get(key) ?? []), ...jobs])
  }

  #next(): void {
    if (this.#running > 0) return
    const job = this.#take(this.#urgent) ?? this.#take(this.#other)
    if (!job) return
    if (job.lane === this.#other) this.#otherWaiting--
    this.#running++
    job.job
      .work()
      .then(job.job.resolve, job.job.reject)
      .finally(() => {
        this.#running--
        this.#next()
      })
  }

  /** The first source's first job; the source, if it has more, goes to the back of its lane. */
  #take(lane: Lane): { job: Job; lane: Lane } | undefined {
    const first = lane.entries().next()
    if (first.done) return undefined
    const [key, jobs] = first.value
    lane.delete(key)
    if (jobs.length > 1) lane.set(key, jobs.slice(1))
    return { job: jobs[0]!, lane }
  }
}
