import { readFileSync, readdirSync, readlinkSync } from "node:fs"

/**
 * The TCP ports process `pid` listens on (Linux): its socket descriptors, found in the kernel's
 * socket tables. A descriptor closed while they are listed is skipped.
 */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target: string
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" })
    } catch {
      continue // closed meanwhile
    }
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
    if (inode) inodes.add(inode)
  }
  const ports: number[] = []
  for (const table of ["tcp", "tcp6"]) {
    for (const row of readFileSync(`/proc/${pid}/net/${table}`, "utf8").trim().split("\n").slice(1)) {
      // local_address is "<ip>:<port in hex>"; state 0A is LISTEN; the inode is the tenth field.
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/)
      if (state === "0A" && inodes.has(inode!)) ports.push(Number.parseInt(local!.split(":")[1]!, 16))
    }
  }
  return ports.sort((a, b) => a - b)
}
