import { routePath } from "#app/lib/route-path.ts"

/**
 * The home page and the six search landing pages (SPEC §2): the same section stack as home, each
 * under its own hero and head, written for the search it answers. This registry holds their paths
 * and names only; each page's words are one Markdown file per language,
 * app/content/pages/landing-<id>/<locale>.md, read by app/content/landing-page.server.ts. The route
 * table (app/content/site-pages.ts) loads this module in plain Node, so it holds data only.
 */
export type LandingPage = {
  /** The English path: the key its versions in other languages share. */
  path: string
  /** Names its Markdown page: app/content/pages/landing-<id>/. */
  id: string
}

export const homePage: LandingPage = { path: "/", id: "home" }

export const landingPages: LandingPage[] = [
  { path: "/suno-music-video", id: "suno-music-video" },
  { path: "/udio-music-video", id: "udio-music-video" },
  { path: "/ai-music-video", id: "ai-music-video" },
  { path: "/ai-music-video-creator", id: "ai-music-video-creator" },
  { path: "/ai-music-video-generator", id: "ai-music-video-generator" },
  { path: "/ai-singers-video", id: "ai-singers-video" },
]

/** The Markdown page (app/content/pages/<name>/) that holds a landing page's words. */
export const landingMarkdownPage = (page: LandingPage) => `landing-${page.id}`

/** The landing page at this route pattern or pathname, if any. */
export function findLandingPageForPath(path: string): LandingPage | undefined {
  const wanted = routePath(path)
  return landingPages.find((page) => page.path === wanted)
}
