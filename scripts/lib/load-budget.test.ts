import { expect, test } from "vitest"
import { type LoadRow, judgeLoad } from "./load-budget.ts"

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
  expect(judgeLoad(row({}), nginx())).toEqual({ errors: [], timings: [] })
})

test("a page under half nginx's rate misses, with the ratio named", () => {
  expect(judgeLoad(row({ requestsPerSecond: 324 }), nginx()).timings).toEqual(["0.18 × nginx < 0.5"])
})

test("p99 over 50 ms misses at 200 connections and is not judged at 50", () => {
  expect(judgeLoad(row({ p99Ms: 51 }), nginx()).timings).toEqual(["p99 51 ms > 50 ms"])
  expect(judgeLoad(row({ connections: 50, p99Ms: 900 }), nginx({ connections: 50 })).timings).toEqual([])
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
