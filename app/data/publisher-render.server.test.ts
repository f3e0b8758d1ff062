import { readFileSync, readdirSync } from "node:fs"
import { afterAll, beforeAll, expect, test } from "vitest"
import { markdownToHtml } from "#app/lib/markdown.server.ts"
import { sanitizeHtml } from "#app/lib/sanitize.server.ts"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { PublishValidationError } from "./publisher.server.ts"
import { type SqlArticles, type SqlClient, sqlArticles } from "./sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"

// The writer renders and sanitises in a worker thread (app/lib/render-for-write.server.ts): what
// it stores is what rendering in this thread makes, and a body that nests absurdly deep is a bad field.

let client: SqlClient
let db: SqlArticles
beforeAll(async () => {
  client = pgliteClient(await migratedPglite())
  db = sqlArticles(client)
}, 120_000)
afterAll(() => client?.close())

const seeds = readdirSync("db/seed")
  .filter((name) => name.endsWith(".md"))
  .map((name) => readFileSync(`db/seed/${name}`, "utf8").replace(/^---\n[\s\S]*?\n---\n/, ""))

test("the seeds and a 1 MB article of ordinary Markdown are stored as rendering them here makes them", async () => {
  let long = ""
  for (let i = 0; Buffer.byteLength(long) < 990_000; i++) long += `${seeds[i % seeds.length]}\n\n`
  for (const [i, markdown] of [...seeds, long].entries()) {
    const outcome = await db.publisher.apply("publish", {
      slug: `ordinary-${i}`,
      title: `Ordinary ${i}`,
      content_markdown: markdown,
    })
    expect(outcome.article!.content_html).toBe(await markdownToHtml(markdown))
  }
}, 180_000)

test("HTML is stored as sanitising it here makes it", async () => {
  const html = `<h2>Hi</h2><p onclick="x()">Body <a href="https://example.com">link</a></p><script>alert(1)</script>`
  const outcome = await db.publisher.apply("publish", { slug: "ordinary-html", title: "HTML", content_html: html })
  expect(outcome.article!.content_html).toBe(sanitizeHtml(html))
})

test.each([
  ["5,000 nested quotes", "content_markdown", "> ".repeat(5_000)],
  ["5,000 nested ordered lists", "content_markdown", `${"1. ".repeat(5_000)}x`],
  ["20,000 nested <div>s in Markdown", "content_markdown", "<div>".repeat(20_000)],
  ["5,000 nested <div>s", "content_html", "<div>".repeat(5_000)],
])(
  "%s are refused naming %s, and nothing is written",
  async (_label, field, body) => {
    const error = await db.publisher
      .apply("publish", { slug: "too-deep", title: "Too deep", [field]: body })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PublishValidationError)
    expect(error).toMatchObject({
      field,
      message: expect.stringMatching(new RegExp(`^${field} nests more than 100 levels deep`)),
    })
    expect(await db.publisher.get("too-deep")).toBeNull()
  },
  60_000,
)
