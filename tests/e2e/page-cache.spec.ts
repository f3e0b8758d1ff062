// The page cache (decision 0016) as visitors and writers meet it: a blog page is rendered once and
// then served from memory; a publish through the signed API shows at once, on this server and on
// another server of the same PostgreSQL; a scheduled article appears at its time; and with the
// database stopped, the cached pages are still served.
import type { ArticleInput } from "#app/data/article.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { migrate, sqlArticles } from "#app/data/sql.server.ts"
import { type PostgresServer, startPostgres } from "../support/postgres-server.ts"
import { newSecret, signedPost } from "../support/signed-delivery.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { expect, test } from "./fixtures.ts"

const secret = newSecret()

const stored = (slug: string, title: string): ArticleInput => ({
  slug,
  title,
  meta_description: `${title}, a test article.`,
  featured_image: null,
  content_markdown: `${title} body`,
  content_html: `<p>${title} body</p>`,
  published_at: "2025-05-01T09:00:00.000Z",
  published_url: null,
})

async function deliver(server: ExtraServer, event: string, article: Record<string, unknown>) {
  const response = await fetch(`${server.url}/api/articles`, signedPost({ event, article }, { secret }))
  expect(response.status, await response.clone().text()).toBeLessThan(300)
  return (await response.json()) as { slug: string; status: string }
}

const words = (slug: string, title: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title,
  meta_description: `${title}, in short.`,
  content_markdown: `The story of ${title}, told in a paragraph.`,
  ...extra,
})

/** How often `server` has rendered `key` for its page cache, as far as its log has reached this process. */
const renders = (server: ExtraServer, key: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith(`page cache: rendered ${key} in`)).length

/**
 * How many requests for `pagePath` the server has logged. The log is written after the answer has
 * gone (server/request-log.ts batches it) and reaches this process by another pipe, so it can lag
 * the answer: a test reads `renders` once the requests it made are logged, since the server logs a
 * page's render before the request that made it.
 */
const requestsLogged = (server: ExtraServer, pagePath: string) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith(`GET ${pagePath} `)).length

const html = async (server: ExtraServer, pagePath: string) => {
  const response = await fetch(server.url + pagePath)
  return { status: response.status, text: await response.text() }
}

test.describe("on two servers over one PostgreSQL", () => {
  // One story on one database: each test reads what the ones before it wrote. Run in parallel
  // (fullyParallel), a test could land in another worker, whose beforeAll starts a fresh database
  // holding only "Already There".
  test.describe.configure({ mode: "serial" })
  let pg: PostgresServer
  const servers: ExtraServer[] = []
  test.beforeAll(async () => {
    // PostgreSQL's initdb and start, then two servers: ~10-30 s on the busy 2-core machine.
    test.setTimeout(60_000)
    pg = await startPostgres()
    const client = postgresClient(pg.url)
    const db = sqlArticles(client)
    try {
      await migrate(client)
      await db.publisher.apply("publish", stored("already-there", "Already There"))
    } finally {
      await db.close()
    }
    servers.push(
      ...(await Promise.all([
        startExtraServer({ DATABASE_URL: pg.url, PUBLISH_SECRET: secret }),
        startExtraServer({ DATABASE_URL: pg.url, PUBLISH_SECRET: secret }),
      ])),
    )
  })
  test.afterAll(() => {
    for (const server of servers.splice(0)) server.stop()
    pg?.stop()
  })

  test("a blog page asked for twice in the browser is rendered once", async ({ page }) => {
    const [server] = servers
    await page.goto(`${server!.url}/blog/already-there`)
    await expect(page.getByRole("heading", { level: 1, name: "Already There" })).toBeVisible()
    await page.reload()
    await expect(page.getByRole("heading", { level: 1, name: "Already There" })).toBeVisible()
    await expect.poll(() => requestsLogged(server!, "/blog/already-there")).toBe(2)
    expect(renders(server!, "/blog/already-there")).toBe(1)
  })

  test("a publish through one server's API shows at once on /blog and its page there, and on the other server", async ({
    page,
  }) => {
    const [first, second] = servers as [ExtraServer, ExtraServer]
    for (const server of servers) expect((await html(server, "/blog")).text).not.toContain("Published Through One")
    await expect.poll(() => requestsLogged(second, "/blog")).toBe(1)
    const before = renders(second, "/blog")

    await deliver(first, "publish", words("published-through-one", "Published Through One"))
    await page.goto(`${first.url}/blog`)
    await expect(page.getByRole("heading", { name: "Published Through One" })).toBeVisible()
    await page.goto(`${first.url}/blog/published-through-one`)
    await expect(page.getByRole("heading", { level: 1, name: "Published Through One" })).toBeVisible()
    // The other server hears the database's notification when the write commits.
    await expect.poll(async () => (await html(second, "/blog")).text, { timeout: 5_000 }).toContain("Published Through One")
    await expect.poll(() => renders(second, "/blog")).toBeGreaterThan(before)
  })

  test("an article scheduled 4 s ahead appears on both servers' cached /blog at its time", async () => {
    const at = new Date(Date.now() + 4_000)
    await deliver(servers[0]!, "schedule", words("scheduled-for-both", "Scheduled For Both", { published_at: at.toISOString() }))
    for (const server of servers) expect((await html(server, "/blog")).text).not.toContain("Scheduled For Both")
    for (const server of servers)
      await expect.poll(async () => (await html(server, "/blog")).text, { timeout: 15_000 }).toContain("Scheduled For Both")
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect((await html(servers[1]!, "/blog/scheduled-for-both")).status).toBe(200)
  })

  test("with PostgreSQL stopped, the cached pages are still served, the invalidated ones from their last good copy", async () => {
    const [first, second] = servers as [ExtraServer, ExtraServer]
    for (const pagePath of ["/blog", "/blog/already-there"]) expect((await html(second, pagePath)).status).toBe(200)
    await deliver(first, "update", { slug: "already-there", title: "Already There, Edited" })
    await expect
      .poll(async () => (await html(second, "/blog/already-there")).text, { timeout: 5_000 })
      .toContain("Already There, Edited")
    // /blog was made stale by the edit and not asked for since: its re-render fails, its copy is served.
    pg.halt()
    try {
      const blog = await html(second, "/blog")
      expect(blog.status).toBe(200)
      // The copy rendered after the publish of an earlier test: the newest this server kept.
      expect(blog.text).toContain("Published Through One")
      expect(blog.text).toContain("Scheduled For Both")
      // The page's words travel in its data script too (decision 0018): what a reader sees is the markup.
      expect(blog.text.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("No articles yet")
      const article = await html(second, "/blog/already-there")
      expect(article.status).toBe(200)
      expect(article.text).toContain("Already There, Edited")
    } finally {
      pg.resume()
    }
  })

  test("after the database comes back, a publish through one server shows on the other again", async () => {
    const [first, second] = servers as [ExtraServer, ExtraServer]
    await expect.poll(async () => (await html(second, "/blog")).status, { timeout: 20_000 }).toBe(200)
    await expect.poll(async () => (await fetch(`${first.url}/healthz`)).status).toBe(200)
    await expect
      .poll(
        async () => {
          const response = await fetch(
            `${first.url}/api/articles`,
            signedPost({ event: "publish", article: words("after-the-outage", "After The Outage") }, { secret }),
          )
          return response.status
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(300)
    await expect.poll(async () => (await html(second, "/blog")).text, { timeout: 25_000 }).toContain("After The Outage")
  })
})
