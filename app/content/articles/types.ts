// Typed content of the fixed articles (SPEC §3). Components in
// app/components/articles/ render these; the MDX files import the data.

export type ArticleMeta = {
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

export type PlatformStat = {
  platform: string
  marketShare: string
  users: string
  growth: string
}

export type ComparisonRow = {
  feature: string
  suno: string
  udio: string
  winner: "suno" | "udio"
}

export type ToolReview = {
  name: string
  /** 1 to 5, halves allowed. */
  rating: number
  price: string
  users: string
  processingTime: string
  pros: string[]
  cons: string[]
  bestFor: string
  verdict: string
  badge?: string
}

export type Factor = {
  factor: string
  description: string
  winner: string
  details: string
}

export type FeatureCardItem = {
  title: string
  description: string
}

export type TimelineEvent = {
  date: string
  title: string
  description: string
}

export type TranslatedArticleMeta = { title: string; description: string; tag: string; readingMinutes: number | null }
