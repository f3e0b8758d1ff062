import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { type SqlArticles, type SqlClient, migrate, sqlArticles } from "../sql.server.ts"
import { startAdminEndpoint } from "./pglite-admin.server.ts"

/*
 * PGlite lets one process open a database. DATA_DIR/owner.json is both the
 * lock and, while the site runs, the address of its loopback admin endpoint:
 * the CLI writes through the running server, or opens the database itself
 * when no server holds it. See docs/decisions/0008-sharing-the-embedded-database.md.
 */

type Owner = { pid: number; role: "server" | "cli"; port?: number; token?: string }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function ownerFile(dataDir: string) {
  return path.join(dataDir, "owner.json")
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The current owner, "busy" while a fresh file is being written, or null when free or stale. */
function readOwner(file: string): Owner | "busy" | null {
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    return null
  }
  try {
    const owner = JSON.parse(text) as Owner
    return isAlive(owner.pid) ? owner : null
  } catch {
    const age = Date.now() - statSync(file, { throwIfNoEntry: false })!.mtimeMs
    return age < 5_000 ? "busy" : null
  }
}

export type Claim = { kind: "owned" } | { kind: "remote"; port: number; token: string }

/**
 * Takes the database for this process, waiting while another short-lived
 * holder (the CLI) has it. A CLI that finds a running server gets its address instead.
 */
export async function claim(dataDir: string, role: Owner["role"], waitMs = 30_000): Promise<Claim> {
  mkdirSync(dataDir, { recursive: true })
  const file = ownerFile(dataDir)
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, role } satisfies Owner), { flag: "wx", mode: 0o600 })
      return { kind: "owned" }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
    const owner = readOwner(file)
    if (owner === null) {
      rmSync(file, { force: true })
      continue
    }
    if (owner !== "busy" && owner.role === "server" && owner.port && owner.token && role === "cli") {
      return { kind: "remote", port: owner.port, token: owner.token }
    }
    if (Date.now() > deadline) {
      const who = owner === "busy" ? "another process" : `process ${owner.pid} (${owner.role})`
      throw new Error(`The database in ${dataDir} is held by ${who}; gave up after ${waitMs / 1000} s`)
    }
    await sleep(100)
  }
}

function release(dataDir: string) {
  const file = ownerFile(dataDir)
  const owner = readOwner(file)
  if (owner && owner !== "busy" && owner.pid === process.pid) rmSync(file, { force: true })
}

export function pgliteClient(db: PGlite): SqlClient {
  return {
    async query(text, params = []) {
      return (await db.query<Record<string, unknown>>(text, params)).rows
    },
    async exec(text) {
      await db.transaction((tx) => tx.exec(text))
    },
    close: () => db.close(),
  }
}

export type OpenedPglite = SqlArticles & { client: SqlClient; appliedMigrations: string[] }

/** Opens (creating and migrating if needed) the embedded database; the caller must hold the claim. */
export async function openPglite(dataDir: string): Promise<OpenedPglite> {
  const db = await PGlite.create(path.join(dataDir, "pglite"))
  const client = pgliteClient(db)
  const appliedMigrations = await migrate(client)
  return { ...sqlArticles(client), client, appliedMigrations }
}

/**
 * The server's embedded database: claims DATA_DIR, opens and migrates it, runs
 * `onCreate` (the seed) when the database is new, and advertises its admin endpoint.
 */
export async function openPgliteServer(dataDir: string, onCreate: (db: SqlArticles) => Promise<void>): Promise<SqlArticles> {
  await claim(dataDir, "server")
  let db: OpenedPglite
  try {
    db = await openPglite(dataDir)
    if (db.appliedMigrations.includes("0001_articles")) await onCreate(db)
  } catch (error) {
    release(dataDir)
    throw error
  }
  const token = randomBytes(24).toString("hex")
  const admin = await startAdminEndpoint(db, token)
  admin.unref()
  const address = admin.address()
  const port = typeof address === "object" && address ? address.port : 0
  const file = ownerFile(dataDir)
  writeFileSync(`${file}.tmp`, JSON.stringify({ pid: process.pid, role: "server", port, token } satisfies Owner), { mode: 0o600 })
  renameSync(`${file}.tmp`, file)
  const onExit = () => release(dataDir)
  process.once("exit", onExit)
  return {
    ...db,
    async close() {
      process.off("exit", onExit)
      await new Promise((resolve) => admin.close(resolve))
      await db.close()
      release(dataDir)
    },
  }
}

/** The CLI's own hold on the database (no server running). */
export async function openPgliteOwned(dataDir: string): Promise<OpenedPglite> {
  const db = await openPglite(dataDir)
  return {
    ...db,
    async close() {
      await db.close()
      release(dataDir)
    },
  }
}

export { release as releasePglite }
