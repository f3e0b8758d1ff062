// `npm run seed:blog -- --count 10000 [--seed 1]`: fills the configured database (the embedded one
// in DATA_DIR, or PostgreSQL at DATABASE_URL) with that many published, generated articles of about
// 1,200 words each (scripts/lib/blog-corpus.ts), for measuring the blog at size
// (docs/performance.md, "The blog at size"). The same seed writes the same articles; a second run
// replaces the articles it wrote before and adds any beyond them. Only the generated articles
// are written: a database this creates has no db/seed articles.
import { claim, openPgliteOwned, releasePglite } from "#app/data/drivers/pglite.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { parseDataEnv } from "#app/data/env.server.ts"
import { READ_ONLY_MESSAGE } from "#app/data/publisher.server.ts"
import { type SqlClient, migrate } from "#app/data/sql.server.ts"
import { parseArgs } from "./lib/production-server.ts"
import { MAX_SEED_COUNT, seedBlog } from "./lib/seed-blog.ts"

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

let args
try {
  args = parseArgs({ count: "string", seed: "string" })
} catch (error) {
  fail((error as Error).message)
}
if (args.count === undefined) fail(`--count is required: how many articles to write, 1 to ${MAX_SEED_COUNT}`)
const count = Number(args.count)
const seed = Number(args.seed ?? 1)
if (!/^\d+$/.test(args.count) || count < 1 || count > MAX_SEED_COUNT)
  fail(`--count must be a whole number from 1 to ${MAX_SEED_COUNT} (got ${args.count})`)
if (!/^\d+$/.test(args.seed ?? "1")) fail(`--seed must be a whole number (got ${args.seed})`)

let config
try {
  config = parseDataEnv(process.env)
} catch (error) {
  fail((error as Error).message)
}

let client: SqlClient
let where: string
let close: () => Promise<void>
if (config.driver === "supabase") fail(READ_ONLY_MESSAGE)
else if (config.driver === "postgres") {
  client = postgresClient(config.databaseUrl)
  await migrate(client)
  where = "PostgreSQL (DATABASE_URL)"
  close = () => client.close()
} else {
  const held = await claim(config.dataDir, "cli")
  if (held.kind === "remote") {
    releasePglite(config.dataDir)
    fail(
      `A running server holds the embedded database in ${config.dataDir}: stop it, then seed (it reads the new articles on start).`,
    )
  }
  const db = await openPgliteOwned(config.dataDir)
  client = db.client
  where = `the embedded database in ${config.dataDir}`
  close = () => db.close()
}

const started = performance.now()
let reported = 0
try {
  await seedBlog(client, {
    count,
    seed,
    onProgress: (done) => {
      if (done - reported >= 1000 || done === count) {
        reported = done
        const seconds = (performance.now() - started) / 1000
        console.log(`${done} / ${count} articles, ${seconds.toFixed(1)} s`)
      }
    },
  })
} finally {
  await close()
}
const seconds = (performance.now() - started) / 1000
console.log(
  `seeded ${count} articles (seed ${seed}) into ${where} in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)} a second)`,
)
