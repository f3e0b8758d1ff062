import { describe, expect, test, vi } from "vitest"
import type { Article, ArticleReader, ArticleSummary } from "./article.ts"
import { ArticlesUnavailableError, resilientArticles } from "./articles.server.ts"
import { parseDataEnv } from "./env.server.ts"
import { type ChangeEvent, onArticleChange } from "./article-changes.server.ts"

const article = { slug: "a-post", title: "A post" } as Article & ArticleSummary
/** The list reads these stories do not make. */
const noLists: Pick<ArticleReader, "listPublished" | "listRelated" | "listTags" | "listTranslations"> = {
  listPublished: async () => [],
  listRelated: async () => [],
  listTags: async () => [],
  listTranslations: async () => [],
}
const pageOf = (articles: ArticleSummary[]) => ({ articles, total: articles.length })
/** The blog's first page, the list read these stories make. */
const firstPage = async (site: ReturnType<typeof resilientArticles>) =>
  (await site.listArticlesPage({ offset: 0, limit: 12 })).articles

function flaky(failures: number) {
  let calls = 0
  const reader: ArticleReader = {
    ...noLists,
    async listPage() {
      calls++
      if (calls <= failures) throw new Error("connection refused")
      return pageOf([article])
    },
    async getPublished() {
      calls++
      if (calls <= failures) throw new Error("connection refused")
      return article
    },
    async close() {},
  }
  return { reader, calls: () => calls }
}

