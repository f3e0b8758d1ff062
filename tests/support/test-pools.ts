import { existsSync, globSync, readFileSync } from "node:fs"
import path from "node:path"

/*
 * Which Vitest pool each test file runs in, found by reading its imports, so that a new test is put
 * in the right one without anyone keeping a list (vitest.config.ts):
 * - the files that load a native addon (sharp, @resvg/resvg-js) in their own process, through their
 *   imports or by importing the production server bundle (build/server, which bundles the site's
 *   modules and loads both), run in child processes;
 * - the files that hold nothing beyond their own modules (no database, server, child process,
 *   worker thread or jsdom parser, through any import, and no module mock) share worker threads
 *   and their loaded modules, one file after another;
 * - every other file runs in a worker thread of its own.
 * It reads source text: a file that only quotes such an import (scripts/vitest-pools.test.ts) is
 * put in the stricter pool, which costs a little time and nothing else.
 */

const NATIVE_PACKAGES = ["sharp", "@resvg/resvg-js"]
/**
 * Modules whose importers hold something a following file must not inherit, or that keep a
 * parser's documents: the embedded database, servers and sockets, child processes, worker threads,
 * jsdom (the sanitiser's and the tests' parser).
 */
const HOLDING_PACKAGES = [
  "@electric-sql/pglite",
  "node:child_process",
  "child_process",
  "node:worker_threads",
  "worker_threads",
  "node:http",
  "http",
  "node:net",
  "net",
  "jsdom",
]
/** A module mock replaces a module in the file's own module graph: shared, the graph is not the file's. */
const MOCKS_MODULES = /\bvi\.(?:mock|doMock|unmock|resetModules)\(/
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

const isOneOf = (packages: string[]) => (specifier: string) =>
  packages.some((name) => specifier === name || specifier.startsWith(`${name}/`))

/**
 * The files among `files` (relative to `root`) that load the server bundle or a package `matches`
 * accepts, themselves or through the project's modules they import.
 */
function testsThatLoad(root: string, files: string[], matches: (specifier: string) => boolean): string[] {
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
      if (matches(specifier)) found = true
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

/** The test files among `files` (relative to `root`) that load a native addon in their process. */
export function nativeAddonTests(root: string, files: string[]): string[] {
  return testsThatLoad(root, files, isOneOf(NATIVE_PACKAGES))
}

/**
 * The test files among `files` (relative to `root`) that may share a worker thread and its loaded
 * modules with the files before them: no native addon, server bundle or holding package
 * (HOLDING_PACKAGES) through any import, and no module mock of their own.
 */
export function sharedModuleTests(root: string, files: string[]): string[] {
  const holding = new Set(testsThatLoad(root, files, isOneOf([...NATIVE_PACKAGES, ...HOLDING_PACKAGES])))
  return files.filter((file) => !holding.has(file) && !MOCKS_MODULES.test(readFileSync(path.join(root, file), "utf8")))
}

/** The project's test files matching `patterns`: those that load a native addon, and those that may share modules. */
export function testPools(root: string, patterns: string[]): { native: string[]; shared: string[] } {
  const files = patterns.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((file) => !file.includes("node_modules"))
  const sorted = [...new Set(files)].sort()
  return { native: nativeAddonTests(root, sorted), shared: sharedModuleTests(root, sorted) }
}
