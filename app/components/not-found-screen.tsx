import { ArrowLeft, Home } from "lucide-react"
import { useEffect } from "react"
import { Link, type MetaDescriptor, useLocation, useNavigate } from "react-router"
import { Button, buttonVariants } from "#app/components/ui/button.tsx"
import { missingPageMeta } from "#app/lib/seo.ts"
import type { SiteMessages as Messages } from "#app/i18n/messages.ts"
import { useChromeLinks, useFormat, useMessages } from "./use-messages.ts"

/** The not-found screen's head in the page's language, from the root route's `meta` (app/root.tsx). */
export function notFoundMeta(messages: Messages): MetaDescriptor[] {
  return missingPageMeta({
    title: messages.notFound.metaTitle,
    fullTitle: true,
    description: messages.notFound.metaDescription,
  })
}

/** SPEC §2 not-found screen: shown for any path the site does not have. */
export function NotFoundScreen() {
  const location = useLocation()
  const navigate = useNavigate()
  const { notFound } = useMessages()
  const format = useFormat()
  const links = useChromeLinks()
  const path = location.pathname + location.search

  useEffect(() => {
    console.warn(`404: no page at ${path}`)
  }, [path])

  return (
    <section className="container-page flex min-h-[80dvh] flex-col items-center justify-center pt-24 pb-16 text-center">
      <p aria-hidden className="text-gradient text-[7rem] leading-none font-black tracking-tighter sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{notFound.heading}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{notFound.text}</p>
      <p className="mt-6 max-w-full rounded-xl bg-surface px-4 py-2 ring-1 ring-line">
        <span className="text-sm text-muted">
          {format.rich(notFound.requestedPath, {
            path: <code className="font-mono text-sm break-all text-pink-soft">{path}</code>,
          })}
        </span>
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to={links.home.href} className={buttonVariants({ size: "lg" })}>
          <Home aria-hidden />
          {notFound.backHome}
        </Link>
        <Button variant="secondary" size="lg" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden />
          {notFound.goBack}
        </Button>
      </div>
    </section>
  )
}
