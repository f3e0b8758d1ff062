import { ArrowRight, Sparkles } from "lucide-react"
import { Link } from "react-router"
import { AppLink } from "#app/components/app-link.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { BlogChrome } from "#app/i18n/messages.ts"
import { ArticleCard } from "./article-card.tsx"
import type { ArticleCardData } from "#app/data/blog-types.ts"
import type { ListedGuide } from "#app/data/blog-list.server.ts"

/** The blog's hero; a later page of a list says which page it is. */
export function BlogHero({
  title,
  description,
  page,
  chrome,
}: {
  title: string
  description: string
  page?: string
  chrome: BlogChrome
}) {
  return (
    <section className="relative overflow-hidden pt-32 pb-14 sm:pt-40">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60%_60%_at_50%_0%,rgb(139_92_246/0.28),transparent)]"
      />
      <div className="container-page text-center">
        <Badge variant="violet" size="md">
          <Sparkles aria-hidden className="size-4" />
          {chrome.list.badge}
        </Badge>
        <h1 className="mt-6 text-display font-black text-balance">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{description}</p>
        {page ? <p className="mt-4 font-semibold text-violet-soft">{page}</p> : null}
      </div>
    </section>
  )
}

export function ArticleGrid({ articles, chrome }: { articles: ArticleCardData[]; chrome: BlogChrome }) {
  if (articles.length === 0) {
    return (
      <p className="container-page rounded-card py-16 text-center text-lg text-muted" role="status">
        {chrome.list.empty}
      </p>
    )
  }
  return (
    <section aria-labelledby="latest-heading" className="container-page">
      <h2 id="latest-heading" className="sr-only">
        {chrome.list.latest}
      </h2>
      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {articles.map((article, i) => (
          <ArticleCard key={article.slug} article={article} chrome={chrome} eager={i < 2} />
        ))}
      </div>
    </section>
  )
}

/**
 * The fixed guides and comparisons (static pages), after the database articles: those written in the
 * page's language (app/content/articles/index.ts `fixedArticlesIn`, read by the page's loader).
 */
export function GuidesSection({ guides, chrome }: { guides: ListedGuide[]; chrome: BlogChrome }) {
  if (guides.length === 0) return null
  return (
    <section aria-labelledby="guides-heading" className="below-fold container-page mt-24">
      <h2 id="guides-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {chrome.list.guidesTitle}
      </h2>
      <p className="mt-3 max-w-2xl text-muted">{chrome.list.guidesLead}</p>
      <ul className="mt-10 grid gap-4 md:grid-cols-2">
        {guides.map((a) => (
          <li
            key={a.slug}
            className="group relative rounded-card bg-surface p-6 ring-1 ring-line transition hover:ring-violet/50"
          >
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <Badge variant="pink">{a.tag}</Badge>
              {a.published && a.date ? <time dateTime={a.published}>{a.date}</time> : null}
              {a.readingTime ? <span>{a.readingTime}</span> : null}
            </p>
            <h3 className="mt-3 text-lg font-bold tracking-tight">
              <Link to={a.path} className="after:absolute after:inset-0 group-hover:text-violet-soft">
                {a.title}
              </Link>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm text-muted">{a.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function BlogCta({ chrome }: { chrome: BlogChrome }) {
  return (
    <section className="below-fold container-page mt-24 mb-24">
      <div className="rounded-card bg-brand-gradient px-6 py-14 text-center text-white shadow-glow sm:px-12">
        <h2 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{chrome.list.ctaTitle}</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-white/90">{chrome.list.ctaText}</p>
        <AppLink
          source="blog-index-cta"
          ctaLabel="Start Creating Now"
          className={buttonVariants({ variant: "light", size: "lg", className: "mt-8" })}
        >
          {chrome.actions.startCreating}
          <ArrowRight aria-hidden />
        </AppLink>
      </div>
    </section>
  )
}
