import { ArrowUpRight } from "lucide-react"
import { createContext, useContext } from "react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { freeVideos } from "#app/content/plans.ts"

/** The slug of the article being read, so every call to action reports where it was clicked. */
export const ArticleSlugContext = createContext<string>("")

/**
 * The articles' 'Start Creating Now' block: opens the app in a new tab. Part of the article's flow,
 * not a landmark: an article may hold it more than once, and landmarks must have unique names.
 */
export function CallToAction() {
  const slug = useContext(ArticleSlugContext)
  return (
    <div className="not-prose relative my-12 overflow-hidden rounded-card bg-surface-2 p-6 text-center ring-1 ring-line ring-inset sm:p-10">
      <span aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
      <p className="text-2xl font-black text-fg sm:text-3xl">Turn your track into a music video</p>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        {`Lip-synced, beat-matched and ready for every platform in minutes. Your first ${freeVideos} are free, no credit card needed.`}
      </p>
      <AppLink
        source={`blog-${slug}`}
        ctaLabel="Start Creating Now"
        className={buttonVariants({ size: "lg", className: "mt-6" })}
      >
        Start Creating Now
        <ArrowUpRight aria-hidden />
      </AppLink>
    </div>
  )
}
