// Every Location the server sends stays on this site: no open redirect.

const PLACEHOLDER_ORIGIN = "http://site.invalid"

/**
 * `target` if a browser following it stays on this site, else null: a path
 * that starts with exactly one "/" (not "//" or "/\", which browsers read as
 * another host), checked as sent and once decoded, or an absolute URL on
 * `siteUrl`. A Location is plain ASCII without spaces or controls; anything
 * else would be re-encoded or mangled on the way, so it is refused too.
 */
export function onSiteLocation(target: string, siteUrl?: string): string | null {
  if (!/^[\x21-\x7e]+$/.test(target)) return null
  if (target.startsWith("/")) {
    let decoded: string
    try {
      decoded = decodeURIComponent(target)
    } catch {
      return null
    }
    for (const form of [target, decoded]) {
      if (form.startsWith("//") || form.startsWith("/\\")) return null
    }
    // Whatever else a browser normalises, the result must keep our origin.
    return new URL(target, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN ? target : null
  }
  if (!siteUrl) return null
  try {
    const url = new URL(target)
    return url.origin === new URL(siteUrl).origin && !target.includes("\\") ? url.href : null
  } catch {
    return null
  }
}

/** A decoded path as a URL path: each segment percent-encoded, so "?", "#" or "%" in a name stay in the path. */
export function encodePath(decodedPath: string): string {
  return decodedPath.split("/").map(encodeURIComponent).join("/")
}
