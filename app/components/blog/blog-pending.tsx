import type { ReactNode } from "react"
import { useNavigation } from "react-router"
import { findFixedArticleForPath } from "#app/content/articles/index.ts"
import { slugFromArticlePath } from "#app/lib/article-path.ts"

/** The loading text for a pending client-side navigation to a database-backed blog page, if any. */
function pendingBlogText(pathname: string): string | null {
  // The blog's pages and the tags' lists (app/lib/pagination.ts) are lists of articles too.
  if (pathname === "/blog" || /^\/blog\/(page|tag)\//.test(pathname)) return "Loading articles..."
  const slug = slugFromArticlePath(pathname)
  if (slug && slug !== "rss.xml" && !findFixedArticleForPath(pathname)) return "Loading article..."
  return null
}

/** While a blog page's data is on its way, shows SPEC's loading text in place of the page being left. */
export function BlogPending({ children }: { children: ReactNode }) {
  const navigation = useNavigation()
  const text = navigation.state === "loading" ? pendingBlogText(navigation.location.pathname) : null
  if (!text) return children
  return (
    <div role="status" className="container-page flex min-h-[70dvh] flex-col items-center justify-center gap-4 pt-24 text-muted">
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-line border-t-violet-soft motion-reduce:animate-none"
      />
      <p className="text-lg">{text}</p>
    </div>
  )
}
