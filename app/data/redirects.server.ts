import { isValidSlug } from "./article.ts"
import { redirectTarget } from "./article-archive.server.ts"
import { configuredBackend } from "./articles.server.ts"
import { noteRead } from "./page-reads.server.ts"

/*
 * The redirects of renamed articles (migration 0006, decision 0030), as the article page reads
 * them: asked only for a slug no live article holds, so a page that is there costs nothing more.
 */

/**
 * The slug `slug`'s old URL now leads to, or null. Supabase keeps no redirects (it cannot be
 * written here), so there it is always null.
 */
export async function redirectFor(slug: string): Promise<string | null> {
  if (!isValidSlug(slug)) return null
  // No kept page depends on it (a 301 or a 404 is never kept), but a render that read it says so.
  noteRead(`redirect:${slug}`)
  const backend = await configuredBackend()
  if (!("client" in backend)) return null
  return redirectTarget(backend.client.query, slug)
}
