// The production server as the browser tests see it: the real build and the
// real server, on the loopback port Playwright chose, with the embedded
// database in a fresh temporary directory: a copy of this run's database seeded
// from db/seed and the test fixtures (and E2E_EXTRA_ARTICLES more), made once a
// run (tests/support/db-template.ts). E2E_DB=empty gives an empty one; with DATABASE_DRIVER or
// DATABASE_URL set, the server uses that backend instead (the failure tests).
import { rmSync } from "node:fs"
import { freshDatabase } from "../support/db-template.ts"

if (!process.env.DATABASE_DRIVER && !process.env.DATABASE_URL) {
  const dataDir = await freshDatabase(
    process.env.E2E_DB === "empty" ? { seeded: false } : { seeded: true, extra: Number(process.env.E2E_EXTRA_ARTICLES ?? 0) },
  )
  process.env.DATA_DIR = dataDir
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }))
}

await import("../../server/main.ts")
