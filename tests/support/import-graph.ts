import { existsSync, globSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

/*
 * The project's own import graph, type-only imports included, and the circles in it. The files are
 * read with TypeScript's pre-processing scanner (`ts.preProcessFile`), which finds every import,
 * re-export and literal `import()` without parsing or type-checking, and skips comments and strings.
 * Only the project's files are followed: relative specifiers and `#app/…` (package.json `imports`).
 */

/** Each file (relative to the root, with "/") and the project files it imports. */
export type ImportGraph = Map<string, Set<string>>

const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"]

function resolveLocal(root: string, from: string, specifier: string): string | null {
  let base: string
  if (specifier.startsWith("#app/")) base = path.join(root, "app", specifier.slice("#app/".length))
  else if (specifier.startsWith(".")) base = path.resolve(root, path.dirname(from), specifier)
  else return null
  for (const extension of EXTENSIONS) {
    const file = base + extension
    if (/\.(ts|tsx|js)$/.test(file) && existsSync(file)) return path.relative(root, file).split(path.sep).join("/")
  }
  return null
}

/** The import graph of the files matching `patterns` under `root`, but those matching `exclude`. */
export function importGraph(root: string, patterns: string[], exclude: RegExp): ImportGraph {
  const files = [...new Set(patterns.flatMap((pattern) => globSync(pattern, { cwd: root })))]
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => !file.includes("node_modules/") && !exclude.test(file))
    .sort()
  const known = new Set(files)
  const graph: ImportGraph = new Map()
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true)
    const imports = new Set<string>()
    for (const { fileName } of importedFiles) {
      const target = resolveLocal(root, file, fileName)
      if (target && target !== file && known.has(target)) imports.add(target)
    }
    graph.set(file, imports)
  }
  return graph
}

/**
 * The circles of the graph: each set of files that reach one another through their imports
 * (a strongly connected component of two files or more, found by Tarjan's algorithm), as the
 * imports inside it, "a.ts -> b.ts", sorted.
 */
export function circles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let next = 0
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next)
    next++
    stack.push(file)
    onStack.add(file)
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const members = new Set<string>()
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      members.add(member)
    } while (member !== file)
    if (members.size < 2) return
    const ties = [...members].flatMap((from) =>
      [...graph.get(from)!].filter((to) => members.has(to)).map((to) => `${from} -> ${to}`),
    )
    found.push(ties.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!))
}
