import { isValidSlug } from "./article.ts"

/*
 * Which shown articles a visitor can open (decision 0032). An article's page is found by its slug:
 * a slug that is not a valid one is never read (app/data/articles.server.ts `getArticle`), and a
 * slug that two shown rows hold names no one article (the supabase driver's page read finds two
 * and answers none). Lists, feeds and sitemaps list only what can be opened, by this one rule.
 */

/** The slugs among `slugs` (one for each shown row) that no page opens: invalid, or held by more than one row. */
export function unopenableSlugs(slugs: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const blocked = new Set<string>()
  for (const slug of slugs) {
    if (!isValidSlug(slug) || seen.has(slug)) blocked.add(slug)
    seen.add(slug)
  }
  return blocked
}

/**
 * A valid slug as a POSIX regular expression (PostgREST's `match` filter, PostgreSQL's `~`), the
 * length limit included: what `isValidSlug` accepts.
 */
export const VALID_SLUG_PATTERN = "^(?=.{1,200}$)[a-z0-9]+(-[a-z0-9]+)*$"
