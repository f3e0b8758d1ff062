// An in-memory embedded database with the migrations applied, for the unit tests that need one.
// Creating it (PGlite's initdb, then the migrations) takes ~10-30 s of CPU on the busy 2-core
// machine; loading a dump of one takes ~4 s. So the first test file that asks makes the dump
// (others wait on a lock) in test-results/vitest-db/<fingerprint>.tar, and every caller loads it.
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { migrate } from "#app/data/sql.server.ts"
import { withLock } from "./run-lock.ts"

const projectDir = path.resolve(import.meta.dirname, "../..")

/** What the dump is made from: the migrations, the code applying them, and PGlite's version. */
function fingerprint(): string {
  const migrations = path.join(projectDir, "db", "migrations")
  const files = [
    ...readdirSync(migrations)
      .sort()
      .map((name) => path.join(migrations, name)),
    path.join(projectDir, "app", "data", "sql.server.ts"),
    path.join(projectDir, "node_modules", "@electric-sql", "pglite", "package.json"),
  ]
  const hash = createHash("sha256")
  for (const file of files) hash.update(`${path.relative(projectDir, file)}\0`).update(readFileSync(file))
  return hash.digest("hex").slice(0, 16)
}

function readDump(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)])
  } catch {
    return null
  }
}

/** A new in-memory database, migrated; the caller closes it. */
export async function migratedPglite(): Promise<PGlite> {
  const dir = path.join(projectDir, "test-results", "vitest-db")
  const file = path.join(dir, `${fingerprint()}.tar`)
  let dump = readDump(file)
  if (!dump) {
    mkdirSync(dir, { recursive: true })
    dump = await withLock(`${file}.lock`, async () => {
      const made = readDump(file)
      if (made) return made
      const db = await PGlite.create({ extensions: { pg_trgm } })
      await migrate(pgliteClient(db))
      const tar = await db.dumpDataDir("none")
      await db.close()
      // Whole or not at all: a reader never sees half a dump.
      writeFileSync(`${file}.tmp`, Buffer.from(await tar.arrayBuffer()))
      renameSync(`${file}.tmp`, file)
      return tar
    })
  }
  // pg_trgm, as the site loads it (app/data/drivers/pglite.server.ts), for the search's typo tolerance.
  return PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } })
}
