import { randomBytes } from "node:crypto"
import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  statfsSync,
  writeFileSync,
  writeSync,
} from "node:fs"
import { type Server, createServer, request } from "node:http"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { NodeFS } from "@electric-sql/pglite/nodefs"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { type SqlArticles, type SqlClient, migrate, sqlArticles } from "../sql.server.ts"
import { startAdminEndpoint } from "./pglite-admin.server.ts"
import { publishingStore } from "../publishing-store.server.ts"

/*
 * PGlite lets one process open a database. DATA_DIR/owner.json is both the
 * lock and, while the site runs, the address of its loopback admin endpoint:
 * the CLI writes through the running server, or opens the database itself
 * when no server holds it. See docs/decisions/0008-sharing-the-embedded-database.md.
 *
 * A pid alone cannot prove the lock is held: a container's server is PID 1
 * on every restart, and pids are reused. So every holder also answers a
 * token-protected ping on a loopback port for as long as it lives, and the
 * lock dies with it.
 */

type Owner = { pid: number; role: "server" | "cli"; port?: number; token?: string; ping?: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Long enough for a holder whose event loop is busy creating the database to be given the benefit of the doubt. */
const PING_TIMEOUT_MS = 2_000

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

/** This process's own claims: its ping endpoint and token, by DATA_DIR. */
const held = new Map<string, { token: string; ping: Server; pingPort: number }>()

/** Answers `GET /ping` with the holder's token while this process lives; nothing else. */
function startPing(token: string): Promise<Server> {
  const server = createServer((req, res) => {
    const ok = req.method === "GET" && req.url === "/ping" && req.headers.authorization === `Bearer ${token}`
    res.writeHead(ok ? 204 : 401, { "Cache-Control": "no-store" })
    res.end()
  })
  server.unref()
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

/**
 * "gone" when nothing listens on the holder's port or something else answers
 * there (its port was reused); "busy" when the connection opened but no
 * answer came in time: a holder still creating the database blocks its event
 * loop for seconds, and taking its database then would corrupt it.
 */
function pingOwner(port: number, token: string): Promise<"alive" | "gone" | "busy"> {
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/ping", headers: { Authorization: `Bearer ${token}` }, timeout: PING_TIMEOUT_MS },
      (res) => {
        res.resume()
        resolve(res.statusCode === 204 ? "alive" : "gone")
      },
    )
    req.on("timeout", () => {
      req.destroy()
      resolve("busy")
    })
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED" ? "gone" : "busy"))
    req.end()
  })
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8")
  } catch {
    return null
  }
}

function parseOwner(text: string): Owner | null {
  try {
    const owner = JSON.parse(text) as Owner
    return Number.isInteger(owner?.pid) ? owner : null
  } catch {
    return null
  }
}

/** The current owner, "busy" while a fresh file is being written, or null when free or stale. */
async function liveOwner(file: string, dataDir: string): Promise<{ owner: Owner | "busy" | null; text: string }> {
  const text = readText(file)
  if (text === null) return { owner: null, text: "" }
  const owner = parseOwner(text)
  if (!owner) {
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0)
    return { owner: age < 5_000 ? "busy" : null, text }
  }
  // Our own pid: live only if this process holds it now; otherwise it is a previous life's (PID 1 restarted).
  if (owner.pid === process.pid) return { owner: held.get(dataDir)?.token === owner.token ? owner : null, text }
  if (!isAlive(owner.pid)) return { owner: null, text }
  // A file from a version that had no ping: trust the pid, as that version did.
  if (owner.ping === undefined || owner.token === undefined) return { owner, text }
  return { owner: (await pingOwner(owner.ping, owner.token)) === "gone" ? null : owner, text }
}

/** DATA_DIR holds unpublished articles and the admin token: only its owner may enter it. */
function privateDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  try {
    chmodSync(dataDir, 0o700)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error
  }
}

/**
 * Creates the owner file, failing with EEXIST when there is one. A file this call created but could
 * not fill (a full disk) is removed, so the next claim need not wait for it to grow old.
 */
