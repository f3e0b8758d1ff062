// The production server as the browser tests see it: the real build and the
// real server, on the loopback port Playwright chose, with the embedded
// database in a fresh temporary directory seeded from db/seed and the test
// fixtures (and E2E_EXTRA_ARTICLES more). E2E_DB=empty leaves it empty; with DATABASE_DRIVER or
// DATABASE_URL set, the server uses that backend instead (the failure tests).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { SEED_DIR, seedArticles } from "#app/data/seed.server.ts"
import { extraArticles } from "./extra-articles.ts"

if (!process.env.DATABASE_DRIVER && !process.env.DATABASE_URL) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-blog-"))
  const db = await openPglite(dataDir)
  if (process.env.E2E_DB !== "empty") {
    await seedArticles(db.publisher, [SEED_DIR, path.join(import.meta.dirname, "fixtures")])
    // E2E_EXTRA_ARTICLES=N adds N more (tests/e2e/extra-articles.ts), for specs of a blog of many pages.
    for (const article of extraArticles(Number(process.env.E2E_EXTRA_ARTICLES ?? 0))) await db.publisher.apply("publish", article)
  }
  await db.close()
  process.env.DATA_DIR = dataDir
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }))
}

await import("../../server/main.ts")
