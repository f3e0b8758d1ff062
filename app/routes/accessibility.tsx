import type { Route } from "./+types/accessibility"
import { AccessibilityPage } from "#app/components/pages/accessibility-page.tsx"
import * as statement from "#app/content/accessibility.ts"
import { localized } from "#app/content/localized.server.ts"
import { withPrefix } from "#app/i18n/locales.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { site } from "#app/config/site.ts"
import { Static } from "#app/hydration/static.tsx"

export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  const { accessibilityPage } = localized(statement, "accessibility", locale)
  // Loader data is plain data: the sentences that name the support address are written here.
  const { callout, writeTo, ...text } = accessibilityPage
  return {
    language: { locale, versions },
    path,
    content: {
      text,
      callout: { lead: callout.lead, text: callout.text(site.email.support) },
      writeTo: writeTo(site.email.support),
      reviewed: {
        iso: statement.ACCESSIBILITY_REVIEWED,
        label: statement.formatReviewDate(statement.ACCESSIBILITY_REVIEWED, locale),
      },
      reportMailto: statement.barrierReportMailto(locale),
      agidUrl: statement.AGID_URL,
      home: withPrefix("/", locale),
    },
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

export default function AccessibilityRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <AccessibilityPage content={loaderData.content} />
    </Static>
  )
}
