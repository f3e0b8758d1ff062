// Whether an IP address is on the public internet: the image route fetches any https source, and
// must never be steered at the server's own machine, its private network or a cloud's metadata
// service (169.254.169.254) by a link an article carries. Pure, free of imports.

/** The address's 4 bytes, or null when it is not dotted-quad IPv4. */
function ipv4Bytes(address: string): number[] | null {
  const parts = address.split(".")
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null
  return parts.map(Number)
}

/** The address's 8 16-bit groups, or null when it is not IPv6 (a zone or brackets are dropped first). */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "")
  if (!text.includes(":")) return null
  // A dotted-quad tail (::ffff:127.0.0.1) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail) {
    const bytes = ipv4Bytes(tail[1]!)
    if (!bytes) return null
    text = `${text.slice(0, -tail[1]!.length)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`
  }
  const halves = text.split("::")
  if (halves.length > 2) return null
  const parse = (half: string) => (half === "" ? [] : half.split(":"))
  const head = parse(halves[0]!)
  const rest = halves.length === 2 ? parse(halves[1]!) : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

/** IPv4 ranges that are not the public internet (IANA special-purpose registry), as [first bytes, prefix length]. */
const IPV4_NOT_PUBLIC: [number[], number][] = [
  [[0], 8], // "this network", 0.0.0.0 (unspecified)
  [[10], 8], // private (RFC 1918)
  [[100, 64], 10], // carrier-grade NAT (RFC 6598)
  [[127], 8], // loopback
  [[169, 254], 16], // link-local: cloud metadata services (169.254.169.254)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation (TEST-NET-1)
  [[192, 88, 99], 24], // 6to4 relay anycast (deprecated)
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation (TEST-NET-2)
  [[203, 0, 113], 24], // documentation (TEST-NET-3)
  [[224], 4], // multicast
  [[240], 4], // reserved, and 255.255.255.255 (broadcast)
]

function inIpv4Range(bytes: number[], [first, prefix]: [number[], number]): boolean {
  const value = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const start = (((first[0] ?? 0) << 24) | ((first[1] ?? 0) << 16) | ((first[2] ?? 0) << 8) | (first[3] ?? 0)) >>> 0
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0
  return (value & mask) >>> 0 === (start & mask) >>> 0
}

function isPublicIpv4(bytes: number[]): boolean {
  return !IPV4_NOT_PUBLIC.some((range) => inIpv4Range(bytes, range))
}

function isPublicIpv6(groups: number[]): boolean {
  const [a, b] = groups as [number, number]
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0)
  const embedded = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated) reach the IPv4 address.
  if (zeros(5) && (groups[5] === 0xffff || groups[5] === 0)) {
    // :: (unspecified) and ::1 (loopback) are of the second form.
    return groups[5] === 0xffff ? isPublicIpv4(embedded) : false
  }
  // 64:ff9b::/96 (NAT64) reaches the IPv4 address too.
  if (a === 0x64 && b === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return isPublicIpv4(embedded)
  }
  // 2002::/16 (6to4) carries an IPv4 address in its second and third groups.
  if (a === 0x2002) return isPublicIpv4([b >> 8, b & 0xff, groups[2]! >> 8, groups[2]! & 0xff])
  if ((a & 0xfe00) === 0xfc00) return false // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return false // link-local fe80::/10
  if ((a & 0xffc0) === 0xfec0) return false // site-local fec0::/10 (deprecated)
  if ((a & 0xff00) === 0xff00) return false // multicast ff00::/8
  if (a === 0x2001 && b === 0x0db8) return false // documentation 2001:db8::/32
  if (a === 0x2001 && b < 0x0200) return false // IETF protocol assignments 2001::/23 (Teredo among them)
  if (a === 0x0100 && groups.slice(1, 4).every((group) => group === 0)) return false // discard 100::/64
  // Only global unicast 2000::/3 is public.
  return (a & 0xe000) === 0x2000
}

/** Whether `address` (IPv4, or IPv6 with or without brackets) is a public internet address; anything unparsable is not. */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Bytes(address)
  if (v4) return isPublicIpv4(v4)
  const v6 = ipv6Groups(address)
  return v6 ? isPublicIpv6(v6) : false
}

/** Whether `address` is a loopback address (127.0.0.0/8, ::1, or IPv4-mapped loopback). */
export function isLoopbackAddress(address: string): boolean {
  const v4 = ipv4Bytes(address)
  if (v4) return v4[0] === 127
  const v6 = ipv6Groups(address)
  if (!v6) return false
  if (v6.slice(0, 7).every((group) => group === 0) && v6[7] === 1) return true
  return v6.slice(0, 5).every((group) => group === 0) && v6[5] === 0xffff && v6[6]! >> 8 === 127
}
