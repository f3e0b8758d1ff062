import { llmsTxt } from "#app/data/machine-readable.server.ts"
import { NO_STORE } from "#app/data/blog-view.server.ts"

/** /llms.txt (llmstxt.org): what the site is and where its pages and each language's blog are, for language models. */
export async function loader() {
  try {
    const answer = await llmsTxt()
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  } catch (error) {
    console.error("Error fetching articles", error)
    return new Response("llms.txt temporarily unavailable\n", {
      status: 503,
      headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
    })
  }
}
