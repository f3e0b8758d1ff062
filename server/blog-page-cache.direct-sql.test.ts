import { afterAll, beforeAll, expect, test, vi } from "vitest"
import { startPostgres, type PostgresServer } from "../tests/support/postgres-server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { migrate, type SqlClient } from "#app/data/sql.server.ts"
import type { createApp } from "./app.ts"
import { builtApp } from "../tests/support/built-app.ts"

// PostgreSQL: a row written straight into the table by SQL (a console, an import), past the site's
// writer. Migration 0007's trigger notifies the channel the server listens to, so the cached /blog
// is rendered again at once, where before it waited for the page's ten-minute revalidation.

let server: PostgresServer
let other: SqlClient
let app: ReturnType<typeof createApp>
const lines: string[] = []

beforeAll(async () => {
  server = await startPostgres()
  other = postgresClient(server.url)
  await migrate(other)
  await other.query(
    `insert into articles (slug, title, content_markdown, content_html, published_at)
     values ('already-there', 'Already There', 'Body.', '<p>Body.</p>', now() - interval '1 day')`,
  )
  process.env.DATABASE_DRIVER = "postgres"
  process.env.DATABASE_URL = server.url
  app = (await builtApp({ log: (line) => lines.push(line) })).app
}, 180_000)

afterAll(async () => {
  await other?.close()
  server?.stop()
})

const blog = async () => (await app.request("/blog")).text()

test("on PostgreSQL, rows inserted, edited and deleted by SQL reach the cached /blog within seconds, not ten minutes", async () => {
  expect(await blog()).toContain("Already There")
  expect(await blog(), "served from the cache").toContain("Already There")
  await other.query(
    `insert into articles (slug, title, content_markdown, content_html, published_at)
     values ('written-by-sql', 'Written By SQL', 'Body.', '<p>Body.</p>', now() - interval '1 minute')`,
  )
  await vi.waitFor(async () => expect(await blog()).toContain("Written By SQL"), { timeout: 20_000, interval: 200 })
  expect(lines.some((l) => l.includes("articles were changed straight in the database"))).toBe(true)
  await other.query("update articles set title = 'Edited By SQL' where slug = 'written-by-sql'")
  await vi.waitFor(async () => expect(await blog()).toContain("Edited By SQL"), { timeout: 20_000, interval: 200 })
  await other.query("delete from articles where slug = 'already-there'")
  await vi.waitFor(async () => expect(await blog()).not.toContain("Already There"), { timeout: 20_000, interval: 200 })
}, 90_000)