describe("resilientArticles", () => {
  test("while the backend answers, every read is fresh: a change (a schedule going live, an unpublish) shows at the next read", async () => {
    let rows = [article]
    const reader: ArticleReader = {
      ...noLists,
      listPage: async () => pageOf(rows),
      getPublished: async (slug) => rows.find((a) => a.slug === slug) ?? null,
      async close() {},
    }
    let clock = 0
    const site = resilientArticles(async () => reader, { now: () => clock })
    expect(await firstPage(site)).toEqual([article])
    expect(await site.getArticle("a-post")).toEqual(article)
    rows = []
    clock += 1_000
    // The last good copies stand in only for a failing backend, never for a healthy one.
    expect(await firstPage(site)).toEqual([])
    expect(await site.getArticle("a-post")).toBeNull()
  })

  test("retries transient failures up to three tries", async () => {
    const backend = flaky(2)
    const site = resilientArticles(async () => backend.reader, { baseDelayMs: 5 })
    expect(await firstPage(site)).toEqual([article])
    expect(backend.calls()).toBe(3)
  })

  test("gives up after three tries, within the time budget", async () => {
    // On a fake clock, so that what is measured is the backoffs the reads waited, not the machine's load.
    vi.useFakeTimers()
    try {
      const backend = flaky(99)
      // The probe that starts once the backend is known down waits forever here: no timers of its own.
      const site = resilientArticles(async () => backend.reader, {
        baseDelayMs: 400,
        budgetMs: 2_000,
        wait: () => new Promise(() => {}),
        log: () => {},
      })
      const started = Date.now()
      const read = expect(firstPage(site)).rejects.toBeInstanceOf(ArticlesUnavailableError)
      await vi.runAllTimersAsync()
      await read
      expect(backend.calls()).toBe(3)
      // 400 ms, then 800 ms: no wait after the last try.
      expect(Date.now() - started).toBe(1_200)
    } finally {
      vi.useRealTimers()
    }
  })

  test("a hung backend ends at the budget", async () => {
    const hung: ArticleReader = {
      ...noLists,
      listPage: () => new Promise(() => {}),
      getPublished: () => new Promise(() => {}),
      close: async () => {},
    }
    const site = resilientArticles(async () => hung, { budgetMs: 300 })
    await expect(site.getArticle("a-post")).rejects.toBeInstanceOf(ArticlesUnavailableError)
  })

  test("serves the last good copy for a day, then fails", async () => {
    let now = 0
    let up = true
    const reader: ArticleReader = {
      ...noLists,
      listPage: async () => (up ? pageOf([article]) : Promise.reject(new Error("down"))),
      getPublished: async () => (up ? article : Promise.reject(new Error("down"))),
      close: async () => {},
    }
    const site = resilientArticles(async () => reader, { baseDelayMs: 1, now: () => now, log: () => {} })
    await site.getArticle("a-post")
    up = false
    now += 23 * 3600_000
    expect(await site.getArticle("a-post")).toEqual(article)
    now += 2 * 3600_000
    await expect(site.getArticle("a-post")).rejects.toBeInstanceOf(ArticlesUnavailableError)
  })

  test("once the backend is known down, reads answer at once from their last good copy while one probe at a time tries it, backing off to 5 s", async () => {
    let up = true
    let title = "Before the outage"
    let calls = 0
    const reader: ArticleReader = {
      ...noLists,
      async getPublished() {
        calls++
        if (!up) throw new Error("connection refused")
        return article
      },
      // The list, and a probe's cheap read (the newest article and the count).
      async listPage() {
        calls++
        if (!up) throw new Error("connection refused")
        return pageOf([{ ...article, title }])
      },
      close: async () => {},
    }
    const waits: number[] = []
    let nextProbe = () => {}
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        waits.push(ms)
        nextProbe = resolve
      })
    const settle = () => new Promise((resolve) => setImmediate(resolve))
    const site = resilientArticles(async () => reader, { baseDelayMs: 1, wait, log: () => {} })

    expect(await firstPage(site)).toEqual([{ ...article, title: "Before the outage" }])
    up = false
    expect(await firstPage(site)).toEqual([{ ...article, title: "Before the outage" }])
    expect(calls).toBe(4)

    // Known down: no request touches the backend, with or without a copy to serve.
    expect(await firstPage(site)).toEqual([{ ...article, title: "Before the outage" }])
    await expect(site.getArticle("a-post")).rejects.toBeInstanceOf(ArticlesUnavailableError)
    expect(calls).toBe(4)

    for (let probe = 0; probe < 4; probe++) {
      nextProbe()
      await settle()
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 5_000, 5_000])
    expect(calls, "one backend call per probe").toBe(8)

    up = true
    title = "After the outage"
    const heard: ChangeEvent[] = []
    const stop = onArticleChange((event) => heard.push(event))
    nextProbe()
    await settle()
    stop()
    expect(heard, "the page cache forgets what it may have missed").toEqual([
      { kind: "all", reason: "the articles backend is back after an outage" },
    ])
    expect(await firstPage(site), "the read after a successful probe is fresh").toEqual([
      { ...article, title: "After the outage" },
    ])
    expect(await site.getArticle("a-post")).toEqual(article)
    expect(waits).toHaveLength(5)
  })

  test("a slow backend is waited for: a read that takes 3 s answers the articles, one that takes over 10 s fails", async () => {
    vi.useFakeTimers()
    try {
      let delay = 3_000
      const reader: ArticleReader = {
        ...noLists,
        listPage: async () => pageOf([]),
        getPublished: () => new Promise((resolve) => setTimeout(() => resolve(article), delay)),
        close: async () => {},
      }
      const site = resilientArticles(async () => reader, { tries: 1, log: () => {} })
      const slow = site.getArticle("a-post")
      await vi.advanceTimersByTimeAsync(3_000)
      expect(await slow).toEqual(article)
      delay = 11_000
      const fresh = resilientArticles(async () => reader, { tries: 1, log: () => {} })
      const tooSlow = fresh.getArticle("a-post")
      const failed = expect(tooSlow).rejects.toBeInstanceOf(ArticlesUnavailableError)
      await vi.advanceTimersByTimeAsync(10_000)
      await failed
    } finally {
      vi.useRealTimers()
    }
  })

  test("a database that cannot be opened is not opened again by every read", async () => {
    let opens = 0
    const site = resilientArticles(
      async () => {
        opens++
        throw new Error("The database in /data is held by process 7 (server); gave up after 30 s")
      },
      { wait: () => new Promise(() => {}), log: () => {} },
    )
    await expect(firstPage(site)).rejects.toThrow(ArticlesUnavailableError)
    await expect(site.getArticle("a-post")).rejects.toThrow(ArticlesUnavailableError)
    expect(opens).toBe(1)
  })

  /** A backend whose tag pages hold one article for the tags in `written`, until `up` is false. */
  function taggedBackend() {
    const state = { up: true, written: new Set<string>() }
    const reader: ArticleReader = {
      ...noLists,
      async listPage(query) {
        if (!state.up) throw new Error("connection refused")
        return state.written.has(query.tag ?? "")
          ? { articles: [{ ...article, tags: [query.tag!], words: 10 }], total: 1 }
          : { articles: [], total: 0 }
      },
      getPublished: async () => null,
      close: async () => {},
    }
    const site = resilientArticles(async () => reader, { tries: 1, wait: () => new Promise(() => {}), log: () => {} })
    const tagPage = (tag: string) => site.listArticlesPage({ offset: 0, limit: 12, tag })
    return { state, tagPage }
  }

  test("a read that found nothing (a tag no one wrote) leaves no copy to stand in, and forgets the one it had", async () => {
    const { state, tagPage } = taggedBackend()
    for (let i = 0; i < 50; i++) expect((await tagPage(`random-${i}`)).articles).toEqual([])
    state.written.add("emptied")
    expect((await tagPage("emptied")).total).toBe(1)
    state.written.delete("emptied")
    expect((await tagPage("emptied")).total).toBe(0)
    state.up = false
    for (const tag of ["random-0", "random-49", "emptied"])
      await expect(tagPage(tag), tag).rejects.toBeInstanceOf(ArticlesUnavailableError)
  })

  test("at most 1,000 last good answers are kept, the least recently used going first", async () => {
    const { state, tagPage } = taggedBackend()
    const tags = Array.from({ length: 1_200 }, (_, i) => `tag-${i}`)
    for (const tag of tags) state.written.add(tag)
    for (const tag of tags) await tagPage(tag)
    state.up = false
    // The newest thousand stand in for the failing backend; the first two hundred are gone.
    for (const tag of [tags[200]!, tags[700]!, tags[1_199]!]) expect((await tagPage(tag)).total, tag).toBe(1)
    for (const tag of [tags[0]!, tags[199]!]) await expect(tagPage(tag), tag).rejects.toBeInstanceOf(ArticlesUnavailableError)
  })

  test("invalid slugs never reach the backend", async () => {
    const backend = flaky(0)
    const site = resilientArticles(async () => backend.reader)
    for (const slug of ["' OR 1=1--", "ünï", "%27", "x".repeat(2048)]) expect(await site.getArticle(slug)).toBeNull()
    expect(backend.calls()).toBe(0)
  })
})

