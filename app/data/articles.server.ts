import { LRUCache } from "lru-cache"
import type { Article, ArticlePage, ArticleReader, ArticleSummary, PageQuery, TagUse, Translation } from "./article.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { isValidSlug } from "./article.ts"
import { type DataConfig, parseDataEnv } from "./env.server.ts"
import { openPgliteServer } from "./drivers/pglite.server.ts"
import { postgresArticles } from "./drivers/postgres.server.ts"
import { supabaseArticles } from "./drivers/supabase.server.ts"
import { seedArticles } from "./seed.server.ts"
import { PAGE_SIZE } from "#app/lib/pagination.ts"
import type { SqlArticles } from "./sql.server.ts"
import type { SearchingReader } from "./search-types.ts"
import {
  cardDependencies,
  listDependency,
  noteRead,
  noteStaleRead,
  relatedDependency,
  translationDependency,
} from "./page-reads.server.ts"
import { reportChange, watchArticleChanges } from "./article-changes.server.ts"
import { timedReads } from "./read-timing.server.ts"

export type { Article, ArticlePage, ArticleSummary, PageQuery, TagUse, Translation }

/** The backend failed and no good copy was on hand: pages answer 503. */
export class ArticlesUnavailableError extends Error {
  override name = "ArticlesUnavailableError"
}

export type ResilienceOptions = {
  tries?: number
  /** First backoff delay; each next one doubles. */
  baseDelayMs?: number
  /** The whole read, retries included, ends by then. */
  budgetMs?: number
  /** How long a last good answer may stand in for a failing backend. */
  staleForMs?: number
  /** The most last good answers kept; the least recently used go first. */
  maxKept?: number
  /** First wait before probing a backend known to be down; each next one doubles, up to `maxProbeDelayMs`. */
  probeDelayMs?: number
  maxProbeDelayMs?: number
  now?: () => number
  /** How a probe waits (tests pass their own). */
  wait?: (ms: number) => Promise<void>
  log?: (message: string, error?: unknown) => void
}

const DAY = 24 * 60 * 60 * 1000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
// Probes run for as long as an outage lasts: they must not keep a process alive on their own.
const idle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

class DeadlineError extends Error {
  readonly ms: number
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
    this.ms = ms
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(ms)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The site's page reads (a list page, related articles, tags, translations and
 * one article) with retries (up to `tries`, exponential backoff, all
 * within `budgetMs`) and stale-if-error: after a failure the last good answer
 * for the same read is served for up to `staleForMs`. Only answers that found
 * something are kept (a tag no one wrote leaves nothing behind), the `maxKept`
 * most recently used.
 *
 * A circuit breaker keeps an outage from costing every visitor the retry
 * budget: once a read has failed, the backend is known to be down, and reads
 * answer at once from their last good copy (or fail at once) while one probe
 * at a time tries the backend in the background, 1 s, 2 s, 4 s, then every
 * 5 s apart. The first probe that succeeds closes the breaker, and the reads
 * after it are fresh.
 *
 * `open` may take long the first time (the embedded database is created at
 * start-up): reads wait for it, and the budget starts once it is open.
 */
