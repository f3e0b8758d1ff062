import type { Route } from "./+types/landing"
import { HomePageSections } from "#app/components/home/home-page-sections.tsx"
import { localizedExamples } from "#app/content/examples-section.server.ts"
import { findLandingPageForPath } from "#app/content/landing-pages.ts"
import { landingWords } from "#app/content/landing-page.server.ts"
import { homeSections } from "#app/content/home-sections.server.ts"
import { localizedVideoGalleryJsonLd } from "#app/content/home-json-ld.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { pageMeta } from "#app/lib/seo.ts"

// One module serves the six landing pages in every language (routes.ts registers it once per entry
// of the registry and language); the matched route pattern, e.g. "it/video-musicale-suno", says which.
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path, englishPath } = pageLanguage(pattern)
  const page = foundOr404(findLandingPageForPath(englishPath))
  const examples = localizedExamples(locale)
  return {
    language: { locale, versions },
    path,
    page: landingWords(page, locale),
    sections: homeSections(locale),
    jsonLd: [localizedVideoGalleryJsonLd(examples, path, locale)],
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.page.title,
        description: loaderData.page.description,
        path: loaderData.path,
        jsonLd: loaderData.jsonLd,
        language: loaderData.language,
      })
    : []

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <HomePageSections page={loaderData.page} sections={loaderData.sections} />
}
