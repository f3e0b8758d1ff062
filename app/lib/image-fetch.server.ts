// How the image route fetches a source from another host: only from public addresses. The check
// is on the address the connection is made to (a DNS lookup of the connection's own, which
// refuses the whole answer if any address in it is not public), so a name that resolves to a
// public address when looked at and to 127.0.0.1 when connected to (DNS rebinding) reaches
// nothing. Redirects are not followed here: the route follows them by hand, each hop through this.
import { lookup as dnsLookup } from "node:dns"
import http from "node:http"
import https from "node:https"
import { type LookupFunction, isIP } from "node:net"
import { Readable } from "node:stream"
import { isLoopbackAddress, isPublicAddress } from "./public-address.ts"

/** A source whose address is not public: the route answers it 403. */
export class PrivateAddressError extends Error {
  override name = "PrivateAddressError"
}

/** Resolves a host name to its addresses, as dns.lookup with `all: true` does. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>

/**
 * Special-use names (RFC 6761, RFC 2606) that name no image host: looked up nowhere. `localhost`
 * is loopback; the others are for documentation and tests, whose links must not make the server
 * ask a DNS resolver.
 */
const SPECIAL_USE = /(?:^|\.)(?:localhost|invalid|test|example|example\.com|example\.net|example\.org)\.?$/i

const systemResolve: Resolve = (hostname) => {
  if (SPECIAL_USE.test(hostname)) {
    return Promise.reject(
      /(?:^|\.)localhost\.?$/i.test(hostname)
        ? new PrivateAddressError(`${hostname} is a loopback name`)
        : new Error(`${hostname} is a special-use name (RFC 6761), not looked up`),
    )
  }
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  )
}

export type PublicFetchOptions = {
  /** Name resolution; the system's (dns.lookup) unless given. Tests give their own. */
  resolve?: Resolve
  /**
   * Origins that may be reached on a loopback address (and only on one) although it is not public:
   * the test fixtures' hosts (IMAGE_LOOPBACK_ORIGINS_FOR_TESTS). Never a private or link-local address.
   */
  loopbackOrigins?: ReadonlySet<string>
}

/** A fetch of one URL that follows no redirect (`redirect: "manual"`, which global fetch needs to be told). */
export type SourceFetch = (
  url: string,
  init: { signal: AbortSignal; headers: Record<string, string>; redirect: "manual" },
) => Promise<Response>

/** Statuses whose Response can have no body. */
const NO_BODY = new Set([101, 103, 204, 205, 304])

/**
 * A fetch of one URL (no redirects followed) that connects to public addresses only: GET, plain
 * http or https. A URL whose host is, or resolves to, an address that is not public fails with
 * PrivateAddressError before any connection is made.
 */
export function publicFetch({ resolve = systemResolve, loopbackOrigins = new Set() }: PublicFetchOptions = {}): SourceFetch {
  const allowed = (address: string, origin: string) =>
    isPublicAddress(address) || (loopbackOrigins.has(origin) && isLoopbackAddress(address))

  /** The connection's lookup: every address the name resolves to is checked, and the first is connected to. */
  const guardedLookup =
    (origin: string): LookupFunction =>
    (hostname, options, callback) => {
      resolve(hostname).then(
        (found) => {
          const refused = found.find(({ address }) => !allowed(address, origin))
          if (found.length === 0) return callback(new Error(`${hostname} has no address`), "", 4)
          if (refused) {
            return callback(new PrivateAddressError(`${hostname} resolves to ${refused.address}, not a public address`), "", 4)
          }
          const usable = options.family ? found.filter(({ family }) => family === options.family) : found
          if (usable.length === 0) return callback(new Error(`${hostname} has no IPv${options.family} address`), "", 4)
          if (options.all) return (callback as (error: null, addresses: typeof found) => void)(null, usable)
          callback(null, usable[0]!.address, usable[0]!.family)
        },
        (error: NodeJS.ErrnoException) => callback(error, "", 4),
      )
    }

  return (source, { signal, headers }) =>
    new Promise<Response>((resolvePromise, reject) => {
      const url = new URL(source)
      if (url.protocol !== "https:" && url.protocol !== "http:") return reject(new Error(`${url.protocol} is not fetched`))
      const hostname = url.hostname.replace(/^\[|\]$/g, "")
      // An address written in the URL is connected to without a lookup: it is checked here.
      if (isIP(hostname) && !allowed(hostname, url.origin)) {
        return reject(new PrivateAddressError(`${url.host} is not a public address`))
      }
      const client = url.protocol === "https:" ? https : http
      // No agent: a kept-alive socket of another request (made without this lookup) is never reused.
      const request = client.request(url, { method: "GET", headers, signal, agent: false, lookup: guardedLookup(url.origin) })
      request.on("error", reject)
      request.on("response", (response) => {
        const status = response.statusCode ?? 502
        const responseHeaders = new Headers()
        for (const [name, value] of Object.entries(response.headers)) {
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, one)
        }
        if (NO_BODY.has(status) || status < 200 || status > 599) response.resume()
        try {
          const body = NO_BODY.has(status) ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>)
          resolvePromise(new Response(body, { status, headers: responseHeaders }))
        } catch (error) {
          response.destroy()
          reject(error as Error)
        }
      })
      request.end()
    })
}
