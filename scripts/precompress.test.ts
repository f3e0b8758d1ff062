import { mkdirSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { expect, test } from "vitest"
import { precompress } from "./precompress.ts"

function buildWith(files: Record<string, string>) {
  const buildDir = mkdtempSync(path.join(tmpdir(), "precompress-"))
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(buildDir, "client", name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, content)
  }
  return buildDir
}

const script = `<script>${"console.log('a page script');".repeat(40)}</script>`
const FILES = {
  "index.html": `<!doctype html><title>home</title>${script}${"<p>words</p>".repeat(100)}`,
  "assets/entry.js": "export const x = 1;".repeat(100),
  "tiny.css": "a{}",
  "photo.png": "not compressible",
}

test("writes brotli and gzip copies that decode to the file, and reuses them for unchanged bytes in a later build", async () => {
  const cache = mkdtempSync(path.join(tmpdir(), "precompress-cache-"))
  const first = buildWith(FILES)
  expect(await precompress(first, cache)).toEqual({ compressed: 2, fromCache: 0 })
  for (const name of ["index.html", "assets/entry.js"]) {
    const file = path.join(first, "client", name)
    expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(FILES[name as keyof typeof FILES])
    expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(FILES[name as keyof typeof FILES])
  }
  // Files under 512 bytes and media are left alone.
  expect(readdirSync(path.join(first, "client"))).not.toContain("tiny.css.br")
  expect(readdirSync(path.join(first, "client"))).not.toContain("photo.png.br")
  expect(JSON.parse(readFileSync(path.join(first, "csp-hashes.json"), "utf8"))).toEqual({
    "/": [expect.stringMatching(/^'sha256-/)],
  })

  // The next build changed one file: only that one is compressed again, and its copies are its own.
  const second = buildWith({ ...FILES, "assets/entry.js": "export const y = 2;".repeat(100) })
  expect(await precompress(second, cache)).toEqual({ compressed: 2, fromCache: 1 })
  const changed = path.join(second, "client/assets/entry.js")
  expect(zlib.brotliDecompressSync(readFileSync(`${changed}.br`)).toString()).toBe("export const y = 2;".repeat(100))
})

test("a cache entry no build used for 30 days is removed; one used since is kept", async () => {
  const cache = mkdtempSync(path.join(tmpdir(), "precompress-cache-"))
  await precompress(buildWith(FILES), cache)
  const entries = readdirSync(cache)
  expect(entries).toHaveLength(4)
  const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000)
  for (const name of entries) utimesSync(path.join(cache, name), longAgo, longAgo)
  // A build that uses only the page: the script's entries are old and unused, the page's are touched.
  await precompress(buildWith({ "index.html": FILES["index.html"] }), cache)
  expect(readdirSync(cache)).toHaveLength(2)
})