export function resilientArticles(open: () => Promise<ArticleReader>, options: ResilienceOptions = {}) {
  const {
    tries = 3,
    baseDelayMs = 150,
    // A slow backend is waited for (the page cache hides the wait from all but the first visitor).
    budgetMs = 10_000,
    staleForMs = DAY,
    maxKept = 1_000,
    probeDelayMs = 1_000,
    maxProbeDelayMs = 5_000,
    now = Date.now,
    wait = idle,
    log = console.warn,
  } = options
  // The least recently used answer goes first past `maxKept`.
  const lastGood = new LRUCache<string, { value: unknown; at: number }>({ max: maxKept })
  /** Keeps the answer a read found, or forgets the key when it found nothing (a tag or page no one wrote). */
  function remember(key: string, value: unknown, found: boolean) {
    if (found) lastGood.set(key, { value, at: now() })
    else lastGood.delete(key)
  }
  let down = false

  async function probe() {
    for (let delay = probeDelayMs; ; delay = Math.min(delay * 2, maxProbeDelayMs)) {
      await wait(delay)
      try {
        // A cheap read: the newest article and the count, not every article's body.
        await withDeadline(
          open().then((reader) => reader.listPage({ offset: 0, limit: 1, words: false })),
          budgetMs,
        )
        down = false
        log("Articles backend is back; reading it again")
        // Whatever changed meanwhile was not heard (notifications are lost while disconnected).
        reportChange({ kind: "all", reason: "the articles backend is back after an outage" })
        return
      } catch {
        // Still down: the next probe waits longer.
      }
    }
  }

  function fallBack<T>(key: string, cause: unknown): T {
    // Reading it makes it the most recently used.
    const stale = lastGood.get(key)
    if (stale && now() - stale.at <= staleForMs) {
      noteStaleRead()
      return stale.value as T
    }
    throw new ArticlesUnavailableError("The articles backend is unavailable", { cause })
  }

  function failed<T>(key: string, error: unknown): T {
    if (!down) {
      down = true
      log("Articles backend failed; serving last good copies and probing it in the background", error)
      void probe()
    }
    return fallBack(key, error)
  }

  /** `found` says whether the answer holds anything: only those are kept to stand in later. */
  async function read<T>(key: string, op: (reader: ArticleReader) => Promise<T>, found: (value: T) => boolean): Promise<T> {
    if (down) return fallBack(key, new Error("the backend is known to be down"))
    let reader: ArticleReader
    try {
      reader = await open()
    } catch (error) {
      // Opening already waited as long as it should (the embedded database's lock waits 30 s).
      return failed(key, error)
    }
    const started = now()
    let lastError: unknown
    for (let attempt = 0; attempt < tries; attempt++) {
      const left = budgetMs - (now() - started)
      if (left <= 0) break
      try {
        const value = await withDeadline(op(reader), left)
        remember(key, value, found(value))
        return value
      } catch (error) {
        lastError = error
        const delay = baseDelayMs * 2 ** attempt
        if (attempt < tries - 1 && now() - started + delay < budgetMs) await sleep(delay)
        else break
      }
    }
    return failed(key, lastError)
  }

  return {
    /** Whether the breaker is open: a read failed and the backend is being probed (server/metrics.ts). */
    breakerOpen: () => down,
    /** One page of the published articles (or of one tag's) in one language or all, newest first, and the list's total. */
    listArticlesPage: async (query: PageQuery) => {
      noteRead(...(query.locale === undefined ? locales : [query.locale]).map((l) => listDependency(l, query.tag)))
      const page = await read(
        `page:${query.locale ?? "*"}:${query.tag ?? ""}:${query.offset}:${query.limit}:${query.words ?? true}`,
        (r) => r.listPage(query),
        (page) => page.articles.length > 0,
      )
      noteRead(...cardDependencies(page.articles))
      return page
    },
    /** Other articles in the same language to read after `slug`: most shared tags first, then the newest. */
    relatedArticles: async (slug: string, tags: string[], limit = 3, locale: Locale = "en") => {
      noteRead(...tags.map((t) => relatedDependency(locale, t)))
      const related = await read(
        `related:${locale}:${slug}:${tags.join(",")}`,
        (r) => r.listRelated(slug, tags, limit, locale),
        (related) => related.length > 0,
      )
      // Cards that share no tag (or too few cards) are the newest articles: they follow the whole list.
      if (related.length < limit || related.some((a) => !a.tags.some((t) => tags.includes(t)))) noteRead(listDependency(locale))
      noteRead(...cardDependencies(related))
      return related
    },
    /** Every tag of a published article. */
    listTags: () => {
      noteRead("any")
      return read(
        "tags",
        (r) => r.listTags(),
        (tags) => tags.length > 0,
      )
    },
    /** The live versions of the articles with these translation keys (an article page's translations, the sitemap's alternates). */
    listTranslations: (keys: string[]) => {
      noteRead(...keys.map(translationDependency))
      const unique = [...new Set(keys)].sort()
      return read(
        `translations:${unique.join(",")}`,
        (r) => r.listTranslations(unique),
        (translations) => translations.length > 0,
      )
    },
    /** One published article, or null; invalid slugs never reach the backend. */
    getArticle: (slug: string) => {
      if (!isValidSlug(slug)) return Promise.resolve(null)
      noteRead(`slug:${slug}`)
      return read(
        `article:${slug}`,
        (r) => r.getPublished(slug),
        (a) => a !== null,
      )
    },
  }
}

