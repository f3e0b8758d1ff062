import { ArrowLeft, CalendarDays, Clock } from "lucide-react"
import { Link } from "react-router"
import { ShareControl } from "#app/components/share-control.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import { ArticleBody } from "#app/content/articles/bodies.tsx"
import type { ArticleMeta } from "#app/content/articles/types.ts"
import { ArticleSlugContext, CallToAction } from "./call-to-action.tsx"
import { articleComponents } from "./mdx-components.tsx"
import { Static } from "#app/hydration/static.tsx"
import { longDate } from "#app/lib/long-date.ts"

/** A fixed article: header, MDX body, share control and the closing call to action. */
export function ArticleLayout({ article }: { article: ArticleMeta }) {
  return (
    <ArticleSlugContext value={article.slug}>
      <article className="container-page max-w-3xl pt-28 pb-16 sm:pt-32">
        <Static>
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 text-sm font-medium text-muted transition-colors hover:text-fg"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to Blog
          </Link>
          <header className="mt-8 border-b border-line pb-8">
            <Badge variant="violet" size="md">
              {article.tag}
            </Badge>
            <h1 className="mt-4 text-4xl leading-tight font-black tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            <p className="mt-4 text-lg text-muted">{article.description}</p>
            {(article.published || article.readingMinutes) && (
              <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
                {article.published && (
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays className="size-4" aria-hidden />
                    <time dateTime={article.published}>{longDate(article.published)}</time>
                  </span>
                )}
                {article.readingMinutes && (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden />
                    {article.readingMinutes} min read
                  </span>
                )}
              </p>
            )}
          </header>
        </Static>
        <div className="prose-fixed mt-10">
          <ArticleBody slug={article.slug} components={articleComponents} />
        </div>
        <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-8">
          <p className="font-semibold text-fg">Found this useful? Share it with a fellow creator.</p>
          <ShareControl title={article.title} description={article.description} hashtags={["AIMusicVideo", "Syncreel"]} />
        </footer>
        <Static>
          <CallToAction />
        </Static>
      </article>
    </ArticleSlugContext>
  )
}
