// Picks the content coding of a file from the client's Accept-Encoding (RFC 9110 §12.5.3).

export type Coding = "br" | "gzip" | "identity"

// Where the client weighs two codings the same, send the smaller file.
const PREFERENCE: Coding[] = ["br", "gzip", "identity"]
// "x-gzip" is gzip (RFC 9110 §8.4.1.3).
const ALIASES: Record<string, string> = { "x-gzip": "gzip" }
const ELEMENT = /^([!#$%&'*+.^_`|~0-9a-z-]+)\s*(?:;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/i

/**
 * The weight the client gives each coding it names, by lower-case name; "*"
 * stands for every coding it does not name. An element that is not a coding
 * with an optional q-value is dropped, so a malformed header grants nothing.
 */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>()
  for (const element of header.split(",")) {
    const match = ELEMENT.exec(element.trim())
    if (!match) continue
    const coding = match[1]!.toLowerCase()
    const name = ALIASES[coding] ?? coding
    if (!weights.has(name)) weights.set(name, match[2] === undefined ? 1 : Number(match[2]))
  }
  return weights
}

/**
 * The coding to send among those `available` (identity, i.e. the file itself,
 * is always available), or null when the client refuses all of them.
 * No header: identity, the safest for a client that said nothing. An empty
 * header: identity only. Identity stays acceptable unless refused with
 * "identity;q=0" or with "*;q=0" that does not name identity; it ranks below any
 * coding the client names, since a client that names one wants it.
 */
export function negotiateEncoding(header: string | undefined, available: Coding[]): Coding | null {
  if (header === undefined) return "identity"
  const weights = parseAcceptEncoding(header)
  const wildcard = weights.get("*")
  const weight = (coding: Coding) => {
    const named = weights.get(coding) ?? wildcard
    if (named !== undefined) return named
    return coding === "identity" ? Number.MIN_VALUE : 0
  }
  let best: Coding | null = null
  let bestWeight = 0
  for (const coding of PREFERENCE) {
    if (coding !== "identity" && !available.includes(coding)) continue
    const w = weight(coding)
    if (w > bestWeight) {
      best = coding
      bestWeight = w
    }
  }
  return best
}
