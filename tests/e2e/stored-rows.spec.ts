// A row is data, not code: rows written straight into the table by another tool,
// past the CLI's checks, still render as articles.
import { rmSync } from "node:fs"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { articleCardPath } from "#app/lib/social-card-path.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { freshDatabase } from "../support/db-template.ts"
import { expect, test } from "./fixtures.ts"

const siteUrl = parseSiteEnv(process.env).siteUrl

const rows = [
  { slug: "an-image-on-a-script-host", title: "An image on a script host", image: "http://www.<script>alert(1)</script .com" },
  { slug: "an-image-on-a-spaced-host", title: "An image on a spaced host", image: "https://a b/x.png" },
  { slug: "an-image-on-another-site", title: "An image on another site", image: "//evil.example/x.png" },
]

let dataDir: string
let server: ExtraServer

// Its server is started once a project, not once a worker (fullyParallel in playwright.config.ts).
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  // Its own server: a copy of the run's database and a server start, ~3-15 s on the busy 2-core machine.
  test.setTimeout(30_000)
  dataDir = await freshDatabase({ seeded: false })
  const db = await openPglite(dataDir)
  for (const row of rows) {
    await db.client.query(
      `insert into articles (slug, title, meta_description, featured_image, content_markdown, content_html, published_at)
       values ($1, $2, 'Written by another tool.', $3, 'A body.', '<p>A body.</p>', now() - interval '1 day')`,
      [row.slug, row.title, row.image],
    )
  }
  await db.close()
  server = await startExtraServer({ DATABASE_DRIVER: "pglite", DATA_DIR: dataDir })
})

test.afterAll(() => {
  server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

for (const row of rows) {
  test(`an article stored with the featured image ${JSON.stringify(row.image)} renders, with its own social card and no broken image`, async ({
    page,
  }) => {
    const response = await page.goto(`${server.url}/blog/${row.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: row.title })).toBeVisible()
    await expect(page.getByText("A body.")).toBeVisible()
    await expect(page.locator("article img")).toHaveCount(0)
    const fallback = new URL(articleCardPath(row.slug, row.title), `${siteUrl}/`).href
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", fallback)
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", fallback)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!) as {
      image?: string
    }
    expect(jsonLd.image).toBe(fallback)
    expect(server.errors()).not.toMatch(/Invalid URL/)
  })
}

test("the blog lists the rows written by another tool, their cards without an image", async ({ page }) => {
  expect((await page.goto(`${server.url}/blog`))?.status()).toBe(200)
  for (const row of rows) {
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: row.title, exact: true }) })
    await expect(card).toBeVisible()
    await expect(card.locator("img")).toHaveCount(0)
  }
})
