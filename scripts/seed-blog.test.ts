import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, expect, test } from "vitest"
import { type OpenedPglite, openPglite } from "#app/data/drivers/pglite.server.ts"
import { WORD_COUNT } from "#app/data/sql.server.ts"
import { TAG_VOCABULARY, generatedArticle } from "./lib/blog-corpus.ts"
import { seedBlog } from "./lib/seed-blog.ts"
import { databaseAt } from "../tests/support/db-template.ts"

const root = mkdtempSync(path.join(tmpdir(), "seed-blog-"))
let db: OpenedPglite

beforeAll(async () => {
  db = await openPglite(await databaseAt(path.join(root, "data"), { seeded: false }))
  await seedBlog(db.client, { count: 5, batch: 2 })
}, 60_000)

afterAll(async () => {
  await db.close()
  rmSync(root, { recursive: true, force: true })
})

test("an operator seeds five articles and the blog lists five published articles, newest first", async () => {
  const { articles, total } = await db.listPage({ offset: 0, limit: 10 })
  expect(total).toBe(5)
  expect(articles.map((a) => a.slug)).toEqual([1, 2, 3, 4, 5].map((n) => generatedArticle(n).slug))
  const dates = articles.map((a) => Date.parse(a.published_at!))
  expect(dates).toEqual([...dates].sort((a, b) => b - a))
  expect(new Set(dates).size).toBe(5)
})

test("each seeded body is about 1,200 words of Markdown with headings, lists and links, stored as HTML too", async () => {
  const rows = await db.client.query(`select ${WORD_COUNT} as words, content_html, tags from articles`)
  expect(rows).toHaveLength(5)
  for (const row of rows) {
    expect(Number(row.words)).toBeGreaterThanOrEqual(1150)
    expect(Number(row.words)).toBeLessThanOrEqual(1450)
    const html = String(row.content_html)
    expect(html).toMatch(/<h[23]>/)
    expect(html).toContain("<p>")
    expect(html).toMatch(/<a href="/)
    for (const tag of row.tags as string[]) expect(TAG_VOCABULARY).toContain(tag)
  }
  expect(rows.some((r) => /<[uo]l>/.test(String(r.content_html)))).toBe(true)
})

test("the same seed writes the same articles, and another seed others", () => {
  expect(generatedArticle(3, 1)).toEqual(generatedArticle(3, 1))
  expect(generatedArticle(3, 2).content_markdown).not.toBe(generatedArticle(3, 1).content_markdown)
})

test("seeding again with a larger count adds only the difference", async () => {
  await seedBlog(db.client, { count: 7 })
  expect((await db.listPage({ offset: 0, limit: 1 })).total).toBe(7)
})

test("a tag page of the seeded blog lists every article carrying the tag", async () => {
  const tag = generatedArticle(1).tags[0]!
  const carrying = [1, 2, 3, 4, 5, 6, 7].filter((n) => generatedArticle(n).tags.includes(tag))
  expect((await db.listPage({ offset: 0, limit: 10, tag })).total).toBe(carrying.length)
})

test("a count that is not a whole number from 1 to 100,000 is refused with the range", async () => {
  await expect(seedBlog(db.client, { count: 0 })).rejects.toThrow("from 1 to 100000")
  await expect(seedBlog(db.client, { count: 2.5 })).rejects.toThrow("from 1 to 100000")
  expect(() => generatedArticle(0)).toThrow("article numbers start at 1")
})
