/*
 * Writes, as the page cache needs to hear of them (decision 0016). The one writer
 * (app/data/publisher.server.ts) reports each change it commits here, and on PostgreSQL also
 * NOTIFYs it in its transaction, so that every other server process on the database hears it
 * too (`watchArticleChanges`). A scheduled article's going live is a change nobody writes: the
 * schedule below reports it at its published_at.
 */

import type { Locale } from "#app/i18n/locales.ts"
import { localeOf } from "./article.ts"
import { listDependency, relatedDependency, translationDependency } from "./page-reads.server.ts"

/**
 * What a visitor sees of an article: nothing (null) or a live article with these tags and date, in
 * its language with its translations' key (a change from a process that predates them is English).
 */
export type Visible = { tags: string[]; published_at: string; locale?: Locale; translation_key?: string | null } | null
/** One article's change, as it looks to a visitor. */
export type ArticleChange = { slug: string; before: Visible; after: Visible }
/** One article changed, or any may have (a process that missed notifications). */
export type ChangeEvent = { kind: "article"; change: ArticleChange } | { kind: "all"; reason: string }
/** An article that goes live later by itself. */
export type Upcoming = { slug: string; tags: string[]; published_at: string; locale?: Locale; translation_key?: string | null }

/** The PostgreSQL channel the writer NOTIFYs on. */
export const CHANGE_CHANNEL = "syncreel_article_changes"
/** The origin migration 0007's trigger names in its notifications of writes made outside the site's writer. */
export const DATABASE_ORIGIN = "database"
/**
 * Set on in the writer's transaction (`set_config(WRITER_SETTING, 'on', true)`): the trigger then stays
 * quiet, as the writer notifies the one article it changed itself.
 */
export const WRITER_SETTING = "syncreel.writer"
/** NOTIFY's payload must stay under 8,000 bytes: a longer change is sent as "everything changed". */
const MAX_PAYLOAD = 7_000
/** Tells this process's own notifications from others': it heard its own writes already. */
const PROCESS_ID = `${process.pid}-${Math.random().toString(36).slice(2)}`

/**
 * The dependencies (app/data/page-reads.server.ts) a change makes stale: the article's own page
 * and its cards anywhere; when it enters, leaves or moves in its language's list (or changes
 * language), that language's lists and the related reading of its tags; when only its tags change,
 * the lists and related reading of those tags; when it enters or leaves a set of translations, the
 * pages of its translations, whose links and hreflang name it.
 */
export function changedDependencies({ slug, before, after }: ArticleChange): string[] {
  if (!before && !after) return []
  const deps = new Set([`slug:${slug}`, "any"])
  const language = (side: NonNullable<Visible>) => localeOf(side.locale)
  const key = (side: Visible) => side?.translation_key ?? null
  const relocated = Boolean(before && after && language(before) !== language(after))
  const moved = !before || !after || before.published_at !== after.published_at || relocated
  for (const side of [before, after]) {
    if (!side) continue
    const locale = language(side)
    if (moved) deps.add(listDependency(locale))
    for (const tag of side.tags) {
      const kept = Boolean(before?.tags.includes(tag) && after?.tags.includes(tag))
      if (moved || !kept) deps.add(listDependency(locale, tag)).add(relatedDependency(locale, tag))
    }
  }
  if (!before || !after || relocated || key(before) !== key(after))
    for (const k of new Set([key(before), key(after)])) if (k !== null) deps.add(translationDependency(k))
  return [...deps]
}

const listeners = new Set<(event: ChangeEvent) => void>()

/** Hears every change this process learns of; returns the way to stop. */
export function onArticleChange(listener: (event: ChangeEvent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportChange(event: ChangeEvent) {
  if (event.kind === "article") schedule.heard(event.change.slug)
  // Any article may have changed, its time to go live included.
  else void schedule.reload()
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      console.error("An article change listener failed:", error)
    }
  }
}

/** The NOTIFY payload of a change. */
export function changePayload(change: ArticleChange): string {
  const payload = JSON.stringify({ origin: PROCESS_ID, change })
  return payload.length <= MAX_PAYLOAD ? payload : JSON.stringify({ origin: PROCESS_ID, all: true })
}

/** A NOTIFY heard from the database as an event; null for this process's own, already reported. */
export function changeFromPayload(payload: string): ChangeEvent | null {
  try {
    const parsed = JSON.parse(payload) as { origin?: string; change?: ArticleChange; all?: boolean }
    if (parsed.origin === PROCESS_ID) return null
    // Migration 0007's trigger: a statement outside the site's writer changed articles.
    if (parsed.origin === DATABASE_ORIGIN && parsed.all === true)
      return { kind: "all", reason: "articles were changed straight in the database" }
    if (parsed.change && typeof parsed.change.slug === "string") return { kind: "article", change: parsed.change }
  } catch {
    // Not ours to read: treated as a change of anything.
  }
  return { kind: "all", reason: "a change notification this process could not read" }
}

// setTimeout's longest delay is about 24.8 days; a later time is waited for in steps.
const LONGEST_WAIT = 2 ** 31 - 1
/**
 * The database's clock decides when an article is live (LIVE in sql.server.ts); the change is
 * reported a little after its time, and once more later, in case the two clocks differ.
 */
const GO_LIVE_DELAYS = [500, 5_000]

/**
 * Articles that will go live by themselves, and one timer for the next: at its time the change
 * is reported like a write. `load` reads the upcoming articles (again after any change, since a
 * write may move, add or cancel one).
 */
