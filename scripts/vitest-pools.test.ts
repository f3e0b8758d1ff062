import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, test } from "vitest"
import { nativeAddonTests, sharedModuleTests, testPools } from "../tests/support/test-pools.ts"

// vitest.config.ts puts the files this finds in child processes: a file it misses could crash a
// worker thread (lovell/sharp#2263), so each way a test can load sharp or resvg is tried here. The
// files that may share a worker thread's modules are found the same way (the last describe).

/** Writes a made-up project (its files by path) to a folder of its own, removed after the describe. */
function madeUpProject(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "pools-"))
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), source)
  }
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  return root
}

/** This project's test files under app/, server/ and scripts/. */
const THIS_PROJECT = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"]

describe("which test files load a native addon", () => {
  const modules: Record<string, string> = {
    "app/lib/images.server.ts": 'import sharp from "sharp"\nexport const resize = sharp\n',
    "app/lib/card.server.ts": 'import { Resvg } from "@resvg/resvg-js"\nexport { Resvg }\n',
    "app/data/view.server.ts": 'export { resize } from "#app/lib/images.server.ts"\n',
    "app/data/pure.ts": "export const two = 2\n",
    "app/data/cycle-a.ts": 'import { b } from "./cycle-b.ts"\nexport const a = b\n',
    "app/data/cycle-b.ts": 'import { a } from "./cycle-a.ts"\nexport const b = a\n',
  }
  const tests: Record<string, string> = {
    "app/data/through-imports.test.ts": 'import { resize } from "./view.server.ts"\n',
    "app/data/resvg.test.ts": 'import { Resvg } from "../lib/card.server.ts"\n',
    "app/data/dynamic.test.ts": 'const load = () => import("../lib/images.server.ts")\n',
    "server/bundle.test.ts": 'import path from "node:path"\nconst build = await import(path.resolve("build/server/index.js"))\n',
    "server/bundle-file.test.ts": 'const buildFile = path.resolve("build/server/index.js")\nconst b = await import(buildFile)\n',
    "app/data/types-only.test.ts": 'import type { resize } from "./view.server.ts"\nimport { two } from "./pure.ts"\n',
    "app/data/cycle.test.ts": 'import { a } from "./cycle-a.ts"\n',
    "server/spawned.test.ts": 'const bundle = "build/server/index.js"\nspawn("node", ["-e", `import(${bundle})`])\n',
  }
  const root = madeUpProject({ ...modules, ...tests })

  test("through imports, re-exports, dynamic imports and the server bundle; not through types, pure modules or a spawned process", () => {
    expect(nativeAddonTests(root, Object.keys(tests).sort())).toEqual([
      "app/data/dynamic.test.ts",
      "app/data/resvg.test.ts",
      "app/data/through-imports.test.ts",
      "server/bundle-file.test.ts",
      "server/bundle.test.ts",
    ])
  })

  test("in this project: the image and server tests are found, a pure one is not", () => {
    const { native } = testPools(path.resolve("."), THIS_PROJECT)
    expect(native).toEqual(
      expect.arrayContaining(["app/lib/images.server.test.ts", "server/app.test.ts", "scripts/social-cards.test.ts"]),
    )
    expect(native).not.toContain("app/data/strict-date.test.ts")
  })
})

describe("which test files share a worker thread's modules", () => {
  const modules: Record<string, string> = {
    "app/data/db.server.ts": 'import { PGlite } from "@electric-sql/pglite"\nexport const open = () => new PGlite()\n',
    "app/lib/run.ts": 'import { spawn } from "node:child_process"\nexport { spawn }\n',
    "app/lib/card.server.ts": 'import { Resvg } from "@resvg/resvg-js"\nexport { Resvg }\n',
    "app/data/pure.ts": "export const two = 2\n",
  }
  const tests: Record<string, string> = {
    "app/data/pure.test.ts": 'import { two } from "./pure.ts"\n',
    "app/data/types-only.test.ts": 'import type { open } from "./db.server.ts"\nimport { two } from "./pure.ts"\n',
    "app/data/database.test.ts": 'import { open } from "./db.server.ts"\n',
    "app/data/spawns.test.ts": 'import { spawn } from "../lib/run.ts"\n',
    "app/data/serves.test.ts": 'import { createServer } from "node:http"\n',
    "app/data/parses.test.ts": 'import { JSDOM } from "jsdom"\n',
    "app/data/native.test.ts": 'import { Resvg } from "../lib/card.server.ts"\n',
    "app/data/mocks.test.ts": 'import { vi } from "vitest"\nvi.mock("./pure.ts", () => ({ two: 3 }))\n',
  }
  const root = madeUpProject({ ...modules, ...tests })

  test("only files that hold nothing through any import and mock no module; a type import holds nothing", () => {
    expect(sharedModuleTests(root, Object.keys(tests).sort())).toEqual(["app/data/pure.test.ts", "app/data/types-only.test.ts"])
  })

  test("in this project: a pure file shares, the server's and the database's do not", () => {
    const { shared } = testPools(path.resolve("."), THIS_PROJECT)
    expect(shared).toContain("app/lib/pagination.test.ts")
    expect(shared).not.toContain("server/app.test.ts")
    expect(shared).not.toContain("app/data/drivers/pglite.server.test.ts")
  })
})
