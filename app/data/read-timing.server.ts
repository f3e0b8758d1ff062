import type { ArticleReader } from "./article.ts"

/*
 * How long the blog's reads of its backend take, for the server's metrics (server/metrics.ts,
 * docs/deploy.md "Monitoring"). Each read method of the backend is timed where the site calls it,
 * so the figures are the database's answers alone: the page cache's hits and the breaker's
 * last good copies never reach it.
 */

/** Told of every read: which method, how long it took in seconds, and whether it answered. */
export type ReadObserver = (method: string, seconds: number, ok: boolean) => void

const READS = new Set<string>([
  "listPublished",
  "getPublished",
  "listPage",
  "listRelated",
  "listTags",
  "listTranslations",
  "listUpcoming",
])

let observer: ReadObserver | null = null

/** Sets the one observer of the site's reads (the server's metrics), or none with null. */
export function observeArticleReads(next: ReadObserver | null): void {
  observer = next
}

const timed = new WeakMap<object, unknown>()

/** `reader` with each read method timed while an observer is set; its other members are its own. */
export function timedReads<R extends ArticleReader>(reader: R): R {
  let wrapped = timed.get(reader) as R | undefined
  if (wrapped) return wrapped
  const methods = new Map<string, unknown>()
  wrapped = new Proxy(reader, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      if (typeof property !== "string" || !READS.has(property) || typeof value !== "function") return value
      let method = methods.get(property)
      if (!method) {
        method = timedMethod(property, value as (...args: unknown[]) => Promise<unknown>, target)
        methods.set(property, method)
      }
      return method
    },
  })
  timed.set(reader, wrapped)
  return wrapped
}

function timedMethod(name: string, read: (...args: unknown[]) => Promise<unknown>, self: unknown) {
  return async (...args: unknown[]) => {
    const told = observer
    if (!told) return read.apply(self, args)
    const started = performance.now()
    try {
      const value = await read.apply(self, args)
      told(name, (performance.now() - started) / 1000, true)
      return value
    } catch (error) {
      told(name, (performance.now() - started) / 1000, false)
      throw error
    }
  }
}
