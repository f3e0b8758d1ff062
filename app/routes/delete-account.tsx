import type { Route } from "./+types/delete-account"
import { DeleteAccountPage } from "#app/components/pages/delete-account-page.tsx"
import { deleteAccount } from "#app/content/pages.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: deleteAccount.title, description: deleteAccount.description, path: "/delete-account" })

export default function DeleteAccountRoute() {
  return (
    <Static>
      <DeleteAccountPage />
    </Static>
  )
}
