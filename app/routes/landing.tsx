import type { Route } from "./+types/landing"
import { HomePageSections } from "#app/components/home/home-page-sections.tsx"
import { examples } from "#app/content/examples.ts"
import { findLandingPageForPath } from "#app/content/landing-pages.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { videoGalleryJsonLd } from "#app/content/home-json-ld.ts"
import { pageMeta } from "#app/lib/seo.ts"

// One module serves the six landing pages (routes.ts registers it once per
// entry of the registry); the matched route pattern, e.g. "suno-music-video",
// says which one.
const landingAt = (path: string) => foundOr404(findLandingPageForPath(delocalizePath(path).englishPath))

export function loader({ pattern }: Route.LoaderArgs) {
  return { path: landingAt(pattern).path }
}

export function clientLoader({ pattern }: Route.ClientLoaderArgs) {
  return { path: landingAt(pattern).path }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const page = landingAt(loaderData.path)
  return pageMeta({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [videoGalleryJsonLd(examples, page.path)],
  })
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  return <HomePageSections page={landingAt(loaderData.path)} />
}
