import type { Route } from "./+types/delete-account"
import { DeleteAccountPage } from "#app/components/pages/delete-account-page.tsx"
import { fixedPageData } from "#app/content/fixed-page.server.ts"
import { contentPageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  return fixedPageData(pattern, "deleteAccount")
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentPageMeta(loaderData)

export default function DeleteAccountPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <DeleteAccountPage content={loaderData.content} />
    </Static>
  )
}
