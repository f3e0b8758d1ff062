// The budgets of `npm run load` (scripts/load.ts) and how a page's rows are judged. See docs/performance.md.

export const loadBudget = {
  /** Node's requests per second over nginx's, serving a file of the page's size compressed the same way, in the same run. */
  minRatio: 0.5,
  /** Node's 99th-percentile latency at `p99Connections`. */
  maxP99Ms: 50,
  p99Connections: 200,
}

/** One autocannon measurement. */
export type LoadRow = {
  server: "node" | "nginx"
  path: string
  connections: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  errors: number
  timeouts: number
  non2xx: number
}

const failures = (r: LoadRow) => r.errors + r.timeouts + r.non2xx

/**
 * What a page misses at one connection count: `errors` (any error, timeout or non-2xx, Node's or
 * the nginx reference's) fail every run; `timings` (the ratio to nginx and p99) fail unless the run
 * only reports them. Without an nginx row the ratio cannot be judged, and that is a timing miss too.
 */
export function judgeLoad(node: LoadRow, nginx: LoadRow | undefined): { errors: string[]; timings: string[] } {
  const errors: string[] = []
  const timings: string[] = []
  if (failures(node) > 0) errors.push(`${node.errors} errors, ${node.timeouts} timeouts, ${node.non2xx} non-2xx`)
  if (!nginx) timings.push("no nginx row to compare with")
  else if (failures(nginx) > 0) errors.push(`the nginx reference had ${failures(nginx)} errors, timeouts or non-2xx`)
  else if (nginx.requestsPerSecond === 0) timings.push("nginx served nothing to compare with")
  else {
    const ratio = node.requestsPerSecond / nginx.requestsPerSecond
    if (ratio < loadBudget.minRatio) timings.push(`${ratio.toFixed(2)} × nginx < ${loadBudget.minRatio}`)
  }
  // autocannon leaves out requests still waiting when the run ends: with none answered its p99 reads 0.
  if (node.requests === 0) timings.push("no request answered within the run")
  else if (node.connections === loadBudget.p99Connections && node.p99Ms > loadBudget.maxP99Ms)
    timings.push(`p99 ${node.p99Ms} ms > ${loadBudget.maxP99Ms} ms`)
  return { errors, timings }
}
