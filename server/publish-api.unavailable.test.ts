import { Hono } from "hono"
import { expect, test } from "vitest"
import { recordingPublisher, sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, signedPost } from "../tests/support/signed-delivery.ts"
import { publishApi } from "./publish-api.ts"

/*
 * Issue 26 item 6: a 503 says when to send again. The signed API answers a delivery it cannot check
 * against the kept answers (the database does not answer) with 503, a JSON error and Retry-After,
 * writes nothing, and answers the retry once the database is back.
 */

test("while the database does not answer, a signed delivery gets 503 JSON with Retry-After and nothing is written", async () => {
  const double = recordingPublisher()
  let down = true
  const app = new Hono()
  app.route(
    "/api/articles",
    publishApi({
      secret: TEST_SECRET,
      publisher: async () => double.publisher,
      errors: sourceWriterErrors,
      siteUrl: "https://www.syncreel.example",
      deliveries: async () => {
        if (down) throw new Error("connection refused")
        return null
      },
    }),
  )
  const delivery = { event: "publish", article: { slug: "while-down", title: "While down", content_markdown: "Later." } }
  const refused = await app.request("/api/articles", signedPost(delivery, { id: "msg_down" }))
  expect(refused.status).toBe(503)
  expect(refused.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/)
  expect(await refused.json()).toEqual({ error: expect.stringMatching(/unavailable; nothing was written, send this again/) })
  expect(await double.publisher.get("while-down")).toBeNull()
  down = false
  const retried = await app.request("/api/articles", signedPost(delivery, { id: "msg_down" }))
  expect(retried.status).toBe(201)
  expect(retried.headers.get("Retry-After")).toBeNull()
})
