// The pages the site-wide checks (a11y, SEO) visit, taken from the route table
// so that every page added to it is checked without touching the specs.
import { readFileSync } from "node:fs"
import path from "node:path"
import { type SiteRoute, siteRoutes } from "#app/content/site-pages.ts"
import { type Locale, localeInfo, locales } from "#app/i18n/locales.ts"
import { slugFromArticlePath } from "#app/lib/article-path.ts"
import { publishedArticlesIn, seeded } from "./seed-articles.ts"

/** The seeded article the blog's samples are taken from, or its translation (db/seed). */
const SAMPLE_ARTICLE = seeded("lip-sync-explained-how-ai-matches-vocals-to-faces")

/** The seed's article in a language: the sample's translation, else the newest; none if the seed has none. */
function seededArticleIn(locale: Locale) {
  const published = publishedArticlesIn(locale)
  return published.find((a) => a.translation_key === SAMPLE_ARTICLE.translation_key) ?? published[0]
}

/**
 * The parameters of representative pages for each route whose path has parameters, in a language:
 * none where the browser-test server has no such page in that language. A route with parameters
 * that has no entry here makes `pagesToCheck` and `axeTemplates` throw, so no route goes unchecked.
 */
const SAMPLES: Record<string, (locale: Locale) => Record<string, string>[]> = {
  // An article of the database the browser-test server is seeded with (db/seed), in each
  // language the seed has one in.
  "/blog/:slug": (locale) => {
    const article = seededArticleIn(locale)
    return article ? [{ slug: article.slug }] : []
  },
  // That article's first tag.
  "/blog/tag/:tag": (locale) => {
    const tag = seededArticleIn(locale)?.tags[0]
    return tag ? [{ tag }] : []
  },
  // The seeded blog fills one page: later pages (the list with its pagination) are checked (axe,
  // title, canonical) by tests/e2e/blog-pages.spec.ts, on a server of its own with three pages.
  "/blog/page/:page": () => [],
  "/blog/tag/:tag/page/:page": () => [],
}

/** The sample pages of one row of the route table: its path, or its pattern filled with each sample. */
function samplePages(route: SiteRoute): string[] {
  if (!route.path.includes(":")) return [route.path]
  const sample = SAMPLES[route.key]
  if (!sample) throw new Error(`no sample page for the route ${route.key}: add one to SAMPLES in tests/e2e/site-pages.ts`)
  return sample(route.locale).map((params) =>
    route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`)),
  )
}

/** A path that no route matches: the not-found screen. */
export const NOT_FOUND_PATH = "/this-page-does-not-exist"

/** The not-found screen in a language: a path under the language's prefix that no route matches. */
export const notFoundPathIn = (locale: Locale) => `${localeInfo[locale].prefix}${NOT_FOUND_PATH}`

/** Every prerendered page: the pages whose head and social card are fixed at build time. */
export const prerenderedPages = siteRoutes.filter((r) => r.prerender).map((r) => r.path)

/**
 * Every page of the route table, with a sample for each English route with parameters. The
 * database's articles in other languages and their tags are the blog's to show:
 * tests/e2e/i18n-blog.spec.ts checks them on the server seeded with translations.
 */
export function pagesToCheck(): string[] {
  return [...new Set(siteRoutes.flatMap((r) => (r.path.includes(":") && r.locale !== "en" ? [] : samplePages(r))))]
}

/** One template in one language: a route module, whose pages share its markup (decision 0027). */
export type TemplatePage = { file: string; locale: Locale; path: string }

/**
 * One page for each route module in each language that has it: the first row of the route table
 * with a sample page. A module with no sample in a language (the blog's articles and tags in a
 * language the seed has no article in) has no page there to scan.
 */
export function axeTemplates(): TemplatePage[] {
  const found = new Map<string, TemplatePage>()
  for (const route of siteRoutes) {
    const key = `${route.file} ${route.locale}`
    const [path] = samplePages(route)
    if (!found.has(key) && path) found.set(key, { file: route.file, locale: route.locale, path })
  }
  return [...found.values()]
}

/** The Markdown and MDX features a body uses: its components by name, and a table if it has one. */
function bodyFeatures(file: string): string[] {
  const body = readFileSync(file, "utf8")
  const components = [...body.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!)
  return [...new Set([...components, ...(/^\s*\|/m.test(body) ? ["table"] : [])])]
}

const ARTICLES_DIR = path.join(import.meta.dirname, "../../app/content/articles")

/**
 * The fixed articles scanned beside their template's sample (decision 0027): their bodies are
 * authored MDX, each with its own components and tables, so in each language the fewest articles
 * whose bodies, with the sample's, use every component and table of that language's bodies.
 * A body with a new component brings its article in; another article using known ones does not.
 */
export function authoredPages(): string[] {
  const templates = axeTemplates()
  return locales.flatMap((locale) => {
    const articles = siteRoutes
      .filter((r) => r.locale === locale && r.file === "routes/fixed-article.tsx")
      .map((r) => {
        const slug = slugFromArticlePath(r.key)
        if (!slug) throw new Error(`the fixed article row ${r.key} is not an article path`)
        const file = path.join(ARTICLES_DIR, locale === "en" ? "" : locale, `${slug}.mdx`)
        return { path: r.path, features: new Set(bodyFeatures(file)) }
      })
    const sample = templates.find((t) => t.locale === locale && t.file === "routes/fixed-article.tsx")
    const covered = new Set(articles.find((a) => a.path === sample?.path)?.features)
    const chosen: string[] = []
    for (;;) {
      const gain = (a: (typeof articles)[number]) => [...a.features].filter((f) => !covered.has(f)).length
      const best = articles.reduce((a, b) => (gain(b) > gain(a) ? b : a), articles[0]!)
      if (!best || gain(best) === 0) return chosen
      chosen.push(best.path)
      for (const f of best.features) covered.add(f)
    }
  })
}

/**
 * Every page of the route table in a language, each route with parameters filled with the samples
 * the browser-test server has in that language, and the language's not-found screen.
 */
export function pagesIn(locale: Locale): string[] {
  return [...new Set([...siteRoutes.filter((r) => r.locale === locale).flatMap(samplePages), notFoundPathIn(locale)])]
}
