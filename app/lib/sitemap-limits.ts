/**
 * sitemaps.org's limits for one sitemap file, in a module of its own (no site settings) so that
 * plain Node scripts (scripts/scale.ts) can read them too; tests pass small ones.
 */
export type SitemapLimits = { maxUrls: number; maxBytes: number }
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 }
