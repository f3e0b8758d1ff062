// Types of the fixed articles (SPEC §3). Their data is each article's frontmatter, checked by the
// schemas of ./frontmatter.ts; components in app/components/articles/ render its blocks.

export type { ComparisonRow, Factor, FeatureCardItem, PlatformStat, TimelineEvent, ToolReview } from "./frontmatter.ts"

/** A fixed article as the blog lists it, in one language (English in `fixedArticles`). */
export type ArticleMeta = {
  /** The English slug, which names the article in every language (its files, its routes). */
  slug: string
  /** The H1 and the document title (before " | Syncreel"). */
  title: string
  /** Meta description, 140–160 characters. */
  description: string
  /** ISO date (YYYY-MM-DD) shown as the publication date; null where SPEC shows none. */
  published: string | null
  /** Stated reading time in minutes; null where SPEC shows none. Must equal ceil(words / 200). */
  readingMinutes: number | null
  /** Tag shown on the article and on its card, e.g. "Tutorial". */
  tag: string
  /** Market articles carry extra JSON-LD (SPEC §2). */
  market?: boolean
}
