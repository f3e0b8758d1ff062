// A step of scripts/build.ts, after the pages are prerendered: a 1200x630 social card (brand mark, brand, page title, site
// host) for every prerendered page, at build/client/social/<path>.png, which
// pageMeta names as the page's og:image when it gives none. Cards are drawn by
// app/lib/social-card.server.ts and cached in .cache/social-cards/ by a hash of
// what they show and of their design, so an unchanged title is not rendered again.
import { copyFileSync, mkdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { SiteConfig } from "#app/config/site-env.ts"
import { type CardContent, cardCache, renderCard } from "#app/lib/social-card.server.ts"
import { socialCardPath } from "#app/lib/social-card-path.ts"
import { prerenderPaths } from "#app/content/site-pages.ts"
import { readBuildSettings } from "../server/build-settings.ts"

/** The page's own title: the document title without its " | brand" suffix. */
export function pageTitle(html: string, brand: string): string {
  const raw = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1]
  if (raw === undefined) throw new Error("the page has no <title>")
  const title = raw
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()
  const suffix = ` | ${brand}`
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title
}

/** A card for every prerendered page of the build in `buildDir`, made with the site settings `site`. */
export async function renderSocialCards(buildDir: string, site: SiteConfig) {
  const clientDir = path.join(buildDir, "client")
  let rendered = 0
  const cache = cardCache(path.resolve(import.meta.dirname, "..", ".cache/social-cards"), (content) => {
    rendered++
    return renderCard(content)
  })
  for (const pagePath of prerenderPaths) {
    const htmlFile = path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`)
    const content: CardContent = {
      title: pageTitle(readFileSync(htmlFile, "utf8"), site.brand),
      brand: site.brand,
      host: new URL(site.siteUrl).host,
    }
    const target = path.join(clientDir, socialCardPath(pagePath))
    mkdirSync(path.dirname(target), { recursive: true })
    copyFileSync(await cache.file(content), target)
  }
  console.log(
    `social cards: ${prerenderPaths.length} pages, ${rendered} rendered, ${prerenderPaths.length - rendered} from the cache`,
  )
}

if (import.meta.main) {
  const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build")
  await renderSocialCards(buildDir, readBuildSettings(buildDir).site)
}
