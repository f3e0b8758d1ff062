// Which links to images a page may carry. Kept pure and free of imports: the data
// layer validates writes with it and the pages check stored rows with it again.

// Browsers drop tabs and newlines anywhere in a URL and trim spaces and controls at
// its ends, so `/\t/host` loads from `host`: a site path has none of them anywhere.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/

/** Percent-decodes until nothing changes (or it stops decoding cleanly), so `/%252F` is seen as `//`. */
function decoded(value: string): string | null {
  let current = value
  for (let i = 0; i < 4; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * A path on this site: one "/" then something that is neither "/" nor "\", so it can't be
 * read as protocol-relative (`//host/x`, `/\host/x`), not even once percent-decoded by a
 * server or proxy (`/%2F/host`), and without whitespace, control characters or backslashes.
 */
export function isSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARACTERS.test(value)) return false
  const plain = decoded(value)
  // The character after the first "/" decides whether it names a host: check it decoded too.
  if (plain === null || plain[1] === "/" || UNSAFE_CHARACTERS.test(plain.slice(1, 2))) return false
  // Whatever a browser makes of it must stay on the page's own origin.
  return new URL(value, "https://site.invalid/").origin === "https://site.invalid"
}

/** An absolute https URL with a valid host and no credentials, written without characters a browser would drop. */
export function isHttpsUrl(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value) || !URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === ""
}

/** A link to an image a page may show: a site path (`/media/…`) or an https URL. */
export function isImageSource(value: string | null | undefined): value is string {
  return typeof value === "string" && (isSitePath(value) || isHttpsUrl(value))
}
