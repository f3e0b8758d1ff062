import { describe, expect, test, vi } from "vitest"
import type { SearchPage, SearchQuery } from "./search-types.ts"

// A database answer whose total is a floor (app/data/search-sql.server.ts's BODY_MATCHES) stays
// one through the search service, with or without fixed articles placed among its results.

const backend = {
  async search(query: SearchQuery): Promise<SearchPage> {
    return { hits: [], total: 1_002, approximate: false, tiers: [2, 0, 1_000], capped: query.text !== "exact" }
  },
}
vi.mock("./articles.server.ts", () => ({ configuredBackend: async () => backend }))

const { searchBlog } = await import("./search.server.ts")

const outcome = async (text: string) => {
  const found = await searchBlog(text, "en", 1)
  if (found.state !== "results") throw new Error(found.state)
  return found
}

describe("a capped total", () => {
  test("is said to be a floor when only the database matched", async () => {
    expect(await outcome("zeppelinharmonica")).toMatchObject({ capped: true, total: 1_002 })
  })

  test("is said to be a floor when fixed articles matched too", async () => {
    const found = await outcome("video")
    expect(found.capped).toBe(true)
    expect(found.total).toBeGreaterThan(1_002)
  })

  test("is not, when the database counted every match", async () => {
    expect((await outcome("exact")).capped).toBe(false)
  })
})
