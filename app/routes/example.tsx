import type { Route } from "./+types/example"
import { WatchPage } from "#app/components/pages/watch-page.tsx"
import { embedPath, findExampleForPath, posterUrl } from "#app/content/examples.ts"
import { watchPageContent } from "#app/content/watch-page.server.ts"
import { watchPageJsonLd } from "#app/content/home-json-ld.ts"
import { absoluteUrl } from "#app/config/site.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { oembedUrl } from "#app/content/oembed-url.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { pageLanguage } from "#app/content/page-language.server.ts"
import { pageMeta } from "#app/lib/seo.ts"

// One module serves the watch page of every example in every language (routes.ts registers it once
// per example and language); the matched route pattern, e.g. "de/beispiele/neon-nights", says which
// one. Its words come with its data (docs/decisions/0018-six-languages.md): prerendered, a client
// navigation reads the page's .data file, so the browser imports none of the examples' copy.
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, versions, path, englishPath } = pageLanguage(pattern)
  const example = foundOr404(findExampleForPath(englishPath))
  return { language: { locale, versions }, path, content: watchPageContent(example.slug, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return []
  const { video, metaTitle, metaDescription } = loaderData.content
  const player = localizePath(embedPath(video.slug), loaderData.language.locale)
  return [
    ...pageMeta({
      title: metaTitle,
      description: metaDescription,
      path: loaderData.path,
      language: loaderData.language,
      type: "video.other",
      video: { player, width: video.format.width, height: video.format.height },
      // The video's player is this language's embeddable player; pageMeta adds the VideoObject's inLanguage.
      jsonLd: [{ ...watchPageJsonLd(video), embedUrl: absoluteUrl(player) }],
    }),
    // oEmbed discovery: a chat app or a CMS given this page's address asks there for its player.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/json+oembed",
      href: oembedUrl(loaderData.path),
      title: video.title,
    },
    // The poster is the page's largest paint: fetched at once, not when the parser reaches the player.
    { tagName: "link", rel: "preload", as: "image", href: posterUrl(video), fetchPriority: "high" },
  ]
}

export default function ExampleRoute({ loaderData }: Route.ComponentProps) {
  return <WatchPage content={loaderData.content} />
}
