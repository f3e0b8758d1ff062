import type { Route } from "./+types/nano-banana-integration"
import { NanoBananaPage } from "#app/components/pages/nano-banana-page.tsx"
import { fixedPageData } from "#app/content/fixed-page.server.ts"
import { contentPageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  return fixedPageData(pattern, "nanoBanana")
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData)

export default function NanoBananaRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <NanoBananaPage content={loaderData.content} />
    </Static>
  )
}
