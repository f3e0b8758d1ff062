import { absoluteUrl } from "#app/config/site.ts"

// Both sitemaps are named here: /sitemap.xml (pages, tags, articles; an index of its own children
// once large) and /sitemap-video.xml (the watch pages' videos), which that index does not list.
// /llms.txt has no robots.txt directive of its own (llmstxt.org defines none): it is named in a
// comment, and its Markdown articles are allowed like every page (decision 0046).
export function loader() {
  const sitemaps = ["/sitemap.xml", "/sitemap-video.xml"].map((p) => `Sitemap: ${absoluteUrl(p)}\n`).join("")
  const body = `User-agent: *\nAllow: /\n\n${sitemaps}\n# For language models: ${absoluteUrl("/llms.txt")}\n`
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } })
}
