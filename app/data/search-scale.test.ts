import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { postgresClient } from "./drivers/postgres.server.ts"
import type { SqlClient } from "./sql-client.ts"
import { BODY_MATCHES } from "./search-sql.server.ts"
import type { SearchPage } from "./search-types.ts"
import { migrate, sqlArticles } from "./sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import { startPostgres } from "../../tests/support/postgres-server.ts"

// Search at size (issue 29, docs/decisions/0045-search.md): past BODY_MATCHES matches in the body
// alone, only the newest are ranked and the total is a floor; every title or description match is
// still found, however old; a phrase and a "-word" stay exact though the body's matches are found
// by the words alone and the head's without the body's vector.

const BODY = BODY_MATCHES + 10

async function seed(client: SqlClient) {
  const insert = `insert into articles (slug, title, meta_description, content_markdown, content_html, published_at, tags, status, locale)`
  await client.query(
    `${insert} select 'body-' || i, 'Filler ' || i, 'Notes.', 'A chorus rises over the band.', '',
       timestamptz '2025-01-01T00:00:00Z' + i * interval '1 hour', '{}', 'published', 'en'
     from generate_series(1, $1::int) i`,
    [BODY],
  )
  const one = (slug: string, title: string, body: string, at: string) =>
    client.query(`${insert} values ($1, $2, 'Notes.', $3, '', $4::timestamptz, '{}', 'published', 'en')`, [slug, title, body, at])
  await one("old-title", "Chorus lessons", "Voices.", "2020-01-01T00:00:00Z")
  await one("excluded-head", "Chorus and drums", "The drums are loud.", "2020-01-02T00:00:00Z")
  await one("lip-sync-apart", "Apart", "Move your lip, then sync the track.", "2024-06-01T00:00:00Z")
  await one("lip-sync-together", "Together", "Good lip-sync sells the take.", "2024-06-02T00:00:00Z")
  await client.exec("analyze articles")
}

const databases: { name: string; client: SqlClient }[] = []
const cleanups: (() => Promise<void> | void)[] = []

beforeAll(async () => {
  const lite = pgliteClient(await migratedPglite())
  await seed(lite)
  databases.push({ name: "pglite", client: lite })
  cleanups.push(() => lite.close())
  const server = await startPostgres()
  cleanups.push(() => server.stop())
  const pg = postgresClient(server.url)
  cleanups.push(() => pg.close())
  await migrate(pg)
  await seed(pg)
  databases.push({ name: "postgres", client: pg })
}, 180_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe.each(["pglite", "postgres"])("search at size on %s", (name) => {
  const search = (text: string, offset = 0, limit = 12): Promise<SearchPage> =>
    sqlArticles(databases.find((d) => d.name === name)!.client).search!({ text, locale: "en", offset, limit })
  const slugs = (page: SearchPage) => page.hits.map((h) => h.slug)

  test("ranks only the newest body matches past the cap, and says the total is a floor", async () => {
    const found = await search("chorus")
    expect(found.capped).toBe(true)
    expect(found.tiers).toEqual([2, 0, BODY_MATCHES])
    expect(found.total).toBe(2 + BODY_MATCHES)
    // The oldest articles, matched in their titles, still come first; then the newest bodies.
    expect(slugs(found).slice(0, 2).sort()).toEqual(["excluded-head", "old-title"])
    expect(slugs(found).slice(2, 4)).toEqual([`body-${BODY}`, `body-${BODY - 1}`])
    const last = await search("chorus", 2 + BODY_MATCHES - 1)
    expect(slugs(last)).toEqual([`body-${BODY - BODY_MATCHES + 1}`])
    expect((await search("chorus", 2 + BODY_MATCHES)).hits).toEqual([])
  })

  test("counts exactly below the cap", async () => {
    const found = await search("lessons")
    expect(found.capped).toBeUndefined()
    expect(found.total).toBe(1)
  })

  test("keeps a phrase exact though the body's matches are found by its words alone", async () => {
    const found = await search("lip-sync")
    expect(slugs(found)).toEqual(["lip-sync-together"])
    expect(found.total).toBe(1)
  })

  test("leaves out a title match whose body holds a word the query excludes", async () => {
    const found = await search("chorus -drums")
    expect(slugs(found)).not.toContain("excluded-head")
    expect(found.tiers[0]).toBe(1)
    expect(found.capped).toBe(true)
  })
})
