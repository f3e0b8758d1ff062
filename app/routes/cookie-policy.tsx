import type { Route } from "./+types/cookie-policy"
import { CookiePolicy } from "#app/components/cookie-policy.tsx"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

const title = "Cookie Policy"
const description =
  "Which cookies Syncreel uses, what each one stores and for how long, and how to change or withdraw your consent."

export const meta: Route.MetaFunction = () => pageMeta({ title, description, path: "/cookie-policy" })

export default function CookiePolicyPage() {
  return (
    <Static>
      <CookiePolicy title={title} />
    </Static>
  )
}
