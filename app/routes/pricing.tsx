import { useSearchParams } from "react-router"
import type { Route } from "./+types/pricing"
import { PricingSection } from "#app/components/home/pricing-section.tsx"
import { ClosingCta } from "#app/components/pages/closing-cta.tsx"
import { PricingNotes } from "#app/components/pricing/pricing-notes.tsx"
import type { CalculatorStart } from "#app/components/pricing/track-cost-calculator.tsx"
import { Static } from "#app/hydration/static.tsx"
import { CALCULATOR_PARAMS, DEFAULT_INPUT } from "#app/content/track-cost-logic.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pricingSection } from "#app/content/pricing-section.server.ts"
import { pricingPageWords } from "#app/content/pricing-page.server.ts"

// The page's words come with its data, in its language (docs/decisions/0018-six-languages.md).
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  return { language: { locale, versions }, path, page: pricingPageWords(locale), pricing: pricingSection(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.path,
        language: loaderData.language,
      })
    : []

/**
 * The calculator's values: the example on the prerendered page, the submitted query when the server
 * renders the answer of the form without JavaScript (server/app.ts, decision 0015).
 */
function useCalculatorStart(): CalculatorStart {
  const [params] = useSearchParams()
  const length = params.get(CALCULATOR_PARAMS.length)
  const videos = params.get(CALCULATOR_PARAMS.videos)
  if (length === null && videos === null) return { ...DEFAULT_INPUT, submitted: false }
  return { length: length ?? "", videos: videos ?? "", submitted: true }
}

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
  const start = useCalculatorStart()
  return (
    <>
      {/* The pricing section opens the page as its hero: its heading is the page's h1. */}
      <div className="relative">
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgb(139_92_246/0.28),transparent_60%)]"
        />
        <PricingSection content={loaderData.pricing} calculator={start} level={1} className="pt-32 pb-20 sm:pt-40" />
      </div>
      <Static>
        <div>
          <PricingNotes title={loaderData.page.questionsTitle} questions={loaderData.page.questions} />
          <ClosingCta
            source="pricing-page"
            title={loaderData.page.closing.title}
            text={loaderData.page.closing.text}
            label={loaderData.page.closing.label}
          />
        </div>
      </Static>
    </>
  )
}
