import { type RouteConfig, index, route } from "@react-router/dev/routes"

// The whole site, one row a route, in the order of SPEC.md §2. `prerender`
// marks pages whose content is fixed: they are rendered to files at build time
// and listed in the sitemap from here, so neither can drift from this table.
type SiteRoute = { path: string; file: string; prerender: boolean }

export const siteRoutes: SiteRoute[] = [
  { path: "/", file: "routes/home.tsx", prerender: true },
  { path: "/blog", file: "routes/blog.tsx", prerender: false },
  { path: "/blog/:slug", file: "routes/blog-article.tsx", prerender: false },
]

// Feeds for crawlers and readers: resource routes, not pages.
const feedRoutes = [
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("blog/rss.xml", "routes/blog-rss.xml.ts"),
]

export const prerenderPaths = siteRoutes.filter((r) => r.prerender).map((r) => r.path)

export default [
  ...siteRoutes.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file))),
  ...feedRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
