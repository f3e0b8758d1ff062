import { type RouteConfig, index, route } from "@react-router/dev/routes"

// The whole site, one row a route, in the order of SPEC.md §2. `prerender`
// marks pages whose content is fixed: they are rendered to files at build time
// and listed in the sitemap from here, so neither can drift from this table.
// `id` is needed where one module serves several paths (route ids must be unique).
type SiteRoute = { path: string; file: string; prerender: boolean; id?: string }

export const siteRoutes: SiteRoute[] = [
  { path: "/", file: "routes/home.tsx", prerender: true },
  { path: "/suno-music-video", file: "routes/landing.tsx", id: "landing-suno", prerender: true },
  { path: "/udio-music-video", file: "routes/landing.tsx", id: "landing-udio", prerender: true },
  { path: "/ai-music-video", file: "routes/landing.tsx", id: "landing-ai-music-video", prerender: true },
  { path: "/ai-music-video-creator", file: "routes/landing.tsx", id: "landing-creator", prerender: true },
  { path: "/ai-music-video-generator", file: "routes/landing.tsx", id: "landing-generator", prerender: true },
  { path: "/ai-singers-video", file: "routes/landing.tsx", id: "landing-ai-singers", prerender: true },
  { path: "/features/lightning-fast", file: "routes/feature.tsx", prerender: true, id: "feature-lightning-fast" },
  { path: "/features/perfect-sync", file: "routes/feature.tsx", prerender: true, id: "feature-perfect-sync" },
  { path: "/features/lip-sync", file: "routes/feature.tsx", prerender: true, id: "feature-lip-sync" },
  { path: "/features/multiple-formats", file: "routes/feature.tsx", prerender: true, id: "feature-multiple-formats" },
  { path: "/features/ai-enhancement", file: "routes/feature.tsx", prerender: true, id: "feature-ai-enhancement" },
  { path: "/features/instant-export", file: "routes/feature.tsx", prerender: true, id: "feature-instant-export" },
  // The fixed articles: static paths outrank the generic /blog/:slug page.
  { path: "/blog/how-to-create-ai-music-videos-2024", file: "routes/fixed-article.tsx", prerender: true, id: "article-how-to-create-ai-music-videos-2024" },
  { path: "/blog/best-ai-music-video-tools-2024", file: "routes/fixed-article.tsx", prerender: true, id: "article-best-ai-music-video-tools-2024" },
  { path: "/blog/viral-ai-music-video-tips", file: "routes/fixed-article.tsx", prerender: true, id: "article-viral-ai-music-video-tips" },
  { path: "/blog/ai-vs-traditional-music-videos", file: "routes/fixed-article.tsx", prerender: true, id: "article-ai-vs-traditional-music-videos" },
  { path: "/blog/ai-music-market-growth-2025", file: "routes/fixed-article.tsx", prerender: true, id: "article-ai-music-market-growth-2025" },
  { path: "/blog/ai-video-creation-trends-2025", file: "routes/fixed-article.tsx", prerender: true, id: "article-ai-video-creation-trends-2025" },
  { path: "/blog/suno-vs-udio-battle-supremacy-2025", file: "routes/fixed-article.tsx", prerender: true, id: "article-suno-vs-udio-battle-supremacy-2025" },
  { path: "/blog/how-to-use-nanobanana", file: "routes/fixed-article.tsx", prerender: true, id: "article-how-to-use-nanobanana" },
  { path: "/blog/best-ai-music-video-creation-tools-2025", file: "routes/fixed-article.tsx", prerender: true, id: "article-best-ai-music-video-creation-tools-2025" },
  { path: "/blog/kling-2-5-turbo-best-ai-video-tool", file: "routes/fixed-article.tsx", prerender: true, id: "article-kling-2-5-turbo-best-ai-video-tool" },
  { path: "/blog/sora-2-for-music-videos", file: "routes/fixed-article.tsx", prerender: true, id: "article-sora-2-for-music-videos" },
  { path: "/blog/google-veo-31-day-zero", file: "routes/fixed-article.tsx", prerender: true, id: "article-google-veo-31-day-zero" },
  { path: "/nano-banana-integration", file: "routes/nano-banana-integration.tsx", prerender: true },
  { path: "/delete-account", file: "routes/delete-account.tsx", prerender: true },
  { path: "/affiliate", file: "routes/affiliate.tsx", prerender: true },
  { path: "/terms-and-conditions", file: "routes/terms-and-conditions.tsx", prerender: true },
  { path: "/cookie-policy", file: "routes/cookie-policy.tsx", prerender: true },
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
  ...siteRoutes.map((r) => (r.path === "/" ? index(r.file) : route(r.path.slice(1), r.file, { id: r.id }))),
  ...feedRoutes,
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig
