// Security headers for every response (see docs/decisions/0004-csp-nonces-and-hashes.md).

export type CspSources = {
  /** Extra script sources: 'nonce-…' for rendered pages, 'sha256-…' for prerendered ones, hosts. */
  script?: string[]
  connect?: string[]
  img?: string[]
  frame?: string[]
}

/** Hosts whose players the site embeds after a visitor presses play. */
export const VIDEO_FRAME_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
]

export function contentSecurityPolicy(extra: CspSources = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(extra.script ?? [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:", ...(extra.img ?? [])],
    "media-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(extra.connect ?? [])],
    "frame-src": [...VIDEO_FRAME_HOSTS, ...(extra.frame ?? [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ")
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  // YouTube's embeds need the referrer's origin to play.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Share popups must keep their opener relationship rules of their own.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "Cross-Origin-Resource-Policy": "same-site",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
}
