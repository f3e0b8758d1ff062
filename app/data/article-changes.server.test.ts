import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from "vitest"
import { pgliteClient } from "./drivers/pglite.server.ts"
import { resilientArticles } from "./articles.server.ts"
import {
  type ArticleChange,
  CHANGE_CHANNEL,
  type ChangeEvent,
  changeFromPayload,
  changePayload,
  changedDependencies,
  onArticleChange,
} from "./article-changes.server.ts"
import { collectReads } from "./page-reads.server.ts"
import { type SqlArticles, sqlArticles } from "./sql.server.ts"
import { migratedPglite } from "../../tests/support/migrated-pglite.ts"

let db: SqlArticles
let heard: ChangeEvent[]
let stop: () => void

const body = (title: string) => ({ title, content_markdown: `# ${title}\n\nWords about ${title}.` })
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()

// One database for the file (creating one takes seconds); each test starts from the same articles.
beforeAll(async () => {
  const client = pgliteClient(await migratedPglite())
  db = sqlArticles(client)
}, 120_000)

afterAll(() => db.close())

beforeEach(async () => {
  await db.client.query("delete from articles")
  heard = []
  stop = onArticleChange((event) => heard.push(event))
  // Two families of articles that share no tag, each with enough of its own for three related cards.
  for (const [slug, tags, h] of [
    ["lip-sync-basics", ["lip-sync"], 10],
    ["lip-sync-timing", ["lip-sync"], 9],
    ["lip-sync-faces", ["lip-sync"], 8],
    ["lip-sync-tools", ["lip-sync"], 7],
    ["release-plan", ["marketing"], 6],
    ["release-budget", ["marketing"], 5],
    ["release-press", ["marketing"], 4],
    ["release-socials", ["marketing"], 3],
  ] as const)
    await db.publisher.apply("publish", { slug, ...body(slug), tags, published_at: hoursAgo(h) })
  heard = []
})

afterEach(() => stop())

/** What each page reads, as its route reads it, and the dependencies it named. */
async function pageDependencies() {
  const site = resilientArticles(async () => db)
  const articlePage = async (slug: string) =>
    (
      await collectReads(async () => {
        const article = await site.getArticle(slug)
        if (!article) return
        await site.relatedArticles(slug, article.tags ?? [], 3, article.locale)
        if (article.translation_key) await site.listTranslations([article.translation_key])
      })
    ).reads.dependencies
  return {
    "/blog": (await collectReads(() => site.listArticlesPage({ offset: 0, limit: 12, locale: "en" }))).reads.dependencies,
    "/blog/tag/marketing": (
      await collectReads(() => site.listArticlesPage({ offset: 0, limit: 12, tag: "marketing", locale: "en" }))
    ).reads.dependencies,
    "/it/blog": (await collectReads(() => site.listArticlesPage({ offset: 0, limit: 12, locale: "it" }))).reads.dependencies,
    "/it/blog/tag/lip-sync": (
      await collectReads(() => site.listArticlesPage({ offset: 0, limit: 12, tag: "lip-sync", locale: "it" }))
    ).reads.dependencies,
    "/blog/lip-sync-basics": await articlePage("lip-sync-basics"),
    "/blog/release-plan": await articlePage("release-plan"),
    "/blog/new-lip-sync-guide": await articlePage("new-lip-sync-guide"),
    "/it/blog/basi-del-lip-sync": await articlePage("basi-del-lip-sync"),
  }
}

/** The pages a change makes stale, of those above. */
async function staleAfter(change: () => Promise<unknown>) {
  const pages = await pageDependencies()
  heard = []
  await change()
  const changed = new Set(heard.flatMap((e) => (e.kind === "article" ? changedDependencies(e.change) : ["everything"])))
  return Object.entries(pages)
    .filter(([, deps]) => [...deps].some((d) => changed.has(d)))
    .map(([page]) => page)
}

test("publishing a lip-sync article makes stale the lists, its tag's articles and its own (404) page, and leaves the unrelated marketing article cached", async () => {
  const stale = await staleAfter(() =>
    db.publisher.apply("publish", { slug: "new-lip-sync-guide", ...body("New guide"), tags: ["lip-sync"] }),
  )
  expect(stale).toEqual(["/blog", "/blog/lip-sync-basics", "/blog/new-lip-sync-guide"])
})

test("the reverse: publishing a marketing article leaves the lip-sync article cached, and makes its own tag page stale", async () => {
  const stale = await staleAfter(() =>
    db.publisher.apply("publish", { slug: "release-day", ...body("Release day"), tags: ["marketing"] }),
  )
  expect(stale).toEqual(["/blog", "/blog/tag/marketing", "/blog/release-plan"])
})

test("editing an article's title makes stale the pages that show it, and no list that does not", async () => {
  const stale = await staleAfter(() => db.publisher.apply("update", { slug: "release-budget", title: "A smaller budget" }))
  // /blog shows the newest 12 (all eight); release-plan's related cards show release-budget.
  expect(stale).toEqual(["/blog", "/blog/tag/marketing", "/blog/release-plan"])
  const onlyLipSync = await staleAfter(() => db.publisher.apply("update", { slug: "lip-sync-tools", title: "Tools, again" }))
  expect(onlyLipSync).toEqual(["/blog", "/blog/lip-sync-basics"])
})

