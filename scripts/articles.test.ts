import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import type { ArticleInput } from "#app/data/article.ts"
import { openPglite, openPgliteServer, ownerFile } from "#app/data/drivers/pglite.server.ts"
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

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = ""
  for await (const chunk of req) text += chunk
  return text
}

/**
 * A server process holding the database whose answer to a write never comes: it takes the
 * request, does `write` (or not), and its connection drops. `dies` kills the process then,
 * as a crash would; otherwise it lives on but answers nothing more.
 */
async function serverThatDropsTheWrite(write: (article: ArticleInput) => Promise<void>, dies: boolean) {
  const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" })
  const exited = new Promise((resolve) => holder.once("exit", resolve))
  const drop = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "PUT") await write(JSON.parse(await bodyOf(req)) as ArticleInput)
    if (dies) {
      holder.kill("SIGKILL")
      await exited
    }
    res.socket?.destroy()
  }
  const endpoint: Server = createServer((req, res) => {
    drop(req, res).catch((error: unknown) => {
      console.error("the stand-in server failed:", error)
      res.socket?.destroy()
    })
  })
  await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve))
  const port = (endpoint.address() as AddressInfo).port
  // What a running server advertises in owner.json (docs/decisions/0008).
  writeFileSync(ownerFile(dataDir), JSON.stringify({ pid: holder.pid, role: "server", port, token: "t" }), { mode: 0o600 })
  return async () => {
    endpoint.closeAllConnections()
    await new Promise((resolve) => endpoint.close(resolve))
    holder.kill("SIGKILL")
    await exited
    rmSync(ownerFile(dataDir), { force: true })
  }
}

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
    [
      "an invalid date",
      "---\ntitle: T\npublished_at: next tuesday\n---\nBody\n",
      /published_at "next tuesday" is not a valid date/,
    ],
    ["an invalid slug", "---\ntitle: T\nslug: Not A Slug!\n---\nBody\n", /invalid slug "Not A Slug!"/],
    ["no frontmatter", "Just text\n", /missing YAML frontmatter/],
    [
      "a javascript: source link",
      "---\ntitle: T\npublished_url: javascript:alert(1)\n---\nBody\n",
      /published_url must be an http\(s\) URL/,
    ],
    [
      "a javascript: featured image",
      "---\ntitle: T\nfeatured_image: javascript:alert(1)\n---\nBody\n",
      /featured_image must be a site path/,
    ],
    [
      "a protocol-relative featured image",
      "---\ntitle: T\nfeatured_image: //evil.example/x.png\n---\nBody\n",
      /featured_image must be a site path/,
    ],
    [
      "a backslash featured image",
      "---\ntitle: T\nfeatured_image: /\\evil.example/x.png\n---\nBody\n",
      /featured_image must be a site path/,
    ],
    ["a title over 200 characters", `---\ntitle: ${"t".repeat(201)}\n---\nBody\n`, /title is longer than 200 characters/],
    [
      "a body over 1 MB",
      `---\ntitle: T\n---\n${"word ".repeat(200_001)}\n`,
      /content_markdown is 1,000,004 bytes, over the limit of 1,000,000 bytes \(1 MB\)/,
    ],
  ])(
    "rejects a file with %s and changes nothing",
    async (_, text, message) => {
      const before = (await cli("list")).out
      const result = await cli("publish", file("bad.md", text))
      expect(result.code).toBe(1)
      expect(result.err).toMatch(message)
      expect((await cli("list")).out).toBe(before)
    },
    60_000,
  )

  test("explains usage and missing files", async () => {
    expect((await cli("publish")).code).toBe(2)
    expect((await cli("publish", path.join(dir, "missing.md"))).err).toMatch(/no such file/)
  })

  test("when the server dies after storing a publish, before answering, the CLI checks the database and says the article was saved", async () => {
    const stop = await serverThatDropsTheWrite(async (article) => {
      const db = await openPglite(dataDir)
      await db.upsert(article)
      await db.close()
    }, true)
    try {
      const result = await cli("publish", file("saved-anyway.md", "---\ntitle: Saved anyway\n---\nBody\n"))
      expect(result.code).toBe(0)
      expect(result.err).toMatch(
        /^the running server did not answer \(.+\); the article was saved all the same \(checked in the database\)$/,
      )
    } finally {
      await stop()
    }
    expect((await cli("list")).out).toMatch(/saved-anyway\s+Saved anyway/)
  }, 120_000)

  test("when the server dies before storing a publish, the CLI says the article was NOT saved, and publishing again works", async () => {
    const article = file("lost-in-flight.md", "---\ntitle: Lost in flight\n---\nBody\n")
    const stop = await serverThatDropsTheWrite(async () => {}, true)
    try {
      const result = await cli("publish", article)
      expect(result.code).toBe(1)
      expect(result.err).toMatch(
        /the article was NOT saved \(checked in the database\): run `npm run articles -- publish <file>` again, which is safe to repeat/,
      )
    } finally {
      await stop()
    }
    expect((await cli("list")).out).not.toMatch(/lost-in-flight/)
    expect(await cli("publish", article)).toMatchObject({ code: 0 })
    expect(await cli("publish", article)).toMatchObject({ code: 0 })
    expect((await cli("list")).out.match(/lost-in-flight/g)).toHaveLength(1)
  }, 120_000)

  test("when the server stops answering but stays up, the CLI says it could not tell and how to check", async () => {
    const stop = await serverThatDropsTheWrite(async () => {}, false)
    try {
      const result = await cli("publish", file("in-doubt.md", "---\ntitle: In doubt\n---\nBody\n"))
      expect(result.code).toBe(1)
      expect(result.err).toMatch(/could not tell whether the change to in-doubt was made: check with `npm run articles -- list`/)
    } finally {
      await stop()
    }
  }, 120_000)

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
  const result = await runArticlesCli(
    ["list"],
    { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_ANON_KEY: "k" },
    { log: () => {}, error: (l) => expect(l).toMatch(/cannot write: set DATABASE_URL/) },
  )
  expect(result).toBe(1)
})
