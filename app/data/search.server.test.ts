import { beforeEach, describe, expect, test, vi } from "vitest"
import type { SearchCount, SearchPage, SearchQuery } from "./search-types.ts"

// The search service over a stand-in backend: the fixed articles placed among the database's
// results by tier and paged, the bounded cache emptied by any article change, the counts batched
// and normalised, and empty or over-long queries answered without a search.

const calls: SearchQuery[] = []
const recorded: SearchCount[][] = []
/** The database's results: six, two matching by title, one by description, three in the body. */
const DB_TIERS: [number, number, number] = [2, 1, 3]
const dbHit = (i: number) => ({
  id: String(i),
  slug: `db-${i}`,
  title: `db ${i}`,
  meta_description: null,
  featured_image: null,
  published_at: "2026-01-01T00:00:00.000Z",
  published_url: null,
  created_at: "",
  updated_at: "",
  tags: [],
  locale: "en" as const,
  translation_key: null,
  words: 400,
  excerpt: [{ text: "x", mark: true }],
})
const backend = {
  async search(query: SearchQuery): Promise<SearchPage> {
    calls.push(query)
    const total = DB_TIERS[0] + DB_TIERS[1] + DB_TIERS[2]
    const hits = Array.from({ length: total }, (_, i) => dbHit(i)).slice(query.offset, query.offset + query.limit)
    return { hits, total, approximate: false, tiers: DB_TIERS }
  },
  async recordSearches(counts: SearchCount[]) {
    recorded.push(counts)
  },
}
vi.mock("./articles.server.ts", () => ({ configuredBackend: async () => backend }))

const { searchBlog, flushSearchCounts, clearSearchCache, searchCacheStats } = await import("./search.server.ts")
const { reportChange } = await import("./article-changes.server.ts")
const { fixedArticlesIn } = await import("#app/content/articles/index.ts")

beforeEach(async () => {
  calls.length = 0
  recorded.length = 0
  clearSearchCache()
  await flushSearchCounts()
  recorded.length = 0
})

const titles = async (text: string, page = 1) => {
  const outcome = await searchBlog(text, "en", page)
  if (outcome.state !== "results") throw new Error(outcome.state)
  return outcome
}

describe("searchBlog", () => {
  test("places the fixed articles among the database's results by where they matched", async () => {
    // "Sora" is in one fixed article's title, and in other fixed articles' bodies.
    const fixedTitle = fixedArticlesIn("en").find((a) => /sora/i.test(a.title))!.title
    const outcome = await titles("sora")
    const shown = outcome.cards.map((c) => c.title)
    expect(shown[0]).toBe(fixedTitle)
    expect(shown.slice(1, 3)).toEqual(["db 0", "db 1"])
    // The database's body matches come after every fixed description match, before none of its title matches.
    const lastDb = shown.lastIndexOf("db 5")
    expect(shown.indexOf("db 2")).toBeLessThan(shown.indexOf("db 3"))
    expect(lastDb).toBe(shown.length - 1)
    expect(outcome.total).toBe(shown.length)
  })

  test("pages the merged results without losing or repeating any", async () => {
    const all = (await titles("video")).total
    const seen: string[] = []
    for (let page = 1; page <= Math.ceil(all / 12); page++) seen.push(...(await titles("video", page)).cards.map((c) => c.path))
    expect(seen).toHaveLength(all)
    expect(new Set(seen).size).toBe(all)
  })

  test("keeps recent answers, and forgets them all when an article changes", async () => {
    await titles("lip sync")
    const asked = calls.length
    await titles("lip sync")
    expect(calls.length).toBe(asked)
    expect(searchCacheStats().entries).toBe(1)
    reportChange({ kind: "article", change: { slug: "db-0", before: null, after: null } })
    expect(searchCacheStats().entries).toBe(0)
    await titles("lip sync")
    expect(calls.length).toBeGreaterThan(asked)
  })

  test("stays within its bounds under a flood of distinct queries", async () => {
    for (let i = 0; i < 700; i++) await searchBlog(`flood query number ${i} ${"x".repeat(150)}`, "en", 2)
    const { entries, bytes } = searchCacheStats()
    expect(entries).toBeLessThanOrEqual(500)
    expect(bytes).toBeLessThanOrEqual(4_000_000)
  })

  test("answers an empty or over-long query without searching or counting it", async () => {
    expect(await searchBlog("  \u0000 ", "en", 1)).toEqual({ state: "empty" })
    expect(await searchBlog("a".repeat(201), "en", 1)).toEqual({ state: "too-long", length: 201 })
    expect((await searchBlog("a".repeat(200), "en", 1)).state).toBe("results")
    expect(calls.every((c) => c.text.length <= 200)).toBe(true)
    await flushSearchCounts()
    expect(recorded.flat().map((c) => c.query)).toEqual(["a".repeat(200)])
  })

  test("counts a search once, on its first page, by language and normalised query, in one write", async () => {
    await searchBlog("Lip  Sync", "en", 1)
    await searchBlog("lip sync ", "en", 1)
    await searchBlog("lip sync", "en", 2)
    await searchBlog("lip sync", "it", 1)
    expect(recorded).toEqual([])
    await flushSearchCounts()
    expect(recorded).toHaveLength(1)
    expect(recorded[0]).toEqual([
      { locale: "en", query: "lip sync", searches: 2, noResults: 0 },
      { locale: "it", query: "lip sync", searches: 1, noResults: 0 },
    ])
  })
})
