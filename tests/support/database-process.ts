// Another process for the embedded database's lock and memory tests, since a
// pid, a lock and a peak RSS all belong to a process. Prints one JSON line.
//
//   restarted <dataDir>          finds an owner file naming its own pid (a server killed and started
//                                again as PID 1), then opens the database as the server does
//   claim <dataDir> <role> <ms>  claims the database and says what it got
//   create <dataDir>             creates and seeds a new database, and reports its peak RSS
import { readFileSync, writeFileSync } from "node:fs"
import { claim, openPglite, openPgliteServer, ownerFile } from "#app/data/drivers/pglite.server.ts"
import { seedArticles } from "#app/data/seed.server.ts"

const [command, dataDir, role, waitMs] = process.argv.slice(2) as [string, string, "server" | "cli", string]
const report = (value: unknown) => console.log(JSON.stringify(value))

try {
  if (command === "restarted") {
    // What the previous life of this server left behind (the format the server wrote before it had a ping).
    writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: process.pid, role: "server", port: 9, token: "previous-life" }), {
      mode: 0o600,
    })
    const db = await openPgliteServer(dataDir, async () => {})
    const owner = JSON.parse(readFileSync(ownerFile(dataDir), "utf8")) as { pid: number; token: string }
    report({ pid: process.pid, published: (await db.listPublished()).length, owner: { pid: owner.pid, token: owner.token } })
    await db.close()
  } else if (command === "claim") {
    report(await claim(dataDir, role, Number(waitMs)))
  } else if (command === "create") {
    const db = await openPglite(dataDir)
    const seeded = await seedArticles(db.publisher)
    await db.close()
    report({ created: db.created, seeded: seeded.length, maxRssMB: Math.round(process.resourceUsage().maxRSS / 1024) })
  } else {
    throw new Error(`unknown command ${command}`)
  }
  process.exit(0)
} catch (error) {
  report({ error: (error as Error).message })
  process.exit(1)
}
