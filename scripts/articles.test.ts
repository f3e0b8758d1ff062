import { spawn } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { openPglite, openPgliteServer, ownerFile } from "#app/data/drivers/pglite.server.ts"
import type { PublishEvent } from "#app/data/publisher.server.ts"
import { runArticlesCli } from "./articles.ts"
import { databaseAt } from "../tests/support/db-template.ts"

const dir = mkdtempSync(path.join(tmpdir(), "articles-cli-"))
// A copy of the run's database as a first start seeds it: what the CLI's first command would create
// (app/data/writer.server.ts), without PGlite's initdb.
const dataDir = await databaseAt(path.join(dir, "data"), { seeded: "as the server does" })
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
async function serverThatDropsTheWrite(write: (event: PublishEvent, article: unknown) => Promise<void>, dies: boolean) {
  const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" })
  const exited = new Promise((resolve) => holder.once("exit", resolve))
  const drop = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "POST") {
      const { event, article } = JSON.parse(await bodyOf(req)) as { event: PublishEvent; article: unknown }
      await write(event, article)
    }
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
    // Opens the copied database once; PGlite's first start is slow on a busy machine.
    expect((await cli("list")).code).toBe(0)
  }, 180_000)

  test("publishes a file, slug from its name, and lists it as published", async () => {
    const published = await cli("publish", good)
    expect(published).toMatchObject({ code: 0, err: "" })
    expect(published.out).toMatch(/published first-steps/)
    const listed = await cli("list")
    expect(listed.out).toMatch(/first-steps\s+First steps\s+published\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+\d{4}-\d\d-\d\d \d\d:\d\d/)
    expect(listed.out).toMatch(/behind-the-scenes-of-our-render-pipeline.*scheduled/)
    expect(listed.out.split("\n")[0]).toMatch(/^slug\s+title\s+status\s+published \(UTC\)\s+updated \(UTC\)\s+tags$/)
  }, 60_000)

  test("publishing again updates by slug; a file with an empty published_at stays a draft; delete removes", async () => {
    const again = await cli(
      "publish",
      file("again.md", "---\ntitle: Again\nslug: first-steps\npublished_at: ''\n---\nNew body\n"),
    )
    expect(again.out).toMatch(/^saved first-steps as a draft via/)
    expect((await cli("list")).out).toMatch(/first-steps\s+Again\s+draft/)
    expect(await cli("delete", "first-steps")).toMatchObject({ code: 0, out: expect.stringMatching(/^deleted first-steps via/) })
    expect((await cli("list")).out).not.toMatch(/first-steps/)
    expect(await cli("delete", "first-steps")).toMatchObject({ code: 1, err: 'no article with slug "first-steps"' })
  }, 60_000)

  test("unpublish takes a live article back to draft and keeps it; publish brings it back", async () => {
    const post = file("come-and-go.md", "---\ntitle: Come and go\n---\nBody\n")
    await cli("publish", post)
    const unpublished = await cli("unpublish", "come-and-go")
    expect(unpublished).toMatchObject({ code: 0, out: expect.stringMatching(/^unpublished come-and-go: it is a draft again/) })
    expect((await cli("list")).out).toMatch(/come-and-go\s+Come and go\s+draft/)
    expect(await cli("publish", post)).toMatchObject({ code: 0, out: expect.stringMatching(/^published come-and-go/) })
    expect(await cli("unpublish", "never-written")).toMatchObject({ code: 1, err: 'no article with slug "never-written"' })
  }, 60_000)

  test("schedule takes the file's date or --at, and refuses one in the past; draft keeps an article unseen", async () => {
    const later = file("later-on.md", "---\ntitle: Later on\ntags: [launch, video]\n---\nBody\n")
    expect(await cli("schedule", later)).toMatchObject({
      code: 1,
      err: `${later}: schedule needs a date: published_at in the file, or --at <ISO date>`,
    })
    const scheduled = await cli("schedule", later, "--at", "2099-05-01T09:00:00Z")
    expect(scheduled).toMatchObject({ code: 0, out: expect.stringMatching(/^scheduled later-on for 2099-05-01 09:00 UTC via/) })
    expect((await cli("list")).out).toMatch(/later-on\s+Later on\s+scheduled\s+2099-05-01 09:00\s+\S+ \S+\s+launch, video/)
    expect(await cli("schedule", later, "--at", "2020-01-01T00:00:00Z")).toMatchObject({
      code: 1,
      err: `${later}: schedule needs a published_at in the future`,
    })
    expect(await cli("draft", later)).toMatchObject({ code: 0, out: expect.stringMatching(/^saved later-on as a draft/) })
    expect((await cli("list")).out).toMatch(/later-on\s+Later on\s+draft/)
    expect((await cli("schedule", later, "--when", "x")).code).toBe(2)
  }, 60_000)

  test("frontmatter tags and the featured image's alt text are stored", async () => {
    await cli(
      "publish",
      file(
        "with-alt.md",
        "---\ntitle: With alt\nfeatured_image: /media/blog/x.webp\nfeatured_image_alt: A red car\ntags: [cars, 2026]\n---\nBody\n",
      ),
    )
    const reopened = await openPglite(dataDir)
    try {
      expect(await reopened.publisher.get("with-alt")).toMatchObject({ featured_image_alt: "A red car", tags: ["cars", "2026"] })
    } finally {
      await reopened.close()
    }
    expect((await cli("publish", file("bad-tags.md", "---\ntitle: T\ntags: [ok, '']\n---\nBody\n"))).err).toMatch(
      /tags must not be empty/,
    )
  }, 60_000)

  test("with IMAGE_HOSTS set, a publish whose image is elsewhere is stored and warns that it will not be shown", async () => {
    process.env.IMAGE_HOSTS = "images.example.com"
    try {
      const result = await cli(
        "publish",
        file("elsewhere.md", "---\ntitle: Elsewhere\nfeatured_image: https://cdn.other.example/x.png\n---\nBody\n"),
      )
      expect(result).toMatchObject({ code: 0 })
      expect(result.out).toMatch(/published elsewhere/)
      expect(result.err).toBe(
        "Warning: featured_image: the image https://cdn.other.example/x.png will not be shown: cdn.other.example is not on IMAGE_HOSTS",
      )
    } finally {
      delete process.env.IMAGE_HOSTS
    }
  }, 60_000)

  test("a file's locale and translation_key are stored; an unknown locale is refused by name", async () => {
    await cli(
      "publish",
      file("ciao-mondo.md", "---\ntitle: Ciao mondo\nlocale: it\ntranslation_key: hello-world\n---\nCiao a tutti.\n"),
    )
    const reopened = await openPglite(dataDir)
    try {
      expect(await reopened.publisher.get("ciao-mondo")).toMatchObject({ locale: "it", translation_key: "hello-world" })
    } finally {
      await reopened.close()
    }
    const refused = await cli("publish", file("hallo.md", "---\ntitle: Hallo\nlocale: deutsch\n---\nHallo.\n"))
    expect(refused.code).not.toBe(0)
    expect(refused.err).toMatch(/locale "deutsch" is not one of the site's languages: en, it, es, de, fr, pt-br/)
  }, 60_000)

  test("a slug another language's article or a fixed article holds is refused, naming it, and nothing changes", async () => {
    const italian = file("ciao-mondo-en.md", "---\ntitle: Hello world\nslug: ciao-mondo\nlocale: en\n---\nHello.\n")
    expect(await cli("publish", italian)).toMatchObject({
      code: 1,
      err: `${italian}: the slug "ciao-mondo" belongs to the Italiano (it) article "Ciao mondo": slugs are unique across languages, so give this article its own slug (or delete that one first); nothing was changed`,
    })
    const fixed = file("viral-ai-music-video-tips.md", "---\ntitle: Tips\n---\nTips.\n")
    const refused = await cli("publish", fixed)
    expect(refused.code).toBe(1)
    expect(refused.err).toMatch(/the slug "viral-ai-music-video-tips" belongs to the English \(en\) fixed article of the site/)
    const listed = (await cli("list")).out
    expect(listed).toMatch(/ciao-mondo\s+Ciao mondo/)
    expect(listed).not.toMatch(/viral-ai-music-video-tips/)
  }, 60_000)

  test("every bad field of a file is reported, one a line", async () => {
    const bad = file("bad-fields.md", `---\ntitle: "${"t".repeat(201)}"\nmeta_description: "${"m".repeat(501)}"\n---\nBody.\n`)
    expect(await cli("publish", bad)).toMatchObject({
      code: 1,
      err: `${bad}: title is longer than 200 characters\n${bad}: meta_description is longer than 500 characters`,
    })
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
    [
      "a body nested 5,000 quotes deep",
      `---\ntitle: T\n---\n${"> ".repeat(5_000)}x\n`,
      /bad\.md: content_markdown nests more than 100 levels deep/,
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
    const stop = await serverThatDropsTheWrite(async (event, article) => {
      const db = await openPglite(dataDir)
      await db.publisher.apply(event, article)
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
