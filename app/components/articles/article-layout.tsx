import { ArrowLeft, CalendarDays, Clock, Languages } from "lucide-react"
import { Link } from "react-router"
import { ShareControl } from "#app/components/share-control.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import { ArticleBody } from "#app/content/articles/bodies.tsx"
import type { LocalizedFixedArticle } from "#app/content/articles/index.ts"
import type { BlogChrome } from "#app/i18n/messages.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { ArticleContext } from "./article-context.ts"
import { CallToAction } from "./call-to-action.tsx"
import { articleComponents } from "./mdx-components.tsx"
import { Static } from "#app/hydration/static.tsx"

/** A link to the article in another language, labelled in that language ("Read in English"). */
export type ArticleTranslation = { locale: Locale; tag: string; path: string; label: string }

/** What the fixed article's loader hands its page: the article and every word around it, in its language. */
export type FixedArticlePage = {
  article: LocalizedFixedArticle
  /** The MDX body to render (app/content/articles/bodies.tsx). */
  bodyKey: string
  /** "8 min read", written on the server; null where the article states none. */
  readingTime: string | null
  /** The blog's list in the article's language. */
  blogPath: string
  translations: ArticleTranslation[]
  chrome: BlogChrome
}

/** A fixed article: header, MDX body, share control and the closing call to action. */
export function ArticleLayout({ page }: { page: FixedArticlePage }) {
  const { article, chrome, readingTime, translations } = page
  return (
    <ArticleContext value={{ slug: article.slug, locale: article.locale, chrome }}>
      <article className="container-page max-w-3xl pt-28 pb-16 sm:pt-32">
        <Static>
          <Link
            to={page.blogPath}
            className="inline-flex items-center gap-2 text-sm font-medium text-muted transition-colors hover:text-fg"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {chrome.actions.backToBlog}
          </Link>
        </Static>
        <header className="mt-8 border-b border-line pb-8">
          <Static>
            <Badge variant="violet" size="md">
              {article.tag}
            </Badge>
            <h1 className="mt-4 text-4xl leading-tight font-black tracking-tight text-balance break-words sm:text-5xl">
              {article.title}
            </h1>
            <p className="mt-4 text-lg text-muted">{article.description}</p>
            {(article.date || readingTime) && (
              <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
                {article.published && article.date && (
                  <span className="inline-flex items-center gap-1.5">
                    <CalendarDays className="size-4" aria-hidden />
                    <time dateTime={article.published}>{article.date}</time>
                  </span>
                )}
                {readingTime && (
                  <span className="inline-flex items-center gap-1.5">
                    <Clock className="size-4" aria-hidden />
                    {readingTime}
                  </span>
                )}
              </p>
            )}
          </Static>
          {/* Outside Static, which would turn their clicks into in-page navigations: another language is
            another document (its <html lang>, the site's words in it), so these load the whole page. */}
          {translations.length > 0 ? (
            <ul aria-label={chrome.article.otherLanguages} className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {translations.map((t) => (
                <li key={t.locale}>
                  <Link
                    to={t.path}
                    reloadDocument
                    hrefLang={t.tag}
                    lang={t.tag}
                    className="inline-flex min-h-6 items-center gap-1.5 font-semibold text-violet-soft hover:text-pink-soft"
                  >
                    <Languages className="size-4" aria-hidden />
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <div className="prose-fixed mt-10" data-article-body={page.bodyKey}>
          <ArticleBody bodyKey={page.bodyKey} components={articleComponents} loading={chrome.pending.article} />
        </div>
        <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-8">
          <p className="font-semibold text-fg">{chrome.article.share}</p>
          <ShareControl title={article.title} description={article.description} hashtags={["AIMusicVideo", "Syncreel"]} />
        </footer>
        <Static>
          <CallToAction />
        </Static>
      </article>
    </ArticleContext>
  )
}
