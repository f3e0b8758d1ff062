// Issue 26, item 5: what the page shows is what was sent, read through every driver (PGlite,
// PostgreSQL, the Supabase stand-in). Decisions in docs/decisions/0032-what-the-page-shows.md.
import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest"
import type { ArticleReader } from "../article.ts"
import { startFakePostgrest } from "../../../tests/support/fake-postgrest.ts"
import { startPostgres } from "../../../tests/support/postgres-server.ts"
import { migratedPglite } from "../../../tests/support/migrated-pglite.ts"
import { pgliteClient } from "./pglite.server.ts"
import { postgresClient } from "./postgres.server.ts"
import { supabaseArticles } from "./supabase.server.ts"
import { type SqlClient, sqlArticles } from "../sql.server.ts"
import type { Publisher } from "../publisher.server.ts"
import { toCardData, toPageData } from "../blog-view.server.ts"
import * as blogView from "../blog-view.server.ts"
import {
  CHANGE_CHANNEL,
  type ChangeEvent,
  changeFromPayload,
  onArticleChange,
  pollChangeMarker,
} from "../article-changes.server.ts"

const now = new Date()
const day = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString()
/** 450 words of text in HTML, and two more in a list: 452 words, a 3 minute read. */
const HTML_BODY = `<h2>Lead</h2><p>${"word ".repeat(449).trim()}</p><ul><li>one</li><li>two</li></ul>`
const FAQ = [
  { question: "Is it <b>free</b>?", answer: "Yes.\nThe first three videos are </script><script>alert(1)</script>" },
  { question: "Which formats?", answer: "Vertical and square." },
]
const FIELDS = {
  canonical_url: "https://elsewhere.example/blog/original",
  social_title: "Share me",
  social_image: "/media/blog/ai-music-videos-for-labels-and-agencies.webp",
  author_name: "Ada <Lovelace>",
  faq: FAQ,
}

/** What each driver holds, as a writer sends it. */
const HTML_ONLY = {
  slug: "html-only",
  title: "Sent as HTML only",
  content_markdown: "",
  content_html: HTML_BODY,
  published_at: day(3),
  tags: ["shows"],
}
const WITH_FIELDS = {
  slug: "with-fields",
  title: "With every field",
  content_markdown: "A short body.",
  content_html: "<p>A short body.</p>",
  featured_image: "/media/blog/ai-music-videos-for-labels-and-agencies.webp",
  featured_image_alt: "A singer lip-syncing in a studio",
  published_at: day(2),
  tags: ["shows"],
  ...FIELDS,
}

async function writeThrough(publisher: Publisher) {
  await publisher.apply("publish", HTML_ONLY)
  await publisher.apply("publish", WITH_FIELDS)
}

/** A row as another tool stores it in a Supabase table of ours. */
const row = (fields: Record<string, unknown>) => ({
  id: randomUUID(),
  meta_description: null,
  featured_image: null,
  featured_image_alt: null,
  content_markdown: "",
  content_html: "",
  published_url: null,
  created_at: day(10),
  updated_at: day(10),
  status: "published",
  tags: [],
  locale: "en",
  translation_key: null,
  canonical_url: null,
  social_title: null,
  social_image: null,
  author_name: null,
  faq: [],
  ...fields,
})

type Harness = { reader: ArticleReader; publisher?: Publisher; sql?: SqlClient; listener?: SqlClient; stop: () => Promise<void> }

const drivers: [string, () => Promise<Harness>][] = [
  [
    "pglite",
    async () => {
      const db = await migratedPglite()
      const client = pgliteClient(db)
      const reader = sqlArticles(client)
      await writeThrough(reader.publisher)
      return { reader, publisher: reader.publisher, sql: client, listener: client, stop: () => db.close() }
    },
  ],
  [
    "postgres",
    async () => {
      const server = await startPostgres()
      const client = postgresClient(server.url)
      const { migrate } = await import("../sql.server.ts")
      await migrate(client)
      const reader = sqlArticles(client)
      await writeThrough(reader.publisher)
      // Another connection, as a console or an import tool would be.
      const other = postgresClient(server.url)
      return {
        reader,
        publisher: reader.publisher,
        sql: other,
        listener: postgresClient(server.url),
        stop: async () => {
          await other.close()
          await client.close()
          server.stop()
        },
      }
    },
  ],
  [
    "supabase",
    async () => {
      const { featured_image_alt: _alt, ...fields } = WITH_FIELDS
      const fake = await startFakePostgrest([
        row(HTML_ONLY),
        row({ ...fields, featured_image_alt: WITH_FIELDS.featured_image_alt }),
      ])
      return { reader: supabaseArticles(`${fake.url}/ok`, "anon-key"), stop: fake.close }
    },
  ],
]

