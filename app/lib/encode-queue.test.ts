import { expect, test } from "vitest"
import { EncodeQueue, QueueFullError } from "./encode-queue.ts"

/** A job that records when it runs and finishes when the test lets it. */
function jobs() {
  const ran: string[] = []
  const gates = new Map<string, () => void>()
  const job = (label: string) => () => {
    ran.push(label)
    return new Promise<string>((resolve) => gates.set(label, () => resolve(label)))
  }
  const finish = async (label: string) => {
    gates.get(label)!()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { ran, job, finish }
}

test("one job runs at a time; an urgent one runs next, before any that waited longer", async () => {
  const queue = new EncodeQueue()
  const { ran, job, finish } = jobs()
  const done = [queue.run("a", false, job("a1")), queue.run("b", false, job("b1")), queue.run("c", false, job("c1"))]
  done.push(queue.run("page", true, job("page1")))
  expect(queue).toMatchObject({ inFlight: 1, depth: 3 })
  for (const label of ["a1", "page1", "b1", "c1"]) await finish(label)
  expect(ran).toEqual(["a1", "page1", "b1", "c1"])
  expect(await Promise.all(done)).toEqual(["a1", "b1", "c1", "page1"])
  expect(queue).toMatchObject({ inFlight: 0, depth: 0 })
})

test("sources take turns: one source's many jobs do not hold back another's first", async () => {
  const queue = new EncodeQueue()
  const { ran, job, finish } = jobs()
  void queue.run("busy", false, job("busy0"))
  for (let i = 1; i <= 3; i++) void queue.run("busy", false, job(`busy${i}`))
  void queue.run("other", false, job("other1"))
  for (const label of ["busy0", "busy1", "other1", "busy2", "busy3"]) await finish(label)
  expect(ran).toEqual(["busy0", "busy1", "other1", "busy2", "busy3"])
})

test("a promoted source's jobs go to the urgent lane", async () => {
  const queue = new EncodeQueue()
  const { ran, job, finish } = jobs()
  void queue.run("a", false, job("a"))
  void queue.run("b", false, job("b"))
  void queue.run("c", false, job("c"))
  queue.promote("c")
  for (const label of ["a", "c", "b"]) await finish(label)
  expect(ran).toEqual(["a", "c", "b"])
})

test("past maxWaiting the other lane refuses jobs; the urgent lane never does", async () => {
  const queue = new EncodeQueue(2)
  const { job, finish } = jobs()
  void queue.run("a", false, job("a"))
  void queue.run("b", false, job("b"))
  void queue.run("c", false, job("c"))
  await expect(queue.run("d", false, job("d"))).rejects.toThrow(QueueFullError)
  void queue.run("page", true, job("page"))
  expect(queue.depth).toBe(3)
  await finish("a")
  await finish("page")
  const later = queue.run("d", false, job("d"))
  expect(queue.depth).toBe(2)
  await finish("b")
  await finish("c")
  await finish("d")
  expect(await later).toBe("d")
})
