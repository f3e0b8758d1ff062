import { ArrowLeft, Home } from "lucide-react"
import { useEffect } from "react"
import { Link, type MetaDescriptor, useLocation, useNavigate } from "react-router"
import { Button, buttonVariants } from "#app/components/ui/button.tsx"
import { site } from "#app/config/site.ts"

/** The not-found screen's head, from the root route's `meta` (app/root.tsx). */
export const notFoundMeta: MetaDescriptor[] = [
  { title: `Scene Not Found | ${site.brand}` },
  { name: "robots", content: "noindex" },
  { name: "description", content: `This page does not exist. Find your way back to the ${site.brand} home page or the blog.` },
]

/** SPEC §2 not-found screen: shown for any path the site does not have. */
export function NotFoundScreen() {
  const location = useLocation()
  const navigate = useNavigate()
  const path = location.pathname + location.search

  useEffect(() => {
    console.warn(`404: no page at ${path}`)
  }, [path])

  return (
    <section className="container-page flex min-h-[80dvh] flex-col items-center justify-center pt-24 pb-16 text-center">
      <p aria-hidden className="text-gradient text-[7rem] leading-none font-black tracking-tighter sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">Scene Not Found</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        Looks like this page got cut from the final edit. It may have moved, or the link may be mistyped.
      </p>
      <p className="mt-6 max-w-full rounded-xl bg-surface px-4 py-2 ring-1 ring-line">
        <span className="text-sm text-muted">Requested path: </span>
        <code className="font-mono text-sm break-all text-pink-soft">{path}</code>
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ size: "lg" })}>
          <Home aria-hidden />
          Back to Home
        </Link>
        <Button variant="secondary" size="lg" onClick={() => void navigate(-1)}>
          <ArrowLeft aria-hidden />
          Go Back
        </Button>
      </div>
    </section>
  )
}
