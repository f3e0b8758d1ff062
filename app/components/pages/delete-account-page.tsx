import { Mail, Settings, TriangleAlert } from "lucide-react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { site } from "#app/config/site.ts"
import { deleteAccount } from "#app/content/pages.ts"

/** How to delete an account (SPEC §2): the warning, two ways to do it, and what happens next. */
export function DeleteAccountPage() {
  return (
    <div className="container-page max-w-3xl pt-32 pb-20 sm:pt-40">
      <h1 className="text-4xl font-black sm:text-5xl">{deleteAccount.title}</h1>
      <p className="mt-5 text-lg text-muted">{deleteAccount.intro}</p>

      <section aria-labelledby="warning" className="mt-10 rounded-card bg-danger/10 p-6 ring-1 ring-danger/40 ring-inset">
        <h2 id="warning" className="flex items-center gap-2 text-xl font-bold text-danger">
          <TriangleAlert className="size-5" aria-hidden />
          Deletion is permanent
        </h2>
        <p className="mt-3 text-fg/90">Deleting your account cannot be undone. It removes:</p>
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-fg/90 marker:text-danger">
          {deleteAccount.removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">Download any videos you want to keep before you continue.</p>
      </section>

      <section aria-labelledby="how" className="mt-14">
        <h2 id="how" className="text-2xl font-bold sm:text-3xl">
          How to delete your account
        </h2>
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <article className="flex flex-col rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
            <p className="text-sm font-semibold text-violet-soft">Option 1</p>
            <h3 className="mt-1 flex items-center gap-2 text-xl font-bold">
              <Settings className="size-5 text-violet-soft" aria-hidden />
              In the app's settings
            </h3>
            <p className="mt-3 mb-5 text-muted">
              Sign in to {site.brand} on the web or in the mobile app, open <strong className="text-fg">Settings</strong>, choose{" "}
              <strong className="text-fg">Delete account</strong> and confirm.
            </p>
            <AppLink
              source="delete-account"
              className={buttonVariants({ variant: "secondary", className: "mt-auto self-start" })}
            >
              <Settings aria-hidden />
              Open the app
            </AppLink>
          </article>
          <article className="flex flex-col rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
            <p className="text-sm font-semibold text-pink-soft">Option 2</p>
            <h3 className="mt-1 flex items-center gap-2 text-xl font-bold">
              <Mail className="size-5 text-pink-soft" aria-hidden />
              By e-mail
            </h3>
            <p className="mt-3 mb-5 text-muted">
              Send a request to <span className="text-fg">{site.email.privacy}</span> from any address, and include the e-mail
              address of the account you want deleted.
            </p>
            <a href={deleteAccount.mailto} className={buttonVariants({ variant: "secondary", className: "mt-auto self-start" })}>
              <Mail aria-hidden />
              E-mail a deletion request
            </a>
          </article>
        </div>
      </section>

      <section aria-labelledby="timeline" className="mt-14">
        <h2 id="timeline" className="text-2xl font-bold sm:text-3xl">
          What happens next
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
        <p className="mt-8 text-muted">
          Questions about your data? Write to{" "}
          <a className="font-semibold text-violet-soft underline underline-offset-4" href={`mailto:${site.email.privacy}`}>
            {site.email.privacy}
          </a>{" "}
          or read our{" "}
          <a
            className="font-semibold text-violet-soft underline underline-offset-4"
            href={site.privacyPolicyUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Privacy Policy
          </a>
          .
        </p>
      </section>
    </div>
  )
}
