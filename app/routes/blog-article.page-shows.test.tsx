// Issue 26, item 5: the article page as the server renders it (its body and its head) shows what
// was sent: the featured image's alt, the reading time of an HTML-only body, the author, the FAQ,
// the canonical URL and the social title. Decisions in docs/decisions/0032-what-the-page-shows.md.
import { renderToStaticMarkup } from "react-dom/server"
import { createMemoryRouter, RouterProvider } from "react-router"
import { expect, test } from "vitest"
import type { Article } from "#app/data/article.ts"
import { toCardData, toPageData } from "#app/data/blog-view.server.ts"
import { absoluteUrl } from "#app/config/site.ts"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import { InSite } from "#app/components/site-language.test-support.tsx"
import { ArticleView } from "#app/components/blog/article-view.tsx"
import { ArticleCard } from "#app/components/blog/article-card.tsx"
import { parseArticleFile } from "#app/data/article-file.server.ts"
import { publishInputSchema } from "#app/data/article-schema.ts"
import { meta } from "./blog-article.tsx"

const chrome = blogChrome("en")

const now = new Date("2026-06-10T12:00:00Z")
const IMAGE = "/media/blog/ai-music-videos-for-labels-and-agencies.webp"
const FAQ = [
  { question: "Is it <b>free</b>?", answer: "Yes.\nThe first three are </script><script>alert(1)</script>" },
  { question: "Which formats?", answer: "Vertical & square." },
]

const article: Article = {
  id: "1",
  slug: "sent-as-html",
  title: "Sent as HTML",
  meta_description: "About it",
  featured_image: IMAGE,
  featured_image_alt: "A singer lip-syncing in a studio",
  content_markdown: "",
  content_html: `<p>${"word ".repeat(450).trim()}</p>`,
  published_at: "2026-06-07T12:00:00Z",
  published_url: null,
  created_at: "2026-06-01T00:00:00Z",
  updated_at: "2026-06-01T00:00:00Z",
  locale: "en",
  translation_key: null,
  canonical_url: "https://elsewhere.example/blog/original",
  social_title: "Share this one",
  social_image: null,
  author_name: "Ada <Lovelace>",
  faq: FAQ,
}

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: <InSite>{element}</InSite> }])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

/** The page's data with the image's size known (the test has no build to read it from). */
async function pageData(a: Article) {
  const page = await toPageData(a, now)
  return { ...page, imageSize: { width: 1600, height: 900 } }
}

test("the article page shows the image's alt as sent, its HTML-only body's reading time, its author and its FAQ as text", async () => {
  const html = render(<ArticleView article={await pageData(article)} chrome={chrome} />)
  expect(/<img [^>]*alt="([^"]*)"/.exec(html)?.[1]).toBe("A singer lip-syncing in a studio")
  expect(html).toContain("3 min read")
  expect(html).not.toContain("0 min read")
  expect(html).toContain("By <span")
  expect(html).toContain("Ada &lt;Lovelace&gt;")
  expect(html).toContain("Frequently asked questions")
  expect(html).toContain("Is it &lt;b&gt;free&lt;/b&gt;?")
  expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;")
  expect(html).not.toContain("<script>alert(1)")
})

test("a card shows the image's alt as sent; with none sent the image is decorative (alt empty)", async () => {
  const card = { ...(await toCardData(article, now)), imageSize: { width: 1600, height: 900 } }
  expect(/<img [^>]*alt="([^"]*)"/.exec(render(<ArticleCard article={card} chrome={chrome} />))?.[1]).toBe(
    "A singer lip-syncing in a studio",
  )
  const bare = { ...(await toCardData({ ...article, featured_image_alt: null }, now)), imageSize: { width: 1600, height: 900 } }
  expect(/<img [^>]*alt="([^"]*)"/.exec(render(<ArticleCard article={bare} chrome={chrome} />))?.[1]).toBe("")
})

type Tag = Record<string, unknown>
async function head(a: Article): Promise<Tag[]> {
  return meta({ loaderData: { article: await toPageData(a, now), language: null } } as unknown as Parameters<
    typeof meta
  >[0]) as Tag[]
}
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value)
const jsonLd = (tags: Tag[], type: string) =>
  tags.map((t) => t["script:ld+json"] as Record<string, unknown> | undefined).find((d) => d?.["@type"] === type)

