import type { Page } from "@playwright/test"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { WIDE, expectNoViolationsAtBothWidths } from "./axe.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { EXTRA_RARE_TAG, EXTRA_TAG, extraArticles } from "./extra-articles.ts"
import { htmlProblems } from "../support/page-head.ts"
import { expect, test } from "./fixtures.ts"
import { publishedArticles } from "./seed-articles.ts"

// A blog of three pages: the seeded articles, then 20 older ones (tests/e2e/extra-articles.ts).
const EXTRA = 20
const titles = [...publishedArticles.map((a) => a.title), ...extraArticles(EXTRA).map((a) => a.title)]
const pages = Math.ceil(titles.length / 12)
const siteUrl = parseSiteEnv(process.env).siteUrl

// Its server is started once a project, not once a worker (fullyParallel in playwright.config.ts).
test.describe.configure({ mode: "default" })

let server: ExtraServer
test.beforeAll(async () => {
  // Its own server, and the first in a run also seeds this database's template (~5-25 s on the busy 2-core machine).
  test.setTimeout(45_000)
  server = await startExtraServer({ E2E_EXTRA_ARTICLES: String(EXTRA) })
})
test.afterAll(() => server?.stop())

const listed = (page: Page) => page.getByRole("region", { name: "Latest articles" }).getByRole("heading", { level: 3 })
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" })

test("@mobile /blog shows the newest twelve; page 2 the next twelve and page 3 the rest, each reached by its number", async ({
  page,
}) => {
  expect(pages).toBe(3)
  await page.goto(`${server.url}/blog`)
  await expect(listed(page)).toHaveText(titles.slice(0, 12))
  const nav = pagination(page)
  await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page")
  await expect(nav.getByRole("link", { name: /^Previous/ })).toHaveCount(0)
  // The fixed guides stay on the first page.
  await expect(page.getByRole("region", { name: "Guides and comparisons" })).toBeVisible()

  await nav.getByRole("link", { name: "Page 2", exact: true }).click()
  // The click navigates in the page: the address changes once page 2's data has arrived. (It used to
  // miss the link now and then: the cards above it took their real heights only as they neared the
  // viewport, after the click had aimed. See app/components/blog/article-card.tsx.)
  await expect(page).toHaveURL(`${server.url}/blog/page/2`)
  await expect(listed(page)).toHaveText(titles.slice(12, 24))
  await expect(pagination(page).getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page")

  const third = await page.goto(`${server.url}/blog/page/3`)
  expect(third?.status()).toBe(200)
  await expect(listed(page)).toHaveText(titles.slice(24))
  await expect(pagination(page).getByRole("link", { name: /^Next/ })).toHaveCount(0)
  await expect(pagination(page).getByRole("link", { name: "Previous page, page 2" })).toHaveAttribute("href", "/blog/page/2")
})

test("each page of the blog has its own title, canonical address and description", async ({ page }) => {
  await page.goto(`${server.url}/blog/page/2`)
  await expect(page).toHaveTitle(`AI Music Video Blog: Guides, Tips and News — page 2 of ${pages} | Syncreel`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/blog/page/2`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(` — page 2 of ${pages}$`))
  await expect(page.getByText(`Page 2 of ${pages}`, { exact: true })).toBeVisible()
  await page.goto(`${server.url}/blog`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/blog`)
  await expect(page).toHaveTitle("AI Music Video Blog: Guides, Tips and News | Syncreel")
})

test("a page past the end, page 0 and a page that is not a number answer 404; /blog/page/1 redirects to /blog", async ({
  page,
  request,
  guard,
}) => {
  guard.allowConsoleError(/status of 404/)
  for (const path of [`/blog/page/${pages + 1}`, "/blog/page/0", "/blog/page/x", "/blog/page/02", `/blog/tag/no-such-tag`])
    expect((await request.get(`${server.url}${path}`)).status(), path).toBe(404)
  const first = await request.get(`${server.url}/blog/page/1`, { maxRedirects: 0 })
  expect(first.status()).toBe(308)
  expect(first.headers().location).toBe("/blog")
  const response = await page.goto(`${server.url}/blog/page/${pages + 1}`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { name: "Scene Not Found" })).toBeVisible()
})

test("@mobile the pagination works from the keyboard: Tab reaches each page in order, Enter follows it", async ({ page }) => {
  await page.goto(`${server.url}/blog/page/2`)
  const nav = pagination(page)
  // From the last card's link, the next stops are the pagination's links in reading order.
  await page
    .getByRole("link", { name: /Read Full Article/ })
    .last()
    .focus()
  for (const name of ["Previous page, page 1", "Page 1", "Page 2", "Page 3", "Next page, page 3"]) {
    await page.keyboard.press("Tab")
    await expect(nav.getByRole("link", { name, exact: true })).toBeFocused()
  }
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(`${server.url}/blog/page/3`)
  await expect(listed(page)).toHaveText(titles.slice(24))
})

