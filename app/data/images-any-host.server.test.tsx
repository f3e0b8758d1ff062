// With the default configuration (no IMAGE_HOSTS), an article's featured image and body images on
// any https host are shown, through the site's image route: on the embedded database and on a
// Supabase table (issue 26: a Supabase table whose rows carry featured_image URLs showed none).
// The image host is a stub of the route's one fetch: nothing outside this machine is asked.
import { randomUUID } from "node:crypto"
import { renderToStaticMarkup } from "react-dom/server"
import { RouterProvider, createMemoryRouter } from "react-router"
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"
import { ArticleCard } from "#app/components/blog/article-card.tsx"
import { ArticleView } from "#app/components/blog/article-view.tsx"
import { InSite } from "#app/components/site-language.test-support.tsx"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import { imageUrl } from "#app/lib/image-widths.ts"
import { grainyPng } from "../../scripts/lib/image-fixture.ts"
import { startFakePostgrest } from "../../tests/support/fake-postgrest.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"
import type { ArticleReader } from "./article.ts"
import { toCardData, toPageData } from "./blog-view.server.ts"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { supabaseArticles } from "./drivers/supabase.server.ts"
import { sqlPublisher } from "./publisher.server.ts"
import { siteImages } from "./site-images.server.ts"
import { sqlArticles } from "./sql.server.ts"

const chrome = blogChrome("en")

const host = vi.hoisted(() => ({ png: null as Buffer | null, asked: [] as string[] }))
vi.mock("#app/lib/image-fetch.server.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/lib/image-fetch.server.ts")>()
  return {
    ...real,
    // Any host on photos.anywhere.example serves the PNG, as a public host would.
    publicFetch: () => async (url: string) => {
      host.asked.push(url)
      return new URL(url).hostname === "photos.anywhere.example"
        ? new Response(new Uint8Array(host.png!), { headers: { "Content-Type": "image/png" } })
        : new Response(null, { status: 404 })
    },
  }
})

// A fresh source each run: the image route keeps sources on disk (.cache/images) across runs.
const run = randomUUID()
const COVER = `https://photos.anywhere.example/cover.png?run=${run}`
const INLINE = `https://photos.anywhere.example/inline.png?run=${run}`
const now = new Date()

beforeAll(async () => {
  delete process.env.IMAGE_HOSTS
  delete process.env.IMAGE_MODE
  host.png = await grainyPng(640, 360)
})

function html(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/", element: <InSite>{element}</InSite> }])
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

/** The card and the article page of `slug` as the blog renders them from `reader`. */
async function shown(reader: ArticleReader, slug: string) {
  const listed = await reader.listPage({ offset: 0, limit: 10 })
  const summary = listed.articles.find((article) => article.slug === slug)!
  const card = html(<ArticleCard article={await toCardData(summary, now)} chrome={chrome} />)
  const page = await toPageData((await reader.getPublished(slug))!, now)
  const article = html(<ArticleView article={page} chrome={chrome} />) + (page.html ?? "")
  return { card, article }
}

async function expectShown(reader: ArticleReader, slug: string) {
  const { card, article } = await shown(reader, slug)
  const cover = (width: number) => imageUrl(COVER, width).replaceAll("&", "&amp;")
  expect(card).toContain(`src="${cover(736)}"`)
  expect(card).toContain('width="640" height="360"')
  expect(article).toContain(`src="${cover(704)}"`)
  expect(article).toContain(`src="${imageUrl(INLINE, 704).replaceAll("&", "&amp;")}"`)
  expect(article).not.toContain("image-fallback")
  // And the route serves it.
  const response = await siteImages().respond(
    new Request(`http://site.test${imageUrl(COVER, 368)}`, { headers: { Accept: "image/webp" } }),
    "368",
  )
  expect(response.status).toBe(200)
  expect(response.headers.get("Content-Type")).toBe("image/webp")
  expect(host.asked).toContain(COVER)
}

describe("on the embedded database (PGlite)", () => {
  let reader: ArticleReader
  let client: ReturnType<typeof pgliteClient>
  let close: () => Promise<void>
  beforeAll(async () => {
    const db = await migratedPglite()
    close = () => db.close()
    client = pgliteClient(db)
    reader = sqlArticles(client)
    const outcome = await sqlPublisher(client).apply("publish", {
      slug: "photos-from-anywhere",
      title: "Photos from anywhere",
      meta_description: "Pictures on another host.",
      featured_image: { url: COVER, alt: "A stage" },
      content_markdown: "Words.",
      content_html: `<p>Words.</p><p><img src="${INLINE}" alt="The band"></p>`,
      published_at: "2026-01-01T09:00:00Z",
    })
    expect(outcome.warnings, "no IMAGE_HOSTS: nothing to warn of").toBeUndefined()
  }, 120_000)
  afterAll(() => close?.())

  test("a featured image and a body image on an arbitrary https host are shown on the card and the article", async () => {
    await expectShown(reader, "photos-from-anywhere")
  })

  test("with IMAGE_HOSTS set, a write whose images are elsewhere is kept and answered with a warning for each", async () => {
    process.env.IMAGE_HOSTS = "images.example.com"
    try {
      const outcome = await sqlPublisher(client).apply("publish", {
        slug: "photos-elsewhere",
        title: "Photos elsewhere",
        featured_image: COVER,
        content_markdown: "Words.",
        content_html: `<p><img src="${INLINE}" alt="x"><img src="https://images.example.com/ok.png" alt="y"></p>`,
        published_at: "2026-01-01T09:00:00Z",
      })
      expect(outcome).toMatchObject({ slug: "photos-elsewhere", created: true })
      expect(outcome.warnings).toEqual([
        `featured_image: the image ${COVER} will not be shown: photos.anywhere.example is not on IMAGE_HOSTS`,
        `content_html: the image ${INLINE} will not be shown: photos.anywhere.example is not on IMAGE_HOSTS`,
      ])
    } finally {
      delete process.env.IMAGE_HOSTS
    }
  }, 120_000)
})

describe("on a Supabase table (the stand-in)", () => {
  let postgrest: Awaited<ReturnType<typeof startFakePostgrest>>
  beforeAll(async () => {
    postgrest = await startFakePostgrest([
      {
        id: "1",
        slug: "photos-from-anywhere",
        title: "Photos from anywhere",
        meta_description: "Pictures on another host.",
        featured_image: COVER,
        content_markdown: "Words.",
        content_html: `<p>Words.</p><p><img src="${INLINE}" alt="The band"></p>`,
        published_at: "2026-01-01T09:00:00.000Z",
        published_url: null,
        created_at: "2026-01-01T09:00:00.000Z",
        updated_at: "2026-01-01T09:00:00.000Z",
        status: "published",
        tags: [],
        featured_image_alt: null,
      },
    ])
  })
  afterAll(() => postgrest?.close())

  test("a row's featured_image and body image on an arbitrary https host are shown on the card and the article", async () => {
    await expectShown(supabaseArticles(`${postgrest.url}/ok`, "anon"), "photos-from-anywhere")
  })
})
