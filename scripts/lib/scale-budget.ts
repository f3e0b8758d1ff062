// The budgets of `npm run scale` (scripts/scale.ts): the blog at 1,000 and 10,000 articles against
// itself at 10. See docs/performance.md, "The blog at size".

export const scaleBudget = {
  /** Each page's size and median time at most this many times the smallest blog's. */
  maxRatio: 1.5,
  /**
   * Loopback and timer jitter on a page served in a millisecond or two: a median within this of
   * the smallest blog's is within budget whatever the ratio, or 1.4 ms against 0.9 ms would fail.
   */
  timeSlackMs: 1,
  /** The server's peak resident memory (VmHWM), the embedded database included. */
  maxPeakRssBytes: 500 * 1024 * 1024,
  /** From starting the process to the first 200 on /blog, the database already created. */
  maxStartupMs: 3000,
}

/**
 * One page of one blog size: `name` is what the sizes share (the path can differ); `compareWith`
 * names the page to compare with when the smallest blog has none of this name (a child sitemap
 * against the single sitemap it splits).
 */
export type PageFigures = {
  name: string
  path: string
  bytes: number
  p50Ms: number
  compareWith?: string
  /**
   * How many entries a list page holds (feed items, cards, sitemap URLs), for the pages whose
   * length grows with the blog by design: their size is judged per entry (see judgeScale).
   */
  entries?: number
  /**
   * A file whose size a standard caps rather than this budget: a sitemap lists every URL of the
   * site (issue 17 item 3) until it becomes an index, and each file stays within the sitemap
   * protocol's 50,000 URLs and 50 MB. Its size is judged against these; its time like any page's.
   */
  limit?: { maxUrls: number; maxBytes: number }
}

export type SizeFigures = {
  articles: number
  pages: PageFigures[]
  startupMs: number
  peakRssBytes: number
  /** Requests that failed or answered other than 200, with what they answered. */
  failures: string[]
}

/** `bytesRatio` is per entry when both sides counted their entries. */
export type PageVerdict = PageFigures & { bytesRatio: number | null; timeRatio: number | null; misses: string[] }

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/**
 * What a blog size misses against the smallest (`base`): per page, for the server as a whole (`server`), and both (`misses`).
 *
 * A page's size is compared whole, except a list page measured with its `entries` on both sides:
 * the feed grows from 10 items to its 50, a tag page from a few cards to a full page, the sitemap
 * lists every URL (an index past 50,000), so their whole size cannot stay within 1.5 × the small
 * blog's; what must is the bytes each entry costs. A sitemap's size is held to the protocol's limits
 * instead (`limit`): the bytes of its URLs change with their mix (short fixed pages in a small blog,
 * long article URLs in a large one) and it must list them all. Times are compared whole for every page.
 */
export function judgeScale(base: SizeFigures, size: SizeFigures): { pages: PageVerdict[]; server: string[]; misses: string[] } {
  const { maxRatio, timeSlackMs } = scaleBudget
  const pages = size.pages.map((page): PageVerdict => {
    const reference = base.pages.find((p) => p.name === page.name) ?? base.pages.find((p) => p.name === page.compareWith)
    if (!reference) return { ...page, bytesRatio: null, timeRatio: null, misses: [`not measured at ${base.articles} articles`] }
    const perEntry = page.entries !== undefined && reference.entries !== undefined && page.entries > 0 && reference.entries > 0
    const bytesRatio = perEntry
      ? page.bytes / page.entries! / (reference.bytes / reference.entries!)
      : page.bytes / reference.bytes
    const timeRatio = page.p50Ms / reference.p50Ms
    const misses: string[] = []
    if (page.limit) {
      if ((page.entries ?? 0) > page.limit.maxUrls) misses.push(`${page.entries} URLs > ${page.limit.maxUrls}`)
      if (page.bytes > page.limit.maxBytes) misses.push(`${page.bytes} bytes > ${page.limit.maxBytes}`)
    } else if (bytesRatio > maxRatio) misses.push(`size${perEntry ? " per entry" : ""} ${bytesRatio.toFixed(2)} × > ${maxRatio}`)
    if (timeRatio > maxRatio && page.p50Ms - reference.p50Ms > timeSlackMs)
      misses.push(`p50 ${timeRatio.toFixed(2)} × > ${maxRatio}`)
    return { ...page, bytesRatio, timeRatio, misses }
  })
  const server: string[] = []
  if (size.peakRssBytes >= scaleBudget.maxPeakRssBytes)
    server.push(`peak memory ${mb(size.peakRssBytes)} ≥ ${mb(scaleBudget.maxPeakRssBytes)}`)
  if (size.startupMs >= scaleBudget.maxStartupMs)
    server.push(`start-up ${(size.startupMs / 1000).toFixed(2)} s ≥ ${scaleBudget.maxStartupMs / 1000} s`)
  server.push(...size.failures)
  return { pages, server, misses: [...pages.flatMap((p) => p.misses.map((m) => `${p.name}: ${m}`)), ...server] }
}