describe.each(drivers)("the %s driver", (_name, setup) => {
  let h: Harness
  beforeAll(async () => {
    h = await setup()
  }, 240_000)
  afterAll(async () => h?.stop())

  test("an article sent as HTML only is counted by its HTML's text: its card and its page say 3 min read, not 0", async () => {
    const { articles } = await h.reader.listPage({ offset: 0, limit: 10 })
    const summary = articles.find((a) => a.slug === "html-only")!
    expect(summary.words).toBe(452)
    expect((await toCardData(summary, now)).readingTime).toBe("3 min read")
    const related = await h.reader.listRelated("with-fields", ["shows"], 3)
    expect(related.find((a) => a.slug === "html-only")?.words).toBe(452)
    const article = (await h.reader.getPublished("html-only"))!
    expect((await toPageData(article, now)).readingTime).toBe("3 min read")
  })

  test("the featured image's alt and the per-article fields are read back as sent, on the card and on the page", async () => {
    const { articles } = await h.reader.listPage({ offset: 0, limit: 10 })
    const summary = articles.find((a) => a.slug === "with-fields")!
    expect((await toCardData(summary, now)).imageAlt).toBe("A singer lip-syncing in a studio")
    expect(summary.canonical_url).toBe(FIELDS.canonical_url)
    const page = await toPageData((await h.reader.getPublished("with-fields"))!, now)
    expect(page).toMatchObject({
      imageAlt: "A singer lip-syncing in a studio",
      author: "Ada <Lovelace>",
      faq: FAQ,
      canonicalUrl: FIELDS.canonical_url,
      socialTitle: "Share me",
      socialImage: FIELDS.social_image,
    })
    // No alt was sent: the image is decorative.
    expect((await toCardData({ ...summary, featured_image_alt: null }, now)).imageAlt).toBe("")
  })
})

describe.each(drivers.filter(([name]) => name !== "supabase"))("a write made straight in the %s database", (_name, setup) => {
  let h: Harness
  beforeAll(async () => {
    h = await setup()
  }, 240_000)
  afterAll(async () => h?.stop())

  test("is heard at once on the site's change channel (migration 0007's trigger); the writer's own writes are heard once, as its own", async () => {
    const heard: (ChangeEvent | null)[] = []
    await h.listener!.listen!(
      CHANGE_CHANNEL,
      (payload) => heard.push(changeFromPayload(payload)),
      () => {},
    )
    await h.sql!.query("update articles set title = 'Edited by hand' where slug = 'html-only'")
    await vi.waitFor(() => expect(heard).toHaveLength(1), { timeout: 10_000 })
    expect(heard[0]).toEqual({ kind: "all", reason: "articles were changed straight in the database" })
    // The writer's transaction keeps the trigger quiet and sends its own change, which this process already reported.
    await h.publisher!.apply("update", { slug: "html-only", title: "Edited by the writer" })
    await h.sql!.query(
      `insert into articles (slug, title, content_markdown, content_html, published_at) values ('by-hand', 'By hand', 'Hi.', '<p>Hi.</p>', now())`,
    )
    await vi.waitFor(() => expect(heard).toHaveLength(3), { timeout: 10_000 })
    expect(heard[1]).toBeNull()
    expect(heard[2]).toMatchObject({ kind: "all" })
  })
})

