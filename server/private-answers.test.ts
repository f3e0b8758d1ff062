// What the server gives away that it should not (issue 24): a draft's words in the log when its
// write fails, the publishing API's existence when publishing is off, a preview's secret link in
// the Referer header, and a missing article kept in a CDN for a day.
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { formatWithOptions } from "node:util"
import type { ServerBuild } from "react-router"
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import type { Publisher } from "#app/data/publish.server.ts"
import { sqlArticles } from "#app/data/sql.server.ts"
import { previewUrl } from "#app/lib/preview-link.server.ts"
import { startFakePostgrest } from "../tests/support/fake-postgrest.ts"
import { recordingPublisher, sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, signedPost } from "../tests/support/signed-delivery.ts"
import { createApp } from "./app.ts"
import { migratedPglite } from "../tests/support/migrated-pglite.ts"

const SITE = "https://www.syncreel.example"
const loadBuild = async () => (await import(path.resolve("build/server/index.js"))) as ServerBuild

/** Words that appear in the draft's body and nowhere else. */
const SECRET_WORDS = "the unannounced partnership with Aurora Records"
const draft = {
  slug: "next-big-thing",
  title: "Coming soon",
  meta_description: "Not yet",
  content_markdown: `We can finally tell you about ${SECRET_WORDS}.`,
}

async function site(publisher: Publisher | null) {
  const app = createApp({
    build: await loadBuild(),
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    siteUrl: SITE,
    publishing: publisher ? { secret: TEST_SECRET, publisher: async () => publisher, errors: sourceWriterErrors } : undefined,
    log: () => {},
  })
  return (url: string, init?: RequestInit) => app.request(url, init)
}

// The published articles the site reads are none: a stand-in Supabase with an empty table.
let published: Awaited<ReturnType<typeof startFakePostgrest>>
beforeAll(async () => {
  published = await startFakePostgrest([])
  Object.assign(process.env, { DATABASE_DRIVER: "supabase", SUPABASE_URL: `${published.url}/ok`, SUPABASE_ANON_KEY: "anon" })
})
afterAll(() => published.close())
afterEach(() => vi.restoreAllMocks())

test("with publishing off, every method on /api/ answers 404, so nothing says the API is there", async () => {
  const request = await site(null)
  const tries: [string, string][] = [
    ["PUT", "/api/articles"],
    ["DELETE", "/api/articles"],
    ["PATCH", "/api/articles/a-story"],
    ["POST", "/api/articles"],
    ["GET", "/api/articles"],
    ["GET", "/api/anything"],
    ["OPTIONS", "/api/anything"],
    ["GET", "/api"],
    // The method check reads the decoded path: an encoded one is the same path.
    ["PUT", "/%61pi/articles"],
  ]
  for (const [method, target] of tries) {
    const answer = await request(target, { method })
    expect(answer.status, `${method} ${target}`).toBe(404)
    expect(answer.headers.get("Allow"), `${method} ${target}`).toBeNull()
    expect(answer.headers.get("Cache-Control"), `${method} ${target}`).toBe("no-store")
  }
})

test("a missing article is kept by a CDN for a minute, not served stale for a day, so a slug published meanwhile shows soon", async () => {
  const request = await site(null)
  for (const target of ["/blog/no-such-article", "/it/blog/nessun-articolo", "/blog/tag/no-such-tag", "/blog/page/99"]) {
    const answer = await request(target)
    expect(answer.status, target).toBe(404)
    expect(answer.headers.get("Cache-Control"), target).toBe("public, max-age=0, s-maxage=60")
  }
})

test("a preview asks the browser to send no referrer, so its secret link reaches no one else", async () => {
  const { publisher } = recordingPublisher()
  await publisher.apply("draft", draft)
  const request = await site(publisher)
  const page = await request(previewUrl(draft.slug, TEST_SECRET))
  expect(page.status).toBe(200)
  expect(page.headers.get("Referrer-Policy")).toBe("no-referrer")
  expect(await page.text()).toContain('<meta name="referrer" content="no-referrer"/>')
  // Every other page keeps the site's policy.
  expect((await request("/blog/no-such-article")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin")
})

describe("a write the database refuses", () => {
  let db: ReturnType<typeof sqlArticles>
  beforeAll(async () => {
    const client = pgliteClient(await migratedPglite())
    // What a full disk does to the write, with PostgreSQL's own code for it.
    await client.exec(`
      create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/5/16384": No space left on device' using errcode = '53100'; end $$;
      create trigger refuse_write before insert or update on articles for each row execute function refuse_write();
    `)
    db = sqlArticles(client)
  }, 120_000)
  afterAll(() => db?.close())

  test("is logged with the slug, the error's message and code, and none of the article's words", async () => {
    const logged: string[] = []
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void logged.push(formatWithOptions({}, ...args)))
    const request = await site(db.publisher)
    const answer = await request("/api/articles", signedPost({ event: "draft", article: draft }))
    expect(answer.status).toBe(500)
    const log = logged.join("\n")
    expect(log).toContain(draft.slug)
    expect(log).toContain("No space left on device")
    expect(log).toContain("53100")
    expect(log).not.toContain(SECRET_WORDS)
    expect(log).not.toContain(draft.title)
  })
})
