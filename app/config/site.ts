import type { SiteConfig } from "./site-env.ts"
import { siteRuntime } from "./site-runtime.ts"

declare const __SITE_CONFIG__: Omit<SiteConfig, keyof typeof siteRuntime>

/**
 * The site's facts (brand, hosts, links, e-mails), validated at build time, and its trackers and
 * demo video, which the server may set when it starts (site-runtime.ts).
 */
export const site: SiteConfig = { ...__SITE_CONFIG__, ...siteRuntime }

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href
}
