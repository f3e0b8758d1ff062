import type { Page, Route } from "@playwright/test"
import { JSDOM } from "jsdom"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { fixedArticles } from "#app/content/articles/index.ts"
import { imageUrl } from "#app/lib/image-widths.ts"
import { countWords } from "#app/data/article.ts"
import { refusingDatabaseUrl, startExtraServer } from "./blog-server.ts"
import { expect, test } from "./fixtures.ts"
import { articleCardPath } from "#app/lib/social-card-path.ts"
import { draftArticles, publishedArticles, seeded } from "./seed-articles.ts"

const siteUrl = parseSiteEnv(process.env).siteUrl
const WITH_VIDEO = seeded("from-suno-track-to-music-video-workflow")
const WITH_SOURCE = seeded("planning-a-release-week-with-ai-visuals")
const WITHOUT_IMAGE = seeded("choosing-a-visual-style-for-your-genre")
const RELATIVE_TIME = /^(just now|\d+ (second|minute|hour|day|week|month|year)s? ago)$/

function card(page: Page, title: string) {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) })
}

/** Holds the client-side data requests of a navigation until `release` is called, so its loading state can be seen. */
async function holdDataRequests(page: Page) {
  const held: Route[] = []
  let open = false
  await page.route(/\.data(\?|$)/, (route) => (open ? route.continue() : void held.push(route)))
  return {
    waiting: () => held.length,
    release: async () => {
      open = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

/** YouTube's player, as far as these tests need it: an empty page on loopback terms. */
async function stubYouTube(page: Page) {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }),
  )
}

test("@mobile the blog lists the published articles newest first (all of them: fewer than a page), each card with its facts and a link to read it", async ({
  page,
}) => {
  await stubYouTube(page)
  const response = await page.goto("/blog")
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Blog/)
  const latest = page.getByRole("region", { name: "Latest articles" })
  await expect(latest.getByRole("heading", { level: 3 })).toHaveText(publishedArticles.map((a) => a.title))

  const first = card(page, WITH_VIDEO.title)
  // Through the site's image route, at the cards' 2× width (docs/decisions/0014-images-through-the-site.md).
  await expect(first.locator("img")).toHaveAttribute("src", imageUrl(WITH_VIDEO.featured_image!, 736))
  await expect(first.locator("time")).toHaveText(RELATIVE_TIME)
  await expect(first.getByText(`${Math.ceil(countWords(WITH_VIDEO.content_markdown) / 200)} min read`)).toBeVisible()
  const description = first.getByText(WITH_VIDEO.meta_description!)
  await expect(description).toHaveCSS("-webkit-line-clamp", "3")
  await expect(card(page, WITHOUT_IMAGE.title).locator("img")).toHaveCount(0)

  await first.getByRole("link", { name: /Read Full Article/ }).click()
  await expect(page).toHaveURL(`/blog/${WITH_VIDEO.slug}`)
  await expect(page.getByRole("heading", { level: 1, name: WITH_VIDEO.title })).toBeVisible()
})

test("on a wide screen the article cards sit two to a row", async ({ page }) => {
  await page.goto("/blog")
  const [a, b, c] = await Promise.all(publishedArticles.slice(0, 3).map((x) => card(page, x.title).boundingBox()))
  expect(a!.y).toBe(b!.y)
  expect(b!.x).toBeGreaterThan(a!.x + a!.width)
  expect(c!.y).toBeGreaterThan(a!.y + a!.height)
})

test("the fixed guides and comparisons are listed below the articles and open their pages", async ({ page }) => {
  await page.goto("/blog")
  const guides = page.getByRole("region", { name: "Guides and comparisons" })
  await expect(guides.getByRole("link")).toHaveText(fixedArticles.map((a) => a.title))
  const guide = fixedArticles[0]!
  await guides.getByRole("link", { name: guide.title }).click()
  await expect(page).toHaveURL(`/blog/${guide.slug}`)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})

test("drafts and scheduled articles are never listed and never served", async ({ page, request, guard }) => {
  guard.allowConsoleError(/status of 404/)
  expect(draftArticles.length, "the seed has a draft").toBeGreaterThan(0)
  await page.goto("/blog")
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible()
  for (const draft of draftArticles) {
    await expect(page.getByText(draft.title)).toHaveCount(0)
    expect((await request.get(`/blog/${draft.slug}`)).status(), draft.slug).toBe(404)
  }
})

// These start a copy of the site of their own: ~3-15 s on the busy 2-core machine.
test("with no articles in the database, the blog says so", async ({ page }) => {
  test.setTimeout(30_000)
  const server = await startExtraServer({ E2E_DB: "empty" })
  try {
    const response = await page.goto(`${server.url}/blog`)
    expect(response?.status()).toBe(200)
    await expect(page.getByText("No articles yet. Check back soon!")).toBeVisible()
    await expect(page.getByRole("region", { name: "Guides and comparisons" })).toBeVisible()
  } finally {
    server.stop()
  }
})