function createOwnerFile(file: string, owner: Owner) {
  const fd = openSync(file, "wx", 0o600)
  try {
    writeSync(fd, JSON.stringify(owner))
  } catch (error) {
    rmSync(file, { force: true })
    throw error
  } finally {
    closeSync(fd)
  }
}

export type Claim = { kind: "owned" } | { kind: "remote"; port: number; token: string }

/**
 * Takes the database for this process, waiting while another short-lived
 * holder (the CLI) has it. A CLI that finds a running server gets its address instead.
 */
export async function claim(dataDir: string, role: Owner["role"], waitMs = 30_000): Promise<Claim> {
  privateDir(dataDir)
  const file = ownerFile(dataDir)
  const token = randomBytes(24).toString("hex")
  const ping = await startPing(token)
  const address = ping.address()
  const pingPort = typeof address === "object" && address ? address.port : 0
  const deadline = Date.now() + waitMs
  const giveUp = () => new Promise((resolve) => ping.close(resolve))
  for (;;) {
    try {
      createOwnerFile(file, { pid: process.pid, role, token, ping: pingPort })
      held.set(dataDir, { token, ping, pingPort })
      return { kind: "owned" }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        await giveUp()
        throw error
      }
    }
    const { owner, text } = await liveOwner(file, dataDir)
    if (owner === null) {
      // Remove only the file judged stale, not one another claimant wrote meanwhile.
      if ((readText(file) ?? "") === text) rmSync(file, { force: true })
      continue
    }
    if (owner !== "busy" && owner.role === "server" && owner.port && owner.token && role === "cli") {
      await giveUp()
      return { kind: "remote", port: owner.port, token: owner.token }
    }
    if (Date.now() > deadline) {
      await giveUp()
      const who = owner === "busy" ? "another process" : `process ${owner.pid} (${owner.role})`
      throw new Error(`The database in ${dataDir} is held by ${who}; gave up after ${waitMs / 1000} s`)
    }
    await sleep(100)
  }
}

function release(dataDir: string) {
  const mine = held.get(dataDir)
  if (!mine) return
  held.delete(dataDir)
  mine.ping.close()
  const file = ownerFile(dataDir)
  const owner = parseOwner(readText(file) ?? "")
  if (owner && owner.pid === process.pid && owner.token === mine.token) rmSync(file, { force: true })
}

/**
 * PGlite's errors carry the statement's values (`params`): an article's every field, which a log
 * printing the error would show. They go; the message, code and query text stay.
 */
function withoutValues(error: unknown): never {
  if (typeof error === "object" && error !== null && "params" in error) delete (error as { params?: unknown }).params
  throw error
}

export function pgliteClient(db: PGlite): SqlClient {
  return {
    async query(text, params = []) {
      return (await db.query<Record<string, unknown>>(text, params).catch(withoutValues)).rows
    },
    transaction(work) {
      return db.transaction((tx) =>
        work(async (text, params = []) => (await tx.query<Record<string, unknown>>(text, params).catch(withoutValues)).rows),
      )
    },
    async exec(text) {
      await db.transaction((tx) => tx.exec(text))
    },
    close: () => db.close(),
    // Statements run in this process outside the writer (a script holding the database, a test) are
    // heard through migration 0007's trigger; the writer's own notifications are told apart by their origin.
    async listen(channel, onMessage, onConnect) {
      await db.listen(channel, onMessage)
      onConnect()
    },
  }
}

type NodeOps = {
  mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown
  setattr: (node: unknown, attr: { mode?: number }) => void
}

/**
 * PGlite's files as only their owner may read or write them. Emscripten's
 * NODEFS sets each file's mode itself (0666), past the process umask, so the
 * modes are masked where it creates and chmods them.
 */
class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS["init"]>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts)
    const ownerOnly = (mod: { NODEFS: unknown }) => {
      const ops = (mod.NODEFS as { node_ops: NodeOps }).node_ops
      const { mknod, setattr } = ops
      ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~0o077, dev)
      ops.setattr = (node, attr) => setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 })
    }
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } }
  }
}

