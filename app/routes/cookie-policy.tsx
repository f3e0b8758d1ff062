import type { Route } from "./+types/cookie-policy"
import { CookiePolicy } from "#app/components/cookie-policy.tsx"
import { cookiePolicyContent } from "#app/content/pages/cookie-policy/page.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  return { language: { locale, versions }, path, content: cookiePolicyContent(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.content.page.title,
        description: loaderData.content.page.description,
        path: loaderData.path,
        language: loaderData.language,
        markdown: true,
      })
    : []

export default function CookiePolicyPage({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <CookiePolicy content={loaderData.content} />
    </Static>
  )
}
