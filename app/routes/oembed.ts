import type { Route } from "./+types/oembed"
import { oembedAnswer } from "#app/content/oembed.server.ts"

// The oEmbed provider (app/content/oembed.server.ts): /oembed?url=<a watch page>&format=json. Any
// site may read the answer from a browser, so it says so (CORS).
export function loader({ request }: Route.LoaderArgs) {
  const { status, body } = oembedAnswer(new URL(request.url).searchParams)
  return Response.json(body, {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Access-Control-Allow-Origin": "*",
      "Cache-Control": status === 200 ? "public, max-age=3600" : "public, max-age=60",
    },
  })
}
