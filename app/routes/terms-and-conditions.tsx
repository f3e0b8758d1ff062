import type { Route } from "./+types/terms-and-conditions"
import { TermsPage } from "#app/components/pages/terms-page.tsx"
import { Static } from "#app/hydration/static.tsx"
import { termsPage } from "#app/content/terms.ts"
import { pageMeta } from "#app/lib/seo.ts"

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: termsPage.title,
    description: termsPage.description,
    path: "/terms-and-conditions",
  })

export default function TermsRoute() {
  return (
    <Static>
      <TermsPage />
    </Static>
  )
}
