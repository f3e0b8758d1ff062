import type { Route } from "./+types/terms-and-conditions"
import { TermsPage } from "#app/components/pages/terms-page.tsx"
import { Static } from "#app/hydration/static.tsx"
import { termsContent } from "#app/content/pages/terms/page.server.ts"
import { withPrefix } from "#app/i18n/locales.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"

// The terms are published in English and Italian (routes.ts); the Italian version prevails.
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  const terms = termsContent(locale)
  if (!terms) throw new Error(`The terms have no ${locale} version, yet a route serves them in it`)
  return {
    language: { locale, versions },
    path,
    content: { ...terms, home: withPrefix("/", locale) },
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

export default function TermsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <TermsPage content={loaderData.content} />
    </Static>
  )
}