/** Takes group and other access away from everything under `dir` (a database written before files were private). */
function makePrivate(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isSymbolicLink()) continue
    if ((lstatSync(full).mode & 0o077) !== 0) chmodSync(full, entry.isDirectory() ? 0o700 : 0o600)
    if (entry.isDirectory()) makePrivate(full)
  }
}

class DatabaseDirError extends Error {
  override name = "DatabaseDirError"
}

/**
 * How PGlite fails on a database whose files it cannot make sense of: WebAssembly's bare abort, or
 * PostgreSQL stopping at start; neither names the file.
 */
function isFailedStart(error: unknown) {
  if (!(error instanceof Error)) return false
  return (
    (error.name === "RuntimeError" && error.message.startsWith("Aborted(")) ||
    error.message === "PGlite failed to initialize properly"
  )
}

const WHAT_TO_DO =
  "restore the folder from a backup, or move it aside (mv {dir} {dir}.damaged) to start with a new database " +
  'holding only the seed articles; see docs/deploy.md, "A damaged embedded database".'

/** A missing file: the database cannot be opened, and says so by name with what to do. */
function damagedDatabase(pgdata: string, file: string) {
  return new DatabaseDirError(
    `The embedded database in ${pgdata} is damaged: ${file} is missing. To recover, ${WHAT_TO_DO.replaceAll("{dir}", pgdata)}`,
  )
}

/**
 * Below this much free space PGlite may not start an existing database: it writes its log and the
 * extensions' files as it opens (one PostgreSQL log segment is 16 MB).
 */
const ROOM_TO_START = 16 * 1024 * 1024

/**
 * PGlite stopped opening an existing database. On a disk with no room to start in, that is the
 * reason, named as the system names it (ENOSPC): with the search's extension loaded, PGlite says
 * only "Aborted()" there. Otherwise most likely damaged files.
 */
function unopenedDatabase(pgdata: string, error: Error) {
  const { bavail, bsize } = statfsSync(pgdata)
  const free = bavail * bsize
  if (free < ROOM_TO_START) {
    return Object.assign(
      new Error(
        `ENOSPC: no space left on the disk holding ${pgdata} (${Math.floor(free / 1024)} kB free) to open the embedded ` +
          `database; it opens by itself once space is freed.`,
        { cause: error },
      ),
      { code: "ENOSPC" },
    )
  }
  return new DatabaseDirError(
    `The embedded database in ${pgdata} could not be opened (PGlite: ${error.message.split(". ")[0]}); its files ` +
      `may be damaged. If the disk has room, ${WHAT_TO_DO.replaceAll("{dir}", pgdata)}`,
    { cause: error },
  )
}

/**
 * Postgres's own memory, inside PGlite's WASM heap: the default 128 MB of shared buffers alone is
 * more than the blog's whole database at 10,000 articles, and every page of them once read stays
 * resident in the server (docs/performance.md, "Memory"). The blog's reads are small indexed
 * lookups that the page cache mostly spares; 16 MB holds their hot pages.
 */
export const MEMORY_SETTINGS = ["-c", "shared_buffers=16MB"]

export type OpenedPglite = SqlArticles & { client: SqlClient; appliedMigrations: string[]; created: boolean }

/**
 * Opens (creating and migrating if needed) the embedded database; the caller
 * must hold the claim. `created` is true only when there was no database at all.
 */
