import type { Route } from "./+types/terms-and-conditions"
import { TermsPage } from "#app/components/pages/terms-page.tsx"
import { Static } from "#app/hydration/static.tsx"
import { site } from "#app/config/site.ts"
import { pageMeta } from "#app/lib/seo.ts"

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms and Conditions",
    description: `The terms for using ${site.brand}: accounts, plans and tokens, the free trial, refunds, content licences, prohibited content, termination and governing law.`,
    path: "/terms-and-conditions",
  })

export default function TermsRoute() {
  return (
    <Static>
      <TermsPage />
    </Static>
  )
}
