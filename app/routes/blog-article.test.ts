import { expect, test } from "vitest"
import type { Article } from "#app/data/article.ts"
import { toPageData } from "#app/data/blog-view.server.ts"
import { absoluteUrl } from "#app/config/site.ts"
import { articleCardPath } from "#app/lib/social-card-path.ts"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import { locales } from "#app/i18n/locales.ts"
import { meta } from "./blog-article.tsx"

/** What the loader answers for an article that is not there, before the blog's words are added. */
const NOT_FOUND_DATA = { article: null, preview: null, language: null, translations: null }

const now = new Date("2026-06-10T12:00:00Z")

function row(featured_image: string | null): Article {
  return {
    id: "1",
    slug: "a-story",
    title: "A story",
    meta_description: "About a story",
    featured_image,
    content_markdown: "Hello",
    content_html: "<p>Hello</p>",
    published_at: "2026-06-07T12:00:00Z",
    published_url: null,
    created_at: "2026-06-01T00:00:00Z",
    updated_at: "2026-06-01T00:00:00Z",
    locale: "en",
    translation_key: null,
  }
}

async function socialImages(featured_image: string | null) {
  const tags = meta({ loaderData: { article: await toPageData(row(featured_image), now) } } as unknown as Parameters<
    typeof meta
  >[0])
  const content = (property: string) =>
    tags.find((t) => ("property" in t && t.property === property) || ("name" in t && t.name === property))
  const jsonLd = tags.find((t) => "script:ld+json" in t) as { "script:ld+json": { image: string } }
  return {
    og: (content("og:image") as { content: string }).content,
    twitter: (content("twitter:image") as { content: string }).content,
    jsonLd: jsonLd["script:ld+json"].image,
  }
}

test("an article without a featured image has its own card as its social image, versioned by its title", async () => {
  const card = absoluteUrl(articleCardPath("a-story", "A story"))
  expect(card).toMatch(/\/social\/blog\/a-story\.png\?v=[0-9a-z]+$/)
  expect(await socialImages(null)).toEqual({ og: card, twitter: card, jsonLd: card })
  expect(articleCardPath("a-story", "A better story")).not.toBe(articleCardPath("a-story", "A story"))
})

test.each(["http://www.<script>alert(1)</script .com", "https://a b/x.png", "javascript:alert(1)", "//evil.example/x.png"])(
  "an article whose stored featured image is %j gets its card as its social image",
  async (featured_image) => {
    const card = absoluteUrl(articleCardPath("a-story", "A story"))
    expect(await socialImages(featured_image)).toEqual({ og: card, twitter: card, jsonLd: card })
  },
)

test("an article's own featured image is its social image, made absolute", async () => {
  const own = absoluteUrl("/media/blog/cover.webp")
  expect(await socialImages("/media/blog/cover.webp")).toEqual({ og: own, twitter: own, jsonLd: own })
  expect((await socialImages("https://cdn.example.com/c.webp")).og).toBe("https://cdn.example.com/c.webp")
})

function jsonLdOf(tags: ReturnType<typeof meta>) {
  return (tags.find((t) => "script:ld+json" in t) as { "script:ld+json": Record<string, unknown> })["script:ld+json"]
}

test("an article changed after it was published says when, in its JSON-LD and its Open Graph tags", async () => {
  const edited = { ...row(null), updated_at: "2026-06-09T08:30:00.000Z" }
  const tags = meta({ loaderData: { article: await toPageData(edited, now) } } as unknown as Parameters<typeof meta>[0])
  expect(jsonLdOf(tags)).toMatchObject({ datePublished: "2026-06-07T12:00:00Z", dateModified: "2026-06-09T08:30:00.000Z" })
  expect(tags).toContainEqual({ property: "article:modified_time", content: "2026-06-09T08:30:00.000Z" })
})

test("an article written ahead of its date and not touched since has no dateModified", async () => {
  const tags = meta({ loaderData: { article: await toPageData(row(null), now) } } as unknown as Parameters<typeof meta>[0])
  expect(jsonLdOf(tags)).not.toHaveProperty("dateModified")
  expect(tags.some((t) => "property" in t && t.property === "article:modified_time")).toBe(false)
})

test("an Italian article with an English translation names both in hreflang, x-default the English, in Italian for Open Graph and JSON-LD", async () => {
  const italian = { ...row(null), slug: "una-storia", locale: "it" as const, translation_key: "a-story" }
  const language = {
    locale: "it" as const,
    versions: [
      { locale: "en" as const, path: "/blog/a-story" },
      { locale: "it" as const, path: "/it/blog/una-storia" },
    ],
  }
  const tags = meta({ loaderData: { article: await toPageData(italian, now), language } } as Parameters<typeof meta>[0])
  const hreflang = tags
    .filter((t) => "hrefLang" in t)
    .map((t) => [(t as { hrefLang: string }).hrefLang, (t as { href: string }).href])
  expect(hreflang).toEqual([
    ["en", absoluteUrl("/blog/a-story")],
    ["it", absoluteUrl("/it/blog/una-storia")],
    ["x-default", absoluteUrl("/blog/a-story")],
  ])
  expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/it/blog/una-storia") })
  expect(tags).toContainEqual({ property: "og:locale", content: "it_IT" })
  expect(tags).toContainEqual({ property: "og:locale:alternate", content: "en_US" })
  expect(jsonLdOf(tags)).toMatchObject({ inLanguage: "it", mainEntityOfPage: absoluteUrl("/it/blog/una-storia") })
})

test.each(locales)(
  "a missing article's head is in the page's language (%s), from the screen's own words, and not indexed",
  (locale) => {
    const words = blogChrome(locale).view
    const tags = meta({ loaderData: { ...NOT_FOUND_DATA, chrome: blogChrome(locale) } } as unknown as Parameters<typeof meta>[0])
    expect(tags).toEqual([
      { title: `${words.notFoundTitle} | Syncreel` },
      { name: "robots", content: "noindex" },
      { name: "description", content: words.notFoundText },
    ])
    if (locale !== "en") expect(words.notFoundTitle).not.toBe(blogChrome("en").view.notFoundTitle)
  },
)
