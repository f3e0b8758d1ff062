import { ArrowLeft, CalendarDays, Clock, ExternalLink, UserRound } from "lucide-react"
import type { ReactNode } from "react"
import { Link, useLocation } from "react-router"
import { AppLink } from "#app/components/app-link.tsx"
import { ShareControl } from "#app/components/share-control.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { absoluteUrl } from "#app/config/site.ts"
import { useArticleBody } from "#app/hydration/article-body.tsx"
import type { ArticlePageData } from "#app/data/blog-types.ts"
import { Static } from "#app/hydration/static.tsx"
import { articlePath } from "#app/lib/article-path.ts"
import type { BlogChrome } from "#app/i18n/messages.ts"
import { localeOfPath, withPrefix } from "#app/i18n/locales.ts"
import { PreviewBar, type PreviewState } from "#app/components/blog/preview-bar.tsx"
import { ArticleCard } from "#app/components/blog/article-card.tsx"
import type { ArticleCardData } from "#app/data/blog-types.ts"
import { tagPath } from "#app/lib/pagination.ts"
import { COLUMN_SIZES, COLUMN_WIDTHS, featuredImage } from "#app/lib/image-widths.ts"
import { useFormat, useMessages } from "#app/components/use-messages.ts"
import { srOnly, useBlogFormat } from "./use-blog-format.tsx"

/** The blog's list in the page's language. */
const useBlogPath = () => withPrefix("/blog", localeOfPath(useLocation().pathname))

function BackToBlog({ label }: { label: string }) {
  return (
    <Link to={useBlogPath()} className="inline-flex items-center gap-2 font-semibold text-violet-soft hover:text-pink-soft">
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  )
}

/** The link to where an article was first published, which opens in a new tab and says so to a screen reader. */
function OriginalLink({ href, children }: { href: string; children: ReactNode[] }) {
  const { inNewTab } = useMessages()
  const format = useFormat()
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-violet-soft hover:text-pink-soft"
    >
      {format.rich(inNewTab, { label: children, hidden: srOnly })}
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  )
}

/** SPEC §2 generic article page, from the stored (sanitised) HTML. */
export function ArticleView({
  article,
  chrome,
  preview = null,
}: {
  article: ArticlePageData
  chrome: BlogChrome
  preview?: PreviewState | null
}) {
  const words = chrome.view
  const format = useBlogFormat()
  const body = useArticleBody(article.html)
  return (
    <>
      <article className="container-page max-w-3xl pt-28 pb-20 sm:pt-32">
        {preview ? <PreviewBar preview={preview} words={chrome.preview} /> : null}
        <Static>
          <BackToBlog label={chrome.actions.backToBlog} />
          {/* Through the site's image route, at its real size (no layout shift), or linked as it is with
            IMAGE_MODE=direct (its aspect ratio fixed); one the route could not
            read is left out, never shown broken. The page's largest paint, so fetched first of the images,
            but after the stylesheet: React hoists a preload of an <img fetchPriority="high"> above the
            stylesheet (Lighthouse LCP 1.36 s against 0.81-1.07 s without), and an <img> in a <picture>
            gets no preload, so the browser finds it in the body, after the stylesheet. */}
          {featuredImage(article, COLUMN_WIDTHS, COLUMN_SIZES) ? (
            <picture>
              <img
                {...featuredImage(article, COLUMN_WIDTHS, COLUMN_SIZES)}
                alt={article.imageAlt ?? ""}
                fetchPriority="high"
                decoding="async"
                className="mt-8 aspect-video w-full rounded-card bg-surface-2 object-cover ring-1 ring-line"
              />
            </picture>
          ) : null}
          <header className="mt-10">
            <h1 className="text-4xl leading-tight font-black tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            {article.description ? <p className="mt-5 text-xl text-muted">{article.description}</p> : null}
            <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 border-b border-line pb-8 text-sm text-muted">
              {article.author ? (
                <span className="inline-flex items-center gap-1.5">
                  <UserRound aria-hidden className="size-4" />
                  {format.rich(words.author, {
                    author: article.author,
                    name: (chunks) => <span className="font-semibold">{chunks}</span>,
                  })}
                </span>
              ) : null}
              {article.publishedAt && article.published ? (
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays aria-hidden className="size-4" />
                  {format.rich(words.published, {
                    date: article.published,
                    time: (chunks) => <time dateTime={article.publishedAt!}>{chunks}</time>,
                  })}
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4" />
                {article.readingTime}
              </span>
              {article.publishedUrl && article.publishedUrlHost ? (
                <span className="inline-flex items-center gap-1.5">
                  {format.rich(words.originallyAt, {
                    host: article.publishedUrlHost,
                    link: (chunks) => <OriginalLink href={article.publishedUrl!}>{chunks}</OriginalLink>,
                  })}
                </span>
              ) : null}
            </p>
            {article.tags.length > 0 ? <ArticleTags tags={article.tags} paths={article.tagPaths} words={words} /> : null}
          </header>
          {/* The HTML was sanitised on write and again in the loader. */}
          <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: body }} />
          {article.faq && article.faq.length > 0 ? <ArticleFaq faq={article.faq} heading={words.faq} /> : null}
        </Static>
        <footer className="mt-16 flex flex-col gap-8 border-t border-line pt-10">
          <ShareControl
            title={article.title}
            description={article.description}
            url={absoluteUrl(articlePath(article.slug))}
            showLabel
          />
          <Static>
            <div className="rounded-card bg-surface p-8 ring-1 ring-line">
              <h2 className="text-2xl font-bold tracking-tight">{words.ctaTitle}</h2>
              <p className="mt-2 text-muted">{words.ctaText}</p>
              <AppLink source="blog-article-cta" ctaLabel="Start Creating Now" className={buttonVariants({ className: "mt-6" })}>
                {chrome.actions.startCreating}
              </AppLink>
            </div>
            <BackToBlog label={chrome.actions.backToBlog} />
          </Static>
        </footer>
      </article>
      {article.related.length > 0 ? (
        <Static>
          <RelatedArticles articles={article.related} chrome={chrome} />
        </Static>
      ) : null}
    </>
  )
}

