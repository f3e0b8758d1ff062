import type { Route } from "./+types/affiliate"
import { AffiliatePage } from "#app/components/pages/affiliate-page.tsx"
import { fixedPageData } from "#app/content/fixed-page.server.ts"
import { contentPageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  return fixedPageData(pattern, "affiliate")
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData)

export default function AffiliatePageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <AffiliatePage content={loaderData.content} />
    </Static>
  )
}
