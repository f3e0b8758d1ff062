import { ChevronLeft, ChevronRight } from "lucide-react"
import { Link } from "react-router"
import { cn } from "#app/lib/cn.ts"
import { pageLinks } from "#app/lib/pagination.ts"
import type { BlogChrome } from "#app/i18n/messages.ts"
import { srOnly, useBlogFormat } from "./use-blog-format.tsx"

const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold transition"
const idle = "text-muted ring-1 ring-line hover:text-white hover:ring-violet/60"

/**
 * The numbered pages of a list (the blog, a tag): ordinary links, so a keyboard tabs through
 * them and a screen reader hears "Pagination" with each page's number, the current one marked.
 * Previous and next say where they lead; on the first or last page that link is left out.
 */
export function Pagination({
  page,
  count,
  paths,
  words,
}: {
  page: number
  count: number
  /** The path of each page it links to, in the list's language (the loader's `pagePaths`). */
  paths: Record<number, string>
  words: BlogChrome["pagination"]
}) {
  const format = useBlogFormat()
  if (count <= 1) return null
  return (
    <nav aria-label={words.label} className="container-page mt-14">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={paths[page - 1]!} rel="prev" className={cn(item, idle, "gap-1 pr-4")}>
              <ChevronLeft aria-hidden className="size-4" />
              {format.rich(words.previous, { page: page - 1, hidden: srOnly })}
            </Link>
          </li>
        ) : null}
        {pageLinks(page, count).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={paths[p]!}
                aria-current={p === page ? "page" : undefined}
                className={cn(item, p === page ? "bg-violet-strong text-white ring-1 ring-violet-strong" : idle)}
              >
                {format.rich(words.page, { page: p, hidden: srOnly })}
              </Link>
            </li>
          ),
        )}
        {page < count ? (
          <li>
            <Link to={paths[page + 1]!} rel="next" className={cn(item, idle, "gap-1 pl-4")}>
              {format.rich(words.next, { page: page + 1, hidden: srOnly })}
              <ChevronRight aria-hidden className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
