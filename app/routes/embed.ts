import type { Route } from "./+types/embed"
import { embedPageHtml } from "#app/content/embed-page.server.ts"
import { findExampleForEmbedPath } from "#app/content/examples.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"

// An example's embeddable player in a language (/embed/neon-nights, /it/incorpora/neon-nights…;
// app/content/embed-page.server.ts): a document of its own, with no script, for other sites'
// iframes. The server lets any site frame these paths and no other (server/app.ts).
export function loader({ pattern }: Route.LoaderArgs) {
  const { locale, englishPath } = delocalizePath(pattern)
  const example = foundOr404(findExampleForEmbedPath(englishPath))
  return new Response(embedPageHtml(example.slug, locale), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
  })
}
