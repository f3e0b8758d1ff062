// The blog's search at size (issue 29; `npm run scale` runs it, `node scripts/lib/search-bench.ts`
// alone): for each size, a fresh PGlite and a throwaway PostgreSQL get that many generated English
// articles (scripts/lib/blog-corpus.ts, ~1,200 words each), inserted in batches so that migration
// 0009's generated column and GIN index are filled as a write fills them. Then: distinct queries
// one after another (p50, p99; budgets 20 ms and 100 ms at every size), 50 distinct queries at once
// (all must answer), the index's size, and what one unindexed body search costs (what supabase
// pays per request without an index, docs/publishing.md). Last, on the same database, what the tag
// pages' relation across languages costs to read (./tag-relation-bench.ts).
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { pgliteClient } from "#app/data/drivers/pglite.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import type { SqlClient } from "#app/data/sql-client.ts"
import { migrate, sqlArticles } from "#app/data/sql.server.ts"
import { startPostgres } from "../../tests/support/postgres-server.ts"
import { TAG_VOCABULARY, generatedArticle } from "./blog-corpus.ts"
import { type RelationFigures, tagRelationFigures } from "./tag-relation-bench.ts"

/** Words the generated articles hold, mixed into distinct queries. */
const WORDS = [
  "video",
  "music",
  "lip-sync",
  "release",
  "vertical",
  "suno",
  "chorus",
  "edit",
  "lyrics",
  "camera",
  "singer",
  "style",
]
/** Typos and words no article holds: the slow paths (trigram titles, no result). */
const MISSES = ["vidoe edit", "lipsinc", "zeppelin harmonica", "quasar"]

export const SEARCH_BUDGET = { p50Ms: 20, p99Ms: 100, atOnce: 50 }

export type SearchFigures = {
  database: string
  articles: number
  p50Ms: number
  p99Ms: number
  /**
   * This process's CPU time per search, p50 and p99: PGlite runs in it, so this is the search's own
   * work, whatever else the machine runs; null for PostgreSQL, whose work is in its own process.
   */
  cpu: { p50Ms: number; p99Ms: number } | null
  atOnceMs: number
  atOnceAnswered: number
  indexBytes: number
  unindexedBodyMs: number
  relation: RelationFigures
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** The i-th distinct query: one or two words, or a typo or a miss every fifth. */
function query(i: number): string {
  if (i % 5 === 4) return `${MISSES[i % MISSES.length]} ${i}`
  const a = WORDS[i % WORDS.length]!
  const b = TAG_VOCABULARY[(i * 7) % TAG_VOCABULARY.length]!
  return i % 2 === 0 ? `${a} ${b}` : `${a} ${WORDS[(i * 3) % WORDS.length]}`
}

async function fill(client: SqlClient, count: number) {
  const BATCH = 500
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, i) => generatedArticle(from + i + 1))
    await client.query(
      `insert into articles (slug, title, meta_description, content_markdown, content_html, published_at, tags, status, locale)
       select s, t, d, m, '', p::timestamptz, string_to_array(g, '|'), 'published', 'en'
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) as x(s, t, d, m, p, g)`,
      [
        rows.map((r) => r.slug),
        rows.map((r) => r.title),
        rows.map((r) => r.meta_description),
        rows.map((r) => r.content_markdown),
        rows.map((r) => r.published_at),
        rows.map((r) => r.tags.join("|")),
      ],
    )
  }
}

async function measure(database: string, client: SqlClient, articles: number, samples: number): Promise<SearchFigures> {
  await fill(client, articles)
  // The statistics PostgreSQL's autovacuum would gather (PGlite has none): without them the planner
  // scans every vector rather than the GIN index.
  await client.exec("analyze articles")
  const search = sqlArticles(client).search!
  const run = (i: number) => search({ text: query(i), locale: "en", offset: 0, limit: 12 })
  await run(0)
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 1; i <= samples; i++) {
    const started = performance.now()
    const used = process.cpuUsage()
    await run(i)
    times.push(performance.now() - started)
    const { user, system } = process.cpuUsage(used)
    cpu.push((user + system) / 1000)
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const started = performance.now()
  const answers = await Promise.allSettled(Array.from({ length: SEARCH_BUDGET.atOnce }, (_, i) => run(10_000 + i)))
  const atOnceMs = performance.now() - started
  const [size] = await client.query(
    `select (pg_relation_size('articles_search_vector') + pg_relation_size('articles_search_head')
       + coalesce(pg_relation_size(to_regclass('articles_title_trigrams')), 0))::bigint as bytes`,
  )
  const unindexed = performance.now()
  await client.query(
    "select count(*) from articles where to_tsvector('english', content_markdown) @@ websearch_to_tsquery('english', 'chorus')",
  )
  const unindexedBodyMs = performance.now() - unindexed
  return {
    database,
    articles,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    cpu: database === "pglite" ? { p50Ms: percentile(cpu, 50), p99Ms: percentile(cpu, 99) } : null,
    atOnceMs,
    atOnceAnswered: answers.filter((a) => a.status === "fulfilled").length,
    indexBytes: Number(size?.bytes ?? 0),
    unindexedBodyMs,
    // Last: it spreads the articles over the languages.
    relation: await tagRelationFigures(client),
  }
}

