import { useEffect } from "react"
import type { Route } from "./+types/feature"
import { FeaturePage } from "#app/components/pages/feature-page.tsx"
import { featurePages } from "#app/content/feature-pages.ts"
import { featurePath, findFeatureForPath } from "#app/content/features.ts"
import { trackFeatureInterest } from "#app/lib/analytics/track.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

// One module serves the six feature pages (routes.ts registers it once per
// entry of the registry); the matched route pattern, e.g. "features/lip-sync",
// says which one.
const featureAt = (path: string) => foundOr404(findFeatureForPath(delocalizePath(path).englishPath))

export function loader({ pattern }: Route.LoaderArgs) {
  return { path: featurePath(featureAt(pattern).slug) }
}

export function clientLoader({ pattern }: Route.ClientLoaderArgs) {
  return { path: featurePath(featureAt(pattern).slug) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const feature = featureAt(loaderData.path)
  const page = featurePages[feature.slug]
  return pageMeta({ title: page.title, description: page.description, path: featurePath(feature.slug) })
}

export default function FeatureRoute({ loaderData }: Route.ComponentProps) {
  const feature = featureAt(loaderData.path)
  // On a first load the consent banner's effect (earlier in the tree) has already
  // started the consented trackers when this runs; without consent nothing is sent.
  useEffect(() => {
    trackFeatureInterest(feature.slug, "page_view")
  }, [feature.slug])
  return (
    <Static>
      <FeaturePage feature={feature} page={featurePages[feature.slug]} />
    </Static>
  )
}
