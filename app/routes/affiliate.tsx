import type { Route } from "./+types/affiliate"
import { AffiliatePage } from "#app/components/pages/affiliate-page.tsx"
import * as pages from "#app/content/pages.ts"
import { localized } from "#app/content/localized.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  return { language: { locale, versions }, path, content: localized(pages, "pages", locale).affiliate }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.content.title,
        description: loaderData.content.description,
        path: loaderData.path,
        language: loaderData.language,
      })
    : []

export default function AffiliatePageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <AffiliatePage content={loaderData.content} />
    </Static>
  )
}
