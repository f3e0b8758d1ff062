import { afterEach, describe, expect, test, vi } from "vitest"
import { absoluteUrl } from "#app/config/site.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { type MarkdownFiles, activeLocales, completeLocales, incompleteness } from "./page-activation.ts"

// Activation (issue 27, item 4; docs/decisions/0037-activation.md): a page exists in a language only
// where its Markdown files are complete. Here the site is loaded with one file made incomplete, or
// removed, and the page must leave that language's routes, sitemap, hreflang and switcher, and stay
// in the others.

const page = (frontmatter: string, body = "") => `---\n${frontmatter}\n---\n${body}`
const files: MarkdownFiles = {
  "demo/en.md": page('title: "Join {brand}"\nsteps:\n  - One\n  - Two', "Write to {supportEmail}."),
  "demo/it.md": page('title: "Unisciti a {brand}"\nsteps:\n  - Uno\n  - Due', "Scrivi a {supportEmail}."),
  "demo/de.md": page('title: "Mach mit bei {brand}"\nsteps:\n  - Eins', "Schreib an {supportEmail}."),
  "demo/fr.md": page('title: "Rejoignez Syncreel"\nsteps:\n  - Un\n  - Deux', "Écrivez à {supportEmail}."),
  "demo/es.md": page('title: "Únete a {brand}\nsteps: [', "Escribe a {supportEmail}."),
  "demo/pt-br.md": page('title: "Junte-se a {brand}"\nsteps:\n  - Um\n  - Dois\ncta: "Comece"', "Escreva para {supportEmail}."),
  "other/en.md": page("title: Other"),
  "other/it.md": page("title: Altro"),
  "other/de.md": page("title: Andere"),
}

describe("a translation's completeness", () => {
  test("a complete file has nothing missing; English is complete by having a file", () => {
    expect(incompleteness("demo", "it", files)).toEqual([])
    expect(incompleteness("demo", "en", files)).toEqual([])
  })

  test("a shorter list, a missing placeholder, a key English lacks, broken YAML and a missing file are each named", () => {
    expect(incompleteness("demo", "de", files)).toEqual(["app/content/pages/demo/de.md: steps: 2 items in English, 1 here"])
    expect(incompleteness("demo", "fr", files)).toEqual(["app/content/pages/demo/fr.md: {brand} is in English, not here"])
    expect(incompleteness("demo", "pt-br", files)).toEqual(["app/content/pages/demo/pt-br.md: cta: not in English"])
    expect(incompleteness("demo", "es", files)).toEqual([
      expect.stringMatching(/^app\/content\/pages\/demo\/es\.md: the frontmatter is not YAML/),
    ])
    expect(incompleteness("other", "fr", files)).toEqual(["app/content/pages/other/fr.md: there is no such file"])
  })

  test("a page made of several files exists where every one of them is complete", () => {
    expect(completeLocales("demo", files)).toEqual(["en", "it"])
    expect(completeLocales("other", files)).toEqual(["en", "it", "de"])
    expect(activeLocales(["demo", "other"], files)).toEqual(["en", "it"])
    expect(activeLocales(["other"], files)).toEqual(["en", "it", "de"])
  })
})

