import { localeOf, toSummary } from "./article.ts"
import type { SqlClient } from "./sql-client.ts"
import { MARK_END, MARK_START, excerptFromMarks, isShortQuery } from "./search-text.ts"
import type { CountedSearch, SearchBackend, SearchPage, SearchQuery } from "./search-types.ts"

// The blog's search on PGlite and PostgreSQL (docs/decisions/0045-search.md): migration 0009's
// generated `search_vector` (title A, description B, body C, stemmed in the article's language)
// and its GIN index to find; its `search_head` (title and description only) to rank;
// websearch_to_tsquery, which never fails on what a visitor types; ts_headline for the excerpt;
// pg_trgm on the titles when the words matched nothing.

/** The query in the language's configuration (migration 0009's syncreel_search_config). */
const QUERY = "websearch_to_tsquery(syncreel_search_config($1), $2)"

/** Whether a tsquery (as text) has a NOT: a match in the head may then not be one in the whole vector. */
const hasNot = (tsquery: string) => tsquery.includes("!")

/**
 * A tsquery's words without a phrase's order (`<->` as `&`), which a GIN index answers without
 * reading any vector; the query itself when it has a NOT, which `&` would change.
 */
const looseQuery = (tsquery: string) => (hasNot(tsquery) ? tsquery : tsquery.replace(/<[0-9-]+>/g, "&"))

// Where an article matched first, `tier`: 0 its title (weight A), 1 its title and description, 2 its
// body. The order's first key, so that no number of words in a body outranks a title; then ts_rank
// of the title and description, then the newest. Both read migration 0009's small `search_head`,
// never the body's vector (reading each body's vector to rank took ~150 ms at 10,000 articles).

/**
 * The most matches in the body alone ranked and counted, the newest first: a word in nearly every
 * article would otherwise have every body's vector read (~100 ms at 10,000 articles, more for a
 * phrase, whose positions are checked in each vector). Past it the total is "more than" (`capped`).
 * Matches in a title or description are always all found, counted and ranked.
 */
export const BODY_MATCHES = 1000

/** ts_rank's weights for D, C, B and A. */
const WEIGHTS = "{0.01,0.05,0.3,1.0}"

/**
 * The body as an excerpt's text: images, link targets, tags and Markdown's marks out; the excerpt's
 * markers too. Its first 3,000 characters: ts_headline reads all it is given, for every result shown
 * (12 bodies of 6,000 took ~40 ms on PGlite).
 */
const EXCERPT_TEXT = `translate(
  regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    left(syncreel_search_body(content_markdown, content_html), 3000),
    '!\\[[^]]*\\]\\([^)]*\\)', ' ', 'g'),
    '\\[([^]]*)\\]\\([^)]*\\)', '\\1', 'g'),
    '<[^>]*>', ' ', 'g'),
    '[#*_>\`~|]+', ' ', 'g'),
  '${MARK_START}${MARK_END}', '')`

