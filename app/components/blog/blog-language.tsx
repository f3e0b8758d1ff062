import { Link } from "react-router"
import type { ListWords } from "#app/data/blog-list.server.ts"
import { buttonVariants } from "#app/components/ui/button.tsx"

/**
 * A language whose blog has no articles yet: it says so in its own words, and links to the
 * English blog (hrefLang "en", the link's language). The words come with the page's data. A link
 * to another language loads its document: the page's whole chrome, `<html lang>` included, changes with it.
 */
export function EmptyLanguage({ heading, text, link, href, hrefLang }: NonNullable<ListWords["empty"]>) {
  return (
    <section aria-labelledby="empty-language-heading" className="container-page" role="status">
      <div className="mx-auto max-w-2xl rounded-card bg-surface px-6 py-12 text-center ring-1 ring-line">
        <h2 id="empty-language-heading" className="text-2xl font-bold tracking-tight text-balance break-words hyphens-auto">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <Link to={href} hrefLang={hrefLang} reloadDocument className={buttonVariants({ size: "lg", className: "mt-8" })}>
          {link}
        </Link>
      </div>
    </section>
  )
}

/** An article's versions in other languages, as its page links to them. */
export type Translations = {
  /** "Read this article in", in the article's language. */
  heading: string
  links: { locale: string; path: string; name: string; hrefLang: string }[]
}

/**
 * Links to the article's versions in other languages, each named in its own language and marked
 * with its hrefLang; each loads its document, as a language switch does.
 */
export function TranslationLinks({ heading, links }: Translations) {
  return (
    <nav aria-labelledby="translations-heading" className="container-page mb-16">
      <div className="mx-auto max-w-3xl">
        <h2 id="translations-heading" className="text-lg font-bold tracking-tight">
          {heading}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {links.map((l) => (
            <li key={l.locale}>
              <Link
                to={l.path}
                hrefLang={l.hrefLang}
                lang={l.hrefLang}
                reloadDocument
                className="inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-violet-soft ring-1 ring-line hover:text-white hover:ring-violet/60"
              >
                {l.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
