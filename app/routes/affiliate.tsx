import type { Route } from "./+types/affiliate"
import { AffiliatePage } from "#app/components/pages/affiliate-page.tsx"
import { affiliate } from "#app/content/pages.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: affiliate.title, description: affiliate.description, path: "/affiliate" })

export default function AffiliateRoute() {
  return (
    <Static>
      <AffiliatePage />
    </Static>
  )
}
