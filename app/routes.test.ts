import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import { expect, test, vi } from "vitest"
import { findFixedArticleForPath, fixedArticlesIn } from "#app/content/articles/index.ts"
import { locales } from "#app/i18n/locales.ts"
import { delocalizePath } from "#app/i18n/slugs.ts"
import { featurePath, features, findFeatureForPath } from "#app/content/features.ts"
import { findLandingPageForPath, landingPages } from "#app/content/landing-pages.ts"
import { foundOr404 } from "#app/lib/found-or-404.ts"
import { siteRoutes } from "#app/content/site-pages.ts"

// The three kinds of page served by one module at many paths, with the paths
// their registries hold and the lookup their module uses.
const kinds = [
  { module: "routes/landing.tsx", paths: () => landingPages.map((p) => p.path), find: findLandingPageForPath },
  { module: "routes/feature.tsx", paths: () => features.map((f) => featurePath(f.slug)), find: findFeatureForPath },
  {
    module: "routes/fixed-article.tsx",
    paths: () => fixedArticlesIn("en").map((a) => a.path),
    find: findFixedArticleForPath,
  },
]

test.each(kinds)(
  "every entry of the registry behind $module is a prerendered page of it, and every page of it has its entry",
  ({ module, paths, find }) => {
    // The registries hold English paths; each page's versions in other languages share its key.
    const routes = siteRoutes.filter((r) => r.file === module)
    expect([...new Set(routes.map((r) => r.key))].sort()).toEqual(paths().sort())
    if (module === "routes/fixed-article.tsx") {
      // The articles are in English and in each language they are translated into (app/content/articles/index.ts).
      const translated = locales.flatMap((locale) => fixedArticlesIn(locale).map((a) => a.path))
      expect(routes.map((r) => r.path).sort()).toEqual(translated.sort())
    }
    for (const route of routes) {
      expect(route.prerender, route.path).toBe(true)
      // The module finds its entry from the matched pattern, which has no leading slash, in any language.
      expect(find(delocalizePath(route.path.slice(1)).englishPath), route.path).toBeDefined()
    }
  },
)

test("every page exists in all six languages but the terms and the fixed articles, which have files in English and Italian only", () => {
  const languages = (key: string) => siteRoutes.filter((r) => r.key === key).map((r) => r.locale)
  expect(languages("/")).toEqual(["en", "it", "es", "de", "fr", "pt-br"])
  expect(languages("/features/lip-sync")).toEqual(["en", "it", "es", "de", "fr", "pt-br"])
  expect(languages("/terms-and-conditions")).toEqual(["en", "it"])
  expect(languages("/blog/how-to-create-ai-music-videos-2024")).toEqual(["en", "it"])
  expect(siteRoutes.find((r) => r.key === "/features/lip-sync" && r.locale === "de")?.path).toBe("/de/funktionen/lip-sync")
})

test("no two routes share a path or an id", () => {
  const paths = siteRoutes.map((r) => r.path)
  const ids = siteRoutes.flatMap((r) => (r.id ? [r.id] : []))
  expect(new Set(paths).size).toBe(paths.length)
  expect(new Set(ids).size).toBe(ids.length)
})

// A fixed article is published by adding its file (app/content/articles/registry.test.ts checks that
// every file is routed in its language). A landing page or a feature is its registry entry and its
// Markdown files: it exists in the languages those are complete in (app/content/page-activation.ts).
test("adding a landing page or a feature to its registry, with its Markdown files, is all it takes to publish its page", async () => {
  vi.resetModules()
  const landing = await import("#app/content/landing-pages.ts")
  const feature = await import("#app/content/features.ts")
  const { markdownFiles } = await import("#app/content/markdown-files.ts")
  landing.landingPages.push({ id: "music-video-maker", path: "/music-video-maker" })
  feature.features.push({ ...feature.features[0]!, slug: "stems" as never })
  const files = markdownFiles() as Record<string, string>
  files["landing-music-video-maker/en.md"] = files["landing-suno-music-video/en.md"]!
  files["landing-music-video-maker/it.md"] = files["landing-suno-music-video/it.md"]!
  files["feature-stems/en.md"] = files["feature-lip-sync/en.md"]!
  const { prerenderPaths, siteRoutes: routes } = await import("#app/content/site-pages.ts")
  for (const [path, module] of [
    ["/music-video-maker", "routes/landing.tsx"],
    ["/it/music-video-maker", "routes/landing.tsx"],
    ["/features/stems", "routes/feature.tsx"],
  ]) {
    expect(routes.find((r) => r.path === path)?.file, path).toBe(module)
    expect(prerenderPaths, path).toContain(path)
  }
  // In no language it has no file in.
  expect(routes.filter((r) => r.key === "/music-video-maker").map((r) => r.locale)).toEqual(["en", "it"])
  expect(routes.filter((r) => r.key === "/features/stems").map((r) => r.locale)).toEqual(["en"])
  vi.resetModules()
})

test("a page whose entry is gone answers 404", () => {
  expect(foundOr404(findFeatureForPath("features/lip-sync"))?.slug).toBe("lip-sync")
  let thrown: unknown
  try {
    foundOr404(findFeatureForPath("features/no-such-feature"))
  } catch (error) {
    thrown = error
  }
  expect(thrown).toMatchObject({ init: { status: 404 } })
})

test("the site's pages load in plain Node, as the build config and the social-card script load them", () => {
  const pages = fileURLToPath(new URL("./content/site-pages.ts", import.meta.url))
  const script = `const { prerenderPaths } = await import(${JSON.stringify(pages)}); console.log(prerenderPaths.length)`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })
  expect(run.stderr).toBe("")
  expect(Number(run.stdout.trim())).toBe(siteRoutes.filter((r) => r.prerender).length)
})