/** ts_headline's options: about 30 words around the best match, the matches between the markers. */
const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MinWords=20, MaxWords=35, ShortWord=2, MaxFragments=0`

/** The least pg_trgm word_similarity a title needs to stand for a mistyped short query. */
const SIMILAR_TITLE = "0.4"

/** What app/data/sql.server.ts says of the articles (passed in, as it is the module that builds this one): which are live, and a list's columns. */
export type SqlShapes = { LIVE: string; SUMMARY_COLUMNS: string }

export function sqlSearch(client: SqlClient, { LIVE, SUMMARY_COLUMNS }: SqlShapes): Required<SearchBackend> {
  /** Whether pg_trgm is installed (migration 0009 goes on without it): asked once. */
  let trigrams: Promise<boolean> | undefined
  const hasTrigrams = () =>
    (trigrams ??= client
      .query("select exists (select 1 from pg_extension where extname = 'pg_trgm') as found")
      .then((rows) => rows[0]?.found === true)
      .catch(() => false))

  async function byWords({ text, locale, offset, limit }: SearchQuery): Promise<SearchPage> {
    // The query as PostgreSQL reads it, first on its own: given to the statement below as a value,
    // it is planned with its words (their frequency in the statistics: the head's GIN index for the
    // title and description; for the body, its GIN index for rare words or the date order, which
    // stops at the newest BODY_MATCHES + 1, for common ones). Read from a CTE it was unknown to the
    // planner, which then sorted up to every body match by date.
    const [parsed] = await client.query(`select ${QUERY}::text as q`, [locale, text])
    const query = String(parsed?.q ?? "")
    // Only words the language leaves out ("the"): nothing can match.
    if (query === "") return { hits: [], total: 0, approximate: false, tiers: [0, 0, 0] }
    const loose = looseQuery(query)
    // One statement: the matches ranked once (materialized), their count in each tier, and the page
    // chosen from them, so that only the page's rows are excerpted. The title and description
    // matches come from the small `search_head`, then checked against the whole vector when the
    // query has a "-word" that may exclude them (the head is the vector's first part: without a
    // NOT, a match in the head is a match in the whole). The body's matches are the newest
    // BODY_MATCHES + 1, found by the words alone (`loose`, $6), and only those checked for a
    // phrase's order. Their bodies come back whole and their words are counted here (toSummary):
    // SQL's regexp count took ~40 ms for 12 bodies on PGlite. A page past the end still answers one
    // row, with the counts and no article.
    const rows = await client.query(
      `with head as materialized ( -- tiers 0 and 1
         select id as match_id, published_at as match_at, slug as match_slug,
           case when ts_filter(search_head, '{a}') @@ $2::tsquery then 0 else 1 end as tier,
           ts_rank('${WEIGHTS}', search_head, $2::tsquery) as rank
         from articles where ${LIVE} and locale = $1 and search_head @@ $2::tsquery
           ${hasNot(query) ? "and search_vector @@ $2::tsquery" : ""}
       ), body as materialized (
         select match_id, match_at, match_slug, 2 as tier, rank from (
           select id as match_id, published_at as match_at, slug as match_slug, search_vector,
             ts_rank('${WEIGHTS}', search_head, $2::tsquery) as rank
           from articles
           where ${LIVE} and locale = $1 and search_vector @@ $6::tsquery and not (search_head @@ $2::tsquery)
           order by published_at desc, slug limit ${BODY_MATCHES + 1}
         ) b ${loose === query ? "" : "where search_vector @@ $2::tsquery"}
       ), matched as materialized (
         select * from head union all select * from body
       ), kept as (
         select * from matched where tier < 2
         union all (select * from matched where tier = 2 order by match_at desc, match_slug limit ${BODY_MATCHES})
       ), page as (
         select * from kept order by tier, rank desc, match_at desc, match_slug limit $3 offset $4
       )
       select counts.tiers, hit.* from (
         select coalesce(json_agg(json_build_array(tier, n)), '[]'::json) as tiers
         from (select tier, count(*)::int as n from matched group by tier) t
       ) counts left join lateral (
         select ${SUMMARY_COLUMNS}, content_markdown, content_html, page.tier, page.rank, page.match_at, page.match_slug,
           ts_headline(syncreel_search_config(locale), ${EXCERPT_TEXT}, $2::tsquery, $5) as excerpt
         from page join articles on articles.id = page.match_id
       ) hit on true
       order by hit.tier, hit.rank desc, hit.match_at desc, hit.match_slug`,
      [locale, query, limit, offset, HEADLINE, loose],
    )
    const tiers: [number, number, number] = [0, 0, 0]
    const counted = rows[0]?.tiers
    const pairs = (typeof counted === "string" ? JSON.parse(counted) : (counted ?? [])) as [number, number][]
    for (const [tier, n] of pairs) tiers[Number(tier) as 0 | 1 | 2] = Number(n)
    const capped = tiers[2] > BODY_MATCHES
    if (capped) tiers[2] = BODY_MATCHES
    const hits = rows.filter((row) => row.id !== null && row.id !== undefined).map(toHit)
    return { hits, total: tiers[0] + tiers[1] + tiers[2], approximate: false, tiers, ...(capped ? { capped } : {}) }
  }

  /**
   * Titles close to a short query that matched nothing (a typo): pg_trgm's word similarity, through
   * the trigram index. The planner prices that GIN scan above reading every row (it did so at 10,000
   * articles, ~300 ms against ~10 ms through the index), so the titles are looked up first on their
   * own, with sequential scans off for this transaction, and filtered and counted after.
   */
  async function byTitle({ text, locale, offset, limit }: SearchQuery): Promise<SearchPage> {
    return client.transaction(async (query) => {
      await query(
        `select set_config('pg_trgm.word_similarity_threshold', '${SIMILAR_TITLE}', true), set_config('enable_seqscan', 'off', true)`,
      )
      // The words matched nothing in the bodies, so the excerpt is the description: no ts_headline to run.
      // A page past the end still answers one row, with the count and no article.
      const rows = await query(
        `with close as materialized (
           select id as close_id from articles where title %> $2
         ), found as materialized (
           select id as match_id, published_at as match_at, slug as match_slug, word_similarity($2, title) as rank
           from close join articles on articles.id = close.close_id where ${LIVE} and locale = $1
         ), page as (
           select * from found order by rank desc, match_at desc, match_slug limit $3 offset $4
         )
         select (select count(*)::int from found) as total, hit.* from (select 1) one left join lateral (
           select ${SUMMARY_COLUMNS}, content_markdown, content_html, coalesce(meta_description, '') as excerpt,
             page.rank, page.match_at, page.match_slug
           from page join articles on articles.id = page.match_id
         ) hit on true
         order by hit.rank desc, hit.match_at desc, hit.match_slug`,
        [locale, text, limit, offset],
      )
      const total = Number(rows[0]?.total ?? 0)
      const hits = rows.filter((row) => row.id !== null && row.id !== undefined).map(toHit)
      return { hits, total, approximate: true, tiers: [total, 0, 0] }
    })
  }

  return {
    async search(query) {
      const found = await byWords(query)
      if (found.total > 0 || !isShortQuery(query.text) || !(await hasTrigrams())) return found
      return byTitle(query)
    },
    async recordSearches(counts) {
      if (counts.length === 0) return
      await client.query(
        `insert into search_counts (locale, query, searches, no_results)
         select * from unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[])
         on conflict (locale, query) do update set
           searches = search_counts.searches + excluded.searches,
           no_results = search_counts.no_results + excluded.no_results`,
        [counts.map((c) => c.locale), counts.map((c) => c.query), counts.map((c) => c.searches), counts.map((c) => c.noResults)],
      )
    },
    async missingSearches(min, limit) {
      const rows = await client.query(
        `select locale, query, searches, no_results from search_counts where no_results >= $1
         order by no_results desc, searches desc, locale, query limit $2`,
        [min, limit],
      )
      return rows.map((r): CountedSearch => ({
        locale: localeOf(r.locale),
        query: String(r.query),
        searches: Number(r.searches),
        noResults: Number(r.no_results),
      }))
    },
  }
}

function toHit(row: Record<string, unknown>) {
  return { ...toSummary(row), excerpt: excerptFromMarks(String(row.excerpt ?? "")) }
}
