// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { createMemoryRouter, RouterProvider } from "react-router"
import { afterEach, expect, test, vi } from "vitest"
import { CallToAction } from "#app/components/articles/call-to-action.tsx"
import { ArticleContext } from "#app/components/articles/article-context.ts"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import { DocumentClicks } from "#app/hydration/document-clicks.tsx"
import { site } from "#app/config/site.ts"
import { InSite } from "#app/components/site-language.test-support.tsx"
import { ArticleView } from "./article-view.tsx"
import { BlogCta } from "./blog-sections.tsx"

const chrome = blogChrome("en")

const track = vi.hoisted(() => vi.fn((name: string, properties: object) => ({ name, properties, eventId: "id" })))
vi.mock("#app/lib/analytics/track.ts", () => ({ track }))

afterEach(() => {
  cleanup()
  track.mockClear()
})

function renderPage(element: ReactElement) {
  // As on the site, the document's click listener measures the calls to action.
  const page = (
    <InSite>
      {element}
      <DocumentClicks />
    </InSite>
  )
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: page }])} />)
}

const article = {
  slug: "a-story",
  title: "A story",
  description: "About a story.",
  image: null,
  imageSize: null,
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

test.each([
  ["the blog index", <BlogCta key="index" chrome={chrome} />, "blog-index-cta"],
  ["a database article", <ArticleView key="article" article={article} chrome={chrome} />, "blog-article-cta"],
  [
    "a fixed article",
    <ArticleContext key="fixed" value={{ slug: "viral-ai-music-video-tips", locale: "en", chrome }}>
      <CallToAction />
    </ArticleContext>,
    "blog-viral-ai-music-video-tips",
  ],
])("the call to action on %s opens the app host and sends cta_click with its source and label", (_, element, source) => {
  renderPage(element)
  const link = screen.getByRole("link", { name: /Start Creating Now/ })
  expect(link).toHaveAttribute("href", site.appUrl)
  expect(link).toHaveAttribute("target", "_blank")
  fireEvent.click(link)
  expect(track).toHaveBeenCalledWith("cta_click", { source, label: "Start Creating Now" })
  expect(track).toHaveBeenCalledWith("web_app_access", { source })
})
