import type { Route } from "./+types/cookie-policy"
import { CookiePolicy } from "#app/components/cookie-policy.tsx"
import * as cookiePolicy from "#app/content/cookie-policy.ts"
import { localized } from "#app/content/localized.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  const { cookiePolicyPage, cookieCategories } = localized(cookiePolicy, "cookie-policy", locale)
  // Loader data is plain data: the table labels are written here, not by a function in the browser.
  const { tableLabel, ...text } = cookiePolicyPage
  return {
    language: { locale, versions },
    path,
    content: { text, categories: cookieCategories.map((category) => ({ ...category, tableLabel: tableLabel(category.title) })) },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.content.text.title,
        description: loaderData.content.text.description,
        path: loaderData.path,
        language: loaderData.language,
      })
    : []

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <CookiePolicy content={loaderData.content} />
    </Static>
  )
}
