import { beforeAll, describe, expect, test } from "vitest"
import type { createApp } from "./app.ts"
import { builtApp } from "../tests/support/built-app.ts"
import { freshDatabase } from "../tests/support/db-template.ts"
import { TEST_SECRET, signedGet, signedPost } from "../tests/support/signed-delivery.ts"

/*
 * A renamed article's old URL through the whole server (docs/decisions/0030): the production
 * build over an embedded database of its own, the page cache on, the signed API on.
 */
// A copy of the database the server makes on its first start, made once a run (tests/support/db-template.ts).
process.env.DATA_DIR = await freshDatabase({ seeded: "as the server does" })

let app: ReturnType<typeof createApp>
const get = (url: string) => app.request(url)
const post = (payload: unknown) => app.request("/api/articles", signedPost(payload, { secret: TEST_SECRET }))
const article = (slug: string, locale: string, title: string) => ({
  slug,
  title,
  locale,
  meta_description: "About it",
  content_markdown: "Some words",
  tags: ["renames"],
})

beforeAll(async () => {
  app = (await builtApp({ publishingSecret: TEST_SECRET })).app
}, 180_000)

describe("a renamed article's old URL", () => {
  test("answers 301 with the new one in English and in Italian, where a cached page answered 200 before", async () => {
    expect((await post({ event: "publish", article: article("old-lyrics", "en", "Lyrics") })).status).toBe(201)
    expect((await post({ event: "publish", article: article("vecchio-testo", "it", "Testi") })).status).toBe(201)
    // Each page is kept by the page cache as it stands.
    for (const url of ["/blog/old-lyrics", "/it/blog/vecchio-testo"]) {
      expect((await get(url)).status).toBe(200)
      expect((await get(url)).status).toBe(200)
    }

    const renamed = await post({ event: "rename", article: { from: "old-lyrics", to: "new-lyrics" } })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({
      slug: "new-lyrics",
      status: "published",
      url: "http://localhost:3000/blog/new-lyrics",
    })
    expect((await post({ event: "rename", article: { from: "vecchio-testo", to: "nuovo-testo" } })).status).toBe(200)

    const english = await get("/blog/old-lyrics")
    expect(english.status).toBe(301)
    expect(english.headers.get("Location")).toBe("/blog/new-lyrics")
    const italian = await get("/it/blog/vecchio-testo")
    expect(italian.status).toBe(301)
    expect(italian.headers.get("Location")).toBe("/it/blog/nuovo-testo")
    // Every language's path of the old slug redirects under its own prefix.
    expect((await get("/de/blog/old-lyrics")).headers.get("Location")).toBe("/de/blog/new-lyrics")
    expect((await get("/blog/new-lyrics")).status).toBe(200)
    expect((await get("/it/blog/nuovo-testo")).status).toBe(200)
    // The router's own data request (a click inside the site) is told to go there too.
    const data = await get("/it/blog/vecchio-testo.data")
    expect(await data.text()).toContain("/it/blog/nuovo-testo")
    expect(data.status).not.toBe(404)
    // A second request still redirects: nothing kept a 404 or a stale page meanwhile.
    expect((await get("/blog/old-lyrics")).status).toBe(301)
  })

  test("redirects added and removed over the signed API take effect at once; a loop or a live slug is refused with 409", async () => {
    expect((await get("/blog/gone-page")).status).toBe(404)
    const added = await post({ event: "redirect", article: { from: "gone-page", to: "new-lyrics" } })
    expect(added.status).toBe(201)
    expect((await get("/blog/gone-page")).headers.get("Location")).toBe("/blog/new-lyrics")

    const loop = await post({ event: "redirect", article: { from: "new-lyrics", to: "gone-page" } })
    expect(loop.status).toBe(409)
    expect(await loop.json()).toMatchObject({ field: "from", error: expect.stringMatching(/would hide the article/) })
    await post({ event: "redirect", article: { from: "loop-a", to: "loop-b" } })
    const cycle = await post({ event: "redirect", article: { from: "loop-b", to: "loop-a" } })
    expect(cycle.status).toBe(409)
    expect(await cycle.json()).toMatchObject({ field: "to", error: expect.stringMatching(/loop/) })

    expect((await post({ event: "unredirect", article: { from: "gone-page" } })).status).toBe(200)
    expect((await get("/blog/gone-page")).status).toBe(404)
  })

  test("the signed API lists an article's history and restores a revision; a deleted article stays 404 and comes back", async () => {
    await post({ event: "update", article: { slug: "new-lyrics", title: "Lyrics, edited" } })
    const history = await app.request("/api/articles/new-lyrics/history", signedGet({ secret: TEST_SECRET }))
    expect(history.status).toBe(200)
    const { revisions } = (await history.json()) as {
      revisions: { revision: number; event: string; actor: string; title: string }[]
    }
    expect(revisions[0]).toMatchObject({ event: "update", actor: "api", title: "Lyrics" })
    const restored = await post({ event: "restore", article: { slug: "new-lyrics", revision: revisions[0]!.revision } })
    expect(restored.status).toBe(200)
    expect(await (await get("/blog/new-lyrics")).text()).toContain("Lyrics")

    expect((await post({ event: "delete", article: { slug: "new-lyrics" } })).status).toBe(200)
    // Deleted: 404 (not 410), and out of the list and the feed; its old slug now leads to a 404.
    expect((await get("/blog/new-lyrics")).status).toBe(404)
    expect(await (await get("/blog/rss.xml")).text()).not.toContain("new-lyrics")
    expect(await (await get("/blog")).text()).not.toContain("/blog/new-lyrics")
    expect((await post({ event: "undelete", article: { slug: "new-lyrics" } })).status).toBe(201)
    expect((await get("/blog/new-lyrics")).status).toBe(200)
    expect(await (await get("/blog/rss.xml")).text()).toContain("new-lyrics")
  })
})
