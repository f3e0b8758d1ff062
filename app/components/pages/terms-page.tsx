import { ArrowLeft } from "lucide-react"
import { Link } from "react-router"
import { useFormat, useMessages } from "#app/components/use-messages.ts"
import type { TermsContent } from "#app/content/pages/terms/page.server.ts"

/** The terms (SPEC §9): a table of contents, then one numbered section each. */
export function TermsPage({
  content: { page: termsPage, sections: termsSections, updated: termsUpdated, home },
}: {
  /** `home`: the home page in the terms' language. */
  content: TermsContent & { home: string }
}) {
  const { pageDates } = useMessages()
  const format = useFormat()
  return (
    <div className="container-page max-w-3xl pt-28 pb-20 sm:pt-32">
      <Link to={home} className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        {termsPage.backHome}
      </Link>
      <h1 className="mt-8 text-4xl font-black sm:text-5xl">{termsPage.title}</h1>
      <p className="mt-4 text-muted">
        {format.rich(pageDates.lastUpdated, {
          date: termsUpdated.label,
          time: (chunks) => <time dateTime={termsUpdated.iso}>{chunks}</time>,
        })}
      </p>

      <nav aria-labelledby="toc" className="mt-10 rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
        <h2 id="toc" className="text-lg font-bold">
          {termsPage.contents}
        </h2>
        <ol className="mt-4 grid list-decimal gap-x-8 gap-y-2 pl-5 text-[0.95rem] marker:text-muted sm:grid-cols-2">
          {termsSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-violet-soft hover:text-pink-soft hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="prose-fixed mt-12">
        {termsSections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="below-fold [contain-intrinsic-size:auto_24rem]">
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {/* Our own Markdown, rendered on the server (app/content/markdown-page.server.ts). */}
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
          </section>
        ))}
      </div>
    </div>
  )
}
