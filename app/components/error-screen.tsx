import { Home, RotateCcw } from "lucide-react"
import { Link, type MetaDescriptor, isRouteErrorResponse, useLocation } from "react-router"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { missingPageMeta } from "#app/lib/seo.ts"
import type { SiteMessages as Messages } from "#app/i18n/messages.ts"
import { useChromeLinks, useFormat, useMessages } from "./use-messages.ts"

/** The error screen's head in the page's language, from the root route's `meta` (app/root.tsx). */
export function errorMeta(messages: Messages): MetaDescriptor[] {
  return missingPageMeta({ title: messages.error.metaTitle, fullTitle: true })
}

/** The shared screen for anything unexpected; the stack shows only in development. */
export function ErrorScreen({ error }: { error: unknown }) {
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  const status = isRouteErrorResponse(error) ? error.status : 500
  // A plain link to this same address: "Try again" reloads the page, with or without JavaScript.
  const location = useLocation()
  const { error: words } = useMessages()
  const format = useFormat()
  const links = useChromeLinks()
  const retryHref = `${location.pathname}${location.search}`
  return (
    <section className="container-page flex min-h-[80dvh] flex-col items-center justify-center pt-24 pb-16 text-center">
      <p className="text-sm font-semibold tracking-widest text-pink-soft uppercase">{format.text(words.status, { status })}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-5xl">{words.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{words.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={links.home.href} className={buttonVariants({ size: "lg" })}>
          <Home aria-hidden />
          {words.backHome}
        </Link>
        <a href={retryHref} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          <RotateCcw aria-hidden />
          {words.tryAgain}
        </a>
      </div>
      {stack ? (
        <pre className="mt-10 max-w-full overflow-auto rounded-xl bg-surface p-4 text-left text-xs text-muted ring-1 ring-line">
          {stack}
        </pre>
      ) : null}
    </section>
  )
}