test("a client-side navigation to another page of the blog shows 'Loading articles...' until its list arrives", async ({
  page,
}) => {
  await page.goto(`${server.url}/blog`)
  let open = false
  const held: { continue: () => Promise<void> }[] = []
  await page.route(/\.data(\?|$)/, (route) => (open ? route.continue() : void held.push(route)))
  await pagination(page).getByRole("link", { name: "Page 2", exact: true }).click()
  // The navigation starts once the router knows page 2's route (it may ask the server for it): on
  // the busy 2-core machine that passed 5 s in a clean-clone run, as with the address above.
  await expect(page.getByRole("status")).toHaveText("Loading articles...", { timeout: 15_000 })
  open = true
  await Promise.all(held.map((route) => route.continue()))
  await expect(listed(page)).toHaveText(titles.slice(12, 24))
  await expect(page.getByText("Loading articles...")).toHaveCount(0)
})

test("@mobile a tag's page lists the articles carrying it, paged the same way", async ({ page }) => {
  const tagged = extraArticles(EXTRA).filter((a) => a.tags.includes(EXTRA_RARE_TAG))
  const response = await page.goto(`${server.url}/blog/tag/${encodeURIComponent(EXTRA_RARE_TAG)}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles tagged “${EXTRA_RARE_TAG}”`)
  await expect(listed(page)).toHaveText(tagged.map((a) => a.title))
  await expect(pagination(page)).toHaveCount(0)

  await page.goto(`${server.url}/blog/tag/${EXTRA_TAG}/page/2`)
  await expect(listed(page)).toHaveText(
    extraArticles(EXTRA)
      .slice(12)
      .map((a) => a.title),
  )
  await expect(page).toHaveTitle(`Articles tagged “${EXTRA_TAG}” — page 2 of 2 | Syncreel`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/blog/tag/${EXTRA_TAG}/page/2`)
})

test("@mobile an article shows its tags, each leading to its tag's list, and ends with three related articles as cards", async ({
  page,
}) => {
  const [first, ...rest] = extraArticles(EXTRA)
  // Articles sharing both tags come first (newest first), then those sharing one.
  const bothTags = rest.filter((a) => a.tags.includes(EXTRA_RARE_TAG)).map((a) => a.title)
  await page.goto(`${server.url}/blog/${first!.slug}`)
  const tags = page.getByRole("list", { name: "Tags" })
  await expect(tags.getByRole("link")).toHaveText(first!.tags.map((t) => `Tag: ${t}`))
  const related = page.getByRole("region", { name: "Related articles" })
  await expect(related.getByRole("article")).toHaveCount(3)
  await expect(related.getByRole("heading", { level: 3 })).toHaveText(bothTags.slice(0, 3))
  await expect(related.getByRole("link", { name: /Read Full Article/ }).first()).toHaveAttribute(
    "href",
    `/blog/${rest.find((a) => a.title === bothTags[0])!.slug}`,
  )

  await tags.getByRole("link", { name: `Tag: ${EXTRA_RARE_TAG}` }).click()
  await expect(page).toHaveURL(`${server.url}/blog/tag/${encodeURIComponent(EXTRA_RARE_TAG)}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles tagged “${EXTRA_RARE_TAG}”`)
})

test("a seeded article's related reading puts the articles sharing its tags before newer ones", async ({ page }) => {
  // The labels article shares "workflow" with two seeded articles; newer ones share nothing.
  await page.goto(`${server.url}/blog/ai-music-videos-for-labels-and-agencies`)
  const related = page.getByRole("region", { name: "Related articles" }).getByRole("heading", { level: 3 })
  const sharing = publishedArticles
    .filter((a) => a.slug !== "ai-music-videos-for-labels-and-agencies" && a.tags.includes("workflow"))
    .map((a) => a.title)
  expect(sharing.length).toBeGreaterThanOrEqual(2)
  await expect(related).toHaveText(
    [...sharing, ...publishedArticles.filter((a) => !a.tags.includes("workflow")).map((a) => a.title)].slice(0, 3),
  )
})

// The blog's lists with their pagination: the main server's seed fills one page, so the template
// scans of tests/e2e/a11y.spec.ts see no pagination (tests/e2e/site-pages.ts). A tag's first and
// later page, and a middle page of the blog, with links both ways. An article here is the template
// a11y.spec.ts scans already. Not @mobile: one load scans both widths.
// Their first HTML is validated too, as every other page's is (tests/e2e/seo.spec.ts).
for (const path of ["/blog/page/2", `/blog/tag/${EXTRA_TAG}`, `/blog/tag/${EXTRA_TAG}/page/2`]) {
  test(`${path} is valid HTML, and axe finds no WCAG 2.2 A/AA violation on it at both widths`, async ({ page }) => {
    await page.setViewportSize(WIDE)
    const response = await page.goto(`${server.url}${path}`)
    expect(response?.status()).toBe(200)
    expect(await htmlProblems(await response!.text()), `${path}: html-validate`).toEqual([])
    await expectNoViolationsAtBothWidths(page)
  })
}
