// Issue 26, item 5 in a browser: the article page shows what was sent. An article sent as HTML
// only, with its image's alt, an author, a FAQ and a canonical URL elsewhere, through the one
// writer; and a row another tool stored with Markdown and no HTML. Decision 0032.
import { rmSync } from "node:fs"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { freshDatabase } from "../support/db-template.ts"
import { expect, test } from "./fixtures.ts"

const IMAGE = "/media/blog/ai-music-videos-for-labels-and-agencies.webp"
const ALT = "A singer lip-syncing in a neon-lit studio"
const FAQ = [
  { question: "Is it free to start?", answer: "Yes.\nYour first videos are free." },
  { question: "Can I <b>export</b> vertical video?", answer: "Yes: 9:16, 1:1 and 16:9." },
]

let dataDir: string
let server: ExtraServer

// Its server is started once a project, not once a worker (fullyParallel in playwright.config.ts).
test.describe.configure({ mode: "default" })

test.beforeAll(async () => {
  // Its own server: a copy of the run's database and a server start, ~3-15 s on the busy 2-core machine.
  test.setTimeout(60_000)
  dataDir = await freshDatabase({ seeded: false })
  const db = await openPglite(dataDir)
  await db.publisher.apply("publish", {
    slug: "sent-as-html",
    title: "Sent as HTML",
    meta_description: "An article a service sent as HTML only.",
    featured_image: { url: IMAGE, alt: ALT },
    content_html: `<p>${"word ".repeat(449).trim()}</p><p>Last words.</p>`,
    published_at: new Date(Date.now() - 86_400_000).toISOString(),
    canonical_url: "https://elsewhere.example/blog/original",
    social_title: "Share this one",
    author_name: "Ada Lovelace",
    faq: FAQ,
  })
  await db.client.query(
    `insert into articles (slug, title, content_markdown, content_html, published_at)
     values ('markdown-only', 'Markdown only', $1, '', now() - interval '2 days')`,
    ["## Written elsewhere\n\nA body in *Markdown*, <script>window.owned = 1</script> stored with no HTML."],
  )
  await db.close()
  server = await startExtraServer({ DATABASE_DRIVER: "pglite", DATA_DIR: dataDir })
})

test.afterAll(() => {
  server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test("an HTML-only article shows its image's alt, its reading time, its author and its FAQ, with canonical and FAQPage in its head", async ({
  page,
}) => {
  const response = await page.goto(`${server.url}/blog/sent-as-html`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("img", { name: ALT })).toBeVisible()
  await expect(page.locator("article header")).toContainText("3 min read")
  await expect(page.locator("article header")).toContainText("By Ada Lovelace")
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible()
  await expect(page.getByText("Can I <b>export</b> vertical video?")).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://elsewhere.example/blog/original")
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Share this one")
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null") as Record<string, unknown>))
  expect(data.find((d) => d["@type"] === "Article")?.author).toEqual({ "@type": "Person", name: "Ada Lovelace" })
  expect(data.find((d) => d["@type"] === "FAQPage")?.mainEntity).toHaveLength(2)
})

test("its card on /blog shows the same alt and reading time", async ({ page }) => {
  await page.goto(`${server.url}/blog`)
  const card = page.locator("article", { hasText: "Sent as HTML" })
  await expect(card.getByRole("img", { name: ALT })).toBeVisible()
  await expect(card).toContainText("3 min read")
})

test("a row stored with Markdown and no HTML shows its body, rendered and sanitised", async ({ page }) => {
  await page.goto(`${server.url}/blog/markdown-only`)
  await expect(page.getByRole("heading", { level: 2, name: "Written elsewhere" })).toBeVisible()
  await expect(page.locator(".prose-article em")).toHaveText("Markdown")
  expect(await page.evaluate(() => (window as { owned?: number }).owned)).toBeUndefined()
})
