import { RouterContextProvider } from "react-router"
import { expect, test, vi } from "vitest"
import { articleBodyContext } from "#app/hydration/article-body.server.ts"
import type { Article } from "./article.ts"
import { MAX_RENDERED_HTML, TOO_LONG_HTML, lastModified, toCardData, toPageData, withBodyOnce } from "./blog-view.server.ts"

const now = new Date("2026-06-10T12:00:00Z")

function article(fields: Partial<Article>): Article {
  return {
    id: "1",
    slug: "a-story",
    title: "A story",
    meta_description: null,
    featured_image: null,
    content_markdown: "word ".repeat(401),
    content_html: "<p>Hello</p>",
    published_at: "2026-06-07T12:00:00Z",
    published_url: null,
    created_at: "2026-06-01T00:00:00Z",
    locale: "en",
    translation_key: null,
    updated_at: "2026-06-01T00:00:00Z",
    ...fields,
  }
}

test("the page data carries the relative date, the reading time and only the source's hostname", async () => {
  const page = await toPageData(article({ published_url: "https://medium.com/@us/a-story-123" }), now)
  expect(page).toMatchObject({ published: "3 days ago", readingTime: "3 min read", publishedUrlHost: "medium.com" })
  expect(await toPageData(article({ published_url: "javascript:alert(1)" }), now)).toMatchObject({
    publishedUrl: null,
    publishedUrlHost: null,
  })
})

test("SPEC §9's reading time: whitespace-separated words divided by 200, rounded up, from the body or from a list's word count", async () => {
  const fromBody = async (markdown: string) => (await toCardData(article({ content_markdown: markdown }), now)).readingTime
  expect(await fromBody("word ".repeat(200))).toBe("1 min read")
  expect(await fromBody("word ".repeat(201))).toBe("2 min read")
  expect(await fromBody("a\n\tb   c")).toBe("1 min read")
  const empty = article({ content_markdown: "   ", content_html: "" })
  expect((await toCardData(empty, now)).readingTime, "an empty text reads in no time").toBe("0 min read")
  const { content_markdown: _markdown, content_html: _html, ...summary } = article({})
  expect((await toCardData({ ...summary, tags: [], words: 201 }, now)).readingTime).toBe("2 min read")
})

test("stored HTML is sanitised on every read, the same HTML twice included, and edited HTML anew", async () => {
  const hostile = '<p>Hi</p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>'
  for (let i = 0; i < 2; i++) {
    const { html } = await toPageData(article({ content_html: hostile }), now)
    expect(html).toContain("<p>Hi</p>")
    expect(html).not.toMatch(/onerror|<script/)
  }
  const edited = (await toPageData(article({ content_html: `${hostile}<a href="javascript:alert(3)">x</a>` }), now)).html
  expect(edited).not.toContain("javascript:")
  expect(edited).toContain(">x</a>")
})

test("a document request hands the body to the server's render and keeps it out of the page's data; a client navigation's data request carries it", async () => {
  const page = await toPageData(article({ content_html: "<p>The body</p>" }), now)

  const documentContext = new RouterContextProvider()
  const forDocument = withBodyOnce(page, new Request("https://example.test/blog/a-story"), documentContext)
  expect(forDocument).toEqual({ ...page, html: null })
  expect(documentContext.get(articleBodyContext)).toBe("<p>The body</p>")

  const dataContext = new RouterContextProvider()
  const forData = withBodyOnce(
    page,
    new Request("https://example.test/blog/a-story.data?_routes=routes%2Fblog-article"),
    dataContext,
  )
  expect(forData.html).toBe("<p>The body</p>")
  expect(dataContext.get(articleBodyContext)).toBeNull()
})

test.each([
  "http://www.<script>alert(1)</script .com",
  "https://a b/x.png",
  "javascript:alert(1)",
  "//evil.example/x.png",
  "/\\evil.example/x.png",
])("a stored featured image %j, as another tool may write, is not shown", async (featured_image) => {
  expect((await toPageData(article({ featured_image }), now)).image).toBeNull()
})

test("a stored site path or https featured image is shown", async () => {
  expect((await toPageData(article({ featured_image: "/media/blog/cover.webp" }), now)).image).toBe("/media/blog/cover.webp")
  expect((await toPageData(article({ featured_image: "https://cdn.example.com/c.webp" }), now)).image).toBe(
    "https://cdn.example.com/c.webp",
  )
})

test("a stored body too long to render shows a clear notice instead, and the log says why", async () => {
  const errors: unknown[][] = []
  const spy = vi.spyOn(console, "error").mockImplementation((...args) => void errors.push(args))
  try {
    const huge = `<p>${"a".repeat(MAX_RENDERED_HTML)}</p><script>alert(1)</script>`
    const page = await toPageData(article({ slug: "the-long-one", content_html: huge }), now)
    expect(page.html).toBe(TOO_LONG_HTML)
    expect(page.title).toBe("A story")
    expect(String(errors[0]?.[1])).toMatch(/"the-long-one" has \d+ characters of HTML, over the limit/)
  } finally {
    spy.mockRestore()
  }
})

// Starting the sanitiser's worker (jsdom) and sanitising a megabyte take a few seconds on a busy 2-core machine.
test(
  "while a long body is sanitised the server goes on with other work, and the body comes back clean",
  { timeout: 30_000 },
  async () => {
    const long = `${'<p>Verse <a href="javascript:alert(1)">x</a></p>'.repeat(20_000)}<script>alert(2)</script>`
    let turns = 0
    const ticking = setInterval(() => turns++, 1)
    const page = await toPageData(article({ content_html: long }), now)
    clearInterval(ticking)
    // Sanitising a megabyte takes hundreds of milliseconds; done on the event loop, no timer would fire meanwhile.
    expect(turns).toBeGreaterThan(3)
    expect(page.html).not.toMatch(/javascript:|<script/)
    expect(page.html!.match(/<p>Verse <a>x<\/a><\/p>/g)).toHaveLength(20_000)
  },
)

test("the sitemap's lastmod is an article's last change after publication, else its publication", () => {
  expect(lastModified(article({ updated_at: "2026-06-09T08:30:00.000Z" }))).toBe("2026-06-09T08:30:00.000Z")
  // Written ahead of its date (scheduled), then not touched: last modified when it went out.
  expect(lastModified(article({}))).toBe("2026-06-07T12:00:00Z")
  // A SPEC-exact table has no updated_at.
  expect(lastModified(article({ updated_at: "" }))).toBe("2026-06-07T12:00:00Z")
})
