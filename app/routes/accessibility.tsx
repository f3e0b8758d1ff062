import type { Route } from "./+types/accessibility"
import { AccessibilityPage } from "#app/components/pages/accessibility-page.tsx"
import { accessibilityPage } from "#app/content/accessibility.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: accessibilityPage.title, description: accessibilityPage.description, path: "/accessibility" })

export default function AccessibilityRoute() {
  return (
    <Static>
      <AccessibilityPage />
    </Static>
  )
}
