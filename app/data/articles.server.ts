import type { Article, ArticleReader } from "./article.ts"
import { isValidSlug } from "./article.ts"
import { type DataConfig, parseDataEnv } from "./env.server.ts"
import { openPgliteServer } from "./drivers/pglite.server.ts"
import { postgresArticles } from "./drivers/postgres.server.ts"
import { supabaseArticles } from "./drivers/supabase.server.ts"
import { seedArticles } from "./seed.server.ts"

export type { Article }

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
  now?: () => number
  log?: (message: string, error: unknown) => void
}

const DAY = 24 * 60 * 60 * 1000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The site's two reads with retries (up to `tries`, exponential backoff, all
 * within `budgetMs`) and stale-if-error: after a failure the last good answer
 * for the same read is served for up to `staleForMs`.
 */
export function resilientArticles(open: () => Promise<ArticleReader>, options: ResilienceOptions = {}) {
  const { tries = 3, baseDelayMs = 150, budgetMs = 2_000, staleForMs = DAY, now = Date.now, log = console.warn } = options
  const lastGood = new Map<string, { value: unknown; at: number }>()

  async function read<T>(key: string, op: (reader: ArticleReader) => Promise<T>, keep: (value: T) => boolean): Promise<T> {
    const started = now()
    let lastError: unknown
    for (let attempt = 0; attempt < tries; attempt++) {
      const left = budgetMs - (now() - started)
      if (left <= 0) break
      try {
        const reader = await open()
        const value = await withDeadline(op(reader), left)
        if (keep(value)) lastGood.set(key, { value, at: now() })
        return value
      } catch (error) {
        lastError = error
        const delay = baseDelayMs * 2 ** attempt
        if (attempt < tries - 1 && now() - started + delay < budgetMs) await sleep(delay)
        else break
      }
    }
    const stale = lastGood.get(key)
    if (stale && now() - stale.at <= staleForMs) {
      log(`Articles backend failed; serving the last good copy of ${key}`, lastError)
      return stale.value as T
    }
    throw new ArticlesUnavailableError("The articles backend is unavailable", { cause: lastError })
  }

  return {
    /** Published articles, newest first. */
    listArticles: () => read("list", (r) => r.listPublished(), () => true),
    /** One published article, or null; invalid slugs never reach the backend. */
    getArticle: (slug: string) =>
      isValidSlug(slug) ? read(`article:${slug}`, (r) => r.getPublished(slug), (a) => a !== null) : Promise.resolve(null),
  }
}

/** The configured driver; the embedded database is created, migrated and seeded on first open. */
export function openReader(config: DataConfig): Promise<ArticleReader> {
  switch (config.driver) {
    case "postgres":
      return Promise.resolve(postgresArticles(config.databaseUrl))
    case "supabase":
      return Promise.resolve(supabaseArticles(config.supabaseUrl, config.supabaseAnonKey))
    case "pglite":
      return openPgliteServer(config.dataDir, async (db) => {
        await seedArticles(db)
      })
  }
}

let opening: Promise<ArticleReader> | null = null
function configuredReader(): Promise<ArticleReader> {
  opening ??= openReader(parseDataEnv(process.env)).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

const site = resilientArticles(configuredReader)

export const listArticles = site.listArticles
export const getArticle = site.getArticle
