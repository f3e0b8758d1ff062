import type { Route } from "./+types/example"
import { WatchPage } from "#app/components/pages/watch-page.tsx"
import { posterUrl } from "#app/components/watch-player.tsx"
import { examplePath, findExampleForPath } from "#app/content/examples.ts"
import { watchPageJsonLd } from "#app/content/home-json-ld.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { pageMeta } from "#app/lib/seo.ts"

// One module serves the watch page of every example (routes.ts registers it once per entry of
// the registry); the matched route pattern, e.g. "examples/neon-nights", says which one.
const exampleAt = (path: string) => foundOr404(findExampleForPath(delocalizePath(path).englishPath))

export function loader({ pattern }: Route.LoaderArgs) {
  return { path: examplePath(exampleAt(pattern).slug) }
}

export function clientLoader({ pattern }: Route.ClientLoaderArgs) {
  return { path: examplePath(exampleAt(pattern).slug) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const video = exampleAt(loaderData.path)
  return [
    ...pageMeta({
      title: `${video.title}: a ${video.genre} music video made with AI`,
      description: `${video.description} Watch it with captions, then make one like it.`,
      path: examplePath(video.slug),
      type: "video.other",
      video: { url: video.videoUrl, type: "video/mp4", width: video.format.width, height: video.format.height },
      jsonLd: [watchPageJsonLd(video)],
    }),
    // The poster is the page's largest paint: fetched at once, not when the parser reaches the player.
    { tagName: "link", rel: "preload", as: "image", href: posterUrl(video), fetchPriority: "high" },
  ]
}

export default function ExampleRoute({ loaderData }: Route.ComponentProps) {
  return <WatchPage video={exampleAt(loaderData.path)} />
}
