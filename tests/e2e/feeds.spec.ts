// The sitemap's static pages and robots.txt are checked by seo.spec.ts; these
// are the parts the database feeds: articles, their dates, and the RSS feed.
import { JSDOM } from "jsdom"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { fixedArticles } from "#app/content/articles/index.ts"
import { expect, test } from "./fixtures.ts"
import { draftArticles, publishedArticles } from "./seed-articles.ts"

const siteUrl = parseSiteEnv(process.env).siteUrl
const articleUrl = (slug: string) => `${siteUrl}/blog/${slug}`

function xml(text: string) {
  return new JSDOM(text, { contentType: "text/xml" }).window.document
}

/** A description as a feed reader shows it: decoded from the XML, then rendered as HTML. */
function asFeedReaderShowsIt(description: Element | null) {
  const body = new JSDOM(`<body>${description?.textContent ?? ""}</body>`).window.document.body
  return { markup: [...body.querySelectorAll("*")].map((e) => e.outerHTML), text: body.textContent }
}

test("the sitemap lists every published article with its last modification date, and no draft", async ({ request }) => {
  const response = await request.get("/sitemap.xml")
  expect(response.status()).toBe(200)
  const document = xml(await response.text())
  const lastmod = new Map(
    [...document.querySelectorAll("url")].map((url) => [
      url.querySelector("loc")!.textContent!.trim(),
      url.querySelector("lastmod")?.textContent ?? null,
    ]),
  )
  for (const article of publishedArticles) {
    const date = lastmod.get(articleUrl(article.slug))
    expect(date, article.slug).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(Number.isNaN(Date.parse(date!)), article.slug).toBe(false)
  }
  for (const draft of draftArticles) expect(lastmod.has(articleUrl(draft.slug)), draft.slug).toBe(false)
})

test("the RSS feed is RSS 2.0 with every published article and guide, newest first, and no draft", async ({ request }) => {
  const response = await request.get("/blog/rss.xml")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8")
  const document = xml(await response.text())
  expect(document.querySelector("parsererror")).toBeNull()
  expect(document.documentElement.tagName).toBe("rss")
  expect(document.documentElement.getAttribute("version")).toBe("2.0")
  const channel = document.querySelector("rss > channel")!
  expect(channel.querySelector(":scope > title")?.textContent).toBe("Syncreel Blog")
  expect(channel.querySelector(":scope > link")?.textContent).toBe(`${siteUrl}/blog`)
  expect(channel.querySelector(":scope > description")?.textContent).toMatch(/\S/)

  const items = [...channel.querySelectorAll("item")].map((item) => ({
    title: item.querySelector("title")?.textContent,
    link: item.querySelector("link")?.textContent,
    guid: item.querySelector("guid")?.textContent,
    description: asFeedReaderShowsIt(item.querySelector("description")),
    pubDate: item.querySelector("pubDate")?.textContent ?? null,
  }))
  for (const article of publishedArticles) {
    expect(items, article.slug).toContainEqual({
      title: article.title,
      link: articleUrl(article.slug),
      guid: articleUrl(article.slug),
      description: { markup: [], text: article.meta_description ?? article.title },
      pubDate: new Date(article.published_at!).toUTCString(),
    })
  }
  for (const guide of fixedArticles) {
    expect(items.find((i) => i.link === articleUrl(guide.slug))?.title, guide.slug).toBe(guide.title)
  }
  expect(items).toHaveLength(publishedArticles.length + fixedArticles.length)
  for (const draft of draftArticles) expect(items.map((i) => i.link)).not.toContain(articleUrl(draft.slug))

  const dates = items.map((i) => (i.pubDate ? Date.parse(i.pubDate) : 0))
  expect(dates).toEqual([...dates].sort((a, b) => b - a))
})

test("a description that holds markup reaches feed readers as plain text, never as markup", async ({ request }) => {
  const hostile = publishedArticles.find((a) => a.slug === "hostile-html-fixture")!
  expect(hostile.meta_description).toContain("<img src=x onerror=alert(1)>")
  expect(hostile.meta_description).toContain("&lt;script&gt;")
  const item = [...xml(await (await request.get("/blog/rss.xml")).text()).querySelectorAll("item")].find(
    (i) => i.querySelector("link")?.textContent === articleUrl(hostile.slug),
  )
  expect(asFeedReaderShowsIt(item!.querySelector("description"))).toEqual({ markup: [], text: hostile.meta_description })
})

test("blog pages point browsers and feed readers to the RSS feed", async ({ request }) => {
  for (const path of ["/blog", `/blog/${publishedArticles[0]!.slug}`, `/blog/${fixedArticles[0]!.slug}`]) {
    const document = new JSDOM(await (await request.get(path)).text()).window.document
    const feed = document.querySelector('link[rel="alternate"][type="application/rss+xml"]')
    expect(feed?.getAttribute("href"), path).toBe("/blog/rss.xml")
    expect(feed?.getAttribute("title"), path).toBe("Syncreel Blog")
  }
})