test("when the database is down, the blog shows the empty text with status 503 and the article its not-found screen", async ({
  page,
  guard,
}) => {
  test.setTimeout(30_000)
  guard.allowConsoleError(/status of 503/)
  const server = await startExtraServer({ DATABASE_URL: await refusingDatabaseUrl() })
  try {
    const list = await page.goto(`${server.url}/blog`)
    expect(list?.status()).toBe(503)
    await expect(page.getByText("No articles yet. Check back soon!")).toBeVisible()
    expect(server.errors()).toContain("Error fetching articles")

    const one = await page.goto(`${server.url}/blog/${WITH_VIDEO.slug}`)
    expect(one?.status()).toBe(503)
    await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible()
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
    expect(server.errors()).toMatch(/Error fetching article(?!s)/)
  } finally {
    server.stop()
  }
})

test("@mobile an article shows its image, title, description, publication time, body and a way back", async ({ page }) => {
  const article = WITH_SOURCE
  await page.goto(`/blog/${article.slug}`)
  await expect(page).toHaveTitle(`${article.title} | Syncreel`)
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title)
  await expect(main.getByText(article.meta_description!, { exact: true })).toBeVisible()
  await expect(main.locator(`img[src="${imageUrl(article.featured_image!, 1408)}"]`)).toBeVisible()
  await expect(main.getByText(/^Published /)).toHaveText(/^Published (just now|\d+ \w+ ago)$/)
  await expect(main.getByText(article.content_markdown.split("\n")[0]!.slice(0, 60))).toBeVisible()
  await main.getByRole("link", { name: "Back to Blog" }).first().click()
  await expect(page).toHaveURL("/blog")
})

