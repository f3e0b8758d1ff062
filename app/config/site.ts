import type { SiteConfig } from "./site-env.ts"

declare const __SITE_CONFIG__: SiteConfig

/** The site's facts (brand, hosts, links, e-mails), validated at build time. */
export const site: SiteConfig = __SITE_CONFIG__

export function absoluteUrl(path: string): string {
  return new URL(path, `${site.siteUrl}/`).href
}
