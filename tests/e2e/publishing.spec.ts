// The publishing side as a service and a marketing team use it: articles pushed through the signed
// API on the real server and its embedded database, scheduled, previewed and taken down, with no
// restart.
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { expect, test } from "./fixtures.ts"
import { newSecret, signedGet, signedPost } from "../support/signed-delivery.ts"

const secret = newSecret()
let server: ExtraServer

// Its server is started once a project, not once a worker (fullyParallel in playwright.config.ts).
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  // Its own server: a copy of the run's database and a server start, ~3-15 s on the busy 2-core machine.
  test.setTimeout(30_000)
  server = await startExtraServer({ E2E_DB: "empty", PUBLISH_SECRET: secret })
})
test.afterAll(() => server?.stop())

function article(slug: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    title,
    meta_description: `${title}, in short.`,
    content_markdown: `The story of ${title}, told in a paragraph.`,
    ...extra,
  }
}

async function deliver(event: string, body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/articles`, signedPost({ event, article: body }, { secret }))
  return {
    status: response.status,
    body: (await response.json()) as { slug: string; status: string; url: string; error?: string },
  }
}

/** The answer's URL on the server under test (the build's SITE_URL is another origin). */
const onServer = (url: string) => server.url + new URL(url).pathname + new URL(url).search

test("an article scheduled 5 s ahead appears on the blog, at its page and in the sitemap, without a restart", async ({
  page,
  guard,
}) => {
  // Before its time the page is a 404, which the browser logs.
  guard.allowConsoleError(/status of 404/)
  const at = new Date(Date.now() + 5_000)
  const scheduled = await deliver("schedule", article("scheduled-soon", "Scheduled soon", { published_at: at.toISOString() }))
  expect(scheduled.status).toBe(201)
  expect(scheduled.body).toMatchObject({ slug: "scheduled-soon", status: "scheduled", url: expect.stringContaining("?preview=") })
  expect((await page.goto(`${server.url}/blog/scheduled-soon`))?.status()).toBe(404)

  await expect
    .poll(async () => (await fetch(`${server.url}/blog/scheduled-soon`)).status, { timeout: 30_000, intervals: [500] })
    .toBe(200)
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
  await page.goto(`${server.url}/blog`)
  await expect(page.getByRole("heading", { name: "Scheduled soon" })).toBeVisible()
  await page.goto(`${server.url}/blog/scheduled-soon`)
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled soon" })).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: "Preview" })).toHaveCount(0)
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
  expect(sitemap).toContain("/blog/scheduled-soon</loc>")

  const stored = await fetch(`${server.url}/api/articles/scheduled-soon`, signedGet({ secret }))
  expect(await stored.json()).toMatchObject({ slug: "scheduled-soon", status: "published" })
})

test("a draft's preview link shows the real page with the preview bar, noindex and private", async ({ page }) => {
  const draft = await deliver("draft", article("secret-draft", "A secret draft"))
  expect(draft.body.status).toBe("draft")
  expect((await fetch(`${server.url}/blog/secret-draft`)).status).toBe(404)

  const response = await page.goto(onServer(draft.body.url))
  expect(response?.status()).toBe(200)
  expect(response?.headers()["cache-control"]).toBe("private, no-store")
  await expect(page.getByRole("status")).toContainText("Preview: not published")
  await expect(page.getByRole("heading", { level: 1, name: "A secret draft" })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")

  await page.goto(`${server.url}/blog`)
  await expect(page.getByRole("heading", { name: "A secret draft" })).toHaveCount(0)
  expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("secret-draft")
  expect(await (await fetch(`${server.url}/blog/rss.xml`)).text()).not.toContain("secret-draft")
})

test("unpublishing a live article makes its page 404, and the blog no longer lists it", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  const live = await deliver("publish", article("going-away", "Going away"))
  expect(live.body).toMatchObject({ status: "published", url: expect.stringMatching(/\/blog\/going-away$/) })
  expect((await page.goto(`${server.url}/blog/going-away`))?.status()).toBe(200)

  const down = await deliver("unpublish", { slug: "going-away" })
  expect(down.body.status).toBe("draft")
  expect((await page.goto(`${server.url}/blog/going-away`))?.status()).toBe(404)
  await page.goto(`${server.url}/blog`)
  await expect(page.getByRole("heading", { name: "Going away" })).toHaveCount(0)
})