/** The site's own files with `edit` applied, and the modules that route, list and link its pages loaded over them. */
async function siteWith(edit: (files: Record<string, string>) => void) {
  vi.resetModules()
  const real = await vi.importActual<typeof import("./markdown-files.ts")>("./markdown-files.ts")
  const edited = { ...real.markdownFiles() }
  edit(edited)
  vi.doMock("./markdown-files.ts", () => ({ markdownFiles: () => edited }))
  // The sitemap's pages come from the route table; its articles from a database this test has none of.
  vi.doMock("#app/data/articles.server.ts", () => ({
    listArticlesPage: async () => ({ articles: [], total: 0 }),
    listTags: async () => [],
    listTranslations: async () => [],
    configuredBackend: async () => ({ listPage: async () => ({ articles: [], total: 0 }) }),
  }))
  vi.doMock("#app/data/blog-view.server.ts", () => ({ BLOG_CACHE: {} }))
  const { siteRoutes, pageVersions } = await import("./site-pages.ts")
  const { siteSitemapSource } = await import("#app/data/sitemap-source.server.ts")
  const { sitemapRoot } = await import("#app/data/sitemap.server.ts")
  const { chromeLinks, documentVersions } = await import("./chrome.server.ts")
  const { pageLanguage } = await import("./page-language.server.ts")
  const { pageMeta } = await import("#app/lib/seo.ts")
  const { markdownPage } = await import("./markdown-page.server.ts")
  const { z } = await import("zod")
  const { featuresSection } = await import("./features-section.server.ts")
  const { featurePageContent } = await import("./feature-page.server.ts")
  const sitemap = await sitemapRoot(siteSitemapSource)
  return {
    /** The languages the route table has the page at this English path in. */
    routed: (key: string) => siteRoutes.filter((r) => r.key === key).map((r) => r.locale),
    pathIn: (key: string, locale: Locale) => siteRoutes.find((r) => r.key === key && r.locale === locale)?.path,
    pageVersions,
    sitemap,
    /** The hreflang links of the page at this route pattern ("it/affiliazione"). */
    hreflang: (pattern: string) =>
      pageMeta({ title: "t", description: "d", path: `/${pattern}`, language: pageLanguage(pattern) })
        .filter((tag) => "rel" in tag && tag.rel === "alternate" && "hrefLang" in tag)
        .map((tag) => [(tag as { hrefLang: string }).hrefLang, (tag as { href: string }).href]),
    /** What the language switcher offers on the page at this route pattern: its versions. */
    switcher: (pattern: string) => pageLanguage(pattern).versions.map((v) => v.locale),
    chromeLinks,
    documentVersions,
    read: (name: string, locale: Locale) => markdownPage(name, locale, z.unknown()),
    featuresSection,
    featurePageContent,
  }
}

afterEach(() => {
  vi.doUnmock("./markdown-files.ts")
  vi.doUnmock("#app/data/articles.server.ts")
  vi.doUnmock("#app/data/blog-view.server.ts")
  vi.resetModules()
})

