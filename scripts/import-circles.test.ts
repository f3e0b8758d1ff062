import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "vitest"
import { circles, importGraph } from "../tests/support/import-graph.ts"

// No two files of the site import each other, directly or round a longer loop (issue 25), type-only
// imports included: a type is a dependency of the design too (decision 0024). The lint's
// import-x/no-cycle passes over type-only imports, as they load nothing at run time; this reads them all.

const root = path.resolve(import.meta.dirname, "..")
/** The files the layers hold (docs/architecture.md); tests stand above them all. */
const SOURCES = ["app/**/*.{ts,tsx,js}", "server/**/*.{ts,tsx,js}", "scripts/**/*.{ts,tsx,js}"]
const TESTS = /\.test(-support)?\.(ts|tsx)$/

test("no files of app/, server/ and scripts/ import each other in a circle, type-only imports too", () => {
  const graph = importGraph(root, SOURCES, TESTS)
  // The scan reaches into each layer: the writer's imports are seen.
  expect(graph.get("server/publish-api.ts")).toContain("app/data/publish.server.ts")
  expect(graph.get("scripts/articles.ts")).toContain("app/data/publisher.server.ts")
  expect(circles(graph)).toEqual([])
})

test("a circle closed by a type-only import is found, with the imports that tie it; comments and strings are not imports", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "circles-"))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  write("app/data/a.ts", 'import { b } from "./b.ts"\nexport const a = b\n')
  write("app/data/b.ts", 'import type { C } from "#app/lib/c.ts"\nexport const b = 1 as C\n')
  write("app/lib/c.ts", 'import type { a } from "../data/a.ts"\nexport type C = typeof a\n')
  write(
    "app/lib/d.ts",
    '// import { a } from "../data/a.ts"\nexport const text = `import { b } from "../data/b.ts"`\nexport const d = 1\n',
  )
  write("app/lib/e.ts", 'import { d } from "./d.ts"\nexport const e = d\n')
  write("app/lib/e.test.ts", 'import { e } from "./e.ts"\nimport { d } from "./d.ts"\nexport const t = e + d\n')

  const graph = importGraph(dir, ["app/**/*.ts"], TESTS)
  expect([...graph.keys()]).toEqual(["app/data/a.ts", "app/data/b.ts", "app/lib/c.ts", "app/lib/d.ts", "app/lib/e.ts"])
  expect([...graph.get("app/lib/d.ts")!]).toEqual([])
  expect(circles(graph)).toEqual([
    ["app/data/a.ts -> app/data/b.ts", "app/data/b.ts -> app/lib/c.ts", "app/lib/c.ts -> app/data/a.ts"],
  ])

  // Broken at one import (b no longer needs c's type), nothing is left.
  write("app/data/b.ts", "export const b = 1\n")
  expect(circles(importGraph(dir, ["app/**/*.ts"], TESTS))).toEqual([])
})
