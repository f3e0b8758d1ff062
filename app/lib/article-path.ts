// Where an article lives: built and read here only, so the blog's links, its
// feed, its sitemap and the pages that recognise an article path agree. Kept
// free of imports so the route table, the build scripts and the browser entry
// can all use it.

const ARTICLE_PATH = /^\/blog\/([^/]+)\/?$/

/** The path of the article with this slug: "lip-sync" → "/blog/lip-sync". */
export function articlePath(slug: string): string {
  return `/blog/${slug}`
}

/**
 * The slug of the article at this path (a trailing slash allowed, percent-encoding
 * decoded), or null where the path is not an article's: "/blog", "/blog/a/b",
 * a malformed escape.
 */
export function slugFromArticlePath(pathname: string): string | null {
  const segment = ARTICLE_PATH.exec(pathname)?.[1]
  if (segment === undefined) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}
