import { ArrowRight, CalendarDays, Clock } from "lucide-react"
import { Link } from "react-router"
import { articlePath } from "#app/lib/article-path.ts"
import type { ArticleCardData } from "#app/data/blog-types.ts"
import type { BlogChrome } from "#app/i18n/messages.ts"
import { CARD_SIZES, CARD_WIDTHS, featuredImage } from "#app/lib/image-widths.ts"

/** A card of the blog grid (SPEC §2): image, relative date, reading time, title, clamped description, link. */
export function ArticleCard({
  article,
  chrome,
  eager = false,
}: {
  article: ArticleCardData
  chrome: BlogChrome
  eager?: boolean
}) {
  // Not `below-fold`: skipped off screen, a card took an estimated height (30rem) and then its real
  // one (465-599 px by width) as it neared the viewport, so whatever comes after the grid moved. A
  // click aimed at the pagination could land beside it: the "Page 2" test's click did nothing in
  // about one run of 40 on the busy 2-core machine. Twelve cards are little for the browser to lay out.
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line transition hover:ring-violet/50 hover:shadow-glow">
      {/* Through the site's image route (linked as it is with IMAGE_MODE=direct); an image it could not read gets the gradient, never a broken image. */}
      {featuredImage(article, CARD_WIDTHS, CARD_SIZES) ? (
        <img
          {...featuredImage(article, CARD_WIDTHS, CARD_SIZES)}
          alt={article.imageAlt ?? ""}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-video w-full bg-surface-2 object-cover"
        />
      ) : (
        <div aria-hidden className="aspect-video w-full bg-brand-gradient opacity-80" />
      )}
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          {article.publishedAt && article.published ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4" />
              <time dateTime={article.publishedAt}>{article.published}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" />
            {article.readingTime}
          </span>
        </p>
        <h3 className="mt-3 text-xl font-bold tracking-tight text-balance sm:text-2xl">{article.title}</h3>
        <p className="mt-3 line-clamp-3 text-muted">{article.description}</p>
        <Link
          to={article.path ?? articlePath(article.slug)}
          className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-violet-soft after:absolute after:inset-0 hover:text-pink-soft"
        >
          {chrome.card.readFull}
          <span className="sr-only">: {article.title}</span>
          <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  )
}
