import type { Route } from "./+types/cookie-policy"
import { CookiePolicy } from "#app/components/cookie-policy.tsx"
import { cookiePolicyPage } from "#app/content/cookie-policy.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: cookiePolicyPage.title, description: cookiePolicyPage.description, path: "/cookie-policy" })

export default function CookiePolicyPage() {
  return (
    <Static>
      <CookiePolicy />
    </Static>
  )
}