/** The configured driver; the embedded database is created, migrated and seeded on first open. */
function openReader(config: DataConfig): Promise<SearchingReader | SqlArticles> {
  switch (config.driver) {
    case "postgres":
      return Promise.resolve(postgresArticles(config.databaseUrl))
    case "supabase":
      return Promise.resolve(supabaseArticles(config.supabaseUrl, config.supabaseAnonKey))
    case "pglite":
      return openPgliteServer(config.dataDir, async (db) => {
        await seedArticles(db.publisher)
      })
  }
}

let opening: Promise<SearchingReader | SqlArticles> | null = null
/** The configured backend, opened once per process; the SQL ones carry their publisher (app/data/publish.server.ts). */
export function configuredBackend(): Promise<SearchingReader | SqlArticles> {
  opening ??= openReader(parseDataEnv(process.env)).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

// Each read of the backend is timed for the server's metrics (app/data/read-timing.server.ts).
const site = resilientArticles(() => configuredBackend().then(timedReads))

export const getArticle = site.getArticle
export const listArticlesPage = site.listArticlesPage
export const relatedArticles = site.relatedArticles
export const listTags = site.listTags
export const listTranslations = site.listTranslations
export const articlesBreakerOpen = site.breakerOpen
export { observeArticleReads } from "./read-timing.server.ts"

/** How long a readiness check waits for the backend's answer: less than a load balancer's own timeout. */
const READY_WITHIN_MS = 2_000

export type ArticlesCheck = { ok: true } | { ok: false; reason: string; error: unknown }

/**
 * Whether the blog's database answers now, for the server's readiness check (/readyz): one
 * trivial read straight from the backend, past the breaker and the last good copies, which would
 * hide an outage. `reason` is one line naming no host or file (it is answered publicly); `error`
 * is the whole failure, for the log.
 */
export async function checkArticles(withinMs = READY_WITHIN_MS): Promise<ArticlesCheck> {
  try {
    await withDeadline(
      configuredBackend().then((reader) => reader.listPage({ offset: 0, limit: 1, words: false })),
      withinMs,
    )
    return { ok: true }
  } catch (error) {
    return { ok: false, reason: checkFailure(error), error }
  }
}

function checkFailure(error: unknown): string {
  if (error instanceof DeadlineError) return `the blog's database did not answer within ${error.ms} ms`
  const code = (error as { code?: unknown } | null)?.code
  const kind = typeof code === "string" && /^[\w.-]{1,40}$/.test(code) ? code : ((error as Error | null)?.name ?? "Error")
  return `the blog's database failed a read (${kind})`
}

/**
 * Opens the configured backend and makes the first read, so that no visitor
 * waits for the embedded database to be created. The server calls it when it
 * starts (server/main.ts) and reports "starting" until it settles; a failure
 * leaves the blog answering 503 or its last good copies while the breaker
 * probes the backend.
 */
export async function startArticles(): Promise<void> {
  // The read /blog makes: its first page, not every article.
  await site.listArticlesPage({ offset: 0, limit: PAGE_SIZE })
  // Then the page cache hears of scheduled articles' times and of other processes' writes (decision 0016).
  const backend = await configuredBackend()
  await watchArticleChanges({
    upcoming: backend.listUpcoming ? () => backend.listUpcoming!(UPCOMING) : undefined,
    listen: "client" in backend ? backend.client.listen?.bind(backend.client) : undefined,
    seesEveryWrite: "publisher" in backend,
    changeMarker: backend.changeMarker ? () => backend.changeMarker!() : undefined,
  }).catch((error: unknown) => console.error("Could not listen for article changes; cached blog pages may lag writes:", error))
}

/** How many scheduled articles the page cache keeps times for; it reads more after each goes live. */
const UPCOMING = 100
