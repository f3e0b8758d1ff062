// A step of scripts/build.ts, after `react-router build`: writes brotli and gzip
// copies of every text file in build/client, and the CSP script hashes of each
// prerendered page (build/csp-hashes.json).
import { readFile, readdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import zlib from "node:zlib"
import { inlineScriptHashes } from "../server/inline-script-hashes.ts"

const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".data", ".xml", ".txt", ".ico", ".webmanifest"])
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export async function precompress(buildDir: string) {
  const clientDir = path.join(buildDir, "client")
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

  const cspHashes: Record<string, string[]> = {}
  let compressed = 0
  for (const file of files) {
    const ext = path.extname(file)
    if (!COMPRESSIBLE.has(ext)) continue
    const content = await readFile(file)
    if (path.basename(file) === "index.html") {
      const dir = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/")
      cspHashes[dir === "" ? "/" : `/${dir}`] = inlineScriptHashes(content.toString("utf8"))
    }
    if (content.length < 512) continue
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(content, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    compressed++
  }
  await writeFile(path.join(buildDir, "csp-hashes.json"), JSON.stringify(cspHashes, null, 2))
  console.log(`precompress: ${compressed} files compressed, ${Object.keys(cspHashes).length} prerendered pages hashed`)
}

if (import.meta.main) await precompress(path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build"))
