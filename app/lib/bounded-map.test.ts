import { expect, test } from "vitest"
import { BoundedMap } from "./bounded-map.ts"

test("past its entry count, the least recently used entry is forgotten first", () => {
  const map = new BoundedMap<number>(3)
  map.set("a", 1).set("b", 2).set("c", 3)
  expect(map.get("a")).toBe(1)
  map.set("d", 4)
  expect([map.has("a"), map.has("b"), map.has("c"), map.has("d")]).toEqual([true, false, true, true])
  map.set("c", 5).set("e", 6)
  expect([map.has("a"), map.get("c"), map.has("d"), map.has("e")]).toEqual([false, 5, true, true])
  expect(map.size).toBe(3)
  expect(map.delete("e")).toBe(true)
  expect(map.size).toBe(2)
})

test("10,000 distinct keys leave it at its entry count", () => {
  const map = new BoundedMap<number>(100)
  for (let i = 0; i < 10_000; i++) map.set(`key-${i}`, i)
  expect(map.size).toBe(100)
  expect(map.get("key-9999")).toBe(9999)
  expect(map.has("key-0")).toBe(false)
})
