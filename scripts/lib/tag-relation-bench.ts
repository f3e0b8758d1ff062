// The tag pages' relation across languages at size (issue 28's relation, decision 0043; measured for
// issue 29): what a tag page or the sitemap pays to read it after a write has moved the tags. Run by
// scripts/lib/search-bench.ts on its filled database, after its search timings: the articles are
// spread over the six languages first, six translations to a key, so the relation has work to do.
import { sqlArticles } from "#app/data/sql.server.ts"
import type { SqlClient } from "#app/data/sql-client.ts"
import { taggedArticles, taggedArticlesByPages } from "#app/data/site-tag-versions.server.ts"
import { tagVersions } from "#app/data/tag-versions.server.ts"
import { locales } from "#app/i18n/locales.ts"

export type RelationFigures = {
  /** The articles read a step of 1,000 at a time through the lists' read (what the site did before). */
  pagesMs: number
  /** The same rows through the drivers' own read (what the site does now). */
  readMs: number
  /** The driver's fingerprint of the rows, read when the tags' state moved, to know whether the rows did. */
  fingerprintMs: number
  /** The tags' state (listTags), read on every call to know whether the relation is still good. */
  tagsMs: number
  /** The relation made from the rows, in JavaScript. */
  relationMs: number
  /** Rows the site's read returns (articles with a key that another language shares). */
  rows: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function timed<T>(run: () => Promise<T>, times = 3): Promise<{ ms: number; value: T }> {
  const all: number[] = []
  let value!: T
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    value = await run()
    all.push(performance.now() - started)
  }
  return { ms: median(all), value }
}

/** Spreads the articles over the languages (six to a translation key) and times each part of the relation's read. */
export async function tagRelationFigures(client: SqlClient): Promise<RelationFigures> {
  const list = `array[${locales.map((l) => `'${l}'`).join(", ")}]`
  await client.query(
    `update articles set locale = (${list})[1 + (n - 1) % ${locales.length}], translation_key = 'k' || ((n - 1) / ${locales.length})
     from (select id as n_id, row_number() over (order by id) as n from articles) numbered where id = n_id`,
  )
  await client.exec("analyze articles")
  const reader = sqlArticles(client)
  const pages = await timed(() => taggedArticlesByPages(reader))
  const read = await timed(() => taggedArticles(reader))
  const fingerprint = await timed(() => reader.taggedFingerprint())
  const tags = await timed(() => reader.listTags())
  const relation = await timed(async () => tagVersions(read.value, tags.value))
  return {
    pagesMs: pages.ms,
    readMs: read.ms,
    fingerprintMs: fingerprint.ms,
    tagsMs: tags.ms,
    relationMs: relation.ms,
    rows: read.value.length,
  }
}
