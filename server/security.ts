// Security headers for every response (see docs/decisions/0004-csp-nonces-and-hashes.md).
import type { AnalyticsConfig, SiteConfig } from "#app/config/site-env.ts"
import { videoKind } from "#app/lib/video-url.ts"

export type CspSources = {
  /** Extra script sources: 'nonce-…' for rendered pages, 'sha256-…' for prerendered ones, hosts. */
  script?: string[]
  connect?: string[]
  img?: string[]
  media?: string[]
  frame?: string[]
}

/** Hosts whose players the site embeds after a visitor presses play (YouTube links become youtube-nocookie embeds). */
const VIDEO_FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"]

/**
 * Where posthog-js fetches its remote config (/array/<key>/config): the
 * "-assets" twin of PostHog's own clouds, or the host itself behind a proxy.
 */
export function posthogAssetsOrigin(apiHost: string): string {
  const origin = new URL(apiHost).origin
  const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(origin)
  return cloud ? `https://${cloud[1]}-assets.i.posthog.com` : origin
}

/**
 * The hosts the configured trackers load scripts from and send to, and no
 * others: nothing when no tracker id is set (docs/analytics.md).
 */
export function analyticsCspSources(analytics: AnalyticsConfig): CspSources {
  const script: string[] = []
  const connect: string[] = []
  // Trackers that fall back to image beacons: img-src allows no other host (images come from this site).
  const img: string[] = []
  if (analytics.gtmId) {
    script.push("https://www.googletagmanager.com")
    // Google's own list for GTM with Google Analytics 4 (Consent Mode pings included).
    connect.push("https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com")
    img.push("https://www.googletagmanager.com", "https://*.google-analytics.com")
  }
  if (analytics.metaPixelId) {
    script.push("https://connect.facebook.net")
    connect.push("https://www.facebook.com", "https://connect.facebook.net", new URL(analytics.ipLookupUrl).origin)
    img.push("https://www.facebook.com")
  }
  if (analytics.posthogKey) connect.push(new URL(analytics.posthogHost).origin, posthogAssetsOrigin(analytics.posthogHost))
  return { script, connect: [...new Set(connect)], ...(img.length ? { img } : {}) }
}

/**
 * The origin of the configured demo video when it is not on this site: frame-src for another
 * host's player, media-src for a video file the browser plays itself. Played exactly as
 * app/components/video-player.tsx plays it (videoKind).
 */
export function demoVideoCspSources(demoVideoUrl: string): CspSources {
  if (demoVideoUrl.startsWith("/")) return {}
  const kind = videoKind(demoVideoUrl)
  const origin = new URL(demoVideoUrl).origin
  if (kind === "file") return { media: [origin] }
  if (kind === "player" && !VIDEO_FRAME_HOSTS.includes(origin)) return { frame: [origin] }
  return {}
}

/** What every page of a site served with these settings allows besides its own scripts: its trackers and its demo video. */
export function siteCspSources(site: SiteConfig): CspSources {
  return mergeCspSources(analyticsCspSources(site.analytics), demoVideoCspSources(site.demoVideoUrl))
}

/** Joins source lists, e.g. the trackers' hosts and a page's nonce. */
export function mergeCspSources(...lists: CspSources[]): CspSources {
  const merged: Required<CspSources> = { script: [], connect: [], img: [], media: [], frame: [] }
  for (const list of lists) {
    for (const key of Object.keys(merged) as (keyof CspSources)[]) merged[key].push(...(list[key] ?? []))
  }
  return merged
}

/**
 * The policy of a page with these extra sources. `frameAncestors` says which sites may put the page in
 * a frame: none, but for the embeddable players (app/routes/embed.ts), which any site may.
 */
export function contentSecurityPolicy(extra: CspSources = {}, frameAncestors: string[] = ["'none'"]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(extra.script ?? [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // Images come from this site only: a database article's pass through its image route (decision 0014).
    "img-src": ["'self'", "data:", ...(extra.img ?? [])],
    "media-src": ["'self'", ...(extra.media ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(extra.connect ?? [])],
    "frame-src": [...VIDEO_FRAME_HOSTS, ...(extra.frame ?? [])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": frameAncestors,
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
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
}
