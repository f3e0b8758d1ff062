// The image route's files on disk (app/lib/images.server.ts): one folder per source, holding its
// bytes, its size and each width and format made. Kept under a size cap, the least recently used
// folder removed first, and never written when the disk is nearly full, since the disk is often
// the embedded database's too.
import { mkdir, readdir, rename, rm, stat, statfs, utimes, writeFile } from "node:fs/promises"
import path from "node:path"

/** The cache's size when IMAGE_CACHE_BYTES is not set. */
export const DEFAULT_CACHE_BYTES = 512 * 1024 * 1024
/** Files take whole blocks of the disk: each is counted as a multiple of this. */
const BLOCK = 4096
/** Free space the cache leaves the disk: 5 % of it, at most 1 GiB. */
const RESERVE_SHARE = 0.05
const RESERVE_MAX = 1024 * 1024 * 1024
const FOLDER = /^[0-9a-f]{32}$/

export type FreeSpace = (dir: string) => Promise<{ free: number; total: number }>

export type DiskCacheOptions = {
  dir: string
  maxBytes: number
  /** The free and total bytes of the disk holding `dir` (statfs). */
  freeSpace?: FreeSpace
  /** Called with a folder's name once it is removed. */
  onEvict?: (name: string) => void
}

const blocks = (bytes: number) => Math.ceil(bytes / BLOCK) * BLOCK

async function statfsFreeSpace(dir: string) {
  const fs = await statfs(dir)
  return { free: fs.bavail * fs.bsize, total: fs.blocks * fs.bsize }
}

async function folderBytes(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [])
  const sizes = await Promise.all(
    names.map((name) =>
      stat(path.join(folder, name)).then(
        (s) => blocks(s.size),
        () => 0,
      ),
    ),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

export type DiskCache = ReturnType<typeof diskCache>

export function diskCache({ dir, maxBytes, freeSpace = statfsFreeSpace, onEvict = () => {} }: DiskCacheOptions) {
  // Folder name → its bytes and whether this run has marked it used on disk, in order of use: the
  // first is the least recently used.
  const index = new Map<string, { bytes: number; touched: boolean }>()
  const held = new Map<string, number>()
  let total = 0
  let warned = false
  // Writes refused because the disk was nearly full, for the operator's metrics.
  let skipped = 0

  /** Reads the folders already there, in the order they were last used (their modification time). */
  async function rebuild() {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const names = (await readdir(dir)).filter((name) => FOLDER.test(name))
    const found = await Promise.all(
      names.map(async (name) => {
        const folder = path.join(dir, name)
        const [bytes, stats] = await Promise.all([folderBytes(folder), stat(folder)])
        return { name, bytes, used: stats.mtimeMs }
      }),
    )
    for (const { name, bytes } of found.sort((a, b) => a.used - b.used)) add(name, bytes)
    await evict()
  }
  // Read on first use, not when made: a server that is never asked for an image never reads it.
  let rebuilt: Promise<void> | undefined
  const ready = () =>
    (rebuilt ??= rebuild().catch((error: unknown) => {
      console.error(`The image cache ${dir} could not be read; images are resized without it:`, (error as Error).message)
    }))

  function add(name: string, bytes: number) {
    const before = index.get(name) ?? { bytes: 0, touched: false }
    index.delete(name)
    index.set(name, { bytes: before.bytes + bytes, touched: before.touched })
    total += bytes
  }

  async function evict() {
    for (const [name, { bytes }] of index) {
      if (total <= maxBytes) return
      if (held.has(name)) continue
      index.delete(name)
      total -= bytes
      onEvict(name)
      await rm(path.join(dir, name), { recursive: true, force: true })
    }
  }

  async function hasRoom(bytes: number): Promise<boolean> {
    const { free, total: size } = await freeSpace(dir)
    const room = free - bytes > Math.min(size * RESERVE_SHARE, RESERVE_MAX)
    if (!room) skipped++
    return room
  }

  return {
    ready,
    folder: (name: string) => path.join(dir, name),
    /** The bytes and folders the cache holds (0 until its first use has read it from disk). */
    get bytes() {
      return total
    },
    get entries() {
      return index.size
    },
    /** The cap, and how many writes the nearly full disk refused since start. */
    maxBytes,
    get skippedWrites() {
      return skipped
    },
    /** Marks the folder used now, in memory and (once a run) on disk, where a restart reads the order from. */
    async used(name: string) {
      await ready()
      add(name, index.has(name) ? 0 : await folderBytes(path.join(dir, name)))
      const entry = index.get(name)!
      if (entry.touched) return
      entry.touched = true
      const now = new Date()
      await utimes(path.join(dir, name), now, now).catch(() => {})
    },
    /** Keeps the folder from being removed until the returned function is called. */
    hold(name: string): () => void {
      held.set(name, (held.get(name) ?? 0) + 1)
      return () => {
        const count = held.get(name)! - 1
        if (count > 0) held.set(name, count)
        else held.delete(name)
      }
    },
    /**
     * Writes `data` as `file` of the folder, whole under another name first (a reader never sees
     * half a file), then removes the least recently used folders past the cap. Writes nothing and
     * answers false when the disk is nearly full or the write fails.
     */
    async write(name: string, file: string, data: Buffer | string): Promise<boolean> {
      await ready()
      try {
        if (!(await hasRoom(Buffer.byteLength(data)))) return false
        const folder = path.join(dir, name)
        await mkdir(folder, { recursive: true, mode: 0o700 })
        const partial = path.join(folder, `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
        await writeFile(partial, data, { mode: 0o600 })
        await rename(partial, path.join(folder, file))
        add(name, blocks(Buffer.byteLength(data)))
        await evict()
        return true
      } catch (error) {
        if (!warned)
          console.error(`The image cache ${dir} could not be written; images are served without it:`, (error as Error).message)
        warned = true
        return false
      }
    },
  }
}
