import { useLocation } from "react-router"
import type { Route } from "./+types/landing"
import { HomePageSections } from "#app/components/home/home-page-sections.tsx"
import { examples } from "#app/content/examples.ts"
import { type LandingPage, findLandingPage } from "#app/content/landing-pages.ts"
import { videoGalleryJsonLd } from "#app/lib/home-json-ld.ts"
import { pageMeta } from "#app/lib/seo.ts"

// One module for the six landing pages: routes.ts registers it once per path
// (each with its own route id), and the path picks the page's copy.
function landingPageAt(pathname: string): LandingPage {
  const page = findLandingPage(pathname)
  if (!page) throw new Error(`No landing page is defined for ${pathname} in app/content/landing-pages.ts`)
  return page
}

export const meta: Route.MetaFunction = ({ location }) => {
  const page = landingPageAt(location.pathname)
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [videoGalleryJsonLd(examples, page.path)],
  })
}

export default function Landing() {
  return <HomePageSections page={landingPageAt(useLocation().pathname)} />
}
