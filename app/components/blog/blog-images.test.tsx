import { renderToStaticMarkup } from "react-dom/server"
import { createMemoryRouter, RouterProvider } from "react-router"
import { expect, test } from "vitest"
import type { ArticlePageData } from "#app/data/blog-types.ts"
import { imageUrl } from "#app/lib/image-widths.ts"
import { InSite } from "#app/components/site-language.test-support.tsx"
import { ArticleCard } from "./article-card.tsx"
import { ArticleView } from "./article-view.tsx"
import { blogChrome } from "#app/content/blog-chrome.server.ts"

const chrome = blogChrome("en")

const COVER = "https://images.example.com/cover.png"
const article: ArticlePageData = {
  slug: "a-story",
  title: "A story",
  description: "About a story.",
  image: COVER,
  imageSize: { width: 1600, height: 900 },
  publishedAt: null,
  published: null,
  readingTime: "1 min read",
  html: "<p>Body</p>",
  publishedUrl: null,
  publishedUrlHost: null,
  modifiedAt: null,
  tags: [],
  related: [],
}

function html(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: <InSite>{element}</InSite> }])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

function img(markup: string) {
  const tag = /<img [^>]*>/.exec(markup)?.[0]
  return tag
    ? Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v!.replaceAll("&amp;", "&")]))
    : null
}

test("an article's featured image comes from the site's image route at the column's widths, with its real size, first to load", () => {
  const tag = img(html(<ArticleView article={article} chrome={chrome} />))
  expect(tag).toMatchObject({
    src: imageUrl(COVER, 1408),
    srcSet: `${imageUrl(COVER, 704)} 704w, ${imageUrl(COVER, 1408)} 1408w`,
    sizes: "(min-width: 48rem) 704px, calc(100vw - 2.5rem)",
    width: "1600",
    height: "900",
    fetchPriority: "high",
  })
  expect(tag).not.toHaveProperty("loading")
})

test("a card's image comes from the image route at the cards' widths, lazily", () => {
  const tag = img(html(<ArticleCard article={article} chrome={chrome} />))
  expect(tag).toMatchObject({
    src: imageUrl(COVER, 736),
    srcSet: `${imageUrl(COVER, 368)} 368w, ${imageUrl(COVER, 736)} 736w`,
    width: "1600",
    height: "900",
    loading: "lazy",
  })
})

test("a featured image the route could not read shows no image: none on the article, the gradient on its card", () => {
  const failed = { ...article, imageSize: null }
  expect(img(html(<ArticleView article={failed} chrome={chrome} />))).toBeNull()
  const card = html(<ArticleCard article={failed} chrome={chrome} />)
  expect(img(card)).toBeNull()
  expect(card).toContain("bg-brand-gradient")
})