describe("the site over its Markdown files", () => {
  test("a German affiliate page lacking a key leaves German's routes, sitemap, hreflang and switcher, and stays in the others", async () => {
    const site = await siteWith((files) => {
      files["affiliate/de.md"] = files["affiliate/de.md"]!.replace(/^applyCta: .*\n/m, "")
    })
    expect(site.routed("/affiliate")).toEqual(["en", "it", "es", "fr", "pt-br"])
    // The other German pages stay.
    expect(site.routed("/pricing")).toContain("de")
    expect(site.routed("/delete-account")).toContain("de")

    // The sitemap lists the others, each with the others as alternates, and no German affiliate page.
    expect(site.sitemap).not.toContain(absoluteUrl("/de/partnerprogramm"))
    expect(site.sitemap).toContain(`<loc>${absoluteUrl("/it/affiliazione")}</loc>`)
    expect(site.sitemap).toContain(absoluteUrl("/de/konto-loeschen"))

    // hreflang and the switcher on the Italian page offer the five languages, German not among them.
    expect(site.hreflang("it/affiliazione").map(([lang]) => lang)).toEqual(["en", "it", "es", "fr", "pt-BR", "x-default"])
    expect(site.switcher("it/affiliazione")).toEqual(["en", "it", "es", "fr", "pt-br"])
    expect(site.switcher("de/konto-loeschen")).toContain("de")

    // The German address is no page (the not-found screen offers each language's home), and German
    // pages link to the English affiliate page, marked English, as they link to the English terms.
    expect(site.documentVersions("/de/partnerprogramm").versions).toEqual([])
    const link = site.chromeLinks("de").footer.pages.find((l) => l.key === "affiliate")
    expect(link).toEqual({ key: "affiliate", href: "/affiliate", hrefLang: "en" })
    expect(site.chromeLinks("it").footer.pages.find((l) => l.key === "affiliate")).toEqual({
      key: "affiliate",
      href: "/it/affiliazione",
    })
    // And nothing reads the incomplete file as the page.
    expect(site.read("affiliate", "de")).toBeUndefined()
    expect(site.read("affiliate", "it")).toBeDefined()
  })

  test("without the French words the feature pages share, every feature page leaves French and only French", async () => {
    const site = await siteWith((files) => {
      delete files["feature-page-shared/fr.md"]
    })
    for (const key of ["/features/lip-sync", "/features/multiple-formats"]) {
      expect(site.routed(key), key).toEqual(["en", "it", "es", "de", "pt-br"])
      expect(site.sitemap).toContain(absoluteUrl(site.pathIn(key, "de")!))
    }
    expect(site.pageVersions("/features/lip-sync").map((v) => v.locale)).not.toContain("fr")
    expect(site.routed("/")).toContain("fr")
    // The French home page's feature cards link to the English feature pages, marked English.
    expect(site.featuresSection("fr").features.map((f) => [f.href, f.hrefLang])).toContainEqual(["/features/lip-sync", "en"])
    expect(site.featuresSection("de").features.map((f) => [f.href, f.hrefLang])).toContainEqual([
      "/de/funktionen/lip-sync",
      undefined,
    ])
    expect(site.hreflang("de/funktionen/lip-sync").map(([lang]) => lang)).toEqual(["en", "it", "es", "de", "pt-BR", "x-default"])
  })

  test("a placeholder a translation drops takes its page out of that language", async () => {
    const site = await siteWith((files) => {
      files["accessibility/es.md"] = files["accessibility/es.md"]!.replaceAll("{brand}", "Syncreel")
    })
    expect(site.routed("/accessibility")).toEqual(["en", "it", "de", "fr", "pt-br"])
    expect(site.routed("/cookie-policy")).toContain("es")
  })

  test("a feature page links to another feature that is not complete in its language as the English page, marked so", async () => {
    const site = await siteWith((files) => {
      files["feature-lip-sync/it.md"] = files["feature-lip-sync/it.md"]!.replace(/^title: .*\n/m, "")
    })
    expect(site.routed("/features/lip-sync")).toEqual(["en", "es", "de", "fr", "pt-br"])
    const others = site.featurePageContent("perfect-sync", "it").others
    expect(others.find((f) => f.slug === "lip-sync")).toMatchObject({ href: "/features/lip-sync", hrefLang: "en" })
    expect(others.find((f) => f.slug === "ai-enhancement")?.hrefLang).toBeUndefined()
  })

  test("without a complete German home page, German pages link to the English home and the not-found switcher offers no German home", async () => {
    const site = await siteWith((files) => {
      files["landing-home/de.md"] = files["landing-home/de.md"]!.replace(/^description: .*\n/m, "")
    })
    expect(site.routed("/")).toEqual(["en", "it", "es", "fr", "pt-br"])
    const links = site.chromeLinks("de")
    expect(links.homes.map((v) => v.locale)).toEqual(["en", "it", "es", "fr", "pt-br"])
    expect(links.home).toEqual({ href: "/", hrefLang: "en" })
    expect(links.sections.pricing.href).toBe("/#pricing")
    expect(site.chromeLinks("it").sections.pricing).toEqual({ href: "/it#pricing" })
  })

  test("with every file as it is, each page is in every language it has a file in", async () => {
    const site = await siteWith(() => {})
    expect(site.routed("/affiliate")).toEqual(["en", "it", "es", "de", "fr", "pt-br"])
    expect(site.routed("/terms-and-conditions")).toEqual(["en", "it"])
    expect(site.sitemap).toContain(absoluteUrl("/de/partnerprogramm"))
  })
})
