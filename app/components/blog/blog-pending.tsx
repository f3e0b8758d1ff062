import type { ReactNode } from "react"
import { useNavigation } from "react-router"
import type { BlogPendingData } from "#app/content/blog-chrome.server.ts"

/** The loading text for a pending client-side navigation to a database-backed blog page, if any. */
export function pendingBlogText(pathname: string, blog: BlogPendingData): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  // The blog's pages and the tags' lists (app/lib/pagination.ts) are lists of articles too.
  if (path === blog.blogPath || blog.listPrefixes.some((prefix) => path.startsWith(`${prefix}/`))) return blog.words.articles
  const slug = path.startsWith(`${blog.blogPath}/`) ? path.slice(blog.blogPath.length + 1) : null
  if (slug && !slug.includes("/") && slug !== "rss.xml" && !blog.fixedPaths.includes(path)) return blog.words.article
  return null
}

/** While a blog page's data is on its way, shows SPEC's loading text in place of the page being left. */
export function BlogPending({ blog, children }: { blog: BlogPendingData; children: ReactNode }) {
  const navigation = useNavigation()
  const text = navigation.state === "loading" ? pendingBlogText(navigation.location.pathname, blog) : null
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
