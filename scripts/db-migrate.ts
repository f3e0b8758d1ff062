// `npm run db:migrate`: applies db/migrations to the configured database.
import { DataEnvError, parseDataEnv } from "#app/data/env.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { migrate } from "#app/data/sql.server.ts"
import { openWriter } from "#app/data/writer.server.ts"

async function main(): Promise<number> {
  const config = parseDataEnv(process.env)
  if (config.driver === "supabase") {
    console.error("Migrations need SQL access: set DATABASE_URL to the Supabase project's Postgres connection string")
    return 1
  }
  if (config.driver === "postgres") {
    const client = postgresClient(config.databaseUrl)
    try {
      const applied = await migrate(client)
      console.log(applied.length ? `applied ${applied.join(", ")}` : "already up to date")
    } finally {
      await client.close()
    }
    return 0
  }
  // The embedded database migrates whenever it is opened, by the server or here.
  const writer = await openWriter(config)
  await writer.close()
  console.log(`${config.dataDir} is up to date (via ${writer.via})`)
  return 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error instanceof DataEnvError ? error.message : `db:migrate failed: ${(error as Error).message}`)
  process.exitCode = 1
}
