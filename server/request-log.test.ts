import { expect, test } from "vitest"
import { batchedLog } from "./request-log.ts"

const turn = () => new Promise((resolve) => setImmediate(resolve))

test("request lines logged in one turn of the event loop are written together, in order, one per line", async () => {
  const writes: string[] = []
  const log = batchedLog((text) => writes.push(text))
  log("GET / 200 0.4ms")
  log("GET /blog 200 0.6ms")
  expect(writes).toEqual([])
  await turn()
  expect(writes).toEqual(["GET / 200 0.4ms\nGET /blog 200 0.6ms\n"])
  log("HEAD /healthz 200 0.1ms")
  await turn()
  await turn()
  expect(writes).toEqual(["GET / 200 0.4ms\nGET /blog 200 0.6ms\n", "HEAD /healthz 200 0.1ms\n"])
})
