import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { openPgliteServer } from "#app/data/drivers/pglite.server.ts"
import { runArticlesCli } from "./articles.ts"

const dir = mkdtempSync(path.join(tmpdir(), "articles-cli-"))
const dataDir = path.join(dir, "data")
const env = { DATA_DIR: dataDir }

function file(name: string, text: string) {
  const p = path.join(dir, name)
  writeFileSync(p, text)
  return p
}

async function cli(...args: string[]) {
  const log: string[] = []
  const error: string[] = []
  const code = await runArticlesCli(args, env, { log: (l) => log.push(l), error: (l) => error.push(l) })
  return { code, out: log.join("\n"), err: error.join("\n") }
}

const good = file(
  "first-steps.md",
  `---\ntitle: First steps\nmeta_description: Getting started.\npublished_url: https://example.com/first\n---\n\n# Hi\n\n<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>\n<script>alert(1)</script>\n`,
)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("articles CLI on the embedded database", () => {
  beforeAll(async () => {
    // Creates the database (and seeds it) once; PGlite's first start is slow on a busy machine.
    expect((await cli("list")).code).toBe(0)
  }, 180_000)

  test("publishes a file, slug from its name, and lists it as published", async () => {
    const published = await cli("publish", good)
    expect(published).toMatchObject({ code: 0, err: "" })
    expect(published.out).toMatch(/published first-steps/)
    const listed = await cli("list")
    expect(listed.out).toMatch(/first-steps\s+First steps\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+published/)
    expect(listed.out).toMatch(/behind-the-scenes-of-our-render-pipeline.*scheduled/)
  }, 60_000)

  test("publishing again updates by slug; unpublish removes", async () => {
    await cli("publish", file("again.md", "---\ntitle: Again\nslug: first-steps\npublished_at: ''\n---\nNew body\n"))
    expect((await cli("list")).out).toMatch(/first-steps\s+Again/)
    expect(await cli("unpublish", "first-steps")).toMatchObject({ code: 0 })
    expect((await cli("list")).out).not.toMatch(/first-steps/)
    expect(await cli("unpublish", "first-steps")).toMatchObject({ code: 1, err: 'no article with slug "first-steps"' })
  }, 60_000)

  test.each([
    ["no title", "---\nmeta_description: x\n---\nBody\n", /title is required/],
    ["an invalid date", "---\ntitle: T\npublished_at: next tuesday\n---\nBody\n", /published_at "next tuesday" is not a valid date/],
    ["an invalid slug", "---\ntitle: T\nslug: Not A Slug!\n---\nBody\n", /invalid slug "Not A Slug!"/],
    ["no frontmatter", "Just text\n", /missing YAML frontmatter/],
    ["a javascript: source link", "---\ntitle: T\npublished_url: javascript:alert(1)\n---\nBody\n", /published_url must be an http\(s\) URL/],
  ])("rejects a file with %s and changes nothing", async (_, text, message) => {
    const before = (await cli("list")).out
    const result = await cli("publish", file("bad.md", text))
    expect(result.code).toBe(1)
    expect(result.err).toMatch(message)
    expect((await cli("list")).out).toBe(before)
  }, 60_000)

  test("explains usage and missing files", async () => {
    expect((await cli("publish")).code).toBe(2)
    expect((await cli("publish", path.join(dir, "missing.md"))).err).toMatch(/no such file/)
  })

  test("publishes through a running server that holds the database, which serves it at once", async () => {
    const server = await openPgliteServer(dataDir, async () => {})
    try {
      const published = await cli("publish", good)
      expect(published.out).toMatch(/via the running server/)
      expect((await server.getPublished("first-steps"))?.content_html).toMatch(/<iframe[^>]+youtube\.com\/embed\/aqz-KE-bpKQ/)
      expect((await server.getPublished("first-steps"))?.content_html).not.toMatch(/script/)
    } finally {
      await server.close()
    }
    // The server let go: the CLI opens the database itself again.
    expect((await cli("list")).out).toMatch(/first-steps/)
  }, 120_000)
})

test("the supabase driver is read-only for the CLI", async () => {
  const result = await runArticlesCli(["list"], { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: "k" }, { log: () => {}, error: (l) => expect(l).toMatch(/cannot write: set DATABASE_URL/) })
  expect(result).toBe(1)
})
