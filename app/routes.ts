import { type RouteConfig, index, route } from "@react-router/dev/routes"

// The whole site, one row a route, in the order of SPEC.md §2. `prerender`
// marks pages whose content is fixed: they are rendered to files at build time
// and listed in the sitemap from here, so neither can drift from this table.
// `id` is needed where one module serves several paths (the landing pages).
type SiteRoute = { path: string; file: string; prerender: boolean; id?: string }

export const siteRoutes: SiteRoute[] = [
  { path: "/", file: "routes/home.tsx", prerender: true },
  { path: "/suno-music-video", file: "routes/landing.tsx", id: "landing-suno", prerender: true },
  { path: "/udio-music-video", file: "routes/landing.tsx", id: "landing-udio", prerender: true },
  { path: "/ai-music-video", file: "routes/landing.tsx", id: "landing-ai-music-video", prerender: true },
  { path: "/ai-music-video-creator", file: "routes/landing.tsx", id: "landing-creator", prerender: true },
  { path: "/ai-music-video-generator", file: "routes/landing.tsx", id: "landing-generator", prerender: true },
  { path: "/ai-singers-video", file: "routes/landing.tsx", id: "landing-ai-singers", prerender: true },
]

export const prerenderPaths = siteRoutes.filter((r) => r.prerender).map((r) => r.path)

export default [
  ...siteRoutes.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file, { id: r.id }))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
