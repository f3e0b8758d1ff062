// The embedded databases the browser tests' servers and most unit tests that need a DATA_DIR (the
// whole server's, the CLI's, the drivers') start from. Creating one (PGlite's initdb and the
// migrations) takes 4 s of one core on the quiet 2-core machine and ~15-50 s and ~1.1 GB at its peak
// on the loaded one; opening a copy of a closed one takes ~2 s. So each kind of database is made
// once a test run (E2E_RUN_ID names the run: set by npm test, Playwright's config and Vitest's;
// without it, once a process), by the first process that needs it (the others wait on a lock), in
// test-results/e2e-db/<kind>, and every server, spec or test file gets its own copy in a fresh
// temporary folder. `npm test` makes the empty, the seeded and the server-seeded ones beside its
// build (this file run as a script, below); otherwise the browser tests' webServer or the first test
// file that asks makes them. (Not under build/: the production-install check copies all of build/.)
import { createHash } from "node:crypto"
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { SEED_DIR, seedArticles } from "#app/data/seed.server.ts"
import { withLock } from "./run-lock.ts"
import { extraArticles } from "../e2e/extra-articles.ts"

const projectDir = path.resolve(import.meta.dirname, "../..")
const E2E_DIR = path.join(projectDir, "tests", "e2e")
const FIXTURES_DIR = path.join(E2E_DIR, "fixtures")

export type DatabaseKind =
  | { seeded: false }
  /** db/seed and tests/e2e/fixtures, then `extra` articles from tests/e2e/extra-articles.ts. */
  | { seeded: true; extra: number }
  /** db/seed only: the database the server creates and seeds on its first start over an empty DATA_DIR. */
  | { seeded: "as the server does" }

/**
 * What the templates are made from: the migrations, the seed and fixture articles, the extra
 * articles' maker and PGlite's version. A template made from other files is made again, even in the
 * same run. (The code that writes the rows is not in it: a run never sees its code change.)
 */
function fingerprint(): string {
  const hash = createHash("sha256")
  const files = [
    ...[path.join(projectDir, "db", "migrations"), SEED_DIR, FIXTURES_DIR].flatMap((dir) =>
      readdirSync(dir)
        .sort()
        .map((name) => path.join(dir, name)),
    ),
    path.join(E2E_DIR, "extra-articles.ts"),
    path.join(projectDir, "node_modules", "@electric-sql", "pglite", "package.json"),
  ]
  for (const file of files) hash.update(`${path.relative(projectDir, file)}\0`).update(readFileSync(file))
  return hash.digest("hex")
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return null
  }
}

/** Copies the database in `from` into the folder `to`. */
const copy = (from: string, to: string) => cpSync(from, to, { recursive: true })

/**
 * Runs `use` on this run's template `name` (its data folder), holding the template's lock, after
 * making it with `make` if this run has not made it yet (or made it from other files).
 */
async function withTemplate(name: string, make: (data: string) => Promise<void>, use: (data: string) => void) {
  const template = path.join(projectDir, "test-results", "e2e-db", name)
  const stamp = path.join(template, "made-for")
  // Outside a Playwright run (which sets E2E_RUN_ID for all its processes), a template serves one process.
  const madeFor = `${process.env.E2E_RUN_ID ?? `process ${process.pid}`} ${fingerprint()}`
  mkdirSync(path.dirname(template), { recursive: true })
  await withLock(`${template}.lock`, async () => {
    if (readText(stamp) !== madeFor) {
      rmSync(template, { recursive: true, force: true })
      await make(path.join(template, "data"))
      writeFileSync(stamp, madeFor)
    }
    // Under the lock, so no process can be making the template again while it is used.
    use(path.join(template, "data"))
  })
}

/** Runs `use` on the empty (migrated) template; the first in a run makes it, with initdb. */
function withEmpty(use: (data: string) => void) {
  return withTemplate("empty", async (data) => await (await openPglite(data)).close(), use)
}

/** Runs `use` on this run's template of `kind`, made first if this run has none yet. */
async function withDatabase(kind: DatabaseKind, use: (data: string) => void) {
  if (!kind.seeded) return withEmpty(use)
  const seed = async (data: string) => {
    await withEmpty((empty) => copy(empty, data))
    const db = await openPglite(data)
    try {
      if (kind.seeded === "as the server does") await seedArticles(db.publisher)
      else {
        await seedArticles(db.publisher, [SEED_DIR, FIXTURES_DIR])
        for (const article of extraArticles(kind.extra)) await db.publisher.apply("publish", article)
      }
    } finally {
      await db.close()
    }
  }
  await withTemplate(kind.seeded === "as the server does" ? "server-seeded" : `seeded-${kind.extra}`, seed, use)
}

/**
 * Puts a closed embedded database of `kind` in `dataDir` (a new or empty folder), copied from this
 * run's template (made first if this run has none yet), and returns `dataDir`: a copy opens in about
 * 2 s where PGlite's initdb and the migrations take 4 s of one core on the quiet machine and 15-50 s
 * on the loaded one. Only the empty template runs initdb: a seeded one starts as a copy of it.
 */
export async function databaseAt(dataDir: string, kind: DatabaseKind): Promise<string> {
  await withDatabase(kind, (data) => copy(data, dataDir))
  return dataDir
}

/** A new temporary DATA_DIR holding a closed embedded database of `kind` (`databaseAt`). The caller removes the folder. */
export async function freshDatabase(kind: DatabaseKind): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "test-blog-"))
  try {
    return await databaseAt(dataDir, kind)
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

// `node tests/support/db-template.ts` with E2E_RUN_ID set: makes the run's empty and seeded templates
// ahead of the tests, and the one seeded as the server seeds a new database, which the unit tests of
// the whole server copy and `npm test`'s budget checks start their servers over (their --data-from,
// scripts/test.ts). `npm test` runs it beside the build (scripts/test.ts), which leaves a core idle,
// rather than in the browser tests' web server start, where the machine waited on it.
if (import.meta.main) {
  if (!process.env.E2E_RUN_ID) throw new Error("E2E_RUN_ID names the run whose templates these are: set it")
  await withDatabase({ seeded: true, extra: 0 }, () => {})
  await withDatabase({ seeded: "as the server does" }, () => {})
}
