import type { Route } from "./+types/home"
import { AppLink } from "#app/components/app-link.tsx"
import { ShareControl } from "#app/components/share-control.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { sectionLinks } from "#app/config/nav.ts"
import { pageMeta } from "#app/lib/seo.ts"

const title = "Best AI for Music Video Production"
const description =
  "Turn any track into a lip-synced music video in minutes. Vertical, horizontal or square, Full HD, no watermark. Your first 3 videos are free."

export const meta: Route.MetaFunction = () => pageMeta({ title, description, path: "/" })

export default function Home() {
  return (
    <>
      <section className="container-page pt-32 pb-20 text-center">
        <h1 className="text-display font-black">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted">{description}</p>
        <AppLink source="hero" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          Get started
        </AppLink>
      </section>
      {sectionLinks.map((s) => (
        <section key={s.id} id={s.id} className="container-page min-h-[70vh] py-20">
          <h2 className="text-3xl font-bold">{s.label}</h2>
        </section>
      ))}
      <ShareControl variant="floating" title={title} description={description} />
    </>
  )
}
