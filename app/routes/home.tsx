import type { Route } from "./+types/home"
import { HomePageSections } from "#app/components/home/home-page-sections.tsx"
import { localizedExamples } from "#app/content/examples-section.server.ts"
import { homePage } from "#app/content/landing-pages.ts"
import { landingWords } from "#app/content/landing-page.server.ts"
import { homeSections } from "#app/content/home-sections.server.ts"
import { homeOrganizationJsonLd, websiteJsonLd } from "#app/content/home-json-ld.ts"
import { localizedVideoGalleryJsonLd } from "#app/content/home-json-ld.server.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"

export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path } = pageLanguage(pattern)
  const examples = localizedExamples(locale)
  return {
    language: { locale, versions },
    path,
    page: landingWords(homePage, locale),
    sections: homeSections(locale),
    jsonLd: [homeOrganizationJsonLd(), websiteJsonLd(), localizedVideoGalleryJsonLd(examples, path, locale)],
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

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePageSections page={loaderData.page} sections={loaderData.sections} />
}
