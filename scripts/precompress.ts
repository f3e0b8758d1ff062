// A step of scripts/build.ts, after `react-router build`: writes brotli and gzip
// copies of every text file in build/client, and the CSP script hashes of each
// prerendered page (build/csp-hashes.json).
//
// Brotli at quality 11 is most of a build's time on a 2-core machine, and most files
// come out of the next build unchanged (fonts, images' SVGs, chunks no edit touched).
// So the compressed copies are kept in .cache/precompress/ under a hash of the file's
// bytes and reused, and files are compressed as many at a time as the machine has
// cores. An entry the build did not use for 30 days is removed at the end of the step.
import { createHash } from "node:crypto"
import { availableParallelism } from "node:os"
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { inlineScriptHashes } from "../server/inline-script-hashes.ts"

const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".data", ".xml", ".txt", ".ico", ".webmanifest"])
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const UNUSED_FOR_MS = 30 * 24 * 60 * 60 * 1000

type Encoded = { br: Buffer; gz: Buffer }

async function compress(content: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(content, { level: 9 }),
  ])
  return { br, gz }
}

/** Written whole under another name first: another build reading the cache never sees half a file. */
async function writeWhole(file: string, data: Buffer) {
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(partial, data)
  await rename(partial, file)
}

/** The compressed copies of `content`, from the cache in `cacheDir` or made and kept there. */
async function cachedCompress(cacheDir: string, content: Buffer): Promise<{ encoded: Encoded; hit: boolean }> {
  // The compression settings are part of the key: changing them makes every entry a miss.
  const key = createHash("sha256").update("br11-gz9\0").update(content).digest("hex")
  const [brFile, gzFile] = [path.join(cacheDir, `${key}.br`), path.join(cacheDir, `${key}.gz`)]
  try {
    const [br, gz] = await Promise.all([readFile(brFile), readFile(gzFile)])
    const now = new Date()
    await Promise.all([utimes(brFile, now, now), utimes(gzFile, now, now)])
    return { encoded: { br, gz }, hit: true }
  } catch {
    const encoded = await compress(content)
    await Promise.all([writeWhole(brFile, encoded.br), writeWhole(gzFile, encoded.gz)])
    return { encoded, hit: false }
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!)
  })
  await Promise.all(lanes)
}

/** Removes the cache's entries no build has used for 30 days. */
async function pruneCache(cacheDir: string) {
  const cutoff = Date.now() - UNUSED_FOR_MS
  for (const name of await readdir(cacheDir)) {
    const file = path.join(cacheDir, name)
    const info = await stat(file).catch(() => null)
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true })
  }
}

export async function precompress(buildDir: string, cacheDir = path.resolve(import.meta.dirname, "..", ".cache/precompress")) {
  const clientDir = path.join(buildDir, "client")
  await mkdir(cacheDir, { recursive: true })
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name))

  const cspHashes: Record<string, string[]> = {}
  let compressed = 0
  let fromCache = 0
  await eachLimited(files, availableParallelism(), async (file) => {
    const content = await readFile(file)
    if (path.basename(file) === "index.html") {
      const dir = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")
      cspHashes[dir === "" ? "/" : `/${dir}`] = inlineScriptHashes(content.toString("utf8"))
    }
    if (content.length < 512) return
    const { encoded, hit } = await cachedCompress(cacheDir, content)
    await Promise.all([writeFile(`${file}.br`, encoded.br), writeFile(`${file}.gz`, encoded.gz)])
    compressed++
    if (hit) fromCache++
  })
  await pruneCache(cacheDir)
  // Sorted, so the file does not depend on which lane finished first.
  const sorted = Object.fromEntries(Object.entries(cspHashes).sort(([a], [b]) => a.localeCompare(b)))
  await writeFile(path.join(buildDir, "csp-hashes.json"), JSON.stringify(sorted, null, 2))
  console.log(
    `precompress: ${compressed} files compressed (${fromCache} from the cache), ${Object.keys(cspHashes).length} prerendered pages hashed`,
  )
  return { compressed, fromCache }
}

if (import.meta.main) await precompress(path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build"))