test("moving an article to another tag makes stale the lists and related reading of its old and new tags", async () => {
  const stale = await staleAfter(() => db.publisher.apply("update", { slug: "release-socials", tags: ["lip-sync"] }))
  expect(stale).toEqual(["/blog", "/blog/tag/marketing", "/blog/lip-sync-basics", "/blog/release-plan"])
})

test("unpublishing and deleting make stale what showed the article; saving a draft that stays a draft changes nothing", async () => {
  expect(await staleAfter(() => db.publisher.apply("unpublish", { slug: "release-press" }))).toEqual([
    "/blog",
    "/blog/tag/marketing",
    "/blog/release-plan",
  ])
  // With release-press gone, release-plan has two marketing cards and fills the third with the newest
  // article of any tag: the list's order is now what it read, and any article leaving the list may move it.
  expect(await staleAfter(() => db.publisher.apply("delete", { slug: "lip-sync-faces" }))).toEqual([
    "/blog",
    "/blog/lip-sync-basics",
    "/blog/release-plan",
  ])
  expect(await staleAfter(() => db.publisher.apply("draft", { slug: "an-idea", ...body("An idea") }))).toEqual([])
})

test("publishing an Italian translation makes /it/blog stale, not /blog, and the English original's page, whose hreflang now names it", async () => {
  await db.publisher.apply("update", { slug: "lip-sync-basics", translation_key: "lip-sync-basics" })
  const stale = await staleAfter(() =>
    db.publisher.apply("publish", {
      slug: "basi-del-lip-sync",
      ...body("Le basi del lip-sync"),
      tags: ["lip-sync"],
      locale: "it",
      translation_key: "lip-sync-basics",
    }),
  )
  expect(stale).toEqual(["/it/blog", "/it/blog/tag/lip-sync", "/blog/lip-sync-basics", "/it/blog/basi-del-lip-sync"])
})

test("editing an Italian article's title leaves every English page cached; unpublishing it makes its translation's page stale again", async () => {
  await db.publisher.apply("update", { slug: "lip-sync-basics", translation_key: "lip-sync-basics" })
  await db.publisher.apply("publish", {
    slug: "basi-del-lip-sync",
    ...body("Le basi del lip-sync"),
    tags: ["lip-sync"],
    locale: "it",
    translationKey: "lip-sync-basics",
  })
  expect(
    await staleAfter(() => db.publisher.apply("update", { slug: "basi-del-lip-sync", title: "Il lip-sync, dalle basi" })),
  ).toEqual(["/it/blog", "/it/blog/tag/lip-sync", "/it/blog/basi-del-lip-sync"])
  expect(await staleAfter(() => db.publisher.apply("unpublish", { slug: "basi-del-lip-sync" }))).toEqual([
    "/it/blog",
    "/it/blog/tag/lip-sync",
    "/blog/lip-sync-basics",
    "/it/blog/basi-del-lip-sync",
  ])
})

test("scheduling an article changes nothing a visitor sees until its time, when the schedule reports it going live", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] })
  try {
    const { watchArticleChanges } = await import("./article-changes.server.ts")
    const at = new Date(Date.now() + 60_000).toISOString()
    await watchArticleChanges({ upcoming: () => db.listUpcoming!(100), seesEveryWrite: true })
    const stale = await staleAfter(() =>
      db.publisher.apply("schedule", { slug: "new-lip-sync-guide", ...body("Soon"), tags: ["lip-sync"], published_at: at }),
    )
    expect(stale).toEqual([])
    expect(await db.listUpcoming!(100)).toEqual([
      { slug: "new-lip-sync-guide", tags: ["lip-sync"], published_at: at, locale: "en", translation_key: null },
    ])
    // The schedule reads the upcoming articles again after each change it hears of.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0))
    heard = []
    await vi.advanceTimersByTimeAsync(60_000 + 600)
    const wentLive = heard.find((e) => e.kind === "article")
    expect(wentLive).toEqual({
      kind: "article",
      change: {
        slug: "new-lip-sync-guide",
        before: null,
        after: { tags: ["lip-sync"], published_at: at, locale: "en", translation_key: null },
      },
    })
    expect(changedDependencies((wentLive as { change: ArticleChange }).change)).toEqual(
      expect.arrayContaining(["slug:new-lip-sync-guide", "list:*", "list:tag:lip-sync", "related:lip-sync"]),
    )
  } finally {
    vi.useRealTimers()
  }
})

test("a change notification travels as JSON; this process's own is ignored, and one it cannot read means anything changed", () => {
  const change: ArticleChange = { slug: "a", before: null, after: { tags: ["x"], published_at: hoursAgo(1) } }
  expect(changeFromPayload(changePayload(change))).toBeNull()
  expect(changeFromPayload(JSON.stringify({ origin: "another-process", change }))).toEqual({ kind: "article", change })
  expect(changeFromPayload("not json")).toMatchObject({ kind: "all" })
  // NOTIFY refuses payloads of 8,000 bytes or more: a long one says "everything".
  const long: ArticleChange = {
    ...change,
    after: { tags: Array.from({ length: 400 }, (_, i) => `tag-${i}-long-name`), published_at: hoursAgo(1) },
  }
  expect(changeFromPayload(changePayload(long).replace(/"origin":"[^"]*"/, '"origin":"other"'))).toMatchObject({ kind: "all" })
  expect(CHANGE_CHANNEL).toMatch(/^[a-z_]+$/)
})
