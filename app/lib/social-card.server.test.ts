import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, expect, test } from "vitest"
import { CARD_HEIGHT, CARD_WIDTH, type CardContent, cardCache, cardKey, renderCard } from "#app/lib/social-card.server.ts"

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const content: CardContent = {
  title: "How to Create an AI Music Video: A Step-by-Step Guide",
  brand: "Syncreel",
  host: "syncreel.com",
}

/** The width and height a PNG declares: its IHDR chunk follows the signature (length, "IHDR", width, height). */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR")
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "social-cards-"))
  dirs.push(dir)
  return path.join(dir, "cards")
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A cache that counts the renders it asks for. */
function countingCache(dir: string) {
  const counter = { renders: 0 }
  const cache = cardCache(dir, (card) => {
    counter.renders++
    return renderCard(card)
  })
  return { cache, counter }
}

test("a card is a 1200x630 PNG", async () => {
  expect(pngSize(await renderCard(content))).toEqual([CARD_WIDTH, CARD_HEIGHT])
  expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([1200, 630])
})

test("a card is rendered once, then read from the cache on disk, even by another process", async () => {
  const dir = tempDir()
  const { cache, counter } = countingCache(dir)
  const file = await cache.file(content)
  expect(pngSize(readFileSync(file))).toEqual([1200, 630])
  expect(await cache.file(content)).toBe(file)
  expect(counter.renders).toBe(1)

  const restarted = countingCache(dir)
  expect(await restarted.cache.file(content)).toBe(file)
  expect(restarted.counter.renders).toBe(0)
})

test("the cache folder is its owner's only, like DATA_DIR", async () => {
  const dir = tempDir()
  await cardCache(dir).file(content)
  expect(statSync(dir).mode & 0o777).toBe(0o700)
})

test("visitors asking at once for a card not yet made share one render", async () => {
  const { cache, counter } = countingCache(tempDir())
  const files = await Promise.all(Array.from({ length: 8 }, () => cache.file(content)))
  expect(new Set(files).size).toBe(1)
  expect(counter.renders).toBe(1)
})

test("an edited title, or another brand, makes a new card", async () => {
  const dir = tempDir()
  const { cache, counter } = countingCache(dir)
  const first = await cache.file(content)
  const retitled = await cache.file({ ...content, title: "A better title" })
  const rebranded = await cache.file({ ...content, brand: "Other" })
  expect(new Set([first, retitled, rebranded]).size).toBe(3)
  expect(counter.renders).toBe(3)
  expect(readdirSync(dir).sort()).toEqual([first, retitled, rebranded].map((file) => path.basename(file)).sort())
  expect(cardKey(content)).toBe(cardKey({ ...content }))
})

test("a failed render leaves no file behind, and the next request tries again", async () => {
  const dir = tempDir()
  let fail = true
  const cache = cardCache(dir, (card) => (fail ? Promise.reject(new Error("no font")) : renderCard(card)))
  await expect(cache.file(content)).rejects.toThrow("no font")
  expect(readdirSync(dir)).toEqual([])
  fail = false
  expect(pngSize(readFileSync(await cache.file(content)))).toEqual([1200, 630])
})
