import { ArrowUpRight } from "lucide-react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { useArticle } from "./article-context.ts"

/**
 * The articles' 'Start Creating Now' block: opens the app in a new tab. Part of the article's flow,
 * not a landmark: an article may hold it more than once, and landmarks must have unique names.
 */
export function CallToAction() {
  const { slug, chrome } = useArticle()
  return (
    <div className="not-prose relative my-12 overflow-hidden rounded-card bg-surface-2 p-6 text-center ring-1 ring-line ring-inset sm:p-10">
      <span aria-hidden className="absolute inset-x-0 top-0 h-1 bg-brand-gradient" />
      <p className="text-2xl font-black text-fg sm:text-3xl">{chrome.callToAction.title}</p>
      <p className="mx-auto mt-3 max-w-xl text-muted">{chrome.callToAction.text}</p>
      <AppLink
        source={`blog-${slug}`}
        ctaLabel="Start Creating Now"
        className={buttonVariants({ size: "lg", className: "mt-6" })}
      >
        {chrome.actions.startCreating}
        <ArrowUpRight aria-hidden />
      </AppLink>
    </div>
  )
}
