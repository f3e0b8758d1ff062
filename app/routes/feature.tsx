import { useEffect } from "react"
import { data } from "react-router"
import type { Route } from "./+types/feature"
import { FeaturePage } from "#app/components/pages/feature-page.tsx"
import { featurePages } from "#app/content/feature-pages.ts"
import { featurePath, features } from "#app/content/features.ts"
import { trackFeatureInterest } from "#app/lib/analytics/track.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

// One module serves the six feature pages (registered per path in routes.ts);
// the matched route pattern, e.g. "features/lip-sync", says which one.
function featureAt(pattern: string) {
  const feature = features.find((f) => `/${pattern.replace(/^\//, "")}` === featurePath(f.slug))
  if (!feature) throw data(null, { status: 404 })
  return feature
}

export function loader({ pattern }: Route.LoaderArgs) {
  return { slug: featureAt(pattern).slug }
}

export function clientLoader({ pattern }: Route.ClientLoaderArgs) {
  return { slug: featureAt(pattern).slug }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const feature = featureAt(featurePath(loaderData.slug))
  const page = featurePages[feature.slug]
  return pageMeta({ title: page.title, description: page.description, path: featurePath(feature.slug) })
}

export default function FeatureRoute({ loaderData }: Route.ComponentProps) {
  const feature = featureAt(featurePath(loaderData.slug))
  // On a first load the consent banner's effect (earlier in the tree) has already
  // started the consented trackers when this runs; without consent nothing is sent.
  useEffect(() => {
    trackFeatureInterest(loaderData.slug, "page_view")
  }, [loaderData.slug])
  return (
    <Static>
      <FeaturePage feature={feature} page={featurePages[feature.slug]} />
    </Static>
  )
}
