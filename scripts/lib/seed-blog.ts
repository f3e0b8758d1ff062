// What `npm run seed:blog` does, importable by its test: generated articles (scripts/lib/blog-corpus.ts)
// checked and rendered as the one writer does it, then stored many to a statement.
import { parsePublishInput } from "#app/data/publisher.server.ts"
import type { SqlClient } from "#app/data/sql-client.ts"
import { markdownToHtml } from "#app/lib/markdown.server.ts"
import { generatedArticle } from "./blog-corpus.ts"

export type SeedOptions = {
  /** How many articles: numbers 1…count, 1 the newest. */
  count: number
  /** The generator's seed: the same seed writes the same articles. */
  seed?: number
  /** Articles per statement. */
  batch?: number
  onProgress?: (done: number) => void
}

export const MAX_SEED_COUNT = 100_000

/**
 * Writes `count` published articles, replacing any generated before with the same numbers, so a
 * second run with a larger count adds the difference. Each is checked with the writer's schema
 * (parsePublishInput, app/data/publisher.server.ts) and rendered and sanitised by the Markdown
 * pipeline the writer runs in its worker (app/lib/markdown.server.ts, here on this thread), so
 * the rows are what the publishing API would store; what the writer does per article on top (one
 * transaction and a locked read each) is what would make 10,000 take too long, so a batch goes in
 * one statement instead.
 */
export async function seedBlog(client: SqlClient, { count, seed = 1, batch = 200, onProgress }: SeedOptions): Promise<number> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_SEED_COUNT)
    throw new Error(`the count must be a whole number from 1 to ${MAX_SEED_COUNT} (got ${count})`)
  if (!Number.isInteger(seed)) throw new Error(`the seed must be a whole number (got ${seed})`)
  let done = 0
  for (let start = 1; start <= count; start += batch) {
    const rows = []
    for (let n = start; n < Math.min(start + batch, count + 1); n++) {
      const article = generatedArticle(n, seed)
      parsePublishInput(article)
      rows.push({
        ...article,
        content_html: await markdownToHtml(article.content_markdown),
        status: "published",
        updated_at: article.published_at,
      })
    }
    await client.query(
      `insert into articles (slug, title, meta_description, content_markdown, content_html, published_at, status, tags, updated_at)
       select r.slug, r.title, r.meta_description, r.content_markdown, r.content_html, r.published_at, r.status,
         array(select jsonb_array_elements_text(r.tags)), r.updated_at
       from jsonb_to_recordset(($1::text)::jsonb) as r(slug text, title text, meta_description text, content_markdown text,
         content_html text, published_at timestamptz, status text, tags jsonb, updated_at timestamptz)
       on conflict (slug) do update set title = excluded.title, meta_description = excluded.meta_description,
         content_markdown = excluded.content_markdown, content_html = excluded.content_html,
         published_at = excluded.published_at, status = excluded.status, tags = excluded.tags, updated_at = excluded.updated_at`,
      [JSON.stringify(rows)],
    )
    done += rows.length
    onProgress?.(done)
  }
  return done
}