export async function openPglite(dataDir: string): Promise<OpenedPglite> {
  privateDir(dataDir)
  const pgdata = path.join(dataDir, "pglite")
  const existing = existsSync(pgdata) ? readdirSync(pgdata) : []
  // PGlite re-runs initdb over a folder without PG_VERSION: every article would be replaced by the seed.
  if (existing.length > 0 && !existing.includes("PG_VERSION")) {
    throw new DatabaseDirError(
      `${pgdata} holds files but no PG_VERSION, so it is not a complete database; refusing to create a new one over it. ` +
        `Restore PG_VERSION (or the folder) from a backup, or move the folder away to start with a new database.`,
    )
  }
  // Without its control file PGlite stops with a bare "RuntimeError: Aborted()" that names nothing.
  const control = path.join(pgdata, "global", "pg_control")
  if (existing.length > 0 && !existsSync(control)) throw damagedDatabase(pgdata, control)
  privateDir(pgdata)
  const created = existing.length === 0
  if (!created) makePrivate(pgdata)
  let db: PGlite
  try {
    db = await PGlite.create({
      fs: new PrivateNodeFS(pgdata),
      // Typo tolerance in the blog's search (migration 0009).
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...MEMORY_SETTINGS],
    })
  } catch (error) {
    if (created) discardNewDatabase(pgdata)
    // An existing database PGlite cannot start says which folder and what to do, not a bare "Aborted()".
    if (created || !isFailedStart(error)) throw error
    throw unopenedDatabase(pgdata, error as Error)
  }
  const opened = db
  try {
    const client = pgliteClient(opened)
    const appliedMigrations = await migrate(client)
    return { ...sqlArticles(client), client, appliedMigrations, created }
  } catch (error) {
    await closeQuietly("the embedded database", () => opened.close())
    if (created) discardNewDatabase(pgdata)
    throw error
  }
}

/**
 * Removes a database this process had just begun to create, when creating, migrating or seeding it
 * failed (a full disk): nothing was ever published to it, and the half-made folder, with no
 * PG_VERSION or no seed, would otherwise be refused or stay empty on every later attempt.
 */
function discardNewDatabase(pgdata: string) {
  rmSync(pgdata, { recursive: true, force: true })
}

/** Closes what a failed open had opened; a failure to close is logged, not thrown over the error that stopped the open. */
async function closeQuietly(what: string, close: () => Promise<unknown>) {
  try {
    await close()
  } catch (error) {
    console.error(`Could not close ${what} after a failed open:`, (error as Error).message)
  }
}

/** Writes the owner file anew (its whole content at once, by rename); leaves no half-written copy behind. */
function rewriteOwnerFile(file: string, owner: Owner) {
  const temporary = `${file}.tmp`
  try {
    writeFileSync(temporary, JSON.stringify(owner), { mode: 0o600 })
    renameSync(temporary, file)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/**
 * The server's embedded database: claims DATA_DIR, opens and migrates it, runs
 * `onCreate` (the seed) when the database was just created, and advertises its admin endpoint.
 * A failure at any step (a full disk) closes what was opened, removes a database this attempt
 * created, and gives the claim up, so the caller's next attempt starts afresh: no port, open
 * database, half-made database or lock is left behind.
 */
export async function openPgliteServer(dataDir: string, onCreate: (db: SqlArticles) => Promise<void>): Promise<SqlArticles> {
  await claim(dataDir, "server")
  // What is open so far, each with how to close it, last first.
  const opened: [string, () => Promise<unknown>][] = []
  let created = false
  try {
    const db = await openPglite(dataDir)
    opened.unshift(["the embedded database", () => db.close()])
    created = db.created
    if (db.created) await onCreate(db)
    const { token, pingPort } = held.get(dataDir)!
    const keys = publishingStore(db.client, { masterSecret: process.env.PUBLISHING_MASTER_SECRET || undefined })
    const admin = await startAdminEndpoint(db.publisher, token, keys, db.missingSearches)
    admin.unref()
    opened.unshift(["the admin endpoint", () => new Promise((resolve) => admin.close(resolve))])
    const address = admin.address()
    const port = typeof address === "object" && address ? address.port : 0
    rewriteOwnerFile(ownerFile(dataDir), { pid: process.pid, role: "server", port, token, ping: pingPort })
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
  } catch (error) {
    for (const [what, close] of opened) await closeQuietly(what, close)
    // Nothing can have been published to it yet: its endpoint was not advertised.
    if (created) discardNewDatabase(path.join(dataDir, "pglite"))
    release(dataDir)
    throw error
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
