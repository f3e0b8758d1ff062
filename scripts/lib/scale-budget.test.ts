import { expect, test } from "vitest"
import { type SizeFigures, judgeScale } from "./scale-budget.ts"

const small: SizeFigures = {
  articles: 10,
  pages: [
    { name: "/blog", path: "/blog", bytes: 40_000, p50Ms: 4 },
    { name: "sitemap", path: "/sitemap.xml", bytes: 8_000, p50Ms: 3 },
  ],
  startupMs: 900,
  peakRssBytes: 180 * 1024 * 1024,
  failures: [],
}
const large = (over: Partial<SizeFigures>): SizeFigures => ({ ...small, articles: 10_000, ...over })

test("a blog of 10,000 whose pages stay within 1.5 × the 10-article sizes and times, in 500 MB and 3 s, is within budget", () => {
  const verdict = judgeScale(small, large({ pages: [{ name: "/blog", path: "/blog", bytes: 52_000, p50Ms: 5.9 }] }))
  expect(verdict.misses).toEqual([])
  expect(verdict.pages[0]).toMatchObject({ bytesRatio: 1.3, timeRatio: 1.475 })
})

test("a page that grows or slows past 1.5 × is named with its ratio", () => {
  const verdict = judgeScale(small, large({ pages: [{ name: "sitemap", path: "/sitemap.xml", bytes: 1_600_000, p50Ms: 240 }] }))
  expect(verdict.misses).toEqual(["sitemap: size 200.00 × > 1.5", "sitemap: p50 80.00 × > 1.5"])
})

test("a median within a millisecond of the small blog's is loopback jitter, not a miss", () => {
  const fast = { ...small, pages: [{ name: "/blog", path: "/blog", bytes: 40_000, p50Ms: 0.6 }] }
  expect(judgeScale(fast, large({ pages: [{ name: "/blog", path: "/blog", bytes: 40_000, p50Ms: 1.4 }] })).misses).toEqual([])
})

test("the server's memory at 500 MB or more, a start-up of 3 s or more and failed requests each miss", () => {
  const verdict = judgeScale(
    small,
    large({ pages: [], peakRssBytes: 2048 * 1024 * 1024, startupMs: 3200, failures: ["/blog: 12 of 50 at once answered 500"] }),
  )
  expect(verdict.misses).toEqual([
    "peak memory 2048 MB ≥ 500 MB",
    "start-up 3.20 s ≥ 3 s",
    "/blog: 12 of 50 at once answered 500",
  ])
})

test("a child sitemap is compared with the single sitemap it splits, and a page with nothing to compare with says so", () => {
  const child = { name: "child sitemap", path: "/sitemap/articles-1.xml", bytes: 9_000, p50Ms: 3 }
  expect(judgeScale(small, large({ pages: [{ ...child, compareWith: "sitemap" }] })).pages[0]).toMatchObject({
    bytesRatio: 1.125,
    misses: [],
  })
  expect(judgeScale(small, large({ pages: [child] })).misses).toEqual(["child sitemap: not measured at 10 articles"])
})

test("a feed or sitemap that grows with the blog is judged on the bytes each entry costs, not its whole size", () => {
  const base = { ...small, pages: [{ name: "sitemap", path: "/sitemap.xml", bytes: 8_000, p50Ms: 3, entries: 40 }] }
  const grown = large({ pages: [{ name: "sitemap", path: "/sitemap.xml", bytes: 2_200_000, p50Ms: 4, entries: 10_030 }] })
  const verdict = judgeScale(base, grown)
  expect(verdict.misses).toEqual([])
  expect(verdict.pages[0]!.bytesRatio).toBeCloseTo(1.1, 2)
})

test("a list page whose entries each grow past 1.5 × their small-blog size is named as a miss per entry", () => {
  const base = { ...small, pages: [{ name: "rss", path: "/blog/rss.xml", bytes: 20_000, p50Ms: 3, entries: 10 }] }
  const grown = large({ pages: [{ name: "rss", path: "/blog/rss.xml", bytes: 400_000, p50Ms: 3, entries: 50 }] })
  expect(judgeScale(base, grown).misses).toEqual(["rss: size per entry 4.00 × > 1.5"])
})

test("a page measured without its entries on both sides keeps the whole-size rule", () => {
  const base = { ...small, pages: [{ name: "/blog", path: "/blog", bytes: 40_000, p50Ms: 4 }] }
  const grown = large({ pages: [{ name: "/blog", path: "/blog", bytes: 400_000, p50Ms: 4, entries: 12 }] })
  expect(judgeScale(base, grown).misses).toEqual(["/blog: size 10.00 × > 1.5"])
})

test("a sitemap is held to the protocol's 50,000 URLs and 50 MB, not to the small blog's bytes per URL", () => {
  const limit = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 }
  const base = { ...small, pages: [{ name: "sitemap", path: "/sitemap.xml", bytes: 6_000, p50Ms: 3, entries: 59, limit }] }
  // Long article URLs cost more each than the short fixed pages of a small blog: not a miss.
  const grown = large({ pages: [{ name: "sitemap", path: "/sitemap.xml", bytes: 172_000, p50Ms: 3, entries: 1_049, limit }] })
  expect(judgeScale(base, grown).misses).toEqual([])
  const overfull = large({
    pages: [{ name: "sitemap", path: "/sitemap.xml", bytes: 9_000_000, p50Ms: 3, entries: 50_001, limit }],
  })
  expect(judgeScale(base, overfull).misses).toEqual(["sitemap: 50001 URLs > 50000"])
})
