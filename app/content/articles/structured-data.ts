import { absoluteUrl } from "#app/config/site.ts"
import { organizationJsonLd } from "#app/lib/seo.ts"
import { articleFrontmatter, type LocalizedFixedArticle } from "./index.ts"
import { fillCopy } from "./fill-copy.ts"
import { zonedDateTime } from "#app/lib/zoned-date.ts"
import type { TranslationFrontmatter } from "./frontmatter.ts"
import type { PlatformStat } from "./types.ts"

// The market articles' own structured data (SPEC §2), built from the same frontmatter their cards
// render, in each language the articles are written in; its own words (the list's name, the
// figures' labels) are in that frontmatter's `structuredData`. Server-side only: the route's loader
// builds it, so none of these words reach the browser's bundle.

/** The article's frontmatter, with what its structured data needs from it. */
type Source = { url: string; data: TranslationFrontmatter; need: <T>(value: T | undefined, field: string) => T }

function statList(labels: [string, string, string], stats: PlatformStat[]) {
  const [share, users, growth] = labels
  return stats.map((s, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: s.platform,
    description: `${share}: ${s.marketShare}. ${users}: ${s.users}. ${growth}: ${s.growth}.`,
  }))
}

const marketJsonLd: Record<string, (source: Source) => object> = {
  "ai-music-market-growth-2025": ({ url, data, need }) => {
    const labels = need(data.structuredData?.labels, "structuredData.labels")
    return {
      "@context": "https://schema.org",
      "@type": "Dataset",
      name: need(data.structuredData?.name, "structuredData.name"),
      description: need(data.structuredData?.description, "structuredData.description"),
      url,
      temporalCoverage: "2023-06/2025-01",
      isAccessibleForFree: true,
      variableMeasured: labels,
      hasPart: statList(labels, need(data.stats, "stats")).map(({ name, description }) => ({
        "@type": "Dataset",
        name,
        description,
      })),
    }
  },
  "ai-video-creation-trends-2025": ({ url, data, need }) => {
    const trends = need(data.cards, "cards")
    return {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: need(data.structuredData?.name, "structuredData.name"),
      url,
      numberOfItems: trends.length,
      itemListElement: trends.map((t, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: t.title,
        description: t.description,
      })),
    }
  },
  "suno-vs-udio-battle-supremacy-2025": ({ url, data, need }) => {
    const stats = need(data.stats, "stats")
    return {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: need(data.structuredData?.name, "structuredData.name"),
      url,
      numberOfItems: stats.length,
      itemListElement: statList(need(data.structuredData?.labels, "structuredData.labels"), stats),
    }
  },
}

/**
 * Article JSON-LD for a fixed article in its language (its headline and page in that language;
 * pageMeta adds `inLanguage`), plus the market articles' own data in the same language.
 */
export function articleJsonLd(article: LocalizedFixedArticle, image: string) {
  const url = absoluteUrl(article.path)
  const organization = organizationJsonLd()
  const main = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: absoluteUrl(image),
    ...(article.published ? { datePublished: zonedDateTime(article.published) } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: url,
  }
  const extra = article.market ? marketJsonLd[article.slug] : undefined
  if (!extra) return [main]
  const data = articleFrontmatter(article.slug, article.locale)
  if (!data) throw new Error(`The fixed article ${article.slug} is not written in ${article.locale}`)
  const need = <T>(value: T | undefined, field: string): T => {
    if (value === undefined)
      throw new Error(`${article.slug} in ${article.locale}: its structured data needs \`${field}\` in its frontmatter`)
    return value
  }
  return [main, extra({ url, data: fillCopy(data, article.locale), need })]
}
