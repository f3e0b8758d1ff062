import type { Route } from "./+types/nano-banana-integration"
import { NanoBananaPage } from "#app/components/pages/nano-banana-page.tsx"
import * as pages from "#app/content/pages.ts"
import { localized } from "#app/content/localized.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

// The page's words come with its data, in its language (docs/decisions/0018-six-languages.md).
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  return { language: { locale, versions }, path, content: localized(pages, "pages", locale).nanoBanana }
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

export default function NanoBananaRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <NanoBananaPage content={loaderData.content} />
    </Static>
  )
}
