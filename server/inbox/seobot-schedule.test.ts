import { afterEach, expect, test, vi } from "vitest"
import type { Publisher } from "#app/data/publish.server.ts"
import type { PublishingStore } from "#app/data/publishing-store.server.ts"
import { SEOBOT_INTERVAL_SECONDS, startSeobotPull } from "./seobot.ts"

/*
 * Issue 26 item 1: SEObot publishes nothing, so the server pulls its index on a schedule: once at
 * start, then every interval (600 s by default), one pull at a time, until stopped. The index is a
 * stand-in answered by a stubbed fetch; what a pull writes is server/inbox/seobot.test.ts's.
 */

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A pull's options whose index is answered by `answer`; the URLs asked are kept in `asked`. */
function stubbed(answer: () => Promise<Response>) {
  const asked: string[] = []
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url)
    return answer()
  })
  const options = {
    apiKey: "a-seobot-key",
    publisher: async () => ({}) as Publisher,
    store: async () => ({}) as PublishingStore,
    log: () => {},
  }
  return { asked, options }
}

const emptyIndex = async () => new Response("[]", { headers: { "Content-Type": "application/json" } })

test("the index is read at start and again every interval, 600 s by default, until the pull is stopped", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] })
  const { asked, options } = stubbed(emptyIndex)
  const stop = startSeobotPull(options)
  await vi.waitFor(() => expect(asked).toHaveLength(1))
  expect(asked[0]).toBe("https://cdn.seobotai.com/a-seobot-key/system/base.json")
  await vi.advanceTimersByTimeAsync((SEOBOT_INTERVAL_SECONDS - 1) * 1000)
  expect(asked).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(1000)
  await vi.waitFor(() => expect(asked).toHaveLength(2))
  await vi.advanceTimersByTimeAsync(SEOBOT_INTERVAL_SECONDS * 1000)
  await vi.waitFor(() => expect(asked).toHaveLength(3))
  stop()
  await vi.advanceTimersByTimeAsync(10 * SEOBOT_INTERVAL_SECONDS * 1000)
  expect(asked).toHaveLength(3)
})

test("a pull still running when the next is due is not joined by a second one", async () => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] })
  let release = () => {}
  const { asked, options } = stubbed(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(new Response("[]"))
      }),
  )
  const stop = startSeobotPull(options, 60)
  await vi.waitFor(() => expect(asked).toHaveLength(1))
  await vi.advanceTimersByTimeAsync(5 * 60_000)
  expect(asked).toHaveLength(1)
  release()
  await vi.advanceTimersByTimeAsync(60_000)
  await vi.waitFor(() => expect(asked).toHaveLength(2))
  stop()
})
