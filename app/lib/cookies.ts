// First-party cookie helpers for the browser. Values are URI-encoded.

export type CookieOptions = {
  days: number
  /** ".example.com" to share the cookie with subdomains; host-only when absent. */
  domain?: string | null
}

export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=")
    if (index < 0 || part.slice(0, index).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(index + 1).trim())
    } catch {
      return null
    }
  }
  return null
}

export function cookieString(name: string, value: string, { days, domain }: CookieOptions, secure: boolean): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${Math.round(days * 86_400)}`, "SameSite=Lax"]
  if (domain) parts.push(`Domain=${domain}`)
  if (secure) parts.push("Secure")
  return parts.join("; ")
}

export function writeCookie(name: string, value: string, options: CookieOptions) {
  document.cookie = cookieString(name, value, options, location.protocol === "https:")
}

/** Deletes a cookie however it was scoped: host-only and on every parent domain of this host. */
export function deleteCookie(name: string) {
  for (const domain of [null, ...domainCandidates(location.hostname)]) {
    document.cookie = cookieString(name, "", { days: 0, domain }, location.protocol === "https:")
  }
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

/**
 * The domains a cookie set on `hostname` could be shared on, broadest first:
 * "www.example.co.uk" → [".co.uk", ".example.co.uk", ".www.example.co.uk"].
 * None for localhost, IP addresses and single-label hosts, where cookies stay host-only.
 */
export function domainCandidates(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "")
  if (host === "localhost" || host.endsWith(".localhost") || IPV4.test(host) || host.includes(":") || host.startsWith("["))
    return []
  const labels = host.split(".")
  if (labels.length < 2) return []
  const candidates: string[] = []
  for (let take = 2; take <= labels.length; take++) candidates.push(`.${labels.slice(-take).join(".")}`)
  return candidates
}

/**
 * The parent domain to share cookies on: the broadest candidate the browser
 * accepts, so public suffixes like ".co.uk" are skipped the way browsers
 * refuse them ("www.example.com" → ".example.com"); null on localhost and IPs.
 */
export function parentCookieDomain(hostname = location.hostname): string | null {
  const probe = "syncreel_domain_probe"
  for (const domain of domainCandidates(hostname)) {
    document.cookie = cookieString(probe, "1", { days: 1 / 1440, domain }, location.protocol === "https:")
    if (readCookie(probe) === "1") {
      document.cookie = cookieString(probe, "", { days: 0, domain }, location.protocol === "https:")
      return domain
    }
  }
  return null
}
