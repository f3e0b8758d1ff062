import type { Route } from "./+types/nano-banana-integration"
import { NanoBananaPage } from "#app/components/pages/nano-banana-page.tsx"
import { nanoBanana } from "#app/content/pages.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: nanoBanana.title, description: nanoBanana.description, path: "/nano-banana-integration" })

export default function NanoBananaRoute() {
  return (
    <Static>
      <NanoBananaPage />
    </Static>
  )
}
