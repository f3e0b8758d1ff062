import type { Route } from "./+types/accessibility"
import { AccessibilityPage } from "#app/components/pages/accessibility-page.tsx"
import { accessibilityContent } from "#app/content/pages/accessibility/page.server.ts"
import { withPrefix } from "#app/i18n/locales.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  return {
    language: { locale, versions },
    path,
    content: { ...accessibilityContent(locale), home: withPrefix("/", locale) },
  }
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

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <AccessibilityPage content={loaderData.content} />
    </Static>
  )
}
