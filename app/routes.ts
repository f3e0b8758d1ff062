import { type RouteConfig, index, route } from "@react-router/dev/routes"
import { locales } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { siteRoutes } from "#app/content/site-pages.ts"
import { embedPath, examples } from "#app/content/examples.ts"

// The route table: every page of app/content/site-pages.ts in each of its languages, the feeds,
// and the not-found page. Loaded by React Router's build and dev server.

// Feeds for crawlers and readers: resource routes, not pages.
const feedRoutes = [
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  // The child sitemaps of /sitemap.xml once it is an index (app/data/sitemap.server.ts).
  route("sitemap/:file", "routes/sitemap-child.ts"),
  // The example videos' watch pages, for video search; robots.txt names it.
  route("sitemap-video.xml", "routes/sitemap-video.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The site for language models (llmstxt.org, decision 0046).
  route("llms.txt", "routes/llms.txt.ts"),
  // The blog's feed in each language: /blog/rss.xml, /it/blog/rss.xml, …
  ...locales.map((locale) =>
    route(localizePath("/blog/rss.xml", locale).slice(1), "routes/blog-rss.xml.ts", {
      id: locale === "en" ? undefined : `blog-rss.${locale}`,
    }),
  ),
]

// The examples' embeddable players and the oEmbed answer that names them (app/routes/embed.ts,
// app/routes/oembed.ts): documents for other sites' iframes, not pages of the site (no sitemap, no hreflang).
const embedRoutes = [
  ...locales.flatMap((locale) =>
    examples.map((e) =>
      route(localizePath(embedPath(e.slug), locale).slice(1), "routes/embed.ts", { id: `embed-${e.slug}.${locale}` }),
    ),
  ),
  // OEMBED_PATH of app/content/oembed-url.ts, which this file (loaded by plain Node) does not import.
  route("oembed", "routes/oembed.ts"),
]

export default [
  ...siteRoutes.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file, { id: r.id }))),
  ...feedRoutes,
  ...embedRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
