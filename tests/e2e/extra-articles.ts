import type { PublishInput } from "#app/data/publisher.server.ts"

/** The tag every extra article carries, and the one every third carries too. */
export const EXTRA_TAG = "archive"
export const EXTRA_RARE_TAG = "deep dive"

/**
 * `count` articles older than every seeded one (a day apart from 2020-01-01 backwards, the
 * first the newest), so the seeded articles keep the top of the blog and the extra ones fill
 * its later pages in a known order.
 */
export function extraArticles(count: number): (PublishInput & { title: string; tags: string[]; published_at: string })[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(3, "0")
    return {
      slug: `archive-article-${n}`,
      title: `Archive article ${n}`,
      meta_description: `Archive article number ${n}, from the blog's early days.`,
      featured_image: null,
      content_markdown: `Archive article ${n} has a short body of a few words.`,
      published_url: null,
      tags: i % 3 === 0 ? [EXTRA_TAG, EXTRA_RARE_TAG] : [EXTRA_TAG],
      published_at: new Date(Date.UTC(2020, 0, 1) - i * 86_400_000).toISOString(),
    }
  })
}