test("an article's body is sent once in its first HTML, stays whole after hydration, and comes with the data of a client navigation", async ({
  page,
  request,
}) => {
  const article = WITH_SOURCE
  const lastParagraph = article.content_markdown.trim().split("\n").filter(Boolean).at(-1)!
  const sentence = lastParagraph
    .split(". ")[0]!
    .replace(/[*_`[\]]/g, "")
    .slice(0, 50)
  // The page's data for hydration leaves the body out: the page holds it already (app/hydration/article-body.tsx).
  const html = await (await request.get(`/blog/${article.slug}`)).text()
  expect(html.split(sentence).length - 1, sentence).toBe(1)

  await page.goto(`/blog/${article.slug}`)
  const body = page.getByRole("main").getByText(sentence)
  await expect(body).toBeVisible()

  // Away and back inside the page: the router reads the article as data, body included.
  await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).first().click()
  await expect(page).toHaveURL("/blog")
  await card(page, article.title)
    .getByRole("link", { name: /Read Full Article/ })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible()
  await expect(body).toBeVisible()
  await page.goBack()
  await page.goForward()
  await expect(body).toBeVisible()
})

test("following a link in an article to another one and coming back shows the first article whole", async ({ page }) => {
  const first = WITH_SOURCE
  const next = seeded("vertical-video-playbook-for-musicians")
  const firstSentence = first.content_markdown.trim().split("\n")[0]!.slice(0, 50)
  await page.goto(`/blog/${first.slug}`)
  // The body's own link: the related cards below the article link to it too.
  await page.getByRole("main").getByRole("link", { name: "vertical video playbook", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1, name: next.title })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible()
  await expect(page.getByRole("main").getByText(firstSentence)).toBeVisible()
  await expect(page.getByRole("main").getByRole("link", { name: "Back to Blog" }).first()).toBeVisible()
})

test("'Originally published at' names only the source's host and opens it in a new tab", async ({ page }) => {
  await page.goto(`/blog/${WITH_SOURCE.slug}`)
  const source = page.getByText("Originally published at").getByRole("link")
  await expect(source).toHaveText(/^medium\.com/)
  await expect(source).not.toContainText("planning")
  await expect(source).toHaveAttribute("href", WITH_SOURCE.published_url!)
  await expect(source).toHaveAttribute("target", "_blank")
  await page.goto(`/blog/${WITH_VIDEO.slug}`)
  await expect(page.getByText("Originally published at")).toHaveCount(0)
})

test("a missing article shows Article Not Found with status 404 and a way back to the blog", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  const response = await page.goto("/blog/no-such-article-here")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible()
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible()
  await page.getByRole("link", { name: "Back to Blog" }).click()
  await expect(page).toHaveURL("/blog")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})

test("nothing in an article's head is fetched at high priority ahead of the stylesheet", async ({ request }) => {
  // React hoists a preload of an image marked fetchPriority="high" above the stylesheet; on a slow
  // connection the first paint then waits for the image too.
  const response = await request.get(`/blog/${WITH_SOURCE.slug}`)
  const head = new JSDOM(await response.text()).window.document.head
  const elements = [...head.children]
  const stylesheet = elements.findIndex((element) => element.matches('link[rel="stylesheet"]'))
  expect(stylesheet).toBeGreaterThan(0)
  expect(
    elements
      .slice(0, stylesheet)
      .filter((element) => element.matches("[fetchpriority=high i]"))
      .map((element) => element.outerHTML),
  ).toEqual([])
  // The cover itself is fetched first of the images, from the body (docs/decisions/0014-images-through-the-site.md).
  expect(WITH_SOURCE.featured_image).toBeTruthy()
  const cover = new JSDOM(await response.text()).window.document.querySelector(
    `img[src="${imageUrl(WITH_SOURCE.featured_image!, 1408)}"]`,
  )
  expect(cover?.getAttribute("fetchpriority")).toBe("high")
  expect(cover?.hasAttribute("loading")).toBe(false)
})

test("an article's first HTML carries its title, description, canonical URL, social tags and Article JSON-LD", async ({
  request,
}) => {
  for (const article of [WITH_SOURCE, WITHOUT_IMAGE]) {
    const response = await request.get(`/blog/${article.slug}`)
    expect(response.status()).toBe(200)
    expect(response.headers()["cache-control"]).toBe("public, s-maxage=60, stale-while-revalidate=86400")
    const document = new JSDOM(await response.text()).window.document
    const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute("content")
    const url = `${siteUrl}/blog/${article.slug}`
    const image = article.featured_image
      ? `${siteUrl}${article.featured_image}`
      : `${siteUrl}${articleCardPath(article.slug, article.title)}`
    expect(document.title).toBe(`${article.title} | Syncreel`)
    expect(meta('name="description"')).toBe(article.meta_description)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url)
    expect({
      type: meta('property="og:type"'),
      title: meta('property="og:title"'),
      description: meta('property="og:description"'),
      url: meta('property="og:url"'),
      image: meta('property="og:image"'),
      siteName: meta('property="og:site_name"'),
      publishedTime: meta('property="article:published_time"'),
      twitterCard: meta('name="twitter:card"'),
    }).toEqual({
      type: "article",
      title: expect.stringContaining(article.title),
      description: article.meta_description,
      url,
      image,
      siteName: "Syncreel",
      publishedTime: article.published_at,
      twitterCard: "summary_large_image",
    })
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!))
    const organisation = expect.objectContaining({ "@type": "Organization", name: "Syncreel" })
    expect(jsonLd.flat()).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        headline: article.title,
        description: article.meta_description,
        image,
        datePublished: article.published_at,
        author: organisation,
        publisher: organisation,
      }),
    )
  }
})

test("a video in an article is full width and 675, 450 or 350 px tall as the window narrows", async ({ page }) => {
  await stubYouTube(page)
  await page.goto(`/blog/${WITH_VIDEO.slug}`)
  const video = page.getByRole("main").locator("iframe")
  await expect(video).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  for (const [width, height] of [
    [1280, 675],
    [900, 450],
    [700, 350],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await expect.poll(async () => (await video.boundingBox())?.height, `at ${width} px`).toBe(height)
    const body = await page.locator(".prose-article").boundingBox()
    expect((await video.boundingBox())!.width, `at ${width} px`).toBe(body!.width)
  }
})

test("hostile HTML stored in an article renders as harmless text: no script runs, no handler, form, style or foreign frame survives", async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 404/)
  await page.goto("/blog/hostile-html-fixture")
  const body = page.getByRole("main").locator(".prose-article")
  await expect(body.getByText("This paragraph is safe and should be shown.")).toBeVisible()
  await expect(body.getByText("Styled overlay text")).toBeVisible()
  await expect(body.locator("script, form, input, iframe, [style], [srcdoc]")).toHaveCount(0)
  await expect(body.locator('[href^="javascript:" i]')).toHaveCount(0)
  const handlers = await body.evaluate((root) =>
    [root, ...root.querySelectorAll("*")].flatMap((el) => el.getAttributeNames().filter((name) => name.startsWith("on"))),
  )
  expect(handlers).toEqual([])
  await body.getByText("A javascript link").click()
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined()
})

test("@mobile a client-side navigation to an article shows 'Loading article...' until its data arrives", async ({ page }) => {
  await stubYouTube(page)
  await page.goto("/blog")
  const data = await holdDataRequests(page)
  await card(page, WITH_VIDEO.title)
    .getByRole("link", { name: /Read Full Article/ })
    .click()
  await expect(page.getByRole("status")).toHaveText("Loading article...")
  // The router shows the status as the navigation starts; its data request reaches the route handler
  // in this process a moment later. Once it is held, the status must still be there.
  await expect.poll(() => data.waiting()).toBeGreaterThan(0)
  await expect(page.getByRole("status")).toHaveText("Loading article...")
  await data.release()
  await expect(page.getByRole("heading", { level: 1, name: WITH_VIDEO.title })).toBeVisible()
  await expect(page.getByText("Loading article...")).toHaveCount(0)
})

test("a client-side navigation back to the blog shows 'Loading articles...' until the list arrives", async ({ page }) => {
  await page.goto(`/blog/${WITH_SOURCE.slug}`)
  const data = await holdDataRequests(page)
  await page.getByRole("link", { name: "Back to Blog" }).first().click()
  await expect(page.getByRole("status")).toHaveText("Loading articles...")
  await data.release()
  await expect(page.getByRole("region", { name: "Latest articles" }).getByRole("heading", { level: 3 }).first()).toBeVisible()
  await expect(page.getByText("Loading articles...")).toHaveCount(0)
})
