// A lock the processes of a test run take around work only one of them should do (making a
// database template, a second site build): a folder made with mkdir, which only one process can create.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"

/** A lock whose holder has died, or that was never completed, is broken after 10 s. */
function lockIsStale(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(`${lock}/pid`, "utf8")), 0)
    return false
  } catch {
    return Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000
  }
}

/** Runs `work` holding the lock folder `lock` (its parent must exist), waiting while another process holds it. */
export async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(`${lock}/pid`, String(process.pid))
      break
    } catch {
      if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true })
      else await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  try {
    return await work()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}
