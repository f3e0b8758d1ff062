import { Mail, Settings, TriangleAlert } from "lucide-react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { DeleteAccountContent } from "#app/content/fixed-page.server.ts"

/** Links in the page's sentences, which the server renders from their Markdown. */
const link = "[&_a]:font-semibold [&_a]:text-violet-soft [&_a]:underline [&_a]:underline-offset-4"

/** How to delete an account (SPEC §2): the warning, two ways to do it, and what happens next. */
export function DeleteAccountPage({ content: deleteAccount }: { content: DeleteAccountContent }) {
  return (
    <div className="container-page max-w-3xl pt-32 pb-20 sm:pt-40">
      <h1 className="text-4xl font-black sm:text-5xl">{deleteAccount.title}</h1>
      <p className="mt-5 text-lg text-muted" dangerouslySetInnerHTML={{ __html: deleteAccount.introHtml }} />

      <section aria-labelledby="warning" className="mt-10 rounded-card bg-danger/10 p-6 ring-1 ring-danger/40 ring-inset">
        <h2 id="warning" className="flex items-center gap-2 text-xl font-bold text-danger">
          <TriangleAlert className="size-5" aria-hidden />
          {deleteAccount.warningTitle}
        </h2>
        <p className="mt-3 text-fg/90">{deleteAccount.warningIntro}</p>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-fg/90 marker:text-danger">
          {deleteAccount.removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{deleteAccount.warningNote}</p>
      </section>

      <section aria-labelledby="how" className="mt-14">
        <h2 id="how" className="text-2xl font-bold sm:text-3xl">
          {deleteAccount.howTitle}
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <article className="flex min-w-0 flex-col rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
            <p className="text-sm font-semibold text-violet-soft">{deleteAccount.appOption}</p>
            <h3 className="mt-1 flex items-center gap-2 text-xl font-bold">
              <Settings className="size-5 text-violet-soft" aria-hidden />
              {deleteAccount.appTitle}
            </h3>
            <p className="mt-3 mb-5 text-muted [&_strong]:text-fg" dangerouslySetInnerHTML={{ __html: deleteAccount.appText }} />
            <AppLink
              source="delete-account"
              className={buttonVariants({ variant: "secondary", className: "mt-auto self-start" })}
            >
              <Settings aria-hidden />
              {deleteAccount.appCta}
            </AppLink>
          </article>
          <article className="flex min-w-0 flex-col rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
            <p className="text-sm font-semibold text-pink-soft">{deleteAccount.mailOption}</p>
            <h3 className="mt-1 flex items-center gap-2 text-xl font-bold">
              <Mail className="size-5 text-pink-soft" aria-hidden />
              {deleteAccount.mailTitle}
            </h3>
            <p
              className="mt-3 mb-5 text-muted [&_a]:break-words [&_a]:text-fg [&_a]:underline [&_a]:underline-offset-4"
              dangerouslySetInnerHTML={{ __html: deleteAccount.mailText }}
            />
            <a href={deleteAccount.mailto} className={buttonVariants({ variant: "secondary", className: "mt-auto self-start" })}>
              <Mail aria-hidden />
              {deleteAccount.mailCta}
            </a>
          </article>
        </div>
      </section>

      <section aria-labelledby="timeline" className="mt-14">
        <h2 id="timeline" className="text-2xl font-bold sm:text-3xl">
          {deleteAccount.timelineTitle}
        </h2>
        <ol className="mt-6 space-y-6 border-l border-line pl-6">
          {deleteAccount.timeline.map((step) => (
            <li key={step.when} className="relative">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[1.8rem] size-3 rounded-full bg-brand-gradient ring-4 ring-ink"
              />
              <p className="font-bold">{step.when}</p>
              <p className="mt-1 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className={`mt-8 text-muted ${link}`} dangerouslySetInnerHTML={{ __html: deleteAccount.questions }} />
      </section>
    </div>
  )
}