/** The figures at each size on PGlite and PostgreSQL, and the budgets each missed. */
export async function searchBench(sizes: number[], samples = 200): Promise<{ figures: SearchFigures[]; failures: string[] }> {
  const figures: SearchFigures[] = []
  const server = await startPostgres()
  try {
    for (const articles of sizes) {
      const db = await PGlite.create({ extensions: { pg_trgm } })
      const lite = pgliteClient(db)
      await migrate(lite)
      figures.push(await measure("pglite", lite, articles, samples))
      await lite.close()
      const pg = postgresClient(server.url)
      await pg.exec("drop schema public cascade; create schema public;")
      await migrate(pg)
      figures.push(await measure("postgres", pg, articles, samples))
      await pg.close()
    }
  } finally {
    server.stop()
  }
  const failures = figures.flatMap((f) => [
    ...(f.p50Ms > SEARCH_BUDGET.p50Ms
      ? [`${f.database} at ${f.articles}: search p50 ${f.p50Ms.toFixed(1)} ms > ${SEARCH_BUDGET.p50Ms} ms`]
      : []),
    ...(f.p99Ms > SEARCH_BUDGET.p99Ms
      ? [`${f.database} at ${f.articles}: search p99 ${f.p99Ms.toFixed(1)} ms > ${SEARCH_BUDGET.p99Ms} ms`]
      : []),
    ...(f.atOnceAnswered < SEARCH_BUDGET.atOnce
      ? [`${f.database} at ${f.articles}: ${f.atOnceAnswered} of ${SEARCH_BUDGET.atOnce} searches at once answered`]
      : []),
  ])
  return { figures, failures }
}

export function searchTable(figures: SearchFigures[]): string[] {
  const rows = figures.map((f) => [
    f.database,
    String(f.articles),
    f.p50Ms.toFixed(1),
    f.p99Ms.toFixed(1),
    f.cpu ? `${f.cpu.p50Ms.toFixed(1)} / ${f.cpu.p99Ms.toFixed(1)}` : "-",
    `${f.atOnceAnswered}/${SEARCH_BUDGET.atOnce} in ${f.atOnceMs.toFixed(0)}`,
    (f.indexBytes / 1024 / 1024).toFixed(1),
    f.unindexedBodyMs.toFixed(0),
  ])
  const header = [
    "database",
    "articles",
    "p50 ms",
    "p99 ms",
    "CPU p50 / p99 ms",
    "50 at once (ms)",
    "index MB",
    "unindexed body ms",
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("  "))
}

/** The tag relation's read at each size: by list steps (before) and by the driver's own read (now). */
export function relationTable(figures: SearchFigures[]): string[] {
  const rows = figures.map((f) => [
    f.database,
    String(f.articles),
    f.relation.pagesMs.toFixed(1),
    f.relation.readMs.toFixed(1),
    String(f.relation.rows),
    f.relation.fingerprintMs.toFixed(1),
    f.relation.tagsMs.toFixed(1),
    f.relation.relationMs.toFixed(1),
  ])
  const header = [
    "database",
    "articles",
    "by list steps ms",
    "one read ms",
    "rows",
    "fingerprint ms",
    "listTags ms",
    "relation in JS ms",
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join("  "))
}

if (import.meta.main) {
  const sizes = (process.argv[2] ?? "10,1000,10000").split(",").map(Number)
  const { figures, failures } = await searchBench(sizes)
  for (const line of searchTable(figures)) console.log(line)
  console.log("")
  for (const line of relationTable(figures)) console.log(line)
  for (const failure of failures) console.error(`MISS ${failure}`)
  process.exitCode = failures.length > 0 ? 1 : 0
}