describe("the supabase driver's rows", () => {
  const rows = [
    row({ slug: "good-one", title: "Good", content_markdown: "Words here.", published_at: day(5), tags: ["t"] }),
    row({ slug: "twice", title: "First of two", content_markdown: "A.", published_at: day(4), tags: ["dup"] }),
    row({ slug: "twice", title: "Second of two", content_markdown: "B.", published_at: day(3), tags: ["dup"] }),
    row({ slug: "Not A Slug", title: "Invalid slug", content_markdown: "C.", published_at: day(2), tags: ["bad"] }),
    // Once published, now a draft: it does not make the live row's slug a duplicate.
    row({ slug: "good-one", title: "Old draft", content_markdown: "D.", published_at: day(6), status: "draft" }),
    row({
      slug: "markdown-only",
      title: "Markdown only",
      content_markdown: "## A heading\n\nSome *text* and <script>alert(1)</script> a [link](javascript:alert(1)).",
      content_html: "",
      published_at: day(1),
    }),
  ]
  let fake: Awaited<ReturnType<typeof startFakePostgrest>>
  let reader: ArticleReader
  beforeAll(async () => {
    fake = await startFakePostgrest(rows)
    reader = supabaseArticles(`${fake.url}/ok`, "anon-key")
  })
  afterAll(() => fake?.close())

  test("with a duplicate or invalid slug are listed nowhere their page cannot be opened: not on /blog, RSS, the sitemap or tags", async () => {
    for (const slug of ["twice", "Not A Slug"]) expect(await reader.getPublished(slug)).toBeNull()
    expect((await reader.getPublished("good-one"))?.title).toBe("Good")
    const page = await reader.listPage({ offset: 0, limit: 10 })
    expect(page.articles.map((a) => a.slug)).toEqual(["markdown-only", "good-one"])
    expect(page.total).toBe(2)
    expect((await reader.listPage({ offset: 0, limit: 10, words: false })).total).toBe(2)
    expect((await reader.listPublished()).map((a) => a.slug)).toEqual(["markdown-only", "good-one"])
    expect((await reader.listTags()).map((t) => t.tag)).toEqual(["t"])
    expect((await reader.listRelated("good-one", ["dup"], 3)).map((a) => a.slug)).toEqual(["markdown-only"])
  })

  test("with Markdown and no HTML show their body, rendered and sanitised by the writer's renderer, rendered once", async () => {
    const article = (await reader.getPublished("markdown-only"))!
    const before = blogView.markdownRenders
    const page = await toPageData(article, now)
    expect(page.html).toContain("<h2")
    expect(page.html).toContain("<em>text</em>")
    expect(page.html).not.toMatch(/<script|javascript:/)
    await toPageData((await reader.getPublished("markdown-only"))!, now)
    expect(blogView.markdownRenders - before).toBe(1)
  })

  test("changed by another tool are heard by a cheap change marker read every few seconds (an injected short interval here)", async () => {
    const heard: ChangeEvent[] = []
    const stopListening = onArticleChange((event) => heard.push(event))
    const stop = pollChangeMarker(() => reader.changeMarker!(), 20)
    try {
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(heard).toEqual([])
      rows.push(
        row({
          slug: "added-by-sql",
          title: "Added",
          content_markdown: "E.",
          published_at: day(0),
          updated_at: new Date().toISOString(),
        }),
      )
      await vi.waitFor(() => expect(heard).toContainEqual({ kind: "all", reason: "the articles' change marker moved" }))
    } finally {
      stop()
      stopListening()
    }
  })
})

test("a Supabase table with SPEC §3's columns only lists what can be opened too, reading only slugs and dates to find duplicates", async () => {
  const spec = (slug: string, title: string, at: number) => ({
    id: randomUUID(),
    slug,
    title,
    meta_description: null,
    featured_image: null,
    content_markdown: "Words.",
    content_html: "<p>Words.</p>",
    published_at: day(at),
    published_url: null,
  })
  const fake = await startFakePostgrest([
    spec("kept", "Kept", 3),
    spec("twice", "A", 2),
    spec("twice", "B", 1),
    spec("Bad_Slug", "Bad", 1),
  ])
  try {
    const reader = supabaseArticles(`${fake.url}/ok`, "anon-key")
    const page = await reader.listPage({ offset: 0, limit: 10 })
    expect(page.articles.map((a) => a.slug)).toEqual(["kept"])
    expect(page.total).toBe(1)
    expect(await reader.getPublished("twice")).toBeNull()
    expect(fake.requests.some((q) => q.get("select") === "slug,published_at")).toBe(true)
  } finally {
    await fake.close()
  }
})