/** The article's FAQ after its body: plain text, escaped by React, its answers' line breaks kept. */
function ArticleFaq({ faq, heading }: { faq: NonNullable<ArticlePageData["faq"]>; heading: string }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-14 border-t border-line pt-10">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <dl className="mt-6 flex flex-col gap-6">
        {faq.map((item, i) => (
          <div key={i}>
            <dt className="text-lg font-semibold">{item.question}</dt>
            <dd className="mt-2 whitespace-pre-line text-muted">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** The article's tags, each a link to the list of the articles carrying it. */
function ArticleTags({
  tags,
  paths = {},
  words,
}: {
  tags: string[]
  /** Each tag's list in the article's language, from the page's data; the English list otherwise. */
  paths?: Record<string, string>
  words: BlogChrome["view"]
}) {
  const format = useBlogFormat()
  return (
    <ul aria-label={words.tags} className="mt-6 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths[tag] ?? tagPath(tag)}
            className="inline-flex min-h-8 items-center rounded-full bg-surface px-3 text-sm font-semibold text-violet-soft ring-1 ring-line transition hover:text-pink-soft hover:ring-violet/60"
          >
            {format.rich(words.tag, { tag, hidden: srOnly })}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** At the article's end, what to read next: the blog's own cards. */
function RelatedArticles({ articles, chrome }: { articles: ArticleCardData[]; chrome: BlogChrome }) {
  return (
    <section aria-labelledby="related-heading" className="container-page mb-24">
      <h2 id="related-heading" className="text-3xl font-bold tracking-tight">
        {chrome.view.related}
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((a) => (
          <ArticleCard key={a.slug} article={a} chrome={chrome} />
        ))}
      </div>
    </section>
  )
}

/** Missing article (404) or failed read (503): SPEC's texts in both cases. */
export function ArticleNotFound({ chrome }: { chrome: BlogChrome }) {
  const blogPath = useBlogPath()
  return (
    <section className="container-page flex min-h-[75dvh] flex-col items-center justify-center pt-24 pb-16 text-center">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{chrome.view.notFoundTitle}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{chrome.view.notFoundText}</p>
      <Link to={blogPath} className={buttonVariants({ size: "lg", className: "mt-10" })}>
        <ArrowLeft aria-hidden />
        {chrome.actions.backToBlog}
      </Link>
    </section>
  )
}
