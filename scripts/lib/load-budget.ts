// The budgets of `npm run load` (scripts/load.ts) and how a page's rows are judged. See docs/performance.md.

export const loadBudget = {
  /** Node's requests per second over nginx's, serving a file of the page's size compressed the same way, in the same run. */
  minRatio: 0.5,
  /** Node's 99th-percentile latency at `p99Connections`: the figure, gated where nginx itself meets it. */
  maxP99Ms: 50,
  p99Connections: 200,
  /**
   * Where nginx, serving the same bytes in the same minute, misses `maxP99Ms`, the machine cannot
   * show that figure (on 2 cores autocannon and the server queue on the CPU), and Node's p99 is
   * gated at this multiple of nginx's instead. 1.5: on a quiet 2-core machine Node's p99 was
   * 1.06–1.29 × nginx's at 200 connections, so 1.5 leaves room for one run's noise and still catches
   * a tail made by work on the request path (a render, a synchronous write, a long GC).
   */
  maxP99OverNginx: 1.5,
}

/** Which p99 gate a row was judged by: the absolute figure, nginx's p99 times a factor, or none (50 connections). */
export type P99Gate = "absolute" | "relative" | "none"

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
export function judgeLoad(node: LoadRow, nginx: LoadRow | undefined): { errors: string[]; timings: string[]; p99Gate: P99Gate } {
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
  const p99Gate = p99GateFor(node, nginx)
  if (node.requests > 0 && p99Gate === "absolute" && node.p99Ms > loadBudget.maxP99Ms)
    timings.push(`p99 ${node.p99Ms} ms > ${loadBudget.maxP99Ms} ms`)
  if (node.requests > 0 && p99Gate === "relative" && node.p99Ms > loadBudget.maxP99OverNginx * nginx!.p99Ms)
    timings.push(`p99 ${node.p99Ms} ms > ${loadBudget.maxP99OverNginx} × nginx's ${nginx!.p99Ms} ms`)
  return { errors, timings, p99Gate }
}

/**
 * The absolute p99 is judged unless nginx's row of the same page and minute shows the machine
 * cannot meet it: then the figure is not measurable here, and Node is judged against nginx.
 * Without a usable nginx row there is nothing to say the machine is the cause: the figure stands.
 */
function p99GateFor(node: LoadRow, nginx: LoadRow | undefined): P99Gate {
  if (node.connections !== loadBudget.p99Connections) return "none"
  const nginxMeasured = nginx !== undefined && failures(nginx) === 0 && nginx.requests > 0
  return nginxMeasured && nginx.p99Ms > loadBudget.maxP99Ms ? "relative" : "absolute"
}

/** How a row's p99 was judged, for the table. */
export function describeP99Gate(gate: P99Gate, nginx: LoadRow | undefined): string {
  if (gate === "none") return "-"
  if (gate === "absolute") return `≤ ${loadBudget.maxP99Ms} ms`
  // autocannon reports whole milliseconds: the largest within the limit.
  return `≤ ${Math.floor(loadBudget.maxP99OverNginx * nginx!.p99Ms)} ms (${loadBudget.maxP99OverNginx} × nginx; ${loadBudget.maxP99Ms} ms not measurable)`
}
