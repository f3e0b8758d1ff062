// A write the writer kept but whose images the pages will not show (IMAGE_HOSTS leaves their host
// out) is answered with its warnings, beside the usual fields (decision 0031).
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { afterAll, beforeAll, expect, test } from "vitest"
import type { Publisher } from "#app/data/publisher.server.ts"
import { startFakePostgrest } from "../tests/support/fake-postgrest.ts"
import { recordingPublisher, sourceWriterErrors } from "../tests/support/recording-publisher.ts"
import { TEST_SECRET, signedPost } from "../tests/support/signed-delivery.ts"
import { createApp } from "./app.ts"

const SITE = "https://www.syncreel.example"
const WARNING =
  "featured_image: the image https://elsewhere.example/a.png will not be shown: elsewhere.example is not on IMAGE_HOSTS"

let published: Awaited<ReturnType<typeof startFakePostgrest>>
beforeAll(async () => {
  published = await startFakePostgrest([])
  Object.assign(process.env, { DATABASE_DRIVER: "supabase", SUPABASE_URL: `${published.url}/ok`, SUPABASE_ANON_KEY: "anon" })
})
afterAll(() => published.close())

async function site(publisher: Publisher) {
  const app = createApp({
    build: (await import(path.resolve("build/server/index.js"))) as ServerBuild,
    clientDir: mkdtempSync(path.join(tmpdir(), "client-")),
    cspHashes: {},
    siteUrl: SITE,
    publishing: { secret: TEST_SECRET, publisher: async () => publisher, errors: sourceWriterErrors },
    log: () => {},
  })
  return (url: string, init?: RequestInit) => app.request(url, init)
}

const article = {
  slug: "elsewhere",
  title: "Elsewhere",
  featured_image: "https://elsewhere.example/a.png",
  content_markdown: "Hi.",
}

test("a write with warnings is answered 201 with them; one without has no warnings field", async () => {
  const { publisher } = recordingPublisher()
  const warned: Publisher = {
    ...publisher,
    async apply(event, input, now) {
      const outcome = await publisher.apply(event, input, now)
      return { ...outcome, warnings: [WARNING] }
    },
  }
  const first = await (await site(warned))("/api/articles", signedPost({ event: "publish", article }))
  expect(first.status).toBe(201)
  expect(await first.json()).toEqual({
    slug: "elsewhere",
    status: "published",
    url: `${SITE}/blog/elsewhere`,
    warnings: [WARNING],
  })
  const plain = await (await site(recordingPublisher().publisher))("/api/articles", signedPost({ event: "publish", article }))
  expect(await plain.json()).not.toHaveProperty("warnings")
})
