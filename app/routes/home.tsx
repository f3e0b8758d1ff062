import type { Route } from "./+types/home"
import { HomePageSections } from "#app/components/home/home-page-sections.tsx"
import { examples } from "#app/content/examples.ts"
import { homePage } from "#app/content/landing-pages.ts"
import { homeOrganizationJsonLd, videoGalleryJsonLd, websiteJsonLd } from "#app/content/home-json-ld.ts"
import { pageMeta } from "#app/lib/seo.ts"

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: homePage.title,
    description: homePage.description,
    path: homePage.path,
    jsonLd: [homeOrganizationJsonLd(), websiteJsonLd(), videoGalleryJsonLd(examples, homePage.path)],
  })

export default function Home() {
  return <HomePageSections page={homePage} />
}
