import { expect, test } from "vitest"
import { type LoadRow, describeP99Gate, judgeLoad } from "./load-budget.ts"

const row = (over: Partial<LoadRow>): LoadRow => ({
  server: "node",
  path: "/blog",
  connections: 200,
  requestsPerSecond: 1000,
  p50Ms: 20,
  p99Ms: 40,
  requests: 20_000,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ...over,
})
const nginx = (over: Partial<LoadRow> = {}) => row({ server: "nginx", requestsPerSecond: 1800, p99Ms: 20, ...over })

test("a page served at over half nginx's rate with p99 within 50 ms at 200 connections is within budget", () => {
  expect(judgeLoad(row({}), nginx())).toEqual({ errors: [], timings: [], p99Gate: "absolute" })
})

test("a page under half nginx's rate misses, with the ratio named", () => {
  expect(judgeLoad(row({ requestsPerSecond: 324 }), nginx()).timings).toEqual(["0.18 × nginx < 0.5"])
})

test("p99 over 50 ms misses at 200 connections where nginx meets 50 ms, and is not judged at 50", () => {
  expect(judgeLoad(row({ p99Ms: 51 }), nginx({ p99Ms: 50 }))).toMatchObject({
    timings: ["p99 51 ms > 50 ms"],
    p99Gate: "absolute",
  })
  expect(judgeLoad(row({ connections: 50, p99Ms: 900 }), nginx({ connections: 50 }))).toMatchObject({
    timings: [],
    p99Gate: "none",
  })
})

test("where nginx itself misses 50 ms, the 50 ms is not measurable and Node's p99 is judged at 1.5 × nginx's", () => {
  // The article at 200 connections in a quiet run on this 2-core machine: Node 68 ms, nginx 55 ms.
  const within = judgeLoad(row({ p99Ms: 68 }), nginx({ p99Ms: 55 }))
  expect(within).toEqual({ errors: [], timings: [], p99Gate: "relative" })
  expect(describeP99Gate(within.p99Gate, nginx({ p99Ms: 55 }))).toBe("≤ 82 ms (1.5 × nginx; 50 ms not measurable)")
  expect(judgeLoad(row({ p99Ms: 120 }), nginx({ p99Ms: 60 }))).toMatchObject({
    timings: ["p99 120 ms > 1.5 × nginx's 60 ms"],
    p99Gate: "relative",
  })
})

test("an nginx row that cannot be trusted does not excuse Node from the 50 ms", () => {
  expect(judgeLoad(row({ p99Ms: 70 }), nginx({ p99Ms: 90, timeouts: 3 })).timings).toEqual(["p99 70 ms > 50 ms"])
  expect(judgeLoad(row({ p99Ms: 70 }), nginx({ p99Ms: 0, requests: 0, requestsPerSecond: 0 })).timings).toContain(
    "p99 70 ms > 50 ms",
  )
  expect(judgeLoad(row({ p99Ms: 70 }), undefined).timings).toContain("p99 70 ms > 50 ms")
  expect(describeP99Gate("absolute", undefined)).toBe("≤ 50 ms")
})

test("any error, timeout or non-2xx is an error, whatever the timings", () => {
  expect(judgeLoad(row({ errors: 2, timeouts: 1 }), nginx()).errors).toEqual(["2 errors, 1 timeouts, 0 non-2xx"])
  expect(judgeLoad(row({}), nginx({ non2xx: 5 })).errors).toEqual(["the nginx reference had 5 errors, timeouts or non-2xx"])
})

test("without nginx beside it the ratio cannot be judged, and that is a miss", () => {
  expect(judgeLoad(row({}), undefined).timings).toEqual(["no nginx row to compare with"])
  expect(judgeLoad(row({}), nginx({ requestsPerSecond: 0 })).timings).toEqual(["nginx served nothing to compare with"])
})

test("a page that answers nothing within the run misses, though autocannon reports its p99 as 0 ms", () => {
  expect(judgeLoad(row({ requestsPerSecond: 0, requests: 0, p50Ms: 0, p99Ms: 0 }), nginx()).timings).toEqual([
    "0.00 × nginx < 0.5",
    "no request answered within the run",
  ])
})
