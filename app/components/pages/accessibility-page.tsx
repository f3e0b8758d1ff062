import { ArrowLeft, Mail } from "lucide-react"
import { Link } from "react-router"
import { useFormat, useMessages } from "#app/components/use-messages.ts"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { AccessibilityContent } from "#app/content/pages/accessibility/page.server.ts"

/** The accessibility statement: its status and barriers, how it was prepared and checked, how to report a barrier and where to complain. */
export function AccessibilityPage({
  content,
}: {
  /** `home`: the home page in the statement's language. */
  content: AccessibilityContent & { home: string }
}) {
  const { page: accessibilityPage, reviewed } = content
  const { callout } = accessibilityPage
  const { pageDates } = useMessages()
  const format = useFormat()
  return (
    <div className="container-page max-w-3xl pt-28 pb-20 sm:pt-32">
      <Link to={content.home} className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-fg">
        <ArrowLeft className="size-4" aria-hidden />
        {accessibilityPage.backHome}
      </Link>
      <h1 className="mt-8 text-4xl font-black sm:text-5xl">{accessibilityPage.title}</h1>
      <p className="mt-4 text-muted">
        {format.rich(pageDates.lastReviewed, {
          date: reviewed.label,
          time: (chunks) => <time dateTime={reviewed.iso}>{chunks}</time>,
        })}
      </p>

      <div className="mt-8 flex flex-col gap-4 rounded-card bg-surface p-6 ring-1 ring-line ring-inset sm:flex-row sm:items-center sm:justify-between">
        <p className="text-fg/90">
          <strong className="font-semibold text-fg">{callout.lead}</strong> {callout.text}
        </p>
        <a href={content.reportMailto} className={buttonVariants({ variant: "secondary", className: "shrink-0" })}>
          <Mail aria-hidden />
          {accessibilityPage.reportButton}
        </a>
      </div>

      <div className="prose-fixed mt-10">
        {content.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {/* Our own Markdown, rendered on the server (app/content/markdown-page.server.ts). */}
            <div dangerouslySetInnerHTML={{ __html: section.html }} />
            {section.id === "report" ? (
              <p>
                <a href={content.reportMailto}>{accessibilityPage.writeTo}</a>
              </p>
            ) : null}
            {section.id === "features" ? <p>{accessibilityPage.captions}</p> : null}
          </section>
        ))}
      </div>
    </div>
  )
}