function upcomingSchedule() {
  let load: (() => Promise<Upcoming[]>) | null = null
  let timer: NodeJS.Timeout | null = null
  let loading: Promise<void> | null = null
  const pending = new Map<string, Upcoming>()

  function arm() {
    if (timer) clearTimeout(timer)
    timer = null
    const next = Math.min(...[...pending.values()].map((u) => Date.parse(u.published_at)))
    if (!Number.isFinite(next)) return
    const wait = Math.max(0, next - Date.now() + GO_LIVE_DELAYS[0]!)
    timer = setTimeout(fire, Math.min(wait, LONGEST_WAIT))
    timer.unref()
  }

  /** Reports the article going live now, and once more later, in case the database's clock is behind. */
  function wentLive({ slug, ...after }: Upcoming) {
    const change = { slug, before: null, after }
    for (const listener of listeners) listener({ kind: "article", change })
    for (const delay of GO_LIVE_DELAYS.slice(1))
      setTimeout(() => listeners.forEach((l) => l({ kind: "article", change })), delay - GO_LIVE_DELAYS[0]!).unref()
  }

  function fire() {
    timer = null
    const now = Date.now()
    for (const upcoming of [...pending.values()]) {
      const at = Date.parse(upcoming.published_at)
      if (at + GO_LIVE_DELAYS[0]! > now) continue
      pending.delete(upcoming.slug)
      wentLive(upcoming)
    }
    // Only the soonest few are known: the next ones are read now.
    void schedule.reload()
  }

  async function reload() {
    if (!load) return
    try {
      const upcoming = await load()
      // One that was waiting, is no longer upcoming and whose time has come went live unreported: the
      // timer fired before the clock reached its time plus the margin (the event loop's clock lags
      // the wall clock on a busy machine), or this read came first. It is reported now.
      const still = new Set(upcoming.map((u) => u.slug))
      const now = Date.now()
      const missed = [...pending.values()].filter((u) => !still.has(u.slug) && Date.parse(u.published_at) <= now)
      pending.clear()
      for (const u of upcoming) pending.set(u.slug, u)
      for (const u of missed) wentLive(u)
      arm()
    } catch (error) {
      console.warn("Could not read the scheduled articles; reading them again on the next change:", error)
    }
  }

  return {
    start(read: () => Promise<Upcoming[]>) {
      load = read
      return this.reload()
    },
    /** Reads the upcoming articles again; calls made meanwhile share the read. */
    reload() {
      loading ??= reload().finally(() => (loading = null))
      return loading
    },
    heard(slug: string) {
      pending.delete(slug)
      void this.reload()
    },
    stop() {
      if (timer) clearTimeout(timer)
      timer = null
      load = null
      pending.clear()
    },
  }
}

const schedule = upcomingSchedule()

/** What a backend offers to hear of changes. */
export type ChangeSource = {
  /** The articles that go live later, soonest first. */
  upcoming?: () => Promise<Upcoming[]>
  /**
   * Listens to other processes' writes: `onConnect` runs on every (re)connection, so a listener
   * that was cut off can treat everything as changed.
   */
  listen?: (channel: string, onMessage: (payload: string) => void, onConnect: () => void) => Promise<void>
  /** True when every write passes through this process's writer or notifies it (PGlite, PostgreSQL). */
  seesEveryWrite: boolean
  /**
   * A cheap read that changes whenever the articles do (supabase, which cannot LISTEN through its
   * REST interface): read every `CHANGE_MARKER_MS`, and a change of it is a change of any article.
   */
  changeMarker?: () => Promise<string>
}

/** How often a change marker is read (supabase): a write outside the site shows on cached pages within this, plus a render. */
export const CHANGE_MARKER_MS = 15_000

/**
 * Reads `read` every `everyMs` and reports a change of any article whenever its answer differs from
 * the last one; a failed read is skipped (the page cache's own revalidation still runs). Returns
 * the way to stop.
 */
export function pollChangeMarker(read: () => Promise<string>, everyMs = CHANGE_MARKER_MS): () => void {
  let last: string | null = null
  let reading = false
  const check = async () => {
    if (reading) return
    reading = true
    try {
      const marker = await read()
      if (last !== null && marker !== last) reportChange({ kind: "all", reason: "the articles' change marker moved" })
      last = marker
    } catch {
      // The backend is down or slow: the next read tries again, and its pages' own revalidation stands.
    } finally {
      reading = false
    }
  }
  void check()
  const timer = setInterval(() => void check(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** How often pages and schedules are read again where writes are not heard (supabase): SPEC's 60 s. */
const UNSEEN_WRITES_MS = 60_000

let watching = false
let everyWriteSeen = false

/** Whether this process hears of every write; with supabase it does not, and cached pages are revalidated. */
export const seesEveryWrite = () => watching && everyWriteSeen

/** Starts hearing of changes from `source`: scheduled articles' times and other processes' writes. */
export async function watchArticleChanges(source: ChangeSource): Promise<void> {
  if (watching) return
  watching = true
  everyWriteSeen = source.seesEveryWrite
  if (source.upcoming) await schedule.start(source.upcoming)
  // Writers this process never hears of may schedule articles: their times are read again each minute.
  if (source.upcoming && !source.seesEveryWrite) setInterval(() => void schedule.reload(), UNSEEN_WRITES_MS).unref()
  if (source.changeMarker) pollChangeMarker(source.changeMarker)
  if (source.listen) {
    let connected = 0
    await source.listen(
      CHANGE_CHANNEL,
      (payload) => {
        const event = changeFromPayload(payload)
        if (event) reportChange(event)
      },
      () => {
        // The first connection missed nothing; a later one may have missed any write.
        if (connected++ > 0) reportChange({ kind: "all", reason: "reconnected to the database's change notifications" })
        void schedule.reload()
      },
    )
  }
}
