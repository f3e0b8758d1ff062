import { articleLocales, fixedArticles } from "./articles/index.ts"
import { examplePath, examples } from "./examples.ts"
import { featurePath, features } from "./features.ts"
import { homePage, landingMarkdownPage, landingPages } from "./landing-pages.ts"
import { activeLocales } from "./page-activation.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"

// The site's pages, one row a page or a kind of page, in the order of docs/specification.md §2:
// app/routes.ts makes the route table of them, and the layers below the routes read them here
// (hreflang, the language switcher and the sitemaps through `pageVersions`), so neither can drift
// from the other. `prerender` marks pages whose content is fixed: they are rendered to files at
// build time and listed in the sitemap from here. Where one module serves many paths, the rows
// come from its content registry (so a new entry there is a new page) and each carries an `id`,
// since route ids must be unique; the module finds its entry with the registry's `find…ForPath`
// (decision 0005). This file is also loaded by plain Node (the build config,
// scripts/social-cards.ts), so the registries it imports hold data only: no JSX, no MDX.
//
// Every page exists in the six languages of app/i18n/locales.ts unless its row names fewer
// (`locales`): English at the path written here, the others under their prefix with their
// translated URL words (app/i18n/slugs.ts; docs/decisions/0018-six-languages.md). The table below
// is written in English; `siteRoutes` is it in every language. A page whose words are Markdown
// pages (app/content/pages/<page>/<locale>.md) names them (`markdown`) and exists in the languages
// where each of them has a complete file (./page-activation.ts; docs/decisions/0037-activation.md),
// as a fixed article exists in the languages it has a file in.
type PageRow = {
  path: string
  file: string
  prerender: boolean
  id?: string
  locales?: readonly Locale[]
  markdown?: readonly string[]
  /** A page search engines are asked not to index (robots noindex): the sitemap leaves it out. */
  noindex?: true
}

/** One page in one language. `key` is the page's English path: its versions in other languages share it. */
export type SiteRoute = {
  path: string
  file: string
  prerender: boolean
  id?: string
  locale: Locale
  key: string
  noindex?: true
}

/** A page made of Markdown pages: it exists in the languages all of them are complete in. */
const ofMarkdown = (...markdown: string[]) => ({ markdown, locales: activeLocales(markdown) })

const pageRows: PageRow[] = [
  { path: "/", file: "routes/home.tsx", prerender: true, ...ofMarkdown(landingMarkdownPage(homePage)) },
  // The six search landing pages: the home page's sections under another hero.
  ...landingPages.map((p) => ({
    path: p.path,
    file: "routes/landing.tsx",
    id: `landing${p.path.replaceAll("/", "-")}`,
    prerender: true,
    ...ofMarkdown(landingMarkdownPage(p)),
  })),
  // The six feature pages: each its own words and the words they share.
  ...features.map((f) => ({
    path: featurePath(f.slug),
    file: "routes/feature.tsx",
    id: `feature-${f.slug}`,
    prerender: true,
    ...ofMarkdown(`feature-${f.slug}`, "feature-page-shared"),
  })),
  // The watch page of each example video.
  ...examples.map((e) => ({ path: examplePath(e.slug), file: "routes/example.tsx", id: `example-${e.slug}`, prerender: true })),
  // The fixed articles: static paths outrank the generic /blog/:slug page. Each is in the languages
  // it has a file in (app/content/articles/index.ts).
  ...fixedArticles.map((a) => ({
    path: articlePath(a.slug),
    file: "routes/fixed-article.tsx",
    id: `article-${a.slug}`,
    prerender: true,
    locales: articleLocales(a.slug),
  })),
  { path: "/pricing", file: "routes/pricing.tsx", prerender: true },
  { path: "/nano-banana-integration", file: "routes/nano-banana-integration.tsx", prerender: true, ...ofMarkdown("nano-banana") },
  { path: "/delete-account", file: "routes/delete-account.tsx", prerender: true, ...ofMarkdown("delete-account") },
  { path: "/affiliate", file: "routes/affiliate.tsx", prerender: true, ...ofMarkdown("affiliate") },
  // In English and Italian only (Italian law governs them): the languages they have files in.
  { path: "/terms-and-conditions", file: "routes/terms-and-conditions.tsx", prerender: true, ...ofMarkdown("terms") },
  { path: "/cookie-policy", file: "routes/cookie-policy.tsx", prerender: true, ...ofMarkdown("cookie-policy") },
  { path: "/accessibility", file: "routes/accessibility.tsx", prerender: true, ...ofMarkdown("accessibility") },
  // The blog's lists: the newest articles, then later pages, then each tag's pages (app/lib/pagination.ts).
  { path: "/blog", file: "routes/blog.tsx", prerender: false },
  { path: "/blog/page/:page", file: "routes/blog.tsx", id: "blog-page", prerender: false },
  { path: "/blog/tag/:tag", file: "routes/blog-tag.tsx", prerender: false },
  { path: "/blog/tag/:tag/page/:page", file: "routes/blog-tag.tsx", id: "blog-tag-page", prerender: false },
  // The blog's search: a GET form and its results, never cached and never indexed (decision 0045).
  { path: "/blog/search", file: "routes/blog-search.tsx", prerender: false, noindex: true },
  { path: "/blog/:slug", file: "routes/blog-article.tsx", prerender: false },
]

/** The id a page's row gets in a language: route ids must be unique, and a module may serve many. */
function localeId(row: PageRow, locale: Locale): string | undefined {
  if (locale === "en") return row.id
  return `${row.id ?? row.file.replace(/^routes\/|\.tsx$/g, "")}.${locale}`
}

export const siteRoutes: SiteRoute[] = locales.flatMap((locale) =>
  pageRows
    .filter((row) => (row.locales ?? locales).includes(locale))
    .map((row) => ({
      path: localizePath(row.path, locale),
      file: row.file,
      prerender: row.prerender,
      id: localeId(row, locale),
      locale,
      key: row.path,
      ...(row.noindex ? { noindex: row.noindex } : {}),
    })),
)

/** The languages a page exists in, with its path in each: hreflang, the switcher, the sitemap. */
export function pageVersions(key: string): { locale: Locale; path: string }[] {
  // A pattern with parameters is many pages; which of them exist in which language is the data's to say.
  if (key.includes(":")) return []
  return siteRoutes.filter((r) => r.key === key).map((r) => ({ locale: r.locale, path: r.path }))
}

/** The Markdown pages each page is made of, by its English path: for the check that every Markdown page decides a page's languages. */
export const pageMarkdown: ReadonlyMap<string, readonly string[]> = new Map(
  pageRows.flatMap((row) => (row.markdown ? [[row.path, row.markdown] as const] : [])),
)

export const prerenderPaths = siteRoutes.filter((r) => r.prerender).map((r) => r.path)
