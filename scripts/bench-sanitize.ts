// `npm run bench:sanitize`: sanitises 20,000 article fragments, one after another, the way the
// server does over its life, and fails when the cost per call or the heap grows with age.
// DOMPurify over one long-lived jsdom window once went from 0.8 ms to 9.3 ms a call over 4,000
// calls (app/lib/sanitize.server.ts). See docs/performance.md.
//   --calls N        calls in all (default 20000)
//   --window N       calls per mean compared (default 1000)
//   --max-ratio R    budget: mean of the last window / mean of the first (default 1.5)
//   --max-heap-mb M  budget: heap after the run above heap after the first window, in MB (default 50)
import { setImmediate as turn } from "node:timers/promises"
import { sanitizeHtml } from "#app/lib/sanitize.server.ts"
import { parseArgs } from "./lib/production-server.ts"

const args = parseArgs({ calls: "string", window: "string", "max-ratio": "string", "max-heap-mb": "string" })
const calls = Number(args.calls ?? 20_000)
const window = Number(args.window ?? 1_000)
const maxRatio = Number(args["max-ratio"] ?? 1.5)
const maxHeapMb = Number(args["max-heap-mb"] ?? 50)
if (!(Number.isInteger(window) && window > 0 && Number.isInteger(calls) && calls >= 2 * window)) {
  throw new Error("--calls must be at least twice --window, both whole numbers")
}

/** A short paragraph of an article, different each call as distinct articles are, with the markup the allow-list rewrites. */
const fragment = (i: number) =>
  `<h2>Part ${i}</h2><p>Verse ${i} of the <a href="https://example.com/${i}">song</a>, <strong>loud</strong> <img src="/x.png" onerror="alert(${i})"></p>`

// `node --expose-gc` (the npm script) lets the heap be read after a collection; without it the figures are noisier.
const gc = (globalThis as { gc?: () => void }).gc
const heapMb = () => {
  gc?.()
  return process.memoryUsage().heapUsed / 2 ** 20
}

const means: number[] = []
const heaps: number[] = []
let spent = 0
for (let i = 1; i <= calls; i++) {
  const started = performance.now()
  const clean = sanitizeHtml(fragment(i))
  spent += performance.now() - started
  if (clean.includes("onerror")) throw new Error(`call ${i} kept a handler: ${clean}`)
  // A server turns its event loop between requests; what a closed window frees is released then.
  if (i % 50 === 0) await turn()
  if (i % window === 0) {
    means.push(spent / window)
    spent = 0
    heaps.push(heapMb())
  }
}

const first = means[0]!
const last = means.at(-1)!
const ratio = last / first
const heapGrowth = Math.round(heaps.at(-1)! - heaps[0]!)
const fmt = (n: number, digits = 3) => n.toFixed(digits)
console.log(
  `sanitizeHtml, ${calls} calls (mean ms a call per ${window}; heap MB after each ${window}${gc ? ", after a collection" : ""})`,
)
console.log(`  calls ${String(1).padStart(6)}–${String(window).padEnd(6)} ${fmt(first)} ms   heap ${fmt(heaps[0]!, 0)} MB`)
for (let w = 1; w < means.length - 1; w += Math.max(1, Math.floor(means.length / 8))) {
  console.log(
    `  calls ${String(w * window + 1).padStart(6)}–${String((w + 1) * window).padEnd(6)} ${fmt(means[w]!)} ms   heap ${fmt(heaps[w]!, 0)} MB`,
  )
}
console.log(
  `  calls ${String(calls - window + 1).padStart(6)}–${String(calls).padEnd(6)} ${fmt(last)} ms   heap ${fmt(heaps.at(-1)!, 0)} MB`,
)
console.log(`  slowest ${window}: ${fmt(Math.max(...means))} ms; peak heap ${fmt(Math.max(...heaps), 0)} MB`)
console.log(`cost ratio (last ${window} / first ${window}): ${fmt(ratio, 2)} (budget ${maxRatio})`)
console.log(`heap growth (after the run − after the first ${window}): ${fmt(heapGrowth, 0)} MB (budget ${maxHeapMb} MB)`)

const failures = [
  ...(ratio > maxRatio ? [`the cost per call grew ${fmt(ratio, 2)}×, over the budget of ${maxRatio}×`] : []),
  ...(heapGrowth > maxHeapMb ? [`the heap grew ${fmt(heapGrowth, 0)} MB, over the budget of ${maxHeapMb} MB`] : []),
]
for (const failure of failures) console.error(`FAIL: ${failure}`)
process.exitCode = failures.length ? 1 : 0
