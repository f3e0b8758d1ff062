// The image settings an operator gives the server (IMAGE_HOSTS, IMAGE_MODE, and for tests
// IMAGE_LOOPBACK_ORIGINS_FOR_TESTS), and which sources they let a page show. Pure: server/main.ts
// reads them for the pages' Content-Security-Policy, the image route and the writers for the rest.
// See docs/decisions/0031-images-from-any-host.md.
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts"
import { isSitePath } from "./site-path.ts"

export class ImageHostsError extends Error {
  override name = "ImageHostsError"
}

/** The origins a list of hosts or origins names, or the entry that is not one. */
function parseOrigins(name: string, value: string | undefined): URL[] {
  const urls: URL[] = []
  for (const entry of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const withScheme = /^[a-z]+:\/\//i.test(entry) ? entry : `https://${entry}`
    const url = URL.canParse(withScheme) ? new URL(withScheme) : null
    const bare = url && url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password
    if (!url || !bare || !withScheme.replace(/\/$/, "").endsWith(url.host)) {
      throw new ImageHostsError(`${name}: ${JSON.stringify(entry)} is not a host (images.example.com) or an origin`)
    }
    urls.push(url)
  }
  return urls
}

/**
 * IMAGE_HOSTS: hosts separated by commas or spaces, or none. Set, it narrows the hosts the site
 * shows images from to these (a bare host, `images.example.com`, allows its https URLs; an entry
 * with a scheme, that exact origin); unset, any https host on a public address is shown.
 */
export function parseImageHosts(value: string | undefined): Set<string> {
  const origins = new Set<string>()
  for (const url of parseOrigins("IMAGE_HOSTS", value)) {
    if (url.protocol !== "https:") {
      throw new ImageHostsError(
        `IMAGE_HOSTS: ${JSON.stringify(url.origin)} must be https (a test fixture on loopback goes in IMAGE_LOOPBACK_ORIGINS_FOR_TESTS)`,
      )
    }
    const host = url.hostname.replace(/^\[|\]$/g, "")
    if (/^[\d.]+$|:/.test(host) && !isPublicAddress(host)) {
      throw new ImageHostsError(
        `IMAGE_HOSTS: ${JSON.stringify(url.host)} is not a public address: the site never fetches from it`,
      )
    }
    origins.add(url.origin)
  }
  return origins
}

/**
 * IMAGE_LOOPBACK_ORIGINS_FOR_TESTS: origins on a loopback address (`http://127.0.0.1:4010`) the
 * route may fetch from although they are not public. For the tests and `npm run perf`, whose image
 * hosts are local servers; a production server has no reason to set it. Only loopback addresses
 * written as such (127.x.x.x, [::1]), each with its port: never a private or link-local address.
 */
export function parseLoopbackOrigins(value: string | undefined): Set<string> {
  const origins = new Set<string>()
  for (const url of parseOrigins("IMAGE_LOOPBACK_ORIGINS_FOR_TESTS", value)) {
    const host = url.hostname.replace(/^\[|\]$/g, "")
    if (!/^[\d.]+$|:/.test(host) || !isLoopbackAddress(host) || !/^https?:$/.test(url.protocol)) {
      throw new ImageHostsError(
        `IMAGE_LOOPBACK_ORIGINS_FOR_TESTS: ${JSON.stringify(url.origin)} is not an http(s) origin on a loopback address (http://127.0.0.1:4010)`,
      )
    }
    origins.add(url.origin)
  }
  return origins
}

export type ImageMode = "proxy" | "direct"

/** IMAGE_MODE: `proxy` (the default: through the site's image route) or `direct` (pages link the sources themselves). */
export function parseImageMode(value: string | undefined): ImageMode {
  const mode = value?.trim() || "proxy"
  if (mode !== "proxy" && mode !== "direct") {
    throw new ImageHostsError(`IMAGE_MODE: ${JSON.stringify(value)} is not proxy (the default) or direct`)
  }
  return mode
}

/**
 * Why a source is not shown, or null when it may be: a site path, an https URL (on IMAGE_HOSTS
 * when that is set, and not written as an address that is not public), or a loopback test origin.
 * Whether a name resolves to a public address is known only when it is fetched.
 */
export function imageRefusal(
  source: string,
  origins: ReadonlySet<string>,
  loopbackOrigins: ReadonlySet<string> = new Set(),
): { reason: "not-a-source" | "not-public" | "not-on-image-hosts"; host?: string } | null {
  if (isSitePath(source)) return null
  if (!URL.canParse(source)) return { reason: "not-a-source" }
  const url = new URL(source)
  if (url.username || url.password) return { reason: "not-a-source" }
  if (loopbackOrigins.has(url.origin)) return null
  if (url.protocol !== "https:" || !url.hostname) return { reason: "not-a-source" }
  const host = url.hostname.replace(/^\[|\]$/g, "")
  if (/^[\d.]+$|:/.test(host) && !isPublicAddress(host)) return { reason: "not-public", host: url.host }
  if (origins.size > 0 && !origins.has(url.origin)) return { reason: "not-on-image-hosts", host: url.host }
  return null
}

/**
 * What img-src must allow besides the site itself: nothing when images go through the image route
 * (IMAGE_MODE=proxy); with IMAGE_MODE=direct, the hosts IMAGE_HOSTS names, or any https source.
 * Throws ImageHostsError when a setting is malformed.
 */
export function imageCspSources(env: Record<string, string | undefined>): { img?: string[] } {
  const mode = parseImageMode(env.IMAGE_MODE)
  const origins = parseImageHosts(env.IMAGE_HOSTS)
  const loopback = parseLoopbackOrigins(env.IMAGE_LOOPBACK_ORIGINS_FOR_TESTS)
  if (mode === "proxy") return {}
  return { img: [...(origins.size > 0 ? origins : ["https:"]), ...loopback] }
}
