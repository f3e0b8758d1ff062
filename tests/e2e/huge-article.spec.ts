// A stored article far longer than any writer of this site accepts, as a table written by another
// tool can hold: rendering it must not stall the server for everyone else (issue 14). Its own
// server, with an embedded database holding that one row.
import { rmSync } from "node:fs"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { type ExtraServer, startExtraServer } from "./blog-server.ts"
import { freshDatabase } from "../support/db-template.ts"
import { expect, test } from "./fixtures.ts"

const SLUG = "four-megabytes-of-song"
const paragraph = (i: number) =>
  `<p>Verse ${i}: the chorus comes back <a href="https://example.com/v/${i}">louder</a>, <em>again</em>, and again.</p>\n`

let dataDir: string
let server: ExtraServer

test.beforeAll(async () => {
  // Its own server: a copy of the run's database and a server start, ~3-15 s on the busy 2-core machine.
  test.setTimeout(30_000)
  dataDir = await freshDatabase({ seeded: false })
  let html = ""
  for (let i = 1; html.length < 4 * 1024 * 1024; i++) html += paragraph(i)
  html += `<img src="/x.png" onerror="alert(1)"><script>alert(2)</script><p id="the-end">The end.</p>`
  // Written straight into the table, as another tool would: the site's own writers refuse a body this long.
  const db = await openPglite(dataDir)
  await db.client.query(
    `insert into articles (slug, title, meta_description, content_markdown, content_html, published_at)
     values ($1, $2, $3, $4, $5, now() - interval '1 day')`,
    [SLUG, "Four Megabytes Of Song", "A very long article.", "A very long article.", html],
  )
  await db.close()
  server = await startExtraServer({ DATABASE_DRIVER: "pglite", DATA_DIR: dataDir })
})

test.afterAll(() => {
  server?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test("while a 4 MB stored article renders, the health check keeps answering, and the article arrives whole and clean", async () => {
  // The worker renders and sanitises 4 MB, then the page is rendered: 10.4 s in a clean-clone CI
  // run on the 2-core machine.
  test.setTimeout(30_000)
  // The database opens on the first blog request: open it first, so what follows measures the article alone.
  expect((await fetch(`${server.url}/blog`)).status).toBe(200)

  let done = false
  const article = fetch(`${server.url}/blog/${SLUG}`).then(async (response) => ({
    status: response.status,
    html: await response.text(),
  }))
  void article.finally(() => (done = true))

  // Health checks one after another until the article has arrived. Sanitising the body takes seconds
  // in a worker thread (app/lib/sanitize-off-thread.server.ts); were it on the event loop, the checks
  // would wait for all of it, and only the few asked before or after it would be answered meanwhile.
  // How long each check waits is not asserted: on a busy machine the server's own part of the render
  // (React and the page cache, over 4 MB) holds the loop for a time that grows with the machine's load.
  let answered = 0
  while (!done) {
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    if (!done) answered++
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const { status, html } = await article
  expect(answered).toBeGreaterThan(20)

  expect(status).toBe(200)
  expect(html).toContain("Four Megabytes Of Song")
  expect(html).toContain('<p id="the-end">The end.</p>')
  expect(html).not.toMatch(/onerror|<script>alert/)
})