test("the head: canonical to the original, the social title for shares, the author in Article JSON-LD, the FAQ as FAQPage", async () => {
  const tags = await head(article)
  expect(find(tags, "rel", "canonical")?.href).toBe("https://elsewhere.example/blog/original")
  expect(find(tags, "property", "og:url")?.content).toBe(absoluteUrl("/blog/sent-as-html"))
  expect(find(tags, "property", "og:title")?.content).toBe("Share this one")
  expect(find(tags, "name", "twitter:title")?.content).toBe("Share this one")
  expect(find(tags, "property", "og:image")?.content).toBe(absoluteUrl(IMAGE))
  expect(tags.find((t) => "title" in t)?.title).toMatch(/^Sent as HTML \|/)
  expect(jsonLd(tags, "Article")?.author).toEqual({ "@type": "Person", name: "Ada <Lovelace>" })
  expect(jsonLd(tags, "FAQPage")?.mainEntity).toEqual(
    FAQ.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
  )
  // A social image of its own is the shares' image.
  const own = await head({ ...article, social_image: "https://cdn.example/share.png" })
  expect(find(own, "property", "og:image")?.content).toBe("https://cdn.example/share.png")
  expect(find(own, "name", "twitter:image")?.content).toBe("https://cdn.example/share.png")
})

test("without the fields: its own canonical, its title for shares, the organisation as author, no FAQPage", async () => {
  const tags = await head({ ...article, canonical_url: null, social_title: null, author_name: null, faq: [] })
  expect(find(tags, "rel", "canonical")?.href).toBe(absoluteUrl("/blog/sent-as-html"))
  expect(find(tags, "property", "og:title")?.content).toBe("Sent as HTML")
  expect((jsonLd(tags, "Article")?.author as { "@type": string })["@type"]).toBe("Organization")
  expect(jsonLd(tags, "FAQPage")).toBeUndefined()
})

test("the writer's schema takes the fields with limits, each fault naming its field; null removes one", () => {
  const ok = publishInputSchema.parse({
    slug: "a",
    canonical_url: "https://x.example/a",
    faq: FAQ,
    author_name: "Ada",
    social_title: null,
  })
  expect(ok).toMatchObject({ canonical_url: "https://x.example/a", faq: FAQ, author_name: "Ada", social_title: null })
  const fault = (input: Record<string, unknown>) => {
    const parsed = publishInputSchema.safeParse({ slug: "a", ...input })
    return parsed.success ? null : { field: parsed.error.issues[0]!.path[0], message: parsed.error.issues[0]!.message }
  }
  expect(fault({ canonical_url: "javascript:alert(1)" })).toEqual({
    field: "canonical_url",
    message: "canonical_url must be an http(s) URL",
  })
  expect(fault({ social_image: "http://plain.example/x.png" })?.field).toBe("social_image")
  expect(fault({ social_title: "x".repeat(201) })).toEqual({
    field: "social_title",
    message: "social_title is longer than 200 characters",
  })
  expect(fault({ author_name: "Ada\nLovelace" })?.field).toBe("author_name")
  expect(fault({ faq: [{ question: "Q?" }] })?.field).toBe("faq")
  expect(fault({ faq: "not a list" })).toEqual({ field: "faq", message: "faq must be a list of { question, answer }" })
  expect(fault({ faq: Array.from({ length: 31 }, () => ({ question: "Q?", answer: "A." })) })).toEqual({
    field: "faq",
    message: "faq holds more than 30 questions",
  })
})

test("the CLI's Markdown frontmatter takes the fields", () => {
  const { article: input } = parseArticleFile(
    [
      "---",
      "title: From a file",
      "canonical_url: https://elsewhere.example/a",
      "social_title: Share it",
      "social_image: /media/blog/x.webp",
      "author_name: Ada Lovelace",
      "faq:",
      "  - question: Is it free?",
      "    answer: Yes.",
      "---",
      "Body.",
    ].join("\n"),
    "from-a-file.md",
  )
  expect(input).toMatchObject({
    canonical_url: "https://elsewhere.example/a",
    social_title: "Share it",
    social_image: "/media/blog/x.webp",
    author_name: "Ada Lovelace",
    faq: [{ question: "Is it free?", answer: "Yes." }],
  })
  expect(publishInputSchema.safeParse(input).success).toBe(true)
})
