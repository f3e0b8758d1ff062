// The embedded databases the browser tests' servers start from. Creating one (PGlite's initdb and
// the migrations) takes ~15-25 s and ~1.1 GB at its peak on the 2-core machine; opening a copy of a
// closed one takes ~2 s. So each kind of database is made once a test run, by the first process
// that needs it (the others wait on a lock), in test-results/e2e-db/<kind>, and every server or
// spec gets its own copy of it in a fresh temporary folder. (Not under build/: the production-install
// check copies all of build/.)
import { createHash } from "node:crypto"
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { SEED_DIR, seedArticles } from "#app/data/seed.server.ts"
import { extraArticles } from "./extra-articles.ts"
import { withLock } from "./run-lock.ts"

const projectDir = path.resolve(import.meta.dirname, "../..")
const FIXTURES_DIR = path.join(import.meta.dirname, "fixtures")

export type DatabaseKind =
  | { seeded: false }
  /** db/seed and tests/e2e/fixtures, then `extra` articles from tests/e2e/extra-articles.ts. */
  | { seeded: true; extra: number }

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
    path.join(import.meta.dirname, "extra-articles.ts"),
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

/** Creates the database of `kind` in `dataDir` (a new folder): migrated, then seeded if asked. */
async function make(dataDir: string, kind: DatabaseKind) {
  const db = await openPglite(dataDir)
  try {
    if (kind.seeded) {
      await seedArticles(db.publisher, [SEED_DIR, FIXTURES_DIR])
      for (const article of extraArticles(kind.extra)) await db.publisher.apply("publish", article)
    }
  } finally {
    await db.close()
  }
}

/**
 * A new temporary DATA_DIR holding a closed embedded database of `kind`, copied from this run's
 * template (made first if this run has none yet). The caller removes it.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<string> {
  const name = kind.seeded ? `seeded-${kind.extra}` : "empty"
  const root = path.join(projectDir, "test-results", "e2e-db")
  const template = path.join(root, name)
  const stamp = path.join(template, "made-for")
  // Outside a Playwright run (which sets E2E_RUN_ID for all its processes), a template serves one process.
  const madeFor = `${process.env.E2E_RUN_ID ?? `process ${process.pid}`} ${fingerprint()}`
  mkdirSync(root, { recursive: true })
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-blog-"))
  try {
    await withLock(`${template}.lock`, async () => {
      if (readText(stamp) !== madeFor) {
        rmSync(template, { recursive: true, force: true })
        await make(path.join(template, "data"), kind)
        writeFileSync(stamp, madeFor)
      }
      // Under the lock, so no process can be making the template again while it is copied.
      cpSync(path.join(template, "data"), dataDir, { recursive: true })
    })
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return dataDir
}