describe("parseDataEnv", () => {
  test("defaults to the embedded database under .data", () => {
    expect(parseDataEnv({}, "/app")).toEqual({ driver: "pglite", dataDir: "/app/.data" })
  })

  test("DATABASE_URL wins over Supabase settings; an explicit driver wins over both", () => {
    const env = { DATABASE_URL: "postgres://u@db/x", SUPABASE_URL: "https://p.supabase.co", SUPABASE_ANON_KEY: "k" }
    expect(parseDataEnv(env).driver).toBe("postgres")
    expect(parseDataEnv({ ...env, DATABASE_DRIVER: "supabase" }).driver).toBe("supabase")
    expect(parseDataEnv({ SUPABASE_URL: "https://p.supabase.co", SUPABASE_ANON_KEY: "k" }).driver).toBe("supabase")
  })

  test("errors name the variable", () => {
    expect(() => parseDataEnv({ DATABASE_DRIVER: "mysql" })).toThrow(/DATABASE_DRIVER/)
    expect(() => parseDataEnv({ DATABASE_URL: "http://x" })).toThrow(/DATABASE_URL must be a postgres: or postgresql: URL/)
    expect(() => parseDataEnv({ SUPABASE_URL: "https://p.supabase.co" })).toThrow(/SUPABASE_ANON_KEY is required/)
    expect(() => parseDataEnv({ DATABASE_DRIVER: "postgres" })).toThrow(/DATABASE_URL is required/)
  })
})
