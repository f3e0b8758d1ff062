import { createHash } from "node:crypto"

/**
 * The hashes CSP needs to allow each inline executable script of an HTML page: the build's for
 * prerendered pages (scripts/precompress.ts) and the page cache's for rendered ones (decision 0016).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ""
    const body = match[2] ?? ""
    if (/\ssrc=/.test(attributes) || body === "") continue
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1]
    if (type && type !== "module" && type !== "text/javascript") continue
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`)
  }
  return [...hashes]
}
