import { expect, test, vi } from "vitest"
import { type ChangeEvent, type Upcoming, onArticleChange, watchArticleChanges } from "./article-changes.server.ts"

// The schedule's own story, in a file of its own: watchArticleChanges starts once per process.
test("an article whose timer fires before its time plus the margin, and is live when the schedule is read again, is still reported going live", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "Date"] })
  try {
    const start = Date.parse("2026-11-27T10:00:00Z")
    vi.setSystemTime(start)
    const row: Upcoming = { slug: "soon", tags: ["lip-sync"], published_at: new Date(start + 1_000).toISOString() }
    let live = false
    const events: ChangeEvent[] = []
    onArticleChange((event) => events.push(event))
    await watchArticleChanges({ seesEveryWrite: false, upcoming: async () => (live ? [] : [row]) })
    // The timer waits 1.5 s (its time, plus 0.5 s for the database's clock); the event loop's clock
    // lags the wall clock by 0.2 s, so it fires when Date says 1.3 s: after the article's time,
    // before the margin. The database already lists it as live.
    vi.setSystemTime(start - 200)
    live = true
    await vi.advanceTimersByTimeAsync(1_500)
    expect(events).toContainEqual({
      kind: "article",
      change: { slug: "soon", before: null, after: { tags: ["lip-sync"], published_at: row.published_at } },
    })
  } finally {
    vi.useRealTimers()
  }
})
