import { useEffect } from "react"
import type { Route } from "./+types/feature"
import { FeaturePage } from "#app/components/pages/feature-page.tsx"
import { featurePageContent } from "#app/content/feature-page.server.ts"
import { findFeatureForPath } from "#app/content/features.ts"
import { trackFeatureInterest } from "#app/lib/analytics/track.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

// One module serves the six feature pages in every language (routes.ts registers it once per
// feature and language); the matched route pattern, e.g. "it/funzionalita/lip-sync", says which
// one. Its words come with its data (docs/decisions/0018-six-languages.md): prerendered, a client
// navigation reads the page's .data file, so the browser imports none of the features' copy.
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path, englishPath } = pageLanguage(pattern)
  const feature = foundOr404(findFeatureForPath(englishPath))
  return { language: { locale, versions }, path, content: featurePageContent(feature.slug, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.content.page.title,
        description: loaderData.content.page.description,
        path: loaderData.path,
        language: loaderData.language,
        markdown: true,
      })
    : []

export default function FeatureRoute({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData.content.feature
  // On a first load the consent banner's effect (earlier in the tree) has already
  // started the consented trackers when this runs; without consent nothing is sent.
  useEffect(() => {
    trackFeatureInterest(slug, "page_view")
  }, [slug])
  return (
    <Static>
      <FeaturePage content={loaderData.content} />
    </Static>
  )
}
