import { afterAll, beforeAll, expect, test, vi } from "vitest"
import { startFakePostgrest } from "../tests/support/fake-postgrest.ts"
import type { createApp } from "./app.ts"
import { builtApp } from "../tests/support/built-app.ts"

// Supabase: writers this server never hears of. Pages are revalidated in the background once a
// minute old, and scheduled rows are known from their published_at.
const row = (slug: string, title: string, publishedAt: Date) => ({
  id: slug,
  slug,
  title,
  meta_description: `${title}, in short.`,
  featured_image: null,
  content_markdown: `${title} body`,
  content_html: `<p>${title} body</p>`,
  published_at: publishedAt.toISOString(),
  published_url: null,
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: publishedAt.toISOString(),
  status: "published",
  tags: [],
  featured_image_alt: null,
})

const rows: Record<string, unknown>[] = [row("already-there", "Already There", new Date("2025-05-01T09:00:00Z"))]
let postgrest: Awaited<ReturnType<typeof startFakePostgrest>>
let app: ReturnType<typeof createApp>
const scheduledAt = new Date(Date.now() + 12_000)

beforeAll(async () => {
  rows.push(row("scheduled-row", "Scheduled Row", scheduledAt))
  postgrest = await startFakePostgrest(rows)
  process.env.SUPABASE_URL = `${postgrest.url}/ok`
  process.env.SUPABASE_ANON_KEY = "anon"
  process.env.DATABASE_DRIVER = "supabase"
  app = (await builtApp()).app
}, 120_000)

afterAll(() => postgrest?.close())

const blog = async () => (await app.request("/blog")).text()

test("with supabase, a scheduled row appears on the cached /blog at its time, though no write is heard", async () => {
  expect(await blog()).toContain("Already There")
  expect(await blog()).not.toContain("Scheduled Row")
  await vi.waitFor(async () => expect(await blog()).toContain("Scheduled Row"), { timeout: 40_000, interval: 500 })
  expect(Date.now()).toBeGreaterThanOrEqual(scheduledAt.getTime())
}, 60_000)

test("with supabase, a row another writer adds shows once the page is a minute old: served stale at once, revalidated behind it", async () => {
  expect(await blog()).toContain("Already There")
  rows.push(row("written-elsewhere", "Written Elsewhere", new Date(Date.now() - 1_000)))
  expect(await blog(), "the cached page, within its minute").not.toContain("Written Elsewhere")
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 })
  try {
    expect(await blog(), "a page past its minute is served at once, while it is rendered again").not.toContain(
      "Written Elsewhere",
    )
    await vi.waitFor(async () => expect(await blog()).toContain("Written Elsewhere"), { timeout: 10_000, interval: 200 })
  } finally {
    vi.useRealTimers()
  }
}, 60_000)

test("with supabase, a row another tool adds reaches the cached /blog by the change marker, read every 15 s, without waiting for the page's minute", async () => {
  expect(await blog()).toContain("Already There")
  const renderedAt = Date.now()
  rows.push({
    ...row("added-by-another-tool", "Added By Another Tool", new Date(Date.now() - 1_000)),
    updated_at: new Date().toISOString(),
  })
  expect(await blog(), "the cached page").not.toContain("Added By Another Tool")
  await vi.waitFor(async () => expect(await blog()).toContain("Added By Another Tool"), { timeout: 30_000, interval: 500 })
  expect(Date.now() - renderedAt).toBeLessThan(60_000)
}, 60_000)
