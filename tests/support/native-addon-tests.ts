import { existsSync, globSync, readFileSync } from "node:fs"
import path from "node:path"

/*
 * Which test files load a native addon (sharp, @resvg/resvg-js) in their own process: through
 * their imports, or by importing the production server bundle (build/server), which bundles the
 * site's modules and loads both. vitest.config.ts runs these in child processes and every other
 * file in worker threads, so a new test is put in the right pool without anyone keeping a list.
 * It reads source text: a file that only quotes such an import (scripts/vitest-pools.test.ts) runs
 * in a child process too, which costs a little time and nothing else.
 */

const NATIVE_PACKAGES = ["sharp", "@resvg/resvg-js"]
/** How a test loads the server bundle in its own process (a spawned server is another process). */
const LOADS_SERVER_BUNDLE = /import\((?:buildFile|path\.resolve\("build\/server\/index\.js"\))\)/
/** Static and dynamic imports with a literal specifier; `import type` is erased and loads nothing. */
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]

function resolveLocal(root: string, from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith("#app/")) base = path.join(root, "app", specifier.slice("#app/".length))
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier)
  else return null
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (/\.(ts|tsx|mts|js)$/.test(file) && existsSync(file)) return file
  }
  return null
}

function isNativePackage(specifier: string): boolean {
  return NATIVE_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))
}

/** The test files among `files` (relative to `root`) that load a native addon in their process. */
export function nativeAddonTests(root: string, files: string[]): string[] {
  const loads = new Map<string, boolean>()
  const visit = (file: string): boolean => {
    const known = loads.get(file)
    if (known !== undefined) return known
    // Assumed not, while its own imports are read: an import cycle then adds nothing.
    loads.set(file, false)
    const source = readFileSync(file, "utf8")
    let found = LOADS_SERVER_BUNDLE.test(source)
    for (const match of source.matchAll(IMPORT)) {
      if (found) break
      const specifier = (match[1] ?? match[2])!
      if (isNativePackage(specifier)) found = true
      else {
        const local = resolveLocal(root, file, specifier)
        if (local) found = visit(local)
      }
    }
    loads.set(file, found)
    return found
  }
  return files.filter((file) => visit(path.join(root, file)))
}

/** The project's test files matching `patterns`, and those of them that load a native addon. */
export function testPools(root: string, patterns: string[]): { native: string[] } {
  const files = patterns.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((file) => !file.includes("node_modules"))
  return { native: nativeAddonTests(root, [...new Set(files)].sort()) }
}
