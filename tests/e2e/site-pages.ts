// The pages the site-wide checks (a11y, SEO) visit, taken from the route table
// so that every page added to it is checked without touching the specs.
import { siteRoutes } from "#app/content/site-pages.ts"

/**
 * A representative page for each route whose path has parameters; a route with
 * parameters that has no sample here makes `pagesToCheck` throw, so no route
 * goes unchecked.
 */
const SAMPLES: Record<string, string[]> = {
  // An article from the database the browser-test server is seeded with (db/seed).
  "/blog/:slug": ["/blog/lip-sync-explained-how-ai-matches-vocals-to-faces"],
  // A tag of the seed (db/seed frontmatter).
  "/blog/tag/:tag": ["/blog/tag/workflow"],
  // The seeded blog fills one page: later pages are checked (axe, title, canonical) by
  // tests/e2e/blog-pages.spec.ts, on a server of its own with three pages.
  "/blog/page/:page": [],
  "/blog/tag/:tag/page/:page": [],
}

/** A path that no route matches: the not-found screen. */
export const NOT_FOUND_PATH = "/this-page-does-not-exist"

/** Every prerendered page: the pages whose head and social card are fixed at build time. */
export const prerenderedPages = siteRoutes.filter((r) => r.prerender).map((r) => r.path)

/** Every page of the route table, with a sample for each route with parameters. */
export function pagesToCheck(): string[] {
  const pages = siteRoutes.flatMap((r) => {
    if (!r.path.includes(":")) return [r.path]
    // The database's articles in other languages, their tags and later pages are the blog's to
    // show: tests/e2e/i18n-blog.spec.ts checks them on a server seeded with translations.
    if (r.locale !== "en") return []
    const sample = SAMPLES[r.path]
    if (!sample) throw new Error(`no sample page for the route ${r.path}: add one to SAMPLES in tests/e2e/site-pages.ts`)
    return sample
  })
  return [...new Set(pages)]
}
