import type { Publisher } from "#app/data/publish.server.ts"
import type { PublishingStore } from "#app/data/publishing-store.server.ts"
import { loggableError } from "#app/data/loggable-error.ts"
import { UnsupportedLanguage, isObject, itemOf } from "./fields.ts"

/*
 * SEObot publishes nothing: a site reads its index, `<base>/<api key>/system/base.json` (a list of
 * short entries `{ id, s (slug), h (headline), cr (created), u (updated), … }`), and each article at
 * `<base>/<api key>/blog/<id>.json` (`{ id, slug, headline, metaDescription, html, markdown, image,
 * tags: [{ title }], category: { title }, publishedAt, updatedAt, published, deleted }`). This pull,
 * in the server process that holds the writer, reads the index on a schedule and writes what is new
 * or changed; the index's entry of an article already written is compared with the article's
 * modified date, so a restart writes nothing again. SEOBOT_API_KEY is SEObot's key for its own
 * index, as the operator copies it from SEObot: it is not one of the site's publishing keys.
 */

export const SEOBOT_INDEX_URL = "https://cdn.seobotai.com/{key}/system/base.json"
export const SEOBOT_INTERVAL_SECONDS = 600
const FETCH_TIMEOUT_MS = 15_000

export type SeobotOptions = {
  apiKey: string
  /** The index's URL, `{key}` standing for the API key; SEObot's own by default. */
  indexUrl?: string
  publisher: () => Promise<Publisher>
  store: () => Promise<PublishingStore | null>
  log?: (line: string) => void
}

export type PullReport = { written: string[]; unchanged: number; failed: { id: string; error: string }[] }

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: "application/json" } })
  if (!response.ok) throw new Error(`${url.replace(/\/[0-9a-f-]{20,}\//i, "/<key>/")} answered ${response.status}`)
  return response.json()
}

const time = (value: unknown) => (typeof value === "string" && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : null)

/** SEObot's article under the names the shared mapping reads. */
function asRecord(article: Record<string, unknown>): Record<string, unknown> {
  const category = isObject(article.category) ? article.category.title : undefined
  const tags = (Array.isArray(article.tags) ? article.tags : []).map((t) => (isObject(t) ? t.title : t))
  return {
    ...article,
    title: article.headline ?? article.title,
    tags: typeof category === "string" ? [category, ...tags] : tags,
  }
}

/** Reads the index once and writes what is new or changed since the stored article was modified. */
export async function pullSeobot(options: SeobotOptions): Promise<PullReport> {
  const indexUrl = (options.indexUrl ?? SEOBOT_INDEX_URL).replace("{key}", encodeURIComponent(options.apiKey))
  const index = await getJson(indexUrl)
  if (!Array.isArray(index)) throw new Error("SEObot's index is not a list")
  const store = await options.store()
  if (!store) throw new Error("this site's backend cannot write: set DATABASE_URL")
  const publisher = await options.publisher()
  const report: PullReport = { written: [], unchanged: 0, failed: [] }
  for (const entry of index) {
    if (!isObject(entry) || (typeof entry.id !== "string" && typeof entry.id !== "number")) continue
    const id = String(entry.id)
    try {
      const slug = await store.sourceSlug("seobot", id)
      const changed = time(entry.u ?? entry.updatedAt ?? entry.cr ?? entry.createdAt)
      if (slug !== null && changed !== null) {
        const stored = await publisher.get(slug)
        if (stored && Date.parse(stored.updated_at ?? "") >= changed) {
          report.unchanged++
          continue
        }
      }
      const article = await getJson(new URL(`../blog/${encodeURIComponent(id)}.json`, indexUrl).href)
      if (!isObject(article)) throw new Error("the article is not a JSON object")
      if (article.deleted === true) {
        if (slug !== null) await publisher.apply("unpublish", { slug }, new Date(), { actor: "seobot" })
        continue
      }
      const item = itemOf(asRecord(article), article.published === false ? "draft" : "publish")
      const target = slug ?? item.input.slug
      if (!target) throw new Error("the article has no slug or headline")
      const outcome = await publisher.apply(item.event, { ...item.input, slug: target }, new Date(), { actor: "seobot" })
      await store.linkSource("seobot", id, outcome.slug)
      report.written.push(outcome.slug)
    } catch (error) {
      const message = error instanceof UnsupportedLanguage || error instanceof Error ? error.message : String(error)
      report.failed.push({ id, error: message })
    }
  }
  return report
}

/** Pulls now and every `intervalSeconds`; returns a stop function. One pull at a time. */
export function startSeobotPull(options: SeobotOptions, intervalSeconds = SEOBOT_INTERVAL_SECONDS): () => void {
  const log = options.log ?? ((line: string) => console.log(line))
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const report = await pullSeobot(options)
      if (report.written.length > 0 || report.failed.length > 0)
        log(
          `SEObot: wrote ${report.written.length} (${report.written.join(", ")}), ${report.unchanged} unchanged, ${report.failed.length} failed${report.failed.map((f) => `; ${f.id}: ${f.error}`).join("")}`,
        )
    } catch (error) {
      console.error("SEObot: the index could not be read:", loggableError(error))
    } finally {
      running = false
    }
  }
  void run()
  const timer = setInterval(() => void run(), intervalSeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
